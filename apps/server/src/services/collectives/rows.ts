/** How collectives and their memberships are read and shaped for the answers (issue 17). */
import { and, asc, eq, inArray, isNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import { COLLECTIVE_ROLES } from '@hireloop/sdk/constants';
import type { CollectiveBadge, CollectiveMember, CollectiveSummary } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { qualified } from '../../db/qualified';
import { users } from '../../db/schema';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';
import { storageKeyVersion } from '../storage';
import { identityVerifiedSql } from '../verification/rows';

export type Q = Db | Tx;
export type CollectiveRow = typeof collectives.$inferSelect;
export type MemberRow = typeof collectiveMembers.$inferSelect;

export const COLLECTIVE_NOT_FOUND = 'Collective not found';
export const COLLECTIVE_MEMBER_NOT_FOUND = 'Member not found';
/** The 403 of a write only the collective's owner or admins may make (designed). */
export const COLLECTIVE_MANAGERS_ONLY = 'Only the collective’s owner and admins can do this';

/**
 * The logo's address: served by GET /api/collectives/{id}/logo; the `v` (the stored file's name)
 * changes with every new logo, so the answer may be cached for good.
 */
export function logoUrlOf(row: { id: number; logoKey: string | null }): string | null {
  if (!row.logoKey) return null;
  return `/api/collectives/${row.id}/logo?v=${encodeURIComponent(storageKeyVersion(row.logoKey))}`;
}

export const toBadge = (row: {
  id: number;
  slug: string;
  name: string;
  logoKey: string | null;
}): CollectiveBadge => ({ id: row.id, slug: row.slug, name: row.name, logoUrl: logoUrlOf(row) });

/** Active members of the collective row in the query. */
export const memberCountSql = sql<number>`(select count(*)::int from ${collectiveMembers} cm
  where cm.collective_id = ${collectives.id} and cm.state = 'active')`;

export const summaryColumns = {
  id: collectives.id,
  slug: collectives.slug,
  name: collectives.name,
  logoKey: collectives.logoKey,
  tagline: collectives.tagline,
  skills: collectives.skills,
  rateMin: collectives.rateMin,
  rateMax: collectives.rateMax,
  joinPolicy: collectives.joinPolicy,
  memberCount: memberCountSql,
  // Issue 18: active members whose identity an admin verified.
  verifiedMemberCount: sql<number>`(select count(*)::int from ${collectiveMembers} vm
    where vm.collective_id = ${collectives.id} and vm.state = 'active'
    and ${identityVerifiedSql(sql`vm.user_id`)})`,
};

export type SummaryRow = {
  id: number;
  slug: string;
  name: string;
  logoKey: string | null;
  tagline: string;
  skills: number[];
  rateMin: number | null;
  rateMax: number | null;
  joinPolicy: CollectiveSummary['joinPolicy'];
  memberCount: number;
  verifiedMemberCount?: number;
};

export const toSummary = (row: SummaryRow): CollectiveSummary => ({
  ...toBadge(row),
  tagline: row.tagline,
  skills: row.skills,
  rateMin: row.rateMin,
  rateMax: row.rateMax,
  joinPolicy: row.joinPolicy,
  memberCount: Number(row.memberCount),
  ...(row.verifiedMemberCount === undefined
    ? {}
    : { verifiedMemberCount: Number(row.verifiedMemberCount) }),
});

/**
 * The collective's memberships as its page lists them: the active ones (owner, admins, members,
 * by name), and with `pending` the invited and requesting ones too. Deleted accounts are left out.
 */
export async function membersOf(
  q: Q,
  collectiveId: number,
  pending: boolean,
): Promise<CollectiveMember[]> {
  const rows = await q
    .select({
      userId: collectiveMembers.userId,
      name: users.name,
      title: users.title,
      profileImage: users.profileImage,
      role: collectiveMembers.role,
      state: collectiveMembers.state,
      since: collectiveMembers.updatedAt,
      // Issue 18: the member's verification badge.
      verified: identityVerifiedSql(collectiveMembers.userId),
    })
    .from(collectiveMembers)
    .innerJoin(users, eq(users.id, collectiveMembers.userId))
    .where(
      and(
        eq(collectiveMembers.collectiveId, collectiveId),
        isNull(users.deletedAt),
        pending ? ne(collectiveMembers.state, 'removed') : eq(collectiveMembers.state, 'active'),
      ),
    )
    .orderBy(asc(users.name), asc(collectiveMembers.userId));
  const rank = (m: { state: string; role: (typeof COLLECTIVE_ROLES)[number] }) =>
    (m.state === 'active' ? 0 : 10) + COLLECTIVE_ROLES.indexOf(m.role);
  rows.sort((a, b) => rank(a) - rank(b));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

/** The active owner's and admins' ids of a collective. */
export async function managerIdsOf(q: Q, collectiveId: number): Promise<number[]> {
  const rows = await q
    .select({ userId: collectiveMembers.userId })
    .from(collectiveMembers)
    .where(
      and(
        eq(collectiveMembers.collectiveId, collectiveId),
        eq(collectiveMembers.state, 'active'),
        inArray(collectiveMembers.role, ['owner', 'admin']),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The active members' ids of a collective. */
export async function activeIdsOf(q: Q, collectiveId: number): Promise<number[]> {
  const rows = await q
    .select({ userId: collectiveMembers.userId })
    .from(collectiveMembers)
    .where(
      and(eq(collectiveMembers.collectiveId, collectiveId), eq(collectiveMembers.state, 'active')),
    );
  return rows.map((r) => r.userId);
}

/** A collective badge as {@link badgesJsonSql} reads it (turned into the answer by `toBadge`). */
export interface BadgeRow {
  id: number;
  slug: string;
  name: string;
  logoKey: string | null;
}

/**
 * SQL: the collectives the person whose id is the column `userId` is an active member of
 * (issue 17: shown on profiles and talent cards), by name, as a JSON array of {@link BadgeRow} —
 * `[]` for none. One subquery a listing adds to its own SELECT, so a page of cards reads its
 * badges in the same statement (the talent search) instead of one more round trip.
 */
export const badgesJsonSql = (userId: AnyColumn) =>
  sql<BadgeRow[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug,
    'name', c.name, 'logoKey', c.logo_key) order by c.name, c.id), '[]'::json)
    from ${collectiveMembers} cm join ${collectives} c on c.id = cm.collective_id
    where cm.user_id = ${qualified(userId)} and cm.state = 'active')`;

/**
 * The badges of the collectives each of `userIds` is an active member of ({@link badgesJsonSql}),
 * by name; people in none are absent from the map.
 */
export async function badgesOf(
  q: Q,
  userIds: readonly number[],
): Promise<Map<number, CollectiveBadge[]>> {
  const result = new Map<number, CollectiveBadge[]>();
  if (userIds.length === 0) return result;
  const rows = await q
    .select({ userId: users.id, badges: badgesJsonSql(users.id) })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) {
    if (row.badges.length > 0) result.set(row.userId, row.badges.map(toBadge));
  }
  return result;
}
