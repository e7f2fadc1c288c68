/**
 * The external job feed, GET /api/airtable/jobs (SPEC §7 prefix `/api/airtable/jobs`; ids begin
 * "rec"). Served from the `external_jobs` table (seeded locally), or from Airtable when
 * `AIRTABLE_TOKEN` and `AIRTABLE_BASE` are set; when Airtable fails the failure is logged and the
 * local table answers, so the feed never goes blank.
 *
 * Both sources answer the same order — newest `postedAt` first, undated last, ties by id — and the
 * same cursor (the last item's `postedAt` and id).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ExternalJob, ExternalJobPage, ExternalJobsQuery } from '@hireloop/sdk/schemas';
import { externalJobs } from '../db/schema';
import { problem } from '../errors';
import { createAirtableSource, type AirtableSource } from './airtable';
import type { ServiceDeps } from './deps';
import { CURSOR_TIMESTAMP_FORMAT, decodeCursor, encodeCursor, type Keyset } from './pageCursor';

const NOT_FOUND = 'External job not found';

const columns = {
  id: externalJobs.id,
  title: externalJobs.title,
  company: externalJobs.company,
  description: externalJobs.description,
  type: externalJobs.type,
  location: externalJobs.location,
  locationType: externalJobs.locationType,
  minRate: externalJobs.minRate,
  maxRate: externalJobs.maxRate,
  rateType: externalJobs.rateType,
  skills: externalJobs.skills,
  url: externalJobs.url,
  postedAt: externalJobs.postedAt,
  cursorAt: sql<
    string | null
  >`to_char(${externalJobs.postedAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

type Row = Omit<typeof externalJobs.$inferSelect, 'search'> & { cursorAt: string | null };

const toExternalJob = ({ cursorAt: _cursorAt, ...row }: Row): ExternalJob => ({
  ...row,
  postedAt: row.postedAt ? row.postedAt.toISOString() : null,
});

/** Rows strictly after `key` in (posted_at desc nulls last, id asc) order. */
function afterCursor(key: Keyset<string>): SQL {
  if (key.at === null)
    return sql`(${externalJobs.postedAt} is null and ${externalJobs.id} > ${key.id})`;
  const at = sql`${key.at}::timestamptz`;
  return sql`(${externalJobs.postedAt} < ${at} or (${externalJobs.postedAt} = ${at} and ${externalJobs.id} > ${key.id}) or ${externalJobs.postedAt} is null)`;
}

/** Milliseconds of a timestamp, undated = -Infinity (sorts last in newest-first order). */
const ms = (at: string | null) => (at === null ? Number.NEGATIVE_INFINITY : Date.parse(at));

/** Newest first, undated last, then by id: the order of both sources. */
const feedOrder = (
  a: { postedAt: string | null; id: string },
  b: { postedAt: string | null; id: string },
) => ms(b.postedAt) - ms(a.postedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** True when every word of `q` occurs in the job's title, company, description or skills. */
function matchesText(job: ExternalJob, q: string): boolean {
  const haystack = [job.title, job.company, job.description, ...job.skills].join(' ').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => haystack.includes(part));
}

export interface ExternalJobServiceOptions {
  /** The fetch the Airtable source uses. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** A ready Airtable source (tests); by default one is made when `config.airtable` is set. */
  airtable?: AirtableSource | null;
}

export function createExternalJobService(
  deps: ServiceDeps,
  options: ExternalJobServiceOptions = {},
) {
  const { db, config, log } = deps;
  const airtable =
    options.airtable !== undefined
      ? options.airtable
      : config.airtable
        ? createAirtableSource({
            ...config.airtable,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            now: () => deps.now().getTime(),
            onError: (err) =>
              log.warn({ err }, 'Airtable feed failed; serving the local external_jobs table'),
          })
        : null;

  async function listLocal(
    query: ExternalJobsQuery,
    q: string | undefined,
  ): Promise<ExternalJobPage> {
    const conditions: (SQL | undefined)[] = [];
    if (query.type) conditions.push(eq(externalJobs.type, query.type));
    if (q) conditions.push(sql`${externalJobs.search} @@ websearch_to_tsquery('english', ${q})`);
    if (query.cursor) conditions.push(afterCursor(decodeCursor(query.cursor, 'string')));
    const rows = await db
      .select(columns)
      .from(externalJobs)
      .where(and(...conditions))
      .orderBy(sql`${externalJobs.postedAt} desc nulls last`, asc(externalJobs.id))
      .limit(query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toExternalJob),
      nextCursor:
        rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    };
  }

  function listFrom(
    jobs: ExternalJob[],
    query: ExternalJobsQuery,
    q: string | undefined,
  ): ExternalJobPage {
    const key = query.cursor ? decodeCursor(query.cursor, 'string') : undefined;
    const after = key ? { postedAt: key.at, id: key.id } : undefined;
    const matching = jobs
      .filter((job) => (!query.type || job.type === query.type) && (!q || matchesText(job, q)))
      .sort(feedOrder)
      .filter((job) => !after || feedOrder(job, after) > 0);
    const items = matching.slice(0, query.limit);
    const last = items[items.length - 1];
    return {
      items,
      nextCursor:
        matching.length > query.limit && last
          ? encodeCursor({ at: last.postedAt, id: last.id })
          : null,
    };
  }

  return {
    /** Whether the feed is read from Airtable (else the local table). */
    source: airtable ? ('airtable' as const) : ('local' as const),

    /**
     * GET /api/airtable/jobs. `q` is full-text search on the local table; on Airtable records every
     * word must occur in the title, company, description or skills.
     */
    async list(query: ExternalJobsQuery): Promise<ExternalJobPage> {
      const remote = airtable ? await airtable.jobs() : null;
      return remote ? listFrom(remote, query, query.q) : listLocal(query, query.q);
    },

    /** GET /api/airtable/jobs/{id}. */
    async get(id: string): Promise<ExternalJob> {
      const remote = airtable ? await airtable.jobs() : null;
      if (remote) {
        const job = remote.find((candidate) => candidate.id === id);
        if (!job) throw problem(404, NOT_FOUND);
        return job;
      }
      const [row] = await db.select(columns).from(externalJobs).where(eq(externalJobs.id, id));
      if (!row) throw problem(404, NOT_FOUND);
      return toExternalJob(row);
    },
  };
}
export type ExternalJobService = ReturnType<typeof createExternalJobService>;
