/**
 * The account types a person acts as. SPEC §9: "account types limited to employer and talent".
 *
 * One tuple for every layer: the account context, the subscription row, the plan catalogue and
 * the user's role. SPEC §7 spells the wire names differently — `role` (the user, the plans query),
 * `subscriptionType` (the subscription object) and `isEmployer` (the checkout payload) — and they
 * stay so on the wire; the mapping between them lives in `rules/accountType.ts` only.
 */
export const ACCOUNT_TYPES = ['employer', 'talent'] as const;

/** `'employer' | 'talent'`. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * A user's role (SPEC §1, §6: "employer or talent"). The roles are the account types (SPEC §9),
 * so this is the same tuple under the name SPEC §3 gives the user's field.
 */
export const ROLES = ACCOUNT_TYPES;

/** `'employer' | 'talent'`: the wire name of an account type on a user and in the plans query. */
export type Role = AccountType;
