/**
 * Reading job requests: one request as its viewer may see it, the employer's own list, and the
 * talent's browse listing with filters, full-text search and keyset pagination.
 */
import {
  and,
  desc,
  eq,
  getTableColumns,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import type {
  BrowseJobRequestsQuery,
  JobRequestDetails,
  JobRequestPage,
  OwnJobRequestsQuery,
} from '@hireloop/sdk/schemas';
import { jobRequests, jobRequestsRecent, jobRequestsRecentSince, users } from '../../db/schema';
import { problem } from '../../errors';
import { recordView } from '../activity/record';
import { findActiveMembership } from '../companies/access';
import { inCompaniesOf } from '../companies/scope';
import type { Db } from '../../db';
import type { ServiceDeps } from '../deps';
import {
  decodeRankedCursor,
  laterRankedPage,
  rankedCursorValues,
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
import { lazySteps, preparedShapes, statementNames } from '../searchSteps';
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

/**
 * Up to this many requests (`pg_class.reltuples`, the planner's estimate), a search with `q` or
 * skills reads every match at once (step 2 of {@link browseQueries}) without trying the recent
 * ones first: most of such a table is recent anyway (100,000 requests at one a minute are 69 days),
 * and its GIN index reads a query's matches in 3–8 ms on PGlite.
 */
export const BROWSE_SMALL_TABLE = 200_000;

/** How long an instance reuses its estimate of the table's size. */
const TABLE_SIZE_MS = 60_000;

/**
 * How far back the first step of a search with `q` or skills looks (see {@link browseQueries}):
 * `job_requests_recent` holds the active public requests created in the last this many days (as
 * of its last prune, {@link RECENT_PRUNE_INTERVAL_MS}). Any span is exact (the step is used only
 * when it holds more than a page); this one decides what is fast: at one request a minute, 86,000
 * requests. 30, 60, 90 and 180 days were replayed for the step before it (the same days through
 * job_requests' own indexes): 60 read the least.
 */
export const BROWSE_RECENT_DAYS = 60;

const DAY_MS = 24 * 60 * 60_000;

/** How often the scheduler moves job_requests_recent's start on (`job-requests.recent-prune`). */
export const RECENT_PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * A page's SELECTs: `recent` (when given) and then, when it found less than a page, `first`
 * (the steps of {@link browseQueries}); only `first` for a query without steps. The steps are
 * built when first read (`lazySteps`): a search that ends in the recent step never builds `first`.
 */
export interface PageQueries<Q> {
  /** Run before `first` when given: more than a page there ends the search. */
  recent?: Q;
  first: Q;
  /** Which audience the rows are of: 0 public, 1 direct (a ranked cursor bounds each). */
  audience: number;
}

/**
 * The rank of a request for `q`: PostgreSQL's `ts_rank` over the search vector, title words
 * weighing 1.0 (A) and description words 0.4 (B), a word's repeats adding less and less — so a
 * title match outranks a description repeating the word (`ts_rank_cd` adds every repeat in full:
 * three mentions in a description beat a title). The query is parsed once, in a subquery: in the
 * recent step's generic plan (`statementNames`) `websearch_to_tsquery($n)` would be evaluated
 * again for each of the 100 candidates (PostgreSQL CPU per search 2.9–3.5 → 2.6–3.3 ms).
 */
const rankFor = (q: string): SQL<number> =>
  sql<number>`ts_rank(${jobRequests.search}, (select websearch_to_tsquery('english', ${q})))::float8`;

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
 * audience is read in two steps instead of leaving the choice to the planner, whose estimate
 * multiplies the two filters' selectivities as if independent — they are not (a "data analyst"
 * request asks for SQL): it picked a bitmap over 41,000 rows then a sort (320 ms at a million
 * rows) for a query whose page is among the newest few hundred rows.
 * 1. `recent`: the matches among the active public requests created since the recent table's
 *    start (BROWSE_RECENT_DAYS ago, `job_requests_recent`, migration 0024), every filter applied
 *    there through its own GIN index over a few weeks of requests instead of all of them, the
 *    newest kept, then read from job_requests by id. More than a page there ends the search —
 *    exact, since every other match is older than every match in it.
 * 2. `first`: every match, the plain query (the GIN bitmap of job_requests for rare matches, a
 *    walk down its index when the planner's estimate says so). In a table of up to
 *    BROWSE_SMALL_TABLE rows the search starts here (`browse` decides, from the planner's estimate
 *    of the table's size).
 *
 * With `q`, results are ranked by relevance (`ts_rank`, see `rankFor`), ties newest first, over a
 * bounded candidate set: the newest SEARCH_CANDIDATES matches of the first step above that holds
 * more than a page (the recent requests or the whole table). Later pages rank the same set, named
 * by its bounds in the cursor (services/rankedCursor.ts).
 */
export function browseQueries(
  db: Db,
  viewerId: number | null,
  query: BrowseJobRequestsQuery,
): PageQueries<PageSelect>[] {
  const plan = browsePlan(viewerId, query);
  return plan ? browseSelects(db, plan.shape, (name) => plan.values[name]) : [];
}

/**
 * What decides a browse page's SQL text: which filters, audiences and cursor it has, never their
 * values. Pages of one shape share their SELECTs (see `prepared` in createJobRequestReads).
 */
export interface BrowseShape {
  /** `q` given: ranked by relevance. */
  ranked: boolean;
  cursor: 'none' | 'keyset' | 'ranked';
  /** The filters given (`q` is `ranked`). */
  filters: Record<
    'type' | 'skills' | 'minRate' | 'maxRate' | 'locationType' | 'experience',
    boolean
  >;
  /** Whether each audience (public, direct) is read. */
  audiences: [boolean, boolean];
}

/** A page's values, by the names its SELECTs bind them under. */
type BrowseValues = Record<string, unknown>;

/**
 * A browse page's shape and values, or null when no row can match (the skills filter names only
 * ids no skill can have). Refuses a cursor this server did not hand out.
 */
export function browsePlan(
  viewerId: number | null,
  query: BrowseJobRequestsQuery,
): { shape: BrowseShape; values: BrowseValues } | null {
  const ranked = query.q !== undefined;
  const rankedCursor =
    ranked && query.cursor ? decodeRankedCursor(query.cursor, AUDIENCES) : undefined;
  const keyset = !ranked && query.cursor ? decodeCursor(query.cursor, 'int') : undefined;
  const skillIds = query.skills?.length ? query.skills.filter(isInt4Id) : undefined;
  if (skillIds?.length === 0) return null;
  const audiences: [boolean, boolean] = [
    query.requestTarget !== 'direct',
    viewerId !== null && query.requestTarget !== 'public',
  ];
  // A later ranked page reads only the audiences its first page found candidates in.
  if (rankedCursor) audiences.forEach((_, i) => (audiences[i] &&= !!rankedCursor.bottoms[i]));
  const values: BrowseValues = {
    q: query.q,
    skills: skillIds ? `{${skillIds.join(',')}}` : undefined,
    type: query.type,
    minRate: query.minRate,
    maxRate: query.maxRate,
    locationType: query.locationType,
    experience: query.experience,
    limit: query.limit + 1,
    viewerId,
    afterAt: keyset?.at,
    afterId: keyset?.id,
    ...(rankedCursor ? rankedCursorValues(rankedCursor) : {}),
  };
  return {
    shape: {
      ranked,
      cursor: rankedCursor ? 'ranked' : keyset ? 'keyset' : 'none',
      filters: {
        type: query.type !== undefined,
        skills: skillIds !== undefined,
        minRate: query.minRate !== undefined,
        maxRate: query.maxRate !== undefined,
        locationType: query.locationType !== undefined,
        experience: query.experience !== undefined,
      },
      audiences,
    },
    values,
  };
}

/**
 * The SELECTs of one shape of browse page (see {@link browseQueries}), each value bound by
 * `bind(name)`: the value itself, or a placeholder the prepared SELECT fills at each execution.
 * Reads nothing but the shape, so every page of a shape has the same SQL.
 */
function browseSelects(
  db: Db,
  shape: BrowseShape,
  bind: (name: string) => unknown,
): PageQueries<PageSelect>[] {
  const { filters: has, ranked } = shape;
  /** The query's filters over job_requests or the recent table (the same columns). */
  const filtersOver = (t: FilterColumns): SQL[] => {
    const filters: SQL[] = [];
    if (has.type) filters.push(sql`${t.type} = ${bind('type')}`);
    if (has.skills) filters.push(sql`${t.skills} && ${bind('skills')}::integer[]`);
    if (has.minRate) filters.push(sql`coalesce(${t.maxRate}, ${t.minRate}) >= ${bind('minRate')}`);
    if (has.maxRate) filters.push(sql`coalesce(${t.minRate}, ${t.maxRate}) <= ${bind('maxRate')}`);
    if (has.locationType) filters.push(sql`${t.locationType} = ${bind('locationType')}`);
    if (has.experience) filters.push(sql`${t.experience} = ${bind('experience')}`);
    if (ranked) filters.push(sql`${t.search} @@ websearch_to_tsquery('english', ${bind('q')})`);
    return filters;
  };
  const filters = [eq(jobRequests.status, 'active'), ...filtersOver(jobRequests)];
  // Filters a GIN index answers: the public audience is read in steps.
  const indexed = has.skills || ranked;
  const keyset =
    shape.cursor === 'keyset'
      ? ({ at: bind('afterAt'), id: bind('afterId') } as Keyset<number>)
      : undefined;
  const after = keyset ? afterCursor(keyset) : undefined;
  const limit = bind('limit') as number;
  /**
   * The newest `size` recent requests matching every filter (after the keyset cursor, if any),
   * as rows of job_requests: the recent table's GIN index finds them, its narrow rows are sorted,
   * and job_requests is read by id for those `size` only. Ordered by the recent table's columns,
   * which no index gives, so the planner cannot walk job_requests in date order testing each row.
   */
  const recentRows = (size: number) => {
    const ids = db
      .select({ id: jobRequestsRecent.id })
      .from(jobRequestsRecent)
      .where(
        and(
          ...filtersOver(jobRequestsRecent),
          keyset
            ? afterNewest(jobRequestsRecent.createdAt, jobRequestsRecent.id, keyset)
            : undefined,
        ),
      )
      .orderBy(desc(jobRequestsRecent.createdAt), desc(jobRequestsRecent.id))
      .limit(size)
      .as('recent');
    return db
      .select(getTableColumns(jobRequests))
      .from(ids)
      .innerJoin(jobRequests, eq(jobRequests.id, ids.id))
      .as('job_requests');
  };

  const audiences: (SQL | undefined)[] = [
    shape.audiences[0]
      ? and(eq(jobRequests.requestTarget, 'public'), eq(jobRequests.status, 'active'))
      : undefined,
    shape.audiences[1]
      ? and(
          eq(jobRequests.requestTarget, 'direct'),
          eq(jobRequests.talentId, bind('viewerId') as number),
        )
      : undefined,
  ];

  const queries: PageQueries<PageSelect>[] = [];
  if (ranked) {
    const rank = rankFor(bind('q') as string);
    audiences.forEach((audience, index) => {
      if (!audience) return;
      const where = and(audience, ...filters);
      if (shape.cursor === 'ranked') {
        // A later page: the first page's candidates, named by their bounds, after the cursor.
        const bounded = and(
          where,
          laterRankedPage(rank, jobRequests.createdAt, jobRequests.id, bind, index),
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
      const plain = () => rankedSelect(db, newest(jobRequests), undefined, rank, limit, true);
      if (index !== 0) {
        queries.push({ first: plain(), audience: index });
        return;
      }
      queries.push(
        lazySteps({
          recent: () =>
            rankedSelect(db, recentRows(SEARCH_CANDIDATES), undefined, rank, limit, true),
          first: plain,
          audience: () => index,
        }),
      );
    });
    return queries;
  }

  const [publicAudience, directAudience] = audiences;
  if (publicAudience) {
    const where = and(publicAudience, ...filters, after);
    if (!indexed) {
      queries.push({ first: pageSelect(db, jobRequests, where, NEWEST_FIRST, limit), audience: 0 });
    } else {
      queries.push(
        lazySteps({
          recent: () => pageSelect(db, recentRows(limit), undefined, NEWEST_FIRST, limit),
          first: () => pageSelect(db, jobRequests, where, NEWEST_FIRST, limit),
          audience: () => 0,
        }),
      );
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

/**
 * How many shapes of browse page an instance keeps prepared. Filters, audiences and cursors make
 * a few hundred possible shapes; the app's own pages use a few dozen.
 */
const PREPARED_SHAPES = 256;

/** The two audiences of browse: public requests, and the direct ones sent to the viewer. */
const AUDIENCES = 2;

/** The columns browse filters on, which job_requests and job_requests_recent both have. */
type FilterColumns = Record<
  'type' | 'skills' | 'minRate' | 'maxRate' | 'locationType' | 'experience' | 'search',
  AnyColumn
>;

type ListedRow = DetailRow & Partial<RankedRow>;

/**
 * One SELECT of a browse page: awaited as it is (the values bound in), or prepared once for its
 * shape with placeholders (`execute` fills them).
 */
export type PageSelect = PromiseLike<ListedRow[]> & {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): PreparedSelect;
};
interface PreparedSelect {
  execute(values: BrowseValues): Promise<ListedRow[]>;
}

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
    .limit(limit) as unknown as PageSelect;
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
    .limit(limit) as unknown as PageSelect;
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

  /**
   * Each shape's SELECTs, built with placeholders and prepared when a page of that shape first
   * needs them (each step on its own), then reused with each page's values. Building a browse
   * SELECT with Drizzle cost the server more than PostgreSQL's whole search on the 2-core machine
   * (0.4–0.8 ms and 350 KB of garbage per search). `first` is prepared unnamed: PostgreSQL still
   * plans it with its values, which decide between a GIN bitmap and an index walk; the recent step
   * is named and planned once (`statementNames`). At most PREPARED_SHAPES kept.
   */
  const recentName = statementNames('browse_recent');
  const prepared = preparedShapes(PREPARED_SHAPES, (shape: BrowseShape) =>
    browseSelects(db, shape, (name) => sql.placeholder(name)).map(
      (page): PageQueries<PreparedSelect> =>
        'recent' in page
          ? lazySteps({
              recent: () => page.recent!.prepare(recentName()),
              first: () => page.first.prepare(''),
              audience: () => page.audience,
            })
          : { first: page.first.prepare(''), audience: page.audience },
    ),
  );

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

    /**
     * The scheduler's `job-requests.recent-prune` (every RECENT_PRUNE_INTERVAL_MS): moves the
     * recent table's start to BROWSE_RECENT_DAYS before the server's clock and deletes the rows
     * that fell behind it, in one transaction. The UPDATE of `since` waits for the writes of
     * job_requests under way (their triggers read it FOR SHARE) and holds off the next ones until
     * the deletion commits, so the table keeps exactly the requests at or after `since`. Never
     * moves it back (a clock set back leaves more rows, which is still exact).
     */
    async pruneRecent(): Promise<{ since: string; removed: number } | { removed: 0 }> {
      const since = new Date(deps.now().getTime() - BROWSE_RECENT_DAYS * DAY_MS);
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(jobRequestsRecentSince)
          .set({ since })
          .where(lt(jobRequestsRecentSince.since, since))
          .returning({ since: jobRequestsRecentSince.since });
        if (moved.length === 0) return { removed: 0 };
        const removed = await tx
          .delete(jobRequestsRecent)
          .where(lt(jobRequestsRecent.createdAt, since))
          .returning({ id: jobRequestsRecent.id });
        return { since: since.toISOString(), removed: removed.length };
      });
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
    const plan = browsePlan(viewerId, query);
    for (const page of plan ? prepared(plan.shape) : []) {
      if ('recent' in page) {
        // A small table is read whole at once (BROWSE_SMALL_TABLE); unknown size: as a large one.
        const size = await tableRows();
        if (size < 0 || size > BROWSE_SMALL_TABLE) {
          const rows = await page.recent!.execute(plan!.values);
          if (rows.length > query.limit) {
            pages[page.audience] = rows;
            continue;
          }
        }
      }
      pages[page.audience] = await page.first.execute(plan!.values);
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
