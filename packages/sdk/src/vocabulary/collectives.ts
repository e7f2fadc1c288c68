/**
 * Collectives (issue 17): groups of talent with one brand (name, logo, tagline), their members
 * and roles, and how people join. Anchors: Upwork agencies, Contra's collectives, Guild-style
 * join requirements.
 */
import { GROUP_MEMBERS_MAX } from './limits';

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

/** The roles an invite or a role change gives: every role but owner (handed over on its own). */
export const ASSIGNABLE_COLLECTIVE_ROLES = ['admin', 'member'] as const;
export type AssignableCollectiveRole = (typeof ASSIGNABLE_COLLECTIVE_ROLES)[number];

/**
 * The size filter of /collective (not shown): small up to {@link COLLECTIVE_SMALL_MAX} active
 * members, medium up to {@link COLLECTIVE_MEDIUM_MAX}, large beyond.
 */
export const COLLECTIVE_SIZES = ['small', 'medium', 'large'] as const;
export type CollectiveSize = (typeof COLLECTIVE_SIZES)[number];
export const COLLECTIVE_SMALL_MAX = 5;
export const COLLECTIVE_MEDIUM_MAX = 20;

/**
 * What a `collective` live event says changed for its receiver (not shown): the collective's
 * details, or a membership — invited, requested, joined (accepted, approved or joined an open
 * one), declined, denied, role changed (ownership handed over too), removed, left.
 */
export const COLLECTIVE_CHANGES = [
  'updated',
  'invited',
  'requested',
  'joined',
  'declined',
  'denied',
  'role-changed',
  'removed',
  'left',
] as const;
export type CollectiveChange = (typeof COLLECTIVE_CHANGES)[number];

/** Limits of a collective's fields (not shown). */
export const COLLECTIVE_NAME_MAX = 100;
export const COLLECTIVE_SLUG_MIN = 3;
export const COLLECTIVE_SLUG_MAX = 60;
export const COLLECTIVE_TAGLINE_MAX = 160;
export const COLLECTIVE_ABOUT_MAX = 5000;
export const COLLECTIVE_SKILLS_MAX = 30;
/**
 * Active members a collective may have: its group conversation's limit (GROUP_MEMBERS_MAX), since
 * every active member is in it.
 */
export const COLLECTIVE_MEMBERS_MAX = GROUP_MEMBERS_MAX;
