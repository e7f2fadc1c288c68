/** The talent explorer's search: free text, a skill and a rate ceiling, keyset-paged. */
import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ProfilePage, TalentSearchQuery } from '@hireloop/sdk/schemas';
import { users } from '../../db/schema';
import { fieldError } from '../../errors';
import type { Db } from '../../db';
import type { ServiceDeps } from '../deps';
import { isDbId, profileColumns } from './rows';
import { badgesOf } from '../collectives/rows';
import { identityVerifiedSql, NO_BADGE, verificationBadgesOf } from '../verification/rows';

/**
 * The talent-search cursor: the last item's `updated_at` (microseconds, UTC, as PostgreSQL prints
 * it — a JS Date would lose the microseconds and repeat or skip rows) and its id, base64url-encoded.
 */
const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})$/;

function encodeCursor(updatedAt: string, id: number): string {
  return Buffer.from(`${updatedAt}|${id}`).toString('base64url');
}

/** The position a cursor names, or null for anything this server did not hand out. */
function decodeCursor(cursor: string): { updatedAt: string; id: number } | null {
  const [time = '', idText = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const id = Number(idText);
  const parts = CURSOR_TIME.exec(time);
  if (rest.length || !parts || !/^\d+$/.test(idText) || !isDbId(id)) return null;
  // Refuse dates PostgreSQL would reject (month 13, 30 February), instead of failing in SQL.
  const date = new Date(`${time.slice(0, 23)}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== time.slice(0, 19))
    return null;
  return { updatedAt: time, id };
}

/** `%`, `_` and `\` typed by a person are literal characters in an ILIKE pattern. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The SELECT of one talent-search page (see `searchTalent`), or null when no row can match.
 * Shared with test/searchPlans.test.ts, which EXPLAINs exactly this.
 */
export function talentSearchQuery(db: Db, query: TalentSearchQuery) {
  const conditions: SQL[] = [eq(users.role, 'talent'), isNull(users.deletedAt)];
  if (query.q) {
    // Substring match, served by the trigram indexes on each column (migration 0021).
    const pattern = `%${escapeLike(query.q)}%`;
    const matches = or(
      sql`${users.name} ILIKE ${pattern}`,
      sql`${users.title} ILIKE ${pattern}`,
      sql`${users.bio} ILIKE ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  if (query.skill !== undefined) {
    // No row can hold an id outside the integer range, and SQL would refuse the cast.
    if (!isDbId(query.skill)) return null;
    conditions.push(sql`${users.skills} @> ARRAY[${query.skill}]::integer[]`);
  }
  if (query.maxRate !== undefined) {
    conditions.push(sql`${users.hourlyRate} <= ${String(query.maxRate)}::numeric`);
  }
  // Issue 18: "verified only" — an admin approved their identity.
  if (query.verified) conditions.push(identityVerifiedSql(users.id));
  if (query.cursor !== undefined) {
    const position = decodeCursor(query.cursor);
    if (!position) throw fieldError('cursor', 'Invalid cursor', { cursor: query.cursor });
    const after = sql`(${position.updatedAt}::timestamp AT TIME ZONE 'UTC')`;
    const older = or(
      lt(users.updatedAt, after),
      and(eq(users.updatedAt, after), lt(users.id, position.id)),
    );
    if (older) conditions.push(older);
  }
  return db
    .select({
      ...profileColumns,
      position: sql<string>`to_char(${users.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.updatedAt), desc(users.id))
    .limit(query.limit + 1);
}

export function createTalentSearch(deps: ServiceDeps) {
  const { db } = deps;

  return {
    /**
     * Talent profiles for the explorer (sdk: most recently updated first), filtered by free text
     * over name, title and bio (ILIKE), a skill id, and a rate ceiling. Keyset pagination on
     * (updated_at, id), so pages stay fast and stable however deep the scroll; a profile updated
     * while someone scrolls moves to the top rather than appearing twice.
     */
    async searchTalent(query: TalentSearchQuery): Promise<ProfilePage> {
      const select = talentSearchQuery(db, query);
      if (!select) return { items: [], nextCursor: null };
      const rows = await select;
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      // Issue 17: each card shows the badges of the person's collectives.
      const badges = await badgesOf(
        db,
        page.map((row) => row.userId),
      );
      const verified = await verificationBadgesOf(
        db,
        page.map((row) => row.userId),
      );
      const items = page.map(({ position: _position, ...profile }) => ({
        ...profile,
        collectives: badges.get(profile.userId) ?? [],
        verification: verified.get(profile.userId) ?? NO_BADGE,
      }));
      return {
        items,
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(last.position, last.userId) : null,
      };
    },
  };
}
