/**
 * Reading job requests: one request as its viewer may see it, the employer's own list, and the
 * talent's browse listing with filters, full-text search and keyset pagination.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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
  afterNewest,
  decodeCursor,
  newestFirstPage,
  isInt4Id,
  newestFirstOrder,
  type Keyset,
} from '../pageCursor';
import { detailColumns, NOT_FOUND, toJobRequestDetails } from './rows';

const NEWEST_FIRST = newestFirstOrder(jobRequests.createdAt, jobRequests.id);
const afterCursor = (key: Keyset<number>): SQL =>
  afterNewest(jobRequests.createdAt, jobRequests.id, key);

/**
 * The SELECTs of one browse page (see `browse` below): one per audience, public and (signed in)
 * direct, each newest first. Shared with test/searchPlans.test.ts, which EXPLAINs exactly these.
 * None when the skills filter names only ids no skill can have.
 */
export function browseQueries(db: Db, viewerId: number | null, query: BrowseJobRequestsQuery) {
  const keyset = query.cursor ? decodeCursor(query.cursor, 'int') : undefined;

  const filters: (SQL | undefined)[] = [eq(jobRequests.status, 'active')];
  if (query.type) filters.push(eq(jobRequests.type, query.type));
  if (query.skills && query.skills.length > 0) {
    const ids = query.skills.filter(isInt4Id);
    if (ids.length === 0) return []; // only ids no skill can have
    filters.push(sql`${jobRequests.skills} && ${`{${ids.join(',')}}`}::integer[]`);
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
  }
  if (keyset) filters.push(afterCursor(keyset));

  const audiences: SQL[] = [];
  if (query.requestTarget !== 'direct') audiences.push(eq(jobRequests.requestTarget, 'public'));
  if (viewerId !== null && query.requestTarget !== 'public') {
    audiences.push(
      and(eq(jobRequests.requestTarget, 'direct'), eq(jobRequests.talentId, viewerId))!,
    );
  }
  return audiences.map((audience) =>
    db
      .select(detailColumns)
      .from(jobRequests)
      .innerJoin(users, eq(users.id, jobRequests.employerId))
      .where(and(audience, ...filters))
      .orderBy(...NEWEST_FIRST)
      .limit(query.limit + 1),
  );
}

export function createJobRequestReads(deps: ServiceDeps) {
  const { db } = deps;

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

    /**
     * GET /api/job-requests/browse: active public requests, plus (signed in) the direct ones sent
     * to the caller, filtered and newest first.
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
    async browse(viewerId: number | null, query: BrowseJobRequestsQuery): Promise<JobRequestPage> {
      const queries = browseQueries(db, viewerId, query);
      const pages = [];
      for (const select of queries) pages.push(await select);
      return newestFirstPage(pages, query.limit, toJobRequestDetails);
    },
  };
}
