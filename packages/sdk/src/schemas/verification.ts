/**
 * Verification (issue 18): what /verification reads and sends, the badge others see, and the
 * admins' review queue and audit log. Others only ever see the badge (`verificationBadgeSchema`);
 * documents are listed to their owner by name and served to admins only.
 */
import * as z from 'zod/mini';
import {
  PORTFOLIO_LINK_MAX,
  PORTFOLIO_LINKS_MAX,
  REVIEWED_VERIFICATION_KINDS,
  VERIFICATION_AUDIT_ACTIONS,
  VERIFICATION_DECISIONS,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_EMAIL_MAX,
  VERIFICATION_KINDS,
  VERIFICATION_NOTE_MAX,
  VERIFICATION_REASON_MAX,
  VERIFICATION_REASON_MIN,
  VERIFICATION_STATES,
  VERIFICATION_STATUSES,
} from '../vocabulary/verification';
import { isWebAddress } from '../rules/embed';
import { emailDomain, isFreeMailDomain } from '../rules/verification';
import { blankAsUnset, idSchema, timestampSchema } from './fields';
import { storableMultilineText, storableText } from './text';
import { userSummarySchema } from './user';
import { verificationBadgeSchema, type VerificationBadge } from './verificationBadge';
import { formatCount } from '../rules/numbers';

/** The messages of the verification forms (designed; SPEC says nothing of verification). */
export const VERIFICATION_MESSAGES = {
  emailInvalid: 'Enter your work email address',
  freeMail: 'Use an address at your company’s domain, not a personal webmail address',
  linkRequired: 'Add at least one link to your work',
  linksTooMany: `Add at most ${PORTFOLIO_LINKS_MAX} links`,
  linkInvalid: 'Enter a web address starting with http:// or https://',
  noteTooLong: `Keep the note to ${formatCount(VERIFICATION_NOTE_MAX)} characters or fewer`,
  tokenInvalid: 'This verification link is invalid or has expired',
  reasonRequired: `Give the reason for the rejection (at least ${VERIFICATION_REASON_MIN} characters)`,
  reasonTooLong: `Keep the reason to ${VERIFICATION_REASON_MAX} characters or fewer`,
} as const;

export const verificationKindSchema = z.enum(VERIFICATION_KINDS);
export const reviewedVerificationKindSchema = z.enum(REVIEWED_VERIFICATION_KINDS);
export const verificationStateSchema = z.enum(VERIFICATION_STATES);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

export { verificationBadgeSchema, type VerificationBadge };

/** A stored document as its owner and admins see it listed (the file itself: admins only). */
export const verificationDocumentSchema = z.object({
  id: idSchema,
  filename: z.string(),
  contentType: z.enum(VERIFICATION_DOCUMENT_TYPES),
  size: z.int().check(z.nonnegative()),
  createdAt: timestampSchema,
});
export type VerificationDocument = z.output<typeof verificationDocumentSchema>;

/**
 * One kind as /verification shows it to the person: its status, the address a link went to (or
 * the verified company domain), the portfolio's links, the documents under review (names only),
 * the rejection's reason, and when it was submitted, decided and expires.
 */
export const myVerificationSchema = z.object({
  kind: verificationKindSchema,
  status: verificationStatusSchema,
  email: z.nullable(z.string()),
  domain: z.nullable(z.string()),
  links: z.array(z.string()),
  note: z.nullable(z.string()),
  documents: z.array(verificationDocumentSchema),
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(timestampSchema),
  decidedAt: z.nullable(timestampSchema),
  expiresAt: z.nullable(timestampSchema),
});
export type MyVerification = z.output<typeof myVerificationSchema>;

/** GET /api/verification: every kind the person's role verifies, and their badge. */
export const myVerificationsSchema = z.object({
  items: z.array(myVerificationSchema),
  badge: verificationBadgeSchema,
});
export type MyVerifications = z.output<typeof myVerificationsSchema>;

/** The body of POST /api/verification/company-domain: an address at the company's domain. */
export const companyDomainInputSchema = z.object({
  email: z.string({ error: VERIFICATION_MESSAGES.emailInvalid }).check(
    z.trim(),
    storableText(),
    z.maxLength(VERIFICATION_EMAIL_MAX, VERIFICATION_MESSAGES.emailInvalid),
    z.email(VERIFICATION_MESSAGES.emailInvalid),
    z.refine((email) => {
      const domain = emailDomain(email);
      return domain === null || !isFreeMailDomain(domain);
    }, VERIFICATION_MESSAGES.freeMail),
  ),
});
export type CompanyDomainInput = z.output<typeof companyDomainInputSchema>;

