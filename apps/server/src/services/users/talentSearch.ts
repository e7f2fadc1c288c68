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
  decodeRankedCursor,
  laterRankedPage,
  rankedCursorValues,
  rankedPage,
  SEARCH_CANDIDATES,
  type RankedRow,
} from '../rankedCursor';
import { lazySteps, preparedShapes, statementNames } from '../searchSteps';
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
): TalentSteps<TalentSelect> | null {
  const plan = talentPlan(query);
  return plan && talentSelects(db, plan.shape, (name) => plan.values[name]);
}

/** A talent page's steps: `probe` and `fallback` for a first page with `q` only. */
export interface TalentSteps<Q> {
  probe?: Q;
  first: Q;
  fallback?: Q;
}

/**
 * What decides a talent page's SQL text: which filters and cursor it has, never their values.
 * Pages of one shape share their SELECTs (see `prepared` in createTalentSearch).
 */
export interface TalentShape {
  filters: Record<'q' | 'skill' | 'maxRate' | 'verified', boolean>;
  cursor: 'none' | 'keyset' | 'ranked';
}

/** A page's values, by the names its SELECTs bind them under. */
type TalentValues = Record<string, unknown>;

/**
 * A talent page's shape and values, or null when no row can match (a skill id outside the
 * integer range, a later ranked page whose first found no candidates). Refuses a cursor this
 * server did not hand out.
 */
export function talentPlan(
  query: TalentSearchQuery,
): { shape: TalentShape; values: TalentValues } | null {
  // No row can hold an id outside the integer range, and SQL would refuse the cast.
  if (query.skill !== undefined && !isDbId(query.skill)) return null;
  const ranked = !!query.q;
  const values: TalentValues = {
    pattern: ranked ? `%${escapeLike(query.q!)}%` : undefined,
    skill: query.skill,
    maxRate: query.maxRate === undefined ? undefined : String(query.maxRate),
    limit: query.limit + 1,
  };
  let cursor: TalentShape['cursor'] = 'none';
  if (query.cursor !== undefined && ranked) {
    // A later page; none to read when the first found no candidates.
    const rankedCursor = decodeRankedCursor(query.cursor, 1);
    if (!rankedCursor.bottoms[0]) return null;
    Object.assign(values, rankedCursorValues(rankedCursor));
    cursor = 'ranked';
  } else if (query.cursor !== undefined) {
    const position = decodeCursor(query.cursor);
    if (!position) throw fieldError('cursor', 'Invalid cursor', { cursor: query.cursor });
    Object.assign(values, { afterAt: position.updatedAt, afterId: position.id });
    cursor = 'keyset';
  }
  return {
    shape: {
      filters: {
        q: ranked,
        skill: query.skill !== undefined,
        maxRate: query.maxRate !== undefined,
        verified: !!query.verified,
      },
      cursor,
    },
    values,
  };
}

/**
 * The SELECTs of one shape of talent page (see {@link talentSearchQuery}), each value bound by
 * `bind(name)`: the value itself, or a placeholder the prepared SELECT fills at each execution.
 * Reads nothing but the shape, so every page of a shape has the same SQL.
 */
