import * as z from 'zod/mini';
import {
  ASSIGNABLE_COMPANY_ROLES,
  COMPANY_INVITE_STATES,
  COMPANY_NAME_MAX,
  COMPANY_ROLES,
} from '../vocabulary';
import { emailSchema } from './auth';
import { blankAsNull, coercedIdSchema, idSchema, timestampSchema } from './fields';
import { cursorPageSchema } from './page';
import { imageUrlSchema } from './profile';
import { storableText } from './text';

/** The field error of removing a member whose open work nobody was chosen to take over (designed). */
export const TAKEOVER_REQUIRED_MESSAGE =
  'This member has open bids or conversations: choose who takes them over';
/** The field error of a takeover member who cannot take work over (designed). */
export const TAKEOVER_INVALID_MESSAGE = 'Choose another member of the team who can write';
/** The field error of inviting someone already in the team (designed). */
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of the team';
/** The answer of an invite link that was used, revoked or has expired (designed). */
export const INVITE_UNUSABLE_MESSAGE = 'This invite link is no longer valid';
/** The answer of accepting an invite while signed in with another address (designed). */
export const INVITE_OTHER_EMAIL_MESSAGE =
  'This invite was sent to another email address: sign in with that address to accept it';

/** A company member's role (issue 16). */
export const companyRoleSchema = z.enum(COMPANY_ROLES);
/** The roles an invite or a role change gives: every role but owner. */
export const assignableCompanyRoleSchema = z.enum(ASSIGNABLE_COMPANY_ROLES);

/** A company as its members see it (issue 16). */
export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  logoUrl: z.nullable(z.string()),
  website: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type Company = z.output<typeof companySchema>;

/** One of the signed-in person's companies (GET /api/companies): their role, and whether active. */
export const myCompanySchema = z.object({
  company: companySchema,
  role: companyRoleSchema,
  active: z.boolean(),
});
export type MyCompany = z.output<typeof myCompanySchema>;

/** The answer of GET /api/companies: every company the person belongs to, by name. */
export const myCompanyListSchema = z.array(myCompanySchema);

/** A member of the team as GET /api/team lists it. */
export const teamMemberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  joinedAt: timestampSchema,
});
export type TeamMember = z.output<typeof teamMemberSchema>;

/** An invite as the team's managers see it; `state` is at the time of the answer. */
export const companyInviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: assignableCompanyRoleSchema,
  state: z.enum(COMPANY_INVITE_STATES),
  invitedByName: z.nullable(z.string()),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type CompanyInvite = z.output<typeof companyInviteSchema>;

/**
 * The answer of GET /api/team: the active company, the caller's role in it, its members (owner
 * first) and its pending invites (empty for those who cannot manage the team).
 */
export const teamSchema = z.object({
  company: companySchema,
  role: companyRoleSchema,
  members: z.array(teamMemberSchema),
  invites: z.array(companyInviteSchema),
});
export type Team = z.output<typeof teamSchema>;

/** The body of PATCH /api/team (owner, admins): the company's name, website and logo. */
export const companyUpdateSchema = z.object({
  name: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPANY_NAME_MAX), storableText()),
  ),
  website: blankAsNull(imageUrlSchema),
  logoUrl: blankAsNull(imageUrlSchema),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/** The body of POST /api/team/invites (owner, admins): who to invite, and as what. */
export const createInviteSchema = z.object({
  email: emailSchema,
  role: assignableCompanyRoleSchema,
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;
export type CreateInvite = z.output<typeof createInviteSchema>;

/** The `{userId}` of /api/team/members/{userId}. */
export const memberParamsSchema = z.object({ userId: coercedIdSchema });
export type MemberParams = z.output<typeof memberParamsSchema>;

/** The body of PATCH /api/team/members/{userId} (owner, admins): the member's new role. */
export const memberRoleUpdateSchema = z.object({ role: assignableCompanyRoleSchema });
export type MemberRoleUpdate = z.output<typeof memberRoleUpdateSchema>;

/**
 * The query of DELETE /api/team/members/{userId}: the member who takes over the removed member's
 * open bids and the company's conversations they are in — required when there are any.
 */
export const removeMemberQuerySchema = z.object({
  takeoverUserId: z.optional(coercedIdSchema),
});
export type RemoveMemberQueryInput = z.input<typeof removeMemberQuerySchema>;
export type RemoveMemberQuery = z.output<typeof removeMemberQuerySchema>;

/** The body of POST /api/team/owner (the owner): the member who becomes owner (the old one: admin). */
export const transferOwnershipSchema = z.object({ userId: coercedIdSchema });
export type TransferOwnership = z.output<typeof transferOwnershipSchema>;

/** The body of PUT /api/companies/active: the company to act for (one the person belongs to). */
export const switchCompanySchema = z.object({ companyId: coercedIdSchema });
export type SwitchCompany = z.output<typeof switchCompanySchema>;

/** The `{token}` of an invite link (/api/invites/{token}). */
export const inviteTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200), storableText()),
});
export type InviteTokenParams = z.output<typeof inviteTokenParamsSchema>;

/** GET /api/invites/{token}: what the link offers, to show before accepting (signed in or not). */
export const invitePreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: assignableCompanyRoleSchema,
  state: z.enum(COMPANY_INVITE_STATES),
  expiresAt: timestampSchema,
});
export type InvitePreview = z.output<typeof invitePreviewSchema>;

/** One entry of the team's activity log: who did what to which job request, and when. */
export const teamActivitySchema = z.object({
  id: idSchema,
  kind: z.string(),
  actorName: z.nullable(z.string()),
  jobRequestId: z.nullable(idSchema),
  jobRequestTitle: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type TeamActivity = z.output<typeof teamActivitySchema>;

/** The answer of GET /api/team/activity: newest first, paged like every list. */
export const teamActivityPageSchema = cursorPageSchema(teamActivitySchema);
export type TeamActivityPage = z.output<typeof teamActivityPageSchema>;
