import { ACCOUNT_TYPES, type AccountType } from '../vocabulary';

/** True for `'employer'` and `'talent'` only (SPEC §9: "account types limited to employer and talent"). */
export const isAccountType = (value: unknown): value is AccountType =>
  ACCOUNT_TYPES.some((type) => type === value);

/**
 * The account type a role gives by default. SPEC §4: "the role (employer gives employer, anything
 * else talent)". A missing or unknown role therefore gives talent.
 */
export const accountTypeForRole = (role: unknown): AccountType =>
  role === 'employer' ? 'employer' : 'talent';

/** What {@link resolveInitialAccountType} reads; every field may be missing or hold anything. */
export interface InitialAccountTypeSources {
  /** The value stored locally for this user (`currentAccountType_{userId}`). */
  stored?: unknown;
  /** The session's `initialAccountType`. */
  sessionInitial?: unknown;
  /** The user's role. */
  role?: unknown;
}

/**
 * SPEC §4 "Account type": "initial value is the one stored for the user, else the session's
 * initial account type, else the role (employer gives employer, anything else talent)".
 *
 * Choice: a stored or session value that is not `'employer'` or `'talent'` (a stale or tampered
 * entry) is ignored and the next source is used, because SPEC §9 limits account types to those two.
 */
export function resolveInitialAccountType({
  stored,
  sessionInitial,
  role,
}: InitialAccountTypeSources): AccountType {
  if (isAccountType(stored)) return stored;
  if (isAccountType(sessionInitial)) return sessionInitial;
  return accountTypeForRole(role);
}

/**
 * The account type a checkout payload is for. SPEC §7 spells it `isEmployer` on the wire (employer:
 * `isEmployer true`, talent: `isEmployer false`); this is the one place that reads it.
 */
export const accountTypeOfCheckout = ({ isEmployer }: { isEmployer: boolean }): AccountType =>
  isEmployer ? 'employer' : 'talent';