function talentSelects(
  db: Db,
  shape: TalentShape,
  bind: (name: string) => unknown,
): TalentSteps<TalentSelect> {
  const has = shape.filters;
  const conditions: SQL[] = [eq(users.role, 'talent'), isNull(users.deletedAt)];
  let rank: SQL<number> | undefined;
  if (has.q) {
    // Substring match, whatever the case, over name, title and bio: one LIKE over their
    // lower-cased copy (`search_text`, migration 0025; its trigram index serves it), the same
    // match as an ILIKE of each but one pass over text already folded.
    const pattern = bind('pattern');
    conditions.push(sql`${users.searchText} LIKE lower(${pattern})`);
    rank = sql<number>`((case when ${users.name} ILIKE ${pattern} then 4 else 0 end)
      + (case when ${users.title} ILIKE ${pattern} then 2 else 0 end)
      + (case when ${users.bio} ILIKE ${pattern} then 1 else 0 end))::float8`;
  }
  if (has.skill) conditions.push(sql`${users.skills} @> ARRAY[${bind('skill')}]::integer[]`);
  if (has.maxRate) conditions.push(sql`${users.hourlyRate} <= ${bind('maxRate')}::numeric`);
  // Issue 18: "verified only" — an admin approved their identity.
  if (has.verified) conditions.push(identityVerifiedSql(users.id));
  const limit = bind('limit') as number;
  const newestFirst = [desc(users.updatedAt), desc(users.id)];

  if (rank) {
    const where = and(...conditions);
    if (shape.cursor === 'ranked') {
      // A later page: the first page's candidates, named by their bounds, after the cursor.
      const bounded = and(where, laterRankedPage(rank, users.updatedAt, users.id, bind, 0));
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

  if (shape.cursor === 'keyset') {
    const at = sql`(${bind('afterAt')}::timestamp AT TIME ZONE 'UTC')`;
    const after = or(
      lt(users.updatedAt, at),
      and(eq(users.updatedAt, at), lt(users.id, bind('afterId') as number)),
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
 * per search: on PGlite a talent search took 14.8 → 11.0 ms of the server thread per request
 * (bench/search.bench.ts), on PostgreSQL 152 → 201 req/s.
 */
const cardColumns = {
  ...profileColumns,
  collectives: badgesJsonSql(users.id),
  verified: verificationJsonSql(users.id),
};
/**
 * One SELECT of a talent page: awaited as it is (the values bound in), or prepared once for its
 * shape with placeholders (`execute` fills them).
 */
type TalentSelect = PromiseLike<TalentRow[]> & {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): PreparedTalentSelect;
};
interface PreparedTalentSelect {
  execute(values: TalentValues): Promise<TalentRow[]>;
}

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

/** How many shapes of talent page an instance keeps prepared (32 are possible). */
const PREPARED_SHAPES = 64;

export function createTalentSearch(deps: ServiceDeps) {
  const { db } = deps;

  /**
   * Each shape's SELECTs, built with placeholders and prepared when a page of that shape first
   * needs them (each step on its own), then reused with each page's values: building them with
   * Drizzle cost the server about as much as the search's SQL. The probe and the window are named
   * and planned once (`statementNames`); the others are prepared unnamed, planned with their
   * values.
   */
  const windowName = statementNames('talent_window');
  const prepared = preparedShapes(
    PREPARED_SHAPES,
    (shape: TalentShape): TalentSteps<PreparedTalentSelect> => {
      const selects = talentSelects(db, shape, (name) => sql.placeholder(name));
      return 'probe' in selects
        ? lazySteps({
            probe: () => selects.probe!.prepare(windowName()),
            first: () => selects.first.prepare(windowName()),
            fallback: () => selects.fallback!.prepare(''),
          })
        : { first: selects.first.prepare('') };
    },
  );

  return {
    /**
     * Talent profiles for the explorer (sdk: most recently updated first), filtered by free text
     * over name, title and bio (ILIKE), a skill id, and a rate ceiling. Keyset pagination on
     * (updated_at, id), so pages stay fast and stable however deep the scroll; a profile updated
     * while someone scrolls moves to the top rather than appearing twice.
     */
    async searchTalent(query: TalentSearchQuery): Promise<ProfilePage> {
      const plan = talentPlan(query);
      if (!plan) return { items: [], nextCursor: null };
      const queries = prepared(plan.shape);
      const run = (step: PreparedTalentSelect) => step.execute(plan.values);
      let rows = await run(queries.probe ?? queries.first);
      // Less than a page among the newest TALENT_PROBE: as many as that holds, the window too
      // (dense), or not: every match through the indexes.
      if (queries.probe && rows.length <= query.limit && rows.length >= TALENT_PROBE_DENSE) {
        rows = await run(queries.first);
      }
      // Read last: reading a step builds it.
      if (rows.length <= query.limit && queries.fallback) rows = await run(queries.fallback);
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
