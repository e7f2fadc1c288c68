/**
 * Collectives (issue 17): groups of talent with one brand (name, logo, tagline), their members
 * and roles, and how people join. Anchors: Upwork agencies, Contra's collectives, Guild-style
 * join requirements.
 */

/** A member's role: the owner (hands ownership over before leaving), admins, members. */
export const COLLECTIVE_ROLES = ['owner', 'admin', 'member'] as const;
export type CollectiveRole = (typeof COLLECTIVE_ROLES)[number];

/**
 * A membership's state: invited (by an admin, not yet accepted), requested (by the person, not yet
 * approved), active, removed (left, declined or removed; kept for history).
 */
export const COLLECTIVE_MEMBER_STATES = ['invited', 'requested', 'active', 'removed'] as const;
export type CollectiveMemberState = (typeof COLLECTIVE_MEMBER_STATES)[number];

/** How people join: anyone (open), by request an admin approves, or only by an admin's invite. */
export const COLLECTIVE_JOIN_POLICIES = ['open', 'request', 'invite'] as const;
export type CollectiveJoinPolicy = (typeof COLLECTIVE_JOIN_POLICIES)[number];
