/** The talent explorer's search: free text, a skill and a rate ceiling, keyset-paged. */
import { and, desc, eq, isNull, lt, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { Profile, ProfilePage, TalentSearchQuery } from '@hireloop/sdk/schemas';
import { users } from '../../db/schema';
import { fieldError } from '../../errors';
import type { Db } from '../../db';
import type { ServiceDeps } from '../deps';
import { isDbId, profileColumns } from './rows';
import { CURSOR_TIMESTAMP_FORMAT } from '../pageCursor';
import {
  afterRanked,
  decodeRankedCursor,
  keyAtLeast,
  keyAtMost,
  rankedPage,
  SEARCH_CANDIDATES,
  type RankedRow,
} from '../rankedCursor';
import { lazySteps } from '../searchSteps';
import { badgesJsonSql, toBadge, type BadgeRow } from '../collectives/rows';
import {
  badgeOfRows,
  identityVerifiedSql,
  verificationJsonSql,
  type VerifiedRow,
} from '../verification/rows';

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

/** `%`, `_` and `\` typed by a person are literal characters in a LIKE pattern. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many of the most recently updated talent a search with `q` walks when its probe (below)
 * says the query is common. Each cost three ILIKEs before migration 0025 (2,000 took 11 ms at
 * 100,000 profiles, where the trigram indexes answer a rare name in 2 ms; one LIKE over
 * `search_text` now, 3.5 ms on the slower machine where the ILIKEs took 21); a window of 500
 * alone, without the probe, was measured worse (bench/search.bench.ts talent `?q=` p99 110 → 164
 * ms on PostgreSQL, 268 → 828 ms on PGlite): words in 1–5 % of profiles then went to the indexes,
 * which read and sort every match.
 */
export const TALENT_WINDOW = 2_000;

/**
 * A search with `q` reads first only this many of the most recently updated talent: a page there
 * ends the search; otherwise how many matched tells whether the TALENT_WINDOW walk would find a
 * page (TALENT_PROBE_DENSE or more: a word in about 1 % of profiles or more) or every match should
 * be read through the trigram indexes at once (fewer: a full name, a rare word).
 */
export const TALENT_PROBE = 300;
export const TALENT_PROBE_DENSE = 3;

/** A whole-frame window in most-recently-updated order, for the candidate set's bounds. */
const WHOLE_SET = sql.raw(
  `over (order by "users"."updated_at" desc, "users"."id" desc rows between unbounded preceding and unbounded following)`,
);

/** The talent-search row's key: `updated_at` at full precision (pageCursor's format). */
const CURSOR_AT = sql<string>`to_char(${users.updatedAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`;

/**
 * The SELECTs of one talent-search page (see `searchTalent`), or null when no row can match.
 * Shared with test/searchPlans.test.ts, which EXPLAINs exactly these.
 *
 * With `q`, in steps rather than by the planner's guess of how many rows a substring matches
 * (it walked 9,000 profiles for a full name at 100,000): `probe` reads the TALENT_PROBE most
 * recently updated talent in index order (a LIMITed subquery named like the table) and stops at a
 * full page — exact, every later row being older. Otherwise, when it held TALENT_PROBE_DENSE
 * matches or more, `first` reads the TALENT_WINDOW most recently updated the same way; when that
 * holds less than a page too, or at once when the probe held fewer (a full name: 3 ms instead of
 * walking 2,000 profiles in vain, 11 ms), `fallback` reads every match through the trigram
 * indexes and sorts them (ordered by `updated_at + 0`, which no index gives, so the planner
 * cannot walk the whole table instead).
 *
 * With `q`, results are ranked by relevance — where the text is found: the name weighs 4, the
 * title 2, the bio 1 (a person called Designer, then "Designer" in the title, then a bio's passing
 * mention), ties most recently updated first — over a bounded candidate set: the
 * SEARCH_CANDIDATES most recently updated matches of the first step that holds more than a page
 * (the probe, the window or every match). Later pages rank the same set, named by its bounds in
 * the cursor (services/rankedCursor.ts).
 */
export function talentSearchQuery(
  db: Db,
  query: TalentSearchQuery,
): { probe?: TalentSelect; first: TalentSelect; fallback?: TalentSelect } | null {
  const conditions: SQL[] = [eq(users.role, 'talent'), isNull(users.deletedAt)];
  let rank: SQL<number> | undefined;
  if (query.q) {
    // Substring match, whatever the case, over name, title and bio: one LIKE over their
    // lower-cased copy (`search_text`, migration 0025; its trigram index serves it), the same
    // match as an ILIKE of each but one pass over text already folded.
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(sql`${users.searchText} LIKE lower(${pattern})`);
    rank = sql<number>`((case when ${users.name} ILIKE ${pattern} then 4 else 0 end)
      + (case when ${users.title} ILIKE ${pattern} then 2 else 0 end)
      + (case when ${users.bio} ILIKE ${pattern} then 1 else 0 end))::float8`;
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
  const limit = query.limit + 1;
  const newestFirst = [desc(users.updatedAt), desc(users.id)];

  if (rank) {
    const where = and(...conditions);
    if (query.cursor !== undefined) {
      // A later page: the first page's candidates, named by their bounds, after the cursor.
      const cursor = decodeRankedCursor(query.cursor, 1);
      const [bottom] = cursor.bottoms;
      if (!bottom) return null;
      const bounded = and(
        where,
        keyAtMost(users.updatedAt, users.id, cursor.top),
        keyAtLeast(users.updatedAt, users.id, bottom),
        afterRanked(rank, users.updatedAt, users.id, cursor),
      );
      return { first: rankedSelect(db, users, bounded, rank, limit, false) };
    }
    const window = (size: number) =>
      db
        .select()
        .from(users)
        .where(and(...conditions.slice(0, 2)))
        .orderBy(...newestFirst)
        .limit(size)
        .as('users');
    const candidates = (source: typeof users | Subquery, order: SQL[]) =>
      db
        .select()
        .from(source as typeof users)
        .where(where)
        .orderBy(...order)
        .limit(SEARCH_CANDIDATES)
        .as('users');
    const rankSql = rank; // a const keeps its narrowing in the closures below
    const fromCandidates = (source: () => Subquery | typeof users, order: SQL[]) => () =>
      rankedSelect(db, candidates(source(), order), undefined, rankSql, limit, true);
    // Each built when first read: most searches end at the probe.
    return lazySteps({
      probe: fromCandidates(() => window(TALENT_PROBE), newestFirst),
      first: fromCandidates(() => window(TALENT_WINDOW), newestFirst),
      fallback: fromCandidates(
        () => users,
        [sql`(${users.updatedAt} + interval '0 s') desc`, desc(users.id)],
      ),
    });
  }

  if (query.cursor !== undefined) {
    const position = decodeCursor(query.cursor);
    if (!position) throw fieldError('cursor', 'Invalid cursor', { cursor: query.cursor });
    const at = sql`(${position.updatedAt}::timestamp AT TIME ZONE 'UTC')`;
    const after = or(
      lt(users.updatedAt, at),
      and(eq(users.updatedAt, at), lt(users.id, position.id)),
    );
    if (after) conditions.push(after);
  }
  return { first: talentSelect(db, users, and(...conditions), newestFirst, limit) };
}

/**
 * A talent page's rows: the profile with its cards' badges (issue 17's collectives, issue 18's
 * verification, read in the same statement), its position, and (ranked) its rank and candidate
 * bounds.
 */
type TalentRow = Omit<Profile, 'collectives' | 'verification'> & {
  collectives: BadgeRow[];
  verified: VerifiedRow[];
  position: string;
} & Partial<RankedRow>;

/**
 * The columns of a talent card: the profile and its badges. The badges' subqueries are part of
 * the page's SELECT (two index lookups per card, after its LIMIT) instead of two more statements
 * per search: on PGlite those cost a third of a talent search's time (14.8 → 9.9 ms per request
 * in bench/search.bench.ts), on PostgreSQL a fifth of its CPU.
 */
const cardColumns = {
  ...profileColumns,
  collectives: badgesJsonSql(users.id),
  verified: verificationJsonSql(users.id),
};
type TalentSelect = PromiseLike<TalentRow[]> & { toSQL(): { sql: string; params: unknown[] } };

/** One page of talent from `source` (the table, or a window of it named like it). */
function talentSelect(
  db: Db,
  source: typeof users | Subquery,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): TalentSelect {
  return db
    .select({
      ...cardColumns,
      position: sql<string>`to_char(${users.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(source as typeof users)
    .where(where)
    .orderBy(...order)
    .limit(limit) as unknown as TalentSelect;
}

/**
 * One ranked page from `source` (the table, or its candidates named like it): rank desc, most
 * recently updated first; on a first page (`bounds`) also the candidate set's newest and oldest keys.
 */
function rankedSelect(
  db: Db,
  source: typeof users | Subquery,
  where: SQL | undefined,
  rank: SQL<number>,
  limit: number,
  bounds: boolean,
): TalentSelect {
  return db
    .select({
      ...cardColumns,
      position: CURSOR_AT,
      rank,
      cursorAt: CURSOR_AT,
      id: users.id,
      ...(bounds
        ? {
            topAt: sql<string>`first_value(${CURSOR_AT}) ${WHOLE_SET}`,
            topId: sql<number>`first_value(${users.id}) ${WHOLE_SET}`,
            bottomAt: sql<string>`last_value(${CURSOR_AT}) ${WHOLE_SET}`,
            bottomId: sql<number>`last_value(${users.id}) ${WHOLE_SET}`,
          }
        : {}),
    })
    .from(source as typeof users)
    .where(where)
    .orderBy(sql`${rank} desc`, desc(users.updatedAt), desc(users.id))
    .limit(limit) as unknown as TalentSelect;
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
      const queries = talentSearchQuery(db, query);
      if (!queries) return { items: [], nextCursor: null };
      let rows = await (queries.probe ?? queries.first);
      // Less than a page among the newest TALENT_PROBE: as many as that holds, the window too
      // (dense), or not: every match through the indexes.
      if (queries.probe && rows.length <= query.limit && rows.length >= TALENT_PROBE_DENSE) {
        rows = await queries.first;
      }
      // Read last: reading a step builds it.
      if (rows.length <= query.limit && queries.fallback) rows = await queries.fallback;
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const toItem = (row: TalentRow): Profile => ({
        userId: row.userId,
        name: row.name,
        role: row.role,
        title: row.title,
        bio: row.bio,
        location: row.location,
        hourlyRate: row.hourlyRate,
        skills: row.skills,
        profileImage: row.profileImage,
        companyName: row.companyName,
        companyLogo: row.companyLogo,
        collectives: row.collectives.map(toBadge),
        verification: badgeOfRows(row.verified),
      });
      if (query.q) {
        const previous = query.cursor ? decodeRankedCursor(query.cursor, 1) : undefined;
        return rankedPage([rows as (TalentRow & RankedRow)[]], query.limit, previous, toItem);
      }
      return {
        items: page.map(toItem),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(last.position, last.userId) : null,
      };
    },
  };
}