/** The body of POST /api/verification/confirm: the token of a mailed link. */
export const verificationConfirmSchema = z.object({
  token: z
    .string({ error: VERIFICATION_MESSAGES.tokenInvalid })
    .check(
      z.trim(),
      storableText(),
      z.minLength(20, VERIFICATION_MESSAGES.tokenInvalid),
      z.maxLength(200, VERIFICATION_MESSAGES.tokenInvalid),
      z.regex(/^[A-Za-z0-9_-]+$/, VERIFICATION_MESSAGES.tokenInvalid),
    ),
});
export type VerificationConfirm = z.output<typeof verificationConfirmSchema>;

const linkSchema = z
  .string({ error: VERIFICATION_MESSAGES.linkInvalid })
  .check(
    z.trim(),
    storableText(),
    z.maxLength(PORTFOLIO_LINK_MAX, VERIFICATION_MESSAGES.linkInvalid),
    z.refine(isWebAddress, VERIFICATION_MESSAGES.linkInvalid),
  );

const noteSchema = blankAsUnset(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(VERIFICATION_NOTE_MAX, VERIFICATION_MESSAGES.noteTooLong),
      storableMultilineText(),
    ),
);

/** The body of POST /api/verification/portfolio: links to the work, and a note for the reviewer. */
export const portfolioInputSchema = z.object({
  links: z
    .array(linkSchema, { error: VERIFICATION_MESSAGES.linkRequired })
    .check(
      z.minLength(1, VERIFICATION_MESSAGES.linkRequired),
      z.maxLength(PORTFOLIO_LINKS_MAX, VERIFICATION_MESSAGES.linksTooMany),
    ),
  note: noteSchema,
});
export type PortfolioInputValues = z.input<typeof portfolioInputSchema>;
export type PortfolioInput = z.output<typeof portfolioInputSchema>;

/** The text fields of POST /api/verification/identity (multipart, beside the `document` file). */
export const identityFieldsSchema = z.object({ note: noteSchema });
export type IdentityFields = z.output<typeof identityFieldsSchema>;

/** The body of POST /api/admin/verification/{id}/decision: approve, or reject with a reason. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS),
    reason: blankAsUnset(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(VERIFICATION_REASON_MAX, VERIFICATION_MESSAGES.reasonTooLong),
          storableMultilineText(),
        ),
    ),
  })
  .check(
    z.refine(
      (d) => d.decision === 'approve' || (d.reason?.length ?? 0) >= VERIFICATION_REASON_MIN,
      { message: VERIFICATION_MESSAGES.reasonRequired, path: ['reason'] },
    ),
  );
export type VerificationDecisionInputValues = z.input<typeof verificationDecisionSchema>;
export type VerificationDecisionInput = z.output<typeof verificationDecisionSchema>;

/** One verification waiting in the admins' queue (oldest submitted first). */
export const verificationReviewSchema = z.object({
  id: idSchema,
  kind: reviewedVerificationKindSchema,
  person: z.extend(userSummarySchema, { email: z.string() }),
  links: z.array(z.string()),
  note: z.nullable(z.string()),
  documents: z.array(verificationDocumentSchema),
  /** Earlier rejections of the same kind for this person (their reasons), newest first. */
  previousReasons: z.array(z.string()),
  submittedAt: timestampSchema,
});
export type VerificationReview = z.output<typeof verificationReviewSchema>;
export const verificationReviewListSchema = z.array(verificationReviewSchema);

/** One row of the verification audit log: every admin decision, who took it, when, why. */
export const verificationAuditEntrySchema = z.object({
  id: idSchema,
  verificationId: z.nullable(idSchema),
  kind: verificationKindSchema,
  action: z.enum(VERIFICATION_AUDIT_ACTIONS),
  reason: z.nullable(z.string()),
  subject: z.nullable(userSummarySchema),
  actor: z.nullable(userSummarySchema),
  at: timestampSchema,
});
export type VerificationAuditEntry = z.output<typeof verificationAuditEntrySchema>;
export const verificationAuditListSchema = z.array(verificationAuditEntrySchema);

/** The `verification` live event's data: the person's kind changed to `state`. */
export const verificationChangeSchema = z.object({
  kind: verificationKindSchema,
  state: verificationStateSchema,
});
export type VerificationChangeData = z.output<typeof verificationChangeSchema>;

/** Path parameters of POST /api/verification/{kind}/documents. */
export const verificationDocumentParamsSchema = z.object({ kind: reviewedVerificationKindSchema });
export type VerificationDocumentParams = z.output<typeof verificationDocumentParamsSchema>;
