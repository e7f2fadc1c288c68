import {
  COLLECTIVE_MEDIUM_MAX,
  COLLECTIVE_SMALL_MAX,
  COLLECTIVE_SLUG_MAX,
  COLLECTIVE_SLUG_MIN,
  type CollectiveRole,
  type CollectiveSize,
} from '../vocabulary';

/**
 * Collectives (issue 17): who may do what, the slug, the rate range and the size filter. One
 * copy of each rule, asked by the server and the ui alike.
 */

/** Whether an active member with `role` manages the collective: edits it, invites, approves. */
export const isCollectiveManager = (role: CollectiveRole | null | undefined): boolean =>
  role === 'owner' || role === 'admin';

/**
 * Whether a manager with `actorRole` may change the role of, or remove, a member with
 * `targetRole` (not shown): never the owner (who hands ownership over instead) nor themselves
 * (they leave instead); the owner manages admins and members, an admin only members.
 */
export const canManageCollectiveMember = (
  actorRole: CollectiveRole,
  targetRole: CollectiveRole,
  isSelf: boolean,
): boolean => {
  if (isSelf || targetRole === 'owner') return false;
  if (actorRole === 'owner') return true;
  return actorRole === 'admin' && targetRole === 'member';
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Path segments of /api/collectives that a slug would shadow. */
const RESERVED_SLUGS: readonly string[] = ['mine'];

/**
 * Whether `value` is a collective's slug: 3 to 60 lower-case letters, digits and single hyphens
 * between them, and not only digits (so /collective/{id} tells an id from a slug) nor `mine`
 * (GET /api/collectives/mine).
 */
export const isCollectiveSlug = (value: string): boolean =>
  value.length >= COLLECTIVE_SLUG_MIN &&
  value.length <= COLLECTIVE_SLUG_MAX &&
  SLUG.test(value) &&
  !/^\d+$/.test(value) &&
  !RESERVED_SLUGS.includes(value);

/**
 * The slug a name suggests (a new collective without one): accents dropped, lower case, every run
 * of other characters one hyphen, at most 60 characters; padded with `-collective` when too short
 * or only digits. Always a valid slug.
 */
export function slugFromName(name: string): string {
  let slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COLLECTIVE_SLUG_MAX)
    .replace(/-+$/, '');
  if (!isCollectiveSlug(slug))
    slug = `${slug}${slug ? '-' : ''}collective`.slice(-COLLECTIVE_SLUG_MAX).replace(/^-+/, '');
  return slug;
}

/** Whether a rate range is in order: either end open, or the lowest not above the highest. */
export const isRateRangeOrdered = (
  min: number | null | undefined,
  max: number | null | undefined,
) => min === null || min === undefined || max === null || max === undefined || min <= max;

/** The size (small, medium, large) of a collective of `activeMembers`. */
export const collectiveSizeOf = (activeMembers: number): CollectiveSize =>
  activeMembers <= COLLECTIVE_SMALL_MAX
    ? 'small'
    : activeMembers <= COLLECTIVE_MEDIUM_MAX
      ? 'medium'
      : 'large';
