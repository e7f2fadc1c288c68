import * as z from 'zod/mini';
import { isCollectiveSlug, isRateRangeOrdered } from '../rules/collectives';
import {
  ASSIGNABLE_COLLECTIVE_ROLES,
  COLLECTIVE_ABOUT_MAX,
  COLLECTIVE_JOIN_POLICIES,
  COLLECTIVE_MEMBER_STATES,
  COLLECTIVE_NAME_MAX,
  COLLECTIVE_ROLES,
  COLLECTIVE_SIZES,
  COLLECTIVE_SKILLS_MAX,
  COLLECTIVE_SLUG_MAX,
  COLLECTIVE_TAGLINE_MAX,
  HOURLY_RATE_MAX,
  SEARCH_TEXT_MAX,
} from '../vocabulary';
import {
  blankAsNull,
  blankAsUnset,
  coercedIdSchema,
  coercedNumberSchema,
  idSchema,
  timestampSchema,
} from './fields';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { storableMultilineText, storableText } from './text';
import { collectiveBadgeSchema } from './collectiveBadge';

export { collectiveBadgeSchema, type CollectiveBadge } from './collectiveBadge';

/** The field error of a slug that breaks the pattern (designed). */
export const COLLECTIVE_SLUG_MESSAGE =
  'Use 3 to 60 lower-case letters, digits and hyphens (not only digits)';
/** The field error of a slug another collective has (designed). */
export const COLLECTIVE_SLUG_TAKEN_MESSAGE = 'This address is taken: choose another';
/** The field error of a rate range whose highest end is below its lowest (designed). */
export const COLLECTIVE_RATE_ORDER_MESSAGE = 'The highest rate cannot be below the lowest';
/** The 409 of the owner leaving (designed; SPEC-free, issue 17: "hand over first"). */
export const COLLECTIVE_OWNER_LEAVE_MESSAGE =
  'The owner cannot leave the collective: hand ownership over first';
/** The 409 of joining, approving or accepting past the member limit (designed). */
export const COLLECTIVE_FULL_MESSAGE = 'This collective has reached its member limit';
/** The field error of inviting someone already in, invited or asking (designed). */
export const COLLECTIVE_ALREADY_MEMBER_MESSAGE =
  'This person is already a member, invited or asking to join';
/** The field error of inviting an account that is not a talent account (designed). */
export const COLLECTIVE_TALENT_ONLY_MESSAGE = 'Only talent accounts can join a collective';
/** The 403 of joining an invite-only collective without an invitation (designed). */
export const COLLECTIVE_INVITE_ONLY_MESSAGE = 'This collective takes members by invitation only';

/** A member's role and state (issue 17), and the roles a change may give. */
export const collectiveRoleSchema = z.enum(COLLECTIVE_ROLES);
export const assignableCollectiveRoleSchema = z.enum(ASSIGNABLE_COLLECTIVE_ROLES);
export const collectiveMemberStateSchema = z.enum(COLLECTIVE_MEMBER_STATES);
export const collectiveJoinPolicySchema = z.enum(COLLECTIVE_JOIN_POLICIES);

/** A slug: see the sdk rule `isCollectiveSlug`; surrounding blanks are trimmed. */
export const collectiveSlugSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(COLLECTIVE_SLUG_MAX, COLLECTIVE_SLUG_MESSAGE),
    storableText(),
    z.refine(isCollectiveSlug, COLLECTIVE_SLUG_MESSAGE),
  );

const rateSchema = z.int().check(z.nonnegative(), z.lte(HOURLY_RATE_MAX));

/** A collective as /collective lists it: the badge, tagline, skills, rates, policy, size. */
export const collectiveSummarySchema = z.extend(collectiveBadgeSchema, {
  tagline: z.string(),
  skills: z.array(idSchema),
  rateMin: z.nullable(rateSchema),
  rateMax: z.nullable(rateSchema),
  joinPolicy: collectiveJoinPolicySchema,
  /** Active members. */
  memberCount: z.int().check(z.nonnegative()),
  /** Issue 18: active members whose identity an admin verified. */
  verifiedMemberCount: z.optional(z.int().check(z.nonnegative())),
});
export type CollectiveSummary = z.output<typeof collectiveSummarySchema>;

/** A membership as the collective's page lists it (invited and requested ones: managers only). */
export const collectiveMemberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  title: z.nullable(z.string()),
  profileImage: z.nullable(z.string()),
  role: collectiveRoleSchema,
  state: collectiveMemberStateSchema,
  /** When the membership last changed (joined, invited, asked). */
  since: timestampSchema,
  /** Issue 18: the member's identity is verified (the badge). */
  verified: z.optional(z.boolean()),
});
export type CollectiveMember = z.output<typeof collectiveMemberSchema>;

/** The caller's own membership: role and state (null: none, or removed). */
export const collectiveMembershipSchema = z.object({
  role: collectiveRoleSchema,
  state: collectiveMemberStateSchema,
});
export type CollectiveMembership = z.output<typeof collectiveMembershipSchema>;

/**
 * GET /api/collectives/{id or slug}: the profile, the active members (owner, admins, members),
 * for managers also the invited and the requesting, the caller's membership and, for active
 * members, the group conversation's id.
 */
export const collectiveDetailsSchema = z.extend(collectiveSummarySchema, {
  about: z.string(),
  createdAt: timestampSchema,
  members: z.array(collectiveMemberSchema),
  membership: z.nullable(collectiveMembershipSchema),
  conversationId: z.nullable(idSchema),
});
export type CollectiveDetails = z.output<typeof collectiveDetailsSchema>;

