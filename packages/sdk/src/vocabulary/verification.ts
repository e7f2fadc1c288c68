/**
 * Verification (issue 18): what a person proves about themselves, and where each proof stands.
 * Anchors: Upwork's "ID Verified" badge (others see the badge, never the documents) and Stripe
 * Identity's session states (processing → verified, or back to requires-input with the reason).
 */

/**
 * The kinds: an email address (a single-use link to the account's address), a company domain
 * (employers: a link to an address at the company's domain), an identity (a document an admin
 * reviews, no selfie) and a portfolio (talent: links and files an admin reviews).
 */
export const VERIFICATION_KINDS = ['email', 'company_domain', 'identity', 'portfolio'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** The kinds talent verify, in the order /verification shows them. */
export const TALENT_VERIFICATION_KINDS = ['email', 'identity', 'portfolio'] as const;
/** The kinds employers verify, in the order /verification shows them. */
export const EMPLOYER_VERIFICATION_KINDS = ['email', 'company_domain', 'identity'] as const;

/** The kinds proven by a mailed link (the person clicks it; no admin). */
export const LINK_VERIFICATION_KINDS = ['email', 'company_domain'] as const;
/** The kinds an admin reviews in the queue at /admin/verification. */
export const REVIEWED_VERIFICATION_KINDS = ['identity', 'portfolio'] as const;
export type ReviewedVerificationKind = (typeof REVIEWED_VERIFICATION_KINDS)[number];

/**
 * The states a stored verification has: pending (a link mailed, or waiting for an admin),
 * verified, rejected (with the reason; the person may try again), expired (an unused link, or a
 * verification past its validity; the person may start again).
 */
export const VERIFICATION_STATES = ['pending', 'verified', 'rejected', 'expired'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What /verification shows per kind: a stored state, or "not started" (no row yet). */
// Written out (a spread would be kept by bundlers in every importer of the sdk).
export const VERIFICATION_STATUSES = [
  'not_started',
  'pending',
  'verified',
  'rejected',
  'expired',
] as const satisfies readonly ('not_started' | VerificationState)[];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** An admin's decision on a reviewed verification. */
export const VERIFICATION_DECISIONS = ['approve', 'reject'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** What the audit log records about a verification. */
export const VERIFICATION_AUDIT_ACTIONS = ['approved', 'rejected'] as const;
export type VerificationAuditAction = (typeof VERIFICATION_AUDIT_ACTIONS)[number];

/** The document types an identity or portfolio upload accepts, told by content. */
export const VERIFICATION_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** How long a mailed email or company-domain link works (Stripe: a client secret lives 24 h). */
export const VERIFICATION_LINK_TTL_HOURS = 24;
/**
 * How long an identity or portfolio verification holds before the person verifies again (not
 * shown; Upwork asks for re-verification "sometimes"): two years. Email and company domain hold as
 * long as the address.
 */
export const VERIFICATION_VALID_DAYS = 730;

/** Documents an identity verification takes (front, back, and one more page). */
export const IDENTITY_DOCUMENTS_MAX = 3;
/** Files a portfolio verification takes beside its links. */
export const PORTFOLIO_DOCUMENTS_MAX = 5;
/** Links a portfolio verification takes. */
export const PORTFOLIO_LINKS_MAX = 5;
/** The longest portfolio link. */
export const PORTFOLIO_LINK_MAX = 2048;
/** The longest note a person adds for the reviewer. */
export const VERIFICATION_NOTE_MAX = 1000;
/** The shortest and longest rejection reason an admin writes. */
export const VERIFICATION_REASON_MIN = 5;
export const VERIFICATION_REASON_MAX = 500;
/** The longest email address a company-domain link goes to. */
export const VERIFICATION_EMAIL_MAX = 254;

/**
 * Webmail domains that name no company: a company-domain verification to one of them is refused
 * (LinkedIn verifies a workplace by its work email the same way).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
] as const;
