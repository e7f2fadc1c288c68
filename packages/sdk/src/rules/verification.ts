/**
 * Verification (issue 18): the pure rules the server, the hooks and the ui share — which kinds a
 * role verifies, what a person may do in each state, what the badge says, and the company domain
 * of an address.
 */
import type { Role } from '../vocabulary/accounts';
import {
  FREE_MAIL_DOMAINS,
  REVIEWED_VERIFICATION_KINDS,
  VERIFICATION_KINDS,
  EMPLOYER_VERIFICATION_KINDS,
  TALENT_VERIFICATION_KINDS,
  type ReviewedVerificationKind,
  type VerificationKind,
  type VerificationStatus,
} from '../vocabulary/verification';

/** The kinds `role` may verify, in the order /verification shows them. */
export function verificationKindsFor(role: Role): readonly VerificationKind[] {
  return role === 'employer' ? EMPLOYER_VERIFICATION_KINDS : TALENT_VERIFICATION_KINDS;
}

/** Whether `role` may verify `kind` (company domain: employers; portfolio: talent). */
export function canVerifyKind(role: Role, kind: VerificationKind): boolean {
  return verificationKindsFor(role).includes(kind);
}

/** Whether an admin reviews `kind` (identity, portfolio) rather than a mailed link deciding it. */
export function isReviewedKind(kind: VerificationKind): kind is ReviewedVerificationKind {
  return (REVIEWED_VERIFICATION_KINDS as readonly VerificationKind[]).includes(kind);
}

/**
 * Whether a person may start (or start again) a verification in `status`: not started, rejected
 * (Stripe: back to requires-input, with the reason) and expired may; pending waits for the link or
 * the admin; verified is done. An email or company-domain link may be sent again while pending
 * (the previous link stops working).
 */
export function canStartVerification(kind: VerificationKind, status: VerificationStatus): boolean {
  if (status === 'verified') return false;
  if (status === 'pending') return !isReviewedKind(kind);
  return true;
}

/** The kinds of the badge, in vocabulary order, from the kinds a person has verified. */
export function sortVerifiedKinds(kinds: Iterable<VerificationKind>): VerificationKind[] {
  const set = new Set(kinds);
  return VERIFICATION_KINDS.filter((kind) => set.has(kind));
}

/**
 * Whether a person shows the "Verified" badge (on profiles, talent cards, collective members) and
 * passes the explorer's "verified only" filter: an admin has approved their identity. Email, a
 * company domain and a portfolio are shown beside it as what else is verified, but none alone
 * makes the badge (anyone can confirm an address).
 */
export function isVerifiedPerson(kinds: readonly VerificationKind[]): boolean {
  return kinds.includes('identity');
}

/**
 * The domain of an email address, lower-cased, or null when the address has none. The part after
 * the last `@` (a local part may hold a quoted `@`).
 */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** Whether `domain` is a webmail provider's, which names no company (`FREE_MAIL_DOMAINS`). */
export function isFreeMailDomain(domain: string): boolean {
  return (FREE_MAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());
}

/** The words a person reads for each kind. */
export const VERIFICATION_KIND_LABELS: Readonly<Record<VerificationKind, string>> = {
  email: 'Email',
  company_domain: 'Company domain',
  identity: 'Identity',
  portfolio: 'Portfolio',
};

/** The words a person reads for each status. */
export const VERIFICATION_STATUS_LABELS: Readonly<Record<VerificationStatus, string>> = {
  not_started: 'Not started',
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
};
