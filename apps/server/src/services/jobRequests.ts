/**
 * Job requests (issue 3): creation under an employer subscription's quota, owner-only edits, the
 * employer's own list with bids counts, and the talent's browse listing with filters, full-text
 * search and keyset pagination.
 *
 * Quota (SPEC §5, §9): the subscription row is locked (`lockForQuota`, SELECT … FOR UPDATE), the
 * requests of the current billing period are counted and the new one inserted in ONE transaction,
 * so parallel creations serialise on the lock and can never exceed a limit. Consumption is counted
 * from the rows themselves; there is no counter that could drift.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normaliseJobRequest, SUBSCRIPTION_REQUIRED_MESSAGE } from '@hireloop/sdk';
import type {
  BrowseJobRequestsQuery,
  JobRequest,
  JobRequestDetails,
  JobRequestForm,
  JobRequestPage,
  JobRequestStatus,
  JobRequestType,
  OwnJobRequestsQuery,
} from '@hireloop/sdk/schemas';
import type { Tx } from '../db';
import { bids, jobRequests, skills, users } from '../db/schema';
import { fieldErrors, problem, type FieldProblem } from '../errors';
import type { ServiceDeps } from './deps';
import type { NotificationService } from './notifications';
import {
  CURSOR_TIMESTAMP_FORMAT,
  decodeCursor,
  encodeCursor,
  isInt4Id,
  type Keyset,
} from './pageCursor';
import type { QuotaState, SubscriptionService } from './subscriptions';

/** The largest amount a `numeric(12, 2)` rate column holds. */
export const MAX_RATE = 9_999_999_999.99;
/** Most skills one request may list (as many as a browse filter may name). */
export const MAX_SKILLS = 50;

const NOT_FOUND = 'Job request not found';

const requestColumns = {
  id: jobRequests.id,
  title: jobRequests.title,
  description: jobRequests.description,
  type: jobRequests.type,
  minRate: jobRequests.minRate,
  maxRate: jobRequests.maxRate,
  rateType: jobRequests.rateType,
  location: jobRequests.location,
  locationType: jobRequests.locationType,
  department: jobRequests.department,
  experience: jobRequests.experience,
  duration: jobRequests.duration,
  skills: jobRequests.skills,
  employerId: jobRequests.employerId,
  status: jobRequests.status,
  createdAt: jobRequests.createdAt,
  updatedAt: jobRequests.updatedAt,
  deadline: jobRequests.deadline,
  requestTarget: jobRequests.requestTarget,
  talentId: jobRequests.talentId,
};

