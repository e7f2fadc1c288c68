/**
 * Companies and their teams (issue 16): an employer account acts for a company, whose members
 * hold one role each, and who join through single-use email invites.
 */

/**
 * A member's role in a company, from the most to the least powerful: the owner (billing, cannot
 * be removed, hands ownership over), admins (invites, roles, subscription), recruiters (job
 * requests, outreach bids, messages) and viewers (read only).
 */
export const COMPANY_ROLES = ['owner', 'admin', 'recruiter', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The roles an invite or a role change can give: every role but owner (ownership is handed over). */
export const ASSIGNABLE_COMPANY_ROLES = ['admin', 'recruiter', 'viewer'] as const;
export type AssignableCompanyRole = (typeof ASSIGNABLE_COMPANY_ROLES)[number];

/**
 * What a member may do in a company; `companyRoleCan` (sdk rules) says which role may do which.
 * `read`: see the company's work; `write`: create and change job requests, bids, outreach and the
 * company's messages; `manageTeam`: invite, revoke invites, change roles, remove members;
 * `manageSubscription`: buy or change the company's plan; `transferOwnership`: hand it over.
 */
export const COMPANY_ACTIONS = [
  'read',
  'write',
  'manageTeam',
  'manageSubscription',
  'transferOwnership',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * The state of an invite: pending (its link works), accepted (used once), revoked (by an admin
 * before it was used), expired (not used within {@link COMPANY_INVITE_VALID_DAYS}).
 */
export const COMPANY_INVITE_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type CompanyInviteState = (typeof COMPANY_INVITE_STATES)[number];

/** Days an invite link stays valid (issue 16: "a single-use link valid 7 days"). */
export const COMPANY_INVITE_VALID_DAYS = 7;

/** Longest company name (not shown in SPEC: as long as a short text). */
export const COMPANY_NAME_MAX = 200;

/**
 * What happened to a person's place in a company, as a `team` live event tells them (issue 16):
 * their role changed, they were removed, they joined (accepted an invite), the ownership was
 * handed over, or the team's members or invites changed (for the pages that list them).
 */
export const TEAM_CHANGES = [
  'role-changed',
  'removed',
  'joined',
  'ownership-transferred',
  'invites-changed',
] as const;
export type TeamChange = (typeof TEAM_CHANGES)[number];