/** One of the signed-in person's collectives (GET /api/collectives/mine): invited, asked or in. */
export const myCollectiveSchema = z.object({
  collective: collectiveSummarySchema,
  role: collectiveRoleSchema,
  state: collectiveMemberStateSchema,
});
export type MyCollective = z.output<typeof myCollectiveSchema>;
export const myCollectiveListSchema = z.array(myCollectiveSchema);

/** One page of GET /api/collectives, newest first. */
export const collectivePageSchema = cursorPageSchema(collectiveSummarySchema);
export type CollectivePage = z.output<typeof collectivePageSchema>;

/**
 * The query of GET /api/collectives (/collective): free text over name, tagline and about, a
 * skill id, a size (COLLECTIVE_SIZES), a rate ceiling (collectives whose lowest rate is at most
 * it, or open), and the page cursor.
 */
export const collectiveQuerySchema = z.extend(cursorQuerySchema, {
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX), storableText())),
  skill: blankAsUnset(coercedIdSchema),
  size: blankAsUnset(z.enum(COLLECTIVE_SIZES)),
  maxRate: blankAsUnset(z.pipe(coercedNumberSchema, rateSchema)),
});
export type CollectiveQueryInput = z.input<typeof collectiveQuerySchema>;
export type CollectiveQuery = z.output<typeof collectiveQuerySchema>;

const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(COLLECTIVE_NAME_MAX), storableText());
const taglineSchema = z
  .string()
  .check(z.trim(), z.maxLength(COLLECTIVE_TAGLINE_MAX), storableText());
const aboutSchema = z
  .string()
  .check(z.trim(), z.maxLength(COLLECTIVE_ABOUT_MAX), storableMultilineText());
const skillsSchema = z.array(coercedIdSchema).check(z.maxLength(COLLECTIVE_SKILLS_MAX));
const rateInputSchema = blankAsNull(z.pipe(coercedNumberSchema, rateSchema));

interface RateRange {
  rateMin?: number | null | undefined;
  rateMax?: number | null | undefined;
}
const rateOrder = z.refine<RateRange>((input) => isRateRangeOrdered(input.rateMin, input.rateMax), {
  message: COLLECTIVE_RATE_ORDER_MESSAGE,
  path: ['rateMax'],
});

/**
 * The body of POST /api/collectives (any talent; they become its owner): a name, an optional
 * slug (else one from the name), tagline, about (plain text), skills, a rate range, the policy.
 */
export const collectiveCreateSchema = z
  .object({
    name: nameSchema,
    slug: blankAsUnset(collectiveSlugSchema),
    tagline: z._default(taglineSchema, ''),
    about: z._default(aboutSchema, ''),
    skills: z._default(skillsSchema, []),
    rateMin: rateInputSchema,
    rateMax: rateInputSchema,
    joinPolicy: z._default(collectiveJoinPolicySchema, 'request'),
  })
  .check(rateOrder);
export type CollectiveCreateInput = z.input<typeof collectiveCreateSchema>;
export type CollectiveCreate = z.output<typeof collectiveCreateSchema>;

/**
 * The body of PATCH /api/collectives/{id} (owner, admins): any field; absent ones stay, a blank
 * rate clears that end. A range with one end given is checked against the stored other end.
 */
export const collectiveUpdateSchema = z
  .object({
    name: z.optional(nameSchema),
    slug: z.optional(collectiveSlugSchema),
    tagline: z.optional(taglineSchema),
    about: z.optional(aboutSchema),
    skills: z.optional(skillsSchema),
    rateMin: rateInputSchema,
    rateMax: rateInputSchema,
    joinPolicy: z.optional(collectiveJoinPolicySchema),
  })
  .check(rateOrder);
export type CollectiveUpdateInput = z.input<typeof collectiveUpdateSchema>;
export type CollectiveUpdate = z.output<typeof collectiveUpdateSchema>;

/** The `{id}` of the write routes under /api/collectives/{id}. */
export const collectiveParamsSchema = z.object({ id: coercedIdSchema });
export type CollectiveParams = z.output<typeof collectiveParamsSchema>;

/** The `{id}` of GET /api/collectives/{id}: the collective's id or its slug. */
export const collectiveRefParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(COLLECTIVE_SLUG_MAX), storableText()),
});
export type CollectiveRefParams = z.output<typeof collectiveRefParamsSchema>;

/** The `{id}` and `{userId}` of /api/collectives/{id}/members/{userId}. */
export const collectiveMemberParamsSchema = z.object({
  id: coercedIdSchema,
  userId: coercedIdSchema,
});
export type CollectiveMemberParams = z.output<typeof collectiveMemberParamsSchema>;

/** The body of POST /api/collectives/{id}/invites (owner, admins): the talent to invite. */
export const collectiveInviteSchema = z.object({ userId: coercedIdSchema });
export type CollectiveInvite = z.output<typeof collectiveInviteSchema>;

/** The body of PATCH /api/collectives/{id}/members/{userId}: the member's new role. */
export const collectiveRoleUpdateSchema = z.object({ role: assignableCollectiveRoleSchema });
export type CollectiveRoleUpdate = z.output<typeof collectiveRoleUpdateSchema>;

/** The body of POST /api/collectives/{id}/owner (the owner): the active member who takes over. */
export const collectiveOwnerSchema = z.object({ userId: coercedIdSchema });
export type CollectiveOwner = z.output<typeof collectiveOwnerSchema>;

/** The answer of POST /api/collectives/{id}/contact: the conversation with its admins. */
export const collectiveContactSchema = z.object({ conversationId: idSchema });
export type CollectiveContact = z.output<typeof collectiveContactSchema>;
