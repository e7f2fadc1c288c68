/**
 * Reading job requests: one request as its viewer may see it, the employer's own list, and the
 * talent's browse listing with filters, full-text search and keyset pagination.
 */
import { and, eq, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import type {
  BrowseJobRequestsQuery,
  JobRequestDetails,
  JobRequestPage,
  OwnJobRequestsQuery,
} from '@hireloop/sdk/schemas';
import { jobRequests, users } from '../../db/schema';
import { problem } from '../../errors';
import { recordView } from '../activity/record';
import { findActiveMembership } from '../companies/access';
import { inCompaniesOf } from '../companies/scope';
import type { Db } from '../../db';
import type { ServiceDeps } from '../deps';
import {
  afterRanked,
  decodeRankedCursor,
  keyAtLeast,
  keyAtMost,
  rankedPage,
  SEARCH_CANDIDATES,
  type RankedRow,
} from '../rankedCursor';
import {
  afterNewest,
  decodeCursor,
  newestFirstPage,
  isInt4Id,
  newestFirstOrder,
  type Keyset,
} from '../pageCursor';
import { browseCacheKey, createResponseCache } from './browseCache';
import {
  detailColumns,
  NOT_FOUND,
  requestColumns,
  toJobRequestDetails,
  type DetailRow,
} from './rows';

const NEWEST_FIRST = newestFirstOrder(jobRequests.createdAt, jobRequests.id);
const afterCursor = (key: Keyset<number>): SQL =>
  afterNewest(jobRequests.createdAt, jobRequests.id, key);

/** The newest `size` requests that match `where`, as a subquery a search step reads from. */
const newestRows = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select()
    .from(jobRequests)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(size)
    .as('job_requests');

/**
 * How many of the newest rows (in the audience, after the cursor) a search with `q` or skills
 * walks in its second step, through `job_requests_browse_idx` (see {@link browseQueries}).
 */
export const BROWSE_WINDOW = 10_000;

/**
 * A search with `q` or skills reads first only this many of the newest rows: a page there ends
 * it; otherwise as many matches as BROWSE_PROBE_DENSE or more say the BROWSE_WINDOW walk would
 * likely find a page (a match in about 0.2 % of requests or more), fewer that it would walk in vain.
 */
export const BROWSE_PROBE = 2_000;
export const BROWSE_PROBE_DENSE = 4;

/**
 * Up to this many requests (`pg_class.reltuples`, the planner's estimate), a search that finds
 * less than a page in its probe reads every match at once (step 4 of {@link browseQueries}): the
 * table's pages are then few enough to be in memory, and reading all of a query's matches through
 * the GIN index (4 ms on PGlite at 100,000 rows for 'gaming engineer' + AWS) costs less than
 * walking the 10,000-row window (17–23 ms there, a tenth of the table) or the last days (most of
 * it). At a million rows on PostgreSQL the steps pay: replayed on the bench's rotation, the queries
 * with 0–3 matches in the probe took 12.5 ms through the last days, 23.8 ms reading every match.
 */
export const BROWSE_SMALL_TABLE = 200_000;

/** How long an instance reuses its estimate of the table's size. */
const TABLE_SIZE_MS = 60_000;

/**
 * How far back the third step of a search with `q` or skills looks (see {@link browseQueries}):
 * the requests created in the last this many days, read through the BRIN index on `created_at`.
 * Any span is exact (a step is used only when it holds more than a page); this one decides what
 * is fast: at one request a minute, 86,000 requests. 30, 60, 90 and 180 days were replayed (the
 * bench's browse rotation, one query at a time, at a million rows): 60 read the least.
 */
export const BROWSE_RECENT_DAYS = 60;

/**
 * A page's SELECTs, run in turn while the previous one finds less than a page (the steps of
 * {@link browseQueries}); only `first` for a query without steps.
 */
export interface PageQueries<Q> {
  /** Run before `first` when given: a page there ends the search; its count decides on `first`. */
  probe?: Q;
  first: Q;
  recent?: Q;
  fallback?: Q;
  /** Which audience the rows are of: 0 public, 1 direct (a ranked cursor bounds each). */
  audience: number;
}

/**
 * The rank of a request for `q`: PostgreSQL's `ts_rank` over the search vector, title words
 * weighing 1.0 (A) and description words 0.4 (B), a word's repeats adding less and less — so a
 * title match outranks a description repeating the word (`ts_rank_cd` adds every repeat in full:
 * three mentions in a description beat a title).
 */
const rankFor = (q: string): SQL<number> =>
  sql<number>`ts_rank(${jobRequests.search}, websearch_to_tsquery('english', ${q}))::float8`;

/** The requests created in the last BROWSE_RECENT_DAYS (the BRIN index on `created_at` reads them). */
const RECENT = sql`${jobRequests.createdAt} >= now() - ${sql.raw(`interval '${BROWSE_RECENT_DAYS} days'`)}`;

/** A whole-frame window in newest-first order, for the candidate set's newest and oldest keys. */
const WHOLE_SET = sql.raw(
  `over (order by "job_requests"."created_at" desc, "job_requests"."id" desc rows between unbounded preceding and unbounded following)`,
);

/**
 * The SELECTs of one browse page (see `browse` below): one per audience, public and (signed in)
 * direct. Shared with test/searchPlans.test.ts, which EXPLAINs exactly these. None when the skills
 * filter names only ids no skill can have.
 *
 * Without `q`, each is newest first. With `q` or skills (filters GIN indexes answer), the public
 * audience is read in steps instead of leaving the choice to the planner, whose estimate
 * multiplies the two filters' selectivities as if independent — they are not (a "data analyst"
 * request asks for SQL): it picked a bitmap over 41,000 rows then a sort (320 ms at a million
 * rows) for a query whose page is among the newest few hundred rows. Each step reads a prefix of
 * the newest-first order and is used when it holds more than a page — exact, since every row
 * after it is older than every row in it; otherwise the next step runs:
 * 1. `probe` walks the newest BROWSE_PROBE rows in index order (a LIMITed subquery named like the
 *    table, so the filters apply to it). A page there ends the search (a common query).
 * 2. `first` walks the newest BROWSE_WINDOW rows the same way — only when the probe held at least
 *    BROWSE_PROBE_DENSE matches, so that a rare query does not walk 10,000 rows in vain (5–9 ms).
 *    In a table of up to BROWSE_SMALL_TABLE rows, the search goes straight to step 4 instead
 *    (`browse` decides, from the planner's estimate of the table's size).
 * 3. `recent`: the matches created in the last BROWSE_RECENT_DAYS, through the GIN index over
 *    `search` and `skills` (one scan for both filters, migration 0023) ANDed with the BRIN index
 *    on `created_at` when the planner expects enough matches: the heap is read only for recent
 *    pages instead of one page per match over the whole table.
 * 4. `fallback`: every match, the plain query (the GIN bitmap for rare matches, a walk further
 *    down the index when the planner's estimate says so).
 *
 * With `q`, results are ranked by relevance (`ts_rank`, see `rankFor`), ties newest first, over a
 * bounded candidate set: the newest SEARCH_CANDIDATES matches of the first step above that holds
 * more than a page (the newest BROWSE_PROBE or BROWSE_WINDOW requests, the last
 * BROWSE_RECENT_DAYS, or the whole table). Later pages rank the same set, named by its bounds in
 * the cursor (services/rankedCursor.ts).
 */
export function browseQueries(
  db: Db,
  viewerId: number | null,
  query: BrowseJobRequestsQuery,
): PageQueries<ReturnType<typeof pageSelect>>[] {
  const ranked = query.q !== undefined;
  const rankedCursor =
    ranked && query.cursor ? decodeRankedCursor(query.cursor, AUDIENCES) : undefined;
  const keyset = !ranked && query.cursor ? decodeCursor(query.cursor, 'int') : undefined;

  const filters: (SQL | undefined)[] = [eq(jobRequests.status, 'active')];
  if (query.type) filters.push(eq(jobRequests.type, query.type));
  let indexed = false;
  if (query.skills && query.skills.length > 0) {
    const ids = query.skills.filter(isInt4Id);
    if (ids.length === 0) return []; // only ids no skill can have
    filters.push(sql`${jobRequests.skills} && ${`{${ids.join(',')}}`}::integer[]`);
    indexed = true;
  }
  if (query.minRate !== undefined) {
    filters.push(sql`coalesce(${jobRequests.maxRate}, ${jobRequests.minRate}) >= ${query.minRate}`);
  }
  if (query.maxRate !== undefined) {
    filters.push(sql`coalesce(${jobRequests.minRate}, ${jobRequests.maxRate}) <= ${query.maxRate}`);
  }
  if (query.locationType) filters.push(eq(jobRequests.locationType, query.locationType));
  if (query.experience) filters.push(eq(jobRequests.experience, query.experience));
  if (query.q) {
    filters.push(sql`${jobRequests.search} @@ websearch_to_tsquery('english', ${query.q})`);
    indexed = true;
  }
  const after = keyset ? afterCursor(keyset) : undefined;
  const limit = query.limit + 1;

  const audiences: (SQL | undefined)[] = [];
  audiences.push(
    query.requestTarget !== 'direct'
      ? and(eq(jobRequests.requestTarget, 'public'), eq(jobRequests.status, 'active'))
      : undefined,
  );
  audiences.push(
    viewerId !== null && query.requestTarget !== 'public'
      ? and(eq(jobRequests.requestTarget, 'direct'), eq(jobRequests.talentId, viewerId))
      : undefined,
  );

  const queries: PageQueries<ReturnType<typeof pageSelect>>[] = [];
  if (ranked) {
    const rank = rankFor(query.q!);
    audiences.forEach((audience, index) => {
      if (!audience) return;
      const where = and(audience, ...filters);
      if (rankedCursor) {
        // A later page: the first page's candidates, named by their bounds, after the cursor.
        const bottom = rankedCursor.bottoms[index];
        if (!bottom) return;
        const bounded = and(
          where,
          keyAtMost(jobRequests.createdAt, jobRequests.id, rankedCursor.top),
          keyAtLeast(jobRequests.createdAt, jobRequests.id, bottom),
          afterRanked(rank, jobRequests.createdAt, jobRequests.id, rankedCursor),
        );
        queries.push({
          first: rankedSelect(db, jobRequests, bounded, rank, limit, false),
          audience: index,
        });
        return;
      }
      const newest = (source: typeof jobRequests | Subquery) =>
        db
          .select()
          .from(source as typeof jobRequests)
          .where(where)
          .orderBy(...NEWEST_FIRST)
          .limit(SEARCH_CANDIDATES)
          .as('job_requests');
      const plain = rankedSelect(db, newest(jobRequests), undefined, rank, limit, true);
      if (index !== 0) {
        queries.push({ first: plain, audience: index });
        return;
      }
      const recentRows = newestRows(db, and(where, RECENT), SEARCH_CANDIDATES);
      const window = (size: number) => newestRows(db, audience, size);
      queries.push({
        probe: rankedSelect(db, newest(window(BROWSE_PROBE)), undefined, rank, limit, true),
        first: rankedSelect(db, newest(window(BROWSE_WINDOW)), undefined, rank, limit, true),
        recent: rankedSelect(db, recentRows, undefined, rank, limit, true),
        fallback: plain,
        audience: index,
      });
    });
    return queries;
  }

  const [publicAudience, directAudience] = audiences;
  if (publicAudience) {
    const where = and(publicAudience, ...filters, after);
    if (!indexed) {
      queries.push({ first: pageSelect(db, jobRequests, where, NEWEST_FIRST, limit), audience: 0 });
    } else {
      const window = (size: number) => newestRows(db, and(publicAudience, after), size);
      queries.push({
        probe: pageSelect(db, window(BROWSE_PROBE), where, NEWEST_FIRST, limit),
        first: pageSelect(db, window(BROWSE_WINDOW), where, NEWEST_FIRST, limit),
        recent: pageSelect(db, jobRequests, and(where, RECENT), NEWEST_FIRST, limit),
        fallback: pageSelect(db, jobRequests, where, NEWEST_FIRST, limit),
        audience: 0,
      });
    }
  }
  if (directAudience) {
    queries.push({
      first: pageSelect(
        db,
        jobRequests,
        and(directAudience, ...filters, after),
        NEWEST_FIRST,
        limit,
      ),
      audience: 1,
    });
  }
  return queries;
}

/** The two audiences of browse: public requests, and the direct ones sent to the viewer. */
const AUDIENCES = 2;

type ListedRow = DetailRow & Partial<RankedRow>;

/** One page of listed requests from `source` (the table, or a window of it named like it). */
function pageSelect(
  db: Db,
  source: typeof jobRequests | Subquery,
  where: SQL | undefined,
  order: readonly SQL[],
  limit: number,
) {
  return db
    .select(detailColumns as typeof detailColumns & Partial<Record<keyof RankedRow, SQL<never>>>)
    .from(source as typeof jobRequests)
    .innerJoin(users, eq(users.id, jobRequests.employerId))
    .where(where)
    .orderBy(...order)
    .limit(limit) as unknown as PromiseLike<ListedRow[]> & {
    toSQL(): { sql: string; params: unknown[] };
  };
}

/**
 * One ranked page from `source` (the table, or its candidates named like it): rank desc, newest
 * first; on a first page (`bounds`) also the candidate set's newest and oldest keys. Ranked and
 * cut to the page first, then joined to the employer and counted bids: those cost one index
 * lookup each, for the page's rows only, not every candidate.
 */
function rankedSelect(
  db: Db,
  source: typeof jobRequests | Subquery,
  where: SQL | undefined,
  rank: SQL<number>,
  limit: number,
  bounds: boolean,
) {
  const { createdAt, id } = jobRequests;
  const at = detailColumns.cursorAt;
  const ranked = db
    .select({
      ...requestColumns,
      employerId: jobRequests.employerId,
      rank: rank.as('rank'),
      ...(bounds
        ? {
            topAt: sql<string>`first_value(${at}) ${WHOLE_SET}`.as('top_at'),
            topId: sql<number>`first_value(${id}) ${WHOLE_SET}`.as('top_id'),
            bottomAt: sql<string>`last_value(${at}) ${WHOLE_SET}`.as('bottom_at'),
            bottomId: sql<number>`last_value(${id}) ${WHOLE_SET}`.as('bottom_id'),
          }
        : {}),
    })
    .from(source as typeof jobRequests)
    .where(where)
    .orderBy(sql`${rank} desc`, ...newestFirstOrder(createdAt, id))
    .limit(limit)
    .as('job_requests');
  const column = <T>(name: string) =>
    sql<T>`${sql.identifier('job_requests')}.${sql.identifier(name)}`;
  return db
    .select({
      ...detailColumns,
      rank: column<number>('rank'),
      ...(bounds
        ? {
            topAt: column<string>('top_at'),
            topId: column<number>('top_id'),
            bottomAt: column<string>('bottom_at'),
            bottomId: column<number>('bottom_id'),
          }
        : {}),
    })
    .from(ranked as unknown as typeof jobRequests)
    .innerJoin(users, eq(users.id, jobRequests.employerId))
    .orderBy(sql`${column('rank')} desc`, ...newestFirstOrder(createdAt, id))
    .limit(limit) as unknown as PromiseLike<ListedRow[]> & {
    toSQL(): { sql: string; params: unknown[] };
  };
}

export function createJobRequestReads(deps: ServiceDeps) {
  const { db } = deps;
  const cache =
    deps.config.browseCacheMs > 0
      ? createResponseCache(deps.config.browseCacheMs, () => deps.now().getTime())
      : null;

  /** job_requests' size as the planner's statistics have it (-1: never analysed), cached. */
  let tableSize: { rows: number; at: number } | undefined;
  async function tableRows(): Promise<number> {
    const now = Date.now();
    if (!tableSize || now - tableSize.at > TABLE_SIZE_MS) {
      const { rows } = (await db.execute(
        sql`select reltuples::float8 as rows from pg_class where oid = 'job_requests'::regclass`,
      )) as unknown as { rows: { rows: number | string }[] };
      const size = Number(rows[0]?.rows ?? -1);
      // Not kept while unknown: the first statistics (autovacuum's ANALYZE) are used at once.
      if (size < 0) return size;
      tableSize = { rows: size, at: now };
    }
    return tableSize.rows;
  }

  const details = () =>
    db
      .select(detailColumns)
      .from(jobRequests)
      .innerJoin(users, eq(users.id, jobRequests.employerId));

  return {
    /**
     * GET /api/job-requests/{id}. The owner sees it in every status; anyone else (signed out
     * included) only while it is active, and a direct request only when it is addressed to them.
     */
    async get(viewerId: number | null, id: number): Promise<JobRequestDetails> {
      if (!isInt4Id(id)) throw problem(404, NOT_FOUND);
      const others = and(
        eq(jobRequests.status, 'active'),
        viewerId === null
          ? eq(jobRequests.requestTarget, 'public')
          : or(eq(jobRequests.requestTarget, 'public'), eq(jobRequests.talentId, viewerId)),
      );
      // Issue 16: members see every request of their companies.
      const visible =
        viewerId === null
          ? others
          : or(eq(jobRequests.employerId, viewerId), inCompaniesOf(viewerId), others);
      const [row] = await details().where(and(eq(jobRequests.id, id), visible));
      if (!row) throw problem(404, NOT_FOUND);
      if (viewerId !== null) await recordView(db, viewerId, id, deps.now());
      return toJobRequestDetails(row);
    },

    /** GET /api/job-requests: the caller's own requests, newest first, with bids counts. */
    async listOwn(userId: number, query: OwnJobRequestsQuery): Promise<JobRequestPage> {
      // Issue 16: the requests of the company the person acts for (none yet: their own).
      const membership = await findActiveMembership(db, userId);
      const conditions: (SQL | undefined)[] = [
        membership
          ? eq(jobRequests.companyId, membership.companyId)
          : eq(jobRequests.employerId, userId),
      ];
      if (query.status) conditions.push(eq(jobRequests.status, query.status));
      if (query.type) conditions.push(eq(jobRequests.type, query.type));
      if (query.cursor) conditions.push(afterCursor(decodeCursor(query.cursor, 'int')));
      const rows = await details()
        .where(and(...conditions))
        .orderBy(...NEWEST_FIRST)
        .limit(query.limit + 1);
      return newestFirstPage([rows], query.limit, toJobRequestDetails);
    },

    browse,

    /**
     * GET /api/job-requests/browse for a signed-out visitor: the page's JSON text, reused for
     * BROWSE_CACHE_MS by this instance for the same normalised query (./browseCache.ts).
     */
    browseSignedOut(query: BrowseJobRequestsQuery): Promise<string> {
      const produce = async () => JSON.stringify(await browse(null, query));
      return cache ? cache.get(browseCacheKey(query), produce) : produce();
    },

    /** The signed-out listing cache's hits and misses since start (the search bench prints them). */
    browseCacheStats: () => cache?.stats() ?? { hits: 0, misses: 0 },
  };

  /**
   * GET /api/job-requests/browse: active public requests, plus (signed in) the direct ones sent
   * to the caller, filtered and newest first (ranked by relevance with `q`).
   *
   * Rate range: a request's range is [minRate, maxRate], one bound alone being a single amount
   * (a fixed price); it matches when it overlaps the filter's range. Requests without any rate
   * never match a rate filter. Rate types are not converted (an hourly and an annual 100 compare
   * equal). `q` is PostgreSQL full-text search (`websearch_to_tsquery`, English) over title and
   * description.
   *
   * Public and direct requests are read by two queries, each walking its own index in order
   * (`job_requests_browse_idx`, `job_requests_talent_idx`), and merged: one query with an OR
   * across them would have to sort every active row.
   */
  async function browse(
    viewerId: number | null,
    query: BrowseJobRequestsQuery,
  ): Promise<JobRequestPage> {
    // One list of rows per audience (none for an audience not asked for).
    const pages: ListedRow[][] = Array.from({ length: AUDIENCES }, () => []);
    for (const { probe, first, recent, fallback, audience } of browseQueries(db, viewerId, query)) {
      let rows = await (probe ?? first);
      if (probe && rows.length <= query.limit) {
        const size = await tableRows();
        if (size >= 0 && size <= BROWSE_SMALL_TABLE && fallback) {
          pages[audience] = await fallback;
          continue;
        }
        if (rows.length >= BROWSE_PROBE_DENSE) rows = await first;
      }
      if (recent && rows.length <= query.limit) rows = await recent;
      if (fallback && rows.length <= query.limit) rows = await fallback;
      pages[audience] = rows;
    }
    if (query.q === undefined) return newestFirstPage(pages, query.limit, toJobRequestDetails);
    // A first page's rows carry their audience's candidate bounds; a later page's cursor has them.
    const previous = query.cursor ? decodeRankedCursor(query.cursor, AUDIENCES) : undefined;
    return rankedPage(
      pages as (ListedRow & RankedRow)[][],
      query.limit,
      previous,
      toJobRequestDetails,
    );
  }
}
