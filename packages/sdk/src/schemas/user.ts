import * as z from 'zod/mini';
import { idSchema } from './fields';

import { ACCOUNT_TYPES } from '../rules/accountType';

/**
 * The roles a user can have (SPEC §1, §6). They are also the account types a user can act as
 * (SPEC §9: "account types limited to employer and talent"), so they are one list.
 */
export const ROLES = ACCOUNT_TYPES;
export type Role = (typeof ROLES)[number];

/** A role or account type: `employer` or `talent`. */
export const roleSchema = z.enum(ROLES);

/** Longest display name (not shown in SPEC). */
export const NAME_MAX = 100;

/**
 * The signed-in user (SPEC §3 and GET /api/user: id, email, name, role, title optional).
 * Not shown: `isAdmin` (issue 4: admins are a flag on the user; SPEC §6 leaves the check unshown).
 */
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  title: z.optional(z.nullable(z.string())),
  /** Not shown: whether the admin pages are open to this user; absent means false. */
  isAdmin: z.optional(z.boolean()),
});
export type User = z.output<typeof userSchema>;

/**
 * A short public view of another user, embedded in bids, conversations and groups (not shown):
 * `image` is the talent's profileImage or the employer's companyLogo, or null.
 */
export const userSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  role: roleSchema,
  image: z.nullable(z.string()),
});
export type UserSummary = z.output<typeof userSummarySchema>;
