import * as z from 'zod/mini';
import { ACCOUNT_TYPES } from '../vocabulary';
import { idSchema } from './fields';

/**
 * An account type, or a user's role: `employer` or `talent` (SPEC §9: "account types limited to
 * employer and talent"; SPEC §3 calls the user's field `role`).
 */
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);

/** The same schema under the wire name of a user's field and of the plans query (SPEC §3, §7). */
export const roleSchema = accountTypeSchema;

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