const detailColumns = {
  ...requestColumns,
  employerName: users.name,
  companyName: users.companyName,
  companyLogo: users.companyLogo,
  bidsCount: sql<number>`(select count(*)::int from ${bids} where ${bids.jobRequestId} = ${jobRequests.id})`,
  /** The sort key at full precision, for the next page's cursor. */
  cursorAt: sql<string>`to_char(${jobRequests.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

/** A stored row as the API reads it (everything but the generated search vector). */
type RequestRow = Omit<typeof jobRequests.$inferSelect, 'search'>;
type DetailRow = RequestRow & {
  employerName: string;
  companyName: string | null;
  companyLogo: string | null;
  bidsCount: number;
  cursorAt: string;
};

/** The API shape of a stored request (jobRequestSchema): ISO timestamps, `YYYY-MM-DD` deadline. */
export function toJobRequest(row: RequestRow): JobRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    minRate: row.minRate,
    maxRate: row.maxRate,
    rateType: row.rateType,
    location: row.location,
    locationType: row.locationType,
    department: row.department,
    experience: row.experience,
    duration: row.duration,
    skills: row.skills,
    employerId: row.employerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deadline: row.deadline,
    requestTarget: row.requestTarget,
    talentId: row.talentId,
  };
}

/** The API shape of a listed request (jobRequestDetailsSchema). */
export function toJobRequestDetails(row: DetailRow): JobRequestDetails {
  return {
    ...toJobRequest(row),
    employerName: row.employerName,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    bidsCount: row.bidsCount,
  };
}

/** "1 job", "3 projects". */
const quantity = (n: number, type: JobRequestType) => `${n} ${type}${n === 1 ? '' : 's'}`;

/** The 403 text when a plan's limit for `type` is used up (issue 3: "a message naming the plan limit"). */
export function quotaExceededMessage(
  planName: string,
  type: JobRequestType,
  limit: number,
  used: number,
): string {
  return `Your ${planName} plan allows ${quantity(limit, type)} per billing period; you have used ${used}.`;
}

const hasNul = (value: string | undefined) => value !== undefined && value.includes('\u0000');

/** The calendar date of an ISO date or timestamp as written (`2025-03-01T23:00:00-05:00` → 2025-03-01). */
const toDeadline = (value: string | undefined) => (value === undefined ? null : value.slice(0, 10));

/**
 * `created_at desc, id desc` spelled as the listing indexes are built (drizzle's `.desc()` makes
 * them `DESC NULLS LAST`): a plain `DESC` means NULLS FIRST, which the planner cannot read from
 * those indexes, and it would sort every matching row instead. Both columns are NOT NULL, so the
 * order is the same.
 */
const NEWEST_FIRST = [
  sql`${jobRequests.createdAt} desc nulls last`,
  sql`${jobRequests.id} desc nulls last`,
] as const;

/** Page keyset condition for `(created_at desc, id desc)` order: rows strictly after the cursor. */
function afterCursor(key: Keyset<number>): SQL {
  // Written as `created_at <= t and (created_at < t or id < i)` so the created_at bound is an
  // index condition on every listing index, whatever the planner does with row comparisons.
  const at = sql`${key.at}::timestamptz`;
  return sql`(${jobRequests.createdAt} <= ${at} and (${jobRequests.createdAt} < ${at} or ${jobRequests.id} < ${key.id}))`;
}

function toPage(rows: DetailRow[], limit: number): JobRequestPage {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toJobRequestDetails),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** Newest first, then the higher id (the order of every listing). */
const newestFirst = (a: DetailRow, b: DetailRow) =>
  a.cursorAt === b.cursorAt ? b.id - a.id : a.cursorAt < b.cursorAt ? 1 : -1;

export function createJobRequestService(
  deps: ServiceDeps,
  {
    subscriptions,
    notifications,
  }: {
    subscriptions: Pick<SubscriptionService, 'lockForQuota' | 'countConsumed'>;
    notifications: Pick<NotificationService, 'notify'>;
  },
) {
  const { db, now } = deps;

  /** Issue 4: the talent a direct request is addressed to is notified (in the same transaction). */
  async function notifyDirectTalent(
    tx: Tx,
    employerId: number,
    row: { talentId: number | null; title: string },
  ) {
    if (row.talentId === null) return;
    const [employer] = await tx
      .select({ name: users.name, companyName: users.companyName })
      .from(users)
      .where(eq(users.id, employerId));
    const from = employer?.companyName || employer?.name || 'An employer';
    await notifications.notify(tx, row.talentId, {
      type: 'direct_job_request',
      title: 'New direct job request',
      body: `${from} sent you a job request: ${row.title}`,
      link: '/opportunities',
    });
  }

  const details = () =>
    db
      .select(detailColumns)
      .from(jobRequests)
      .innerJoin(users, eq(users.id, jobRequests.employerId));

  /**
   * What the schema cannot know: the rate order, rates the column can hold, skills and the talent
   * that exist, no NUL characters (PostgreSQL text cannot store them). All problems at once.
   */
  async function validate(form: JobRequestForm, input: unknown): Promise<void> {
    const problems: FieldProblem[] = [];
    for (const field of ['title', 'description', 'location', 'department'] as const) {
      if (hasNul(form[field])) problems.push({ field, message: 'Invalid character' });
    }
    for (const field of ['minRate', 'maxRate'] as const) {
      const rate = form[field];
      if (rate !== undefined && rate > MAX_RATE) {
        problems.push({ field, message: `Number must be less than or equal to ${MAX_RATE}` });
      }
    }
    if (form.minRate !== undefined && form.maxRate !== undefined && form.minRate > form.maxRate) {
      problems.push({
        field: 'maxRate',
        message: 'Maximum rate must be at least the minimum rate',
      });
    }
    if (form.deadline !== undefined && form.deadline.startsWith('0000')) {
      problems.push({ field: 'deadline', message: 'Invalid date' });
    }

    const ids = [...new Set(form.skills)];
    if (ids.length > MAX_SKILLS) {
      problems.push({
        field: 'skills',
        message: `Array must contain at most ${MAX_SKILLS} element(s)`,
      });
    } else if (ids.length > 0) {
      const storable = ids.filter(isInt4Id);
      const found = storable.length
        ? await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, storable))
        : [];
      const known = new Set(found.map((row) => row.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) {
        const noun = unknown.length === 1 ? 'Unknown skill' : 'Unknown skills';
        problems.push({ field: 'skills', message: `${noun}: ${unknown.join(', ')}` });
      }
    }

    if (form.requestTarget === 'direct' && form.talentId !== undefined) {
      const [talent] = isInt4Id(form.talentId)
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, form.talentId), eq(users.role, 'talent')))
        : [];
      if (!talent) problems.push({ field: 'talentId', message: 'No talent with this id' });
    }
    if (problems.length) throw fieldErrors(problems, input);
  }

  /** 403 unless the locked subscription is active and has room for one more `type`. */
  async function assertQuota(
    tx: Tx,
    userId: number,
    quota: QuotaState | null,
    type: JobRequestType,
  ): Promise<void> {
    if (!quota?.active) throw problem(403, SUBSCRIPTION_REQUIRED_MESSAGE);
    const limit = quota.limits[type];
    if (limit === null) return; // unlimited (lifetime)
    const used = (await subscriptions.countConsumed(tx, userId, quota.periodStart))[type];
    if (used >= limit) throw problem(403, quotaExceededMessage(quota.planName, type, limit, used));
  }

  /** The column values of a validated, normalised form. */
  function values(form: JobRequestForm) {
    const direct = form.requestTarget === 'direct';
    return {
      title: form.title,
      description: form.description,
      type: form.type,
      minRate: form.minRate ?? null,
      maxRate: form.maxRate ?? null,
      rateType: form.rateType,
      location: form.location ?? null,
      locationType: form.locationType ?? null,
      department: form.department ?? null,
      experience: form.experience ?? null,
      duration: form.duration ?? null,
      skills: [...new Set(form.skills)],
      deadline: toDeadline(form.deadline),
      requestTarget: form.requestTarget,
      // A public request goes to nobody in particular, whatever talentId the form still holds.
      talentId: direct ? (form.talentId ?? null) : null,
    };
  }

  return {
    /**
     * POST /api/job-requests. SPEC §4: a fixed rate drops maxRate (`normaliseJobRequest`);
     * SPEC §5: "Subscription required" without an active employer subscription; issue 3: a 403
     * naming the plan limit when the period's quota for the type is used up.
     */
    async create(userId: number, input: JobRequestForm): Promise<JobRequest> {
      const form = normaliseJobRequest(input);
      await validate(form, input);
      return db.transaction(async (tx) => {
        const quota = await subscriptions.lockForQuota(tx, userId, 'employer');
        await assertQuota(tx, userId, quota, form.type);
        const at = now();
        const [row] = await tx
          .insert(jobRequests)
          .values({ ...values(form), employerId: userId, createdAt: at, updatedAt: at })
          .returning(requestColumns);
        if (row!.requestTarget === 'direct') await notifyDirectTalent(tx, userId, row!);
        return toJobRequest(row!);
      });
    },

    /**
     * PATCH /api/job-requests/{id}: the whole form again, owner only (anyone else: 404). Editing
     * does not consume quota; changing the type does need room for the new type (otherwise five
     * tasks could be edited into five jobs on a one-job plan).
     */
    async update(userId: number, id: number, input: JobRequestForm): Promise<JobRequest> {
      if (!isInt4Id(id)) throw problem(404, NOT_FOUND);
      const form = normaliseJobRequest(input);
      const [current] = await db
        .select({
          type: jobRequests.type,
          requestTarget: jobRequests.requestTarget,
          talentId: jobRequests.talentId,
        })
        .from(jobRequests)
        .where(and(eq(jobRequests.id, id), eq(jobRequests.employerId, userId)));
      if (!current) throw problem(404, NOT_FOUND);
      await validate(form, input);
      return db.transaction(async (tx) => {
        if (current.type !== form.type) {
          const quota = await subscriptions.lockForQuota(tx, userId, 'employer');
          await assertQuota(tx, userId, quota, form.type);
        }
        const [row] = await tx
          .update(jobRequests)
          .set({ ...values(form), updatedAt: now() })
          .where(and(eq(jobRequests.id, id), eq(jobRequests.employerId, userId)))
          .returning(requestColumns);
        if (!row) throw problem(404, NOT_FOUND);
        // A talent newly addressed by an edit is told, like at creation (not on every edit).
        const wasAddressed =
          current.requestTarget === 'direct' && current.talentId === row.talentId;
        if (row.requestTarget === 'direct' && !wasAddressed)
          await notifyDirectTalent(tx, userId, row);
        return toJobRequest(row);
      });
    },

    /** PATCH /api/job-requests/{id}/status: pause, resume, close or mark filled; owner only. */
    async setStatus(userId: number, id: number, status: JobRequestStatus): Promise<JobRequest> {
      if (!isInt4Id(id)) throw problem(404, NOT_FOUND);
      const [row] = await db
        .update(jobRequests)
        .set({ status, updatedAt: now() })
        .where(and(eq(jobRequests.id, id), eq(jobRequests.employerId, userId)))
        .returning(requestColumns);
      if (!row) throw problem(404, NOT_FOUND);
      return toJobRequest(row);
    },

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
      const visible = viewerId === null ? others : or(eq(jobRequests.employerId, viewerId), others);
      const [row] = await details().where(and(eq(jobRequests.id, id), visible));
      if (!row) throw problem(404, NOT_FOUND);
      return toJobRequestDetails(row);
    },

    /** GET /api/job-requests: the caller's own requests, newest first, with bids counts. */
    async listOwn(userId: number, query: OwnJobRequestsQuery): Promise<JobRequestPage> {
      const conditions: (SQL | undefined)[] = [eq(jobRequests.employerId, userId)];
      if (query.status) conditions.push(eq(jobRequests.status, query.status));
      if (query.type) conditions.push(eq(jobRequests.type, query.type));
      if (query.cursor) conditions.push(afterCursor(decodeCursor(query.cursor, 'int')));
      const rows = await details()
        .where(and(...conditions))
        .orderBy(...NEWEST_FIRST)
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
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
      if (
        query.minRate !== undefined &&
        query.maxRate !== undefined &&
        query.minRate > query.maxRate
      ) {
        throw fieldErrors(
          [{ field: 'maxRate', message: 'Maximum rate must be at least the minimum rate' }],
          query,
        );
      }
      const keyset = query.cursor ? decodeCursor(query.cursor, 'int') : undefined;
      const empty: JobRequestPage = { items: [], nextCursor: null };

      const filters: (SQL | undefined)[] = [eq(jobRequests.status, 'active')];
      if (query.type) filters.push(eq(jobRequests.type, query.type));
      if (query.skills && query.skills.length > 0) {
        const ids = query.skills.filter(isInt4Id);
        if (ids.length === 0) return empty; // only ids no skill can have
        filters.push(sql`${jobRequests.skills} && ${`{${ids.join(',')}}`}::integer[]`);
      }
      if (query.minRate !== undefined) {
        filters.push(
          sql`coalesce(${jobRequests.maxRate}, ${jobRequests.minRate}) >= ${query.minRate}`,
        );
      }
      if (query.maxRate !== undefined) {
        filters.push(
          sql`coalesce(${jobRequests.minRate}, ${jobRequests.maxRate}) <= ${query.maxRate}`,
        );
      }
      if (query.locationType) filters.push(eq(jobRequests.locationType, query.locationType));
      if (query.experience) filters.push(eq(jobRequests.experience, query.experience));
      const q = query.q?.replaceAll('\u0000', '').trim();
      if (q) filters.push(sql`${jobRequests.search} @@ websearch_to_tsquery('english', ${q})`);
      if (keyset) filters.push(afterCursor(keyset));

      const audiences: SQL[] = [];
      if (query.requestTarget !== 'direct') audiences.push(eq(jobRequests.requestTarget, 'public'));
      if (viewerId !== null && query.requestTarget !== 'public') {
        audiences.push(
          and(eq(jobRequests.requestTarget, 'direct'), eq(jobRequests.talentId, viewerId))!,
        );
      }
      const pages = [];
      for (const audience of audiences) {
        pages.push(
          await details()
            .where(and(audience, ...filters))
            .orderBy(...NEWEST_FIRST)
            .limit(query.limit + 1),
        );
      }
      const rows = pages
        .flat()
        .sort(newestFirst)
        .slice(0, query.limit + 1);
      return toPage(rows, query.limit);
    },
  };
}
export type JobRequestService = ReturnType<typeof createJobRequestService>;
