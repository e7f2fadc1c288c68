/**
 * Insights (issue 16): a company's hiring funnel, medians, quota use and response rate over a
 * period, per job request on demand; rate benchmarks per skill; the company's activity log. All
 * of it is counted from the append-only activity log (`activity_events`, written by
 * ../activity/record.ts in the transaction of each change).
 *
 * - Period: `from`–`to`, UTC days, both included (the sdk's `resolveInsightsPeriod`); growth
 *   compares with the period of the same length just before.
 * - Funnel: views = `request_viewed` rows in the period (one per viewer, request and day); bids =
 *   bids sent in the period (a cohort), split by kind; replied = those of them that were ever
 *   replied to (`message_replied`) or accepted; accepted = those ever accepted. A bid counts at
 *   every stage it reached, even if it was declined later, and the stages never grow downwards.
 *   Replies and acceptances come after the bid, so one scan of the company's rows from the
 *   previous period's start finds all of them.
 * - Medians: over the requests posted in the period, hours from posting to the first bid and to
 *   the first acceptance (the sdk's `median`).
 * - Response rate: outreach sent in the period that the talent replied to, accepted or declined.
 * - Benchmarks: `percentile_cont` (the sdk's `percentile` definition) of the rates of public job
 *   requests asking for the skill with that rate type (a range counts as its midpoint) and of the
 *   accepted bids on them; quartiles only from `RATE_BENCHMARK_MIN_SAMPLE` rates.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  conversionPercent,
  growthPercent,
  hasEnoughRates,
  median,
  periodProblem,
  resolveInsightsPeriod,
  type InsightsPeriod,
} from '@hireloop/sdk';
import {
  FUNNEL_STAGES,
  RATE_BENCHMARK_MIN_SAMPLE,
  type ActivityPage,
  type Benchmarks,
  type BenchmarksQuery,
  type CursorQuery,
  type FunnelStage,
  type Insights,
  type InsightsQuery,
  type RateBenchmark,
} from '@hireloop/sdk/schemas';
import { users } from '../../db/schema';
import { fieldError, problem } from '../../errors';
import { activeMembership } from '../companies/access';
import type { ServiceDeps } from '../deps';
import { decodeCursor, encodeCursor, isInt4Id } from '../pageCursor';
import type { SubscriptionService } from '../subscriptions';

/** The 403 of insights asked for by a talent account (designed). */
export const EMPLOYERS_ONLY_MESSAGE = 'Insights are for employer accounts';
const REQUEST_NOT_FOUND = 'Job request not found';
const SKILL_NOT_FOUND = 'Skill not found';
/** The requests listed for the drill-down: the most bids first. */
const REQUESTS_LISTED = 50;
/** The skills offered for benchmarks: the company's most asked. */
const SKILLS_LISTED = 10;
const HOUR_MS = 3_600_000;

type Row = Record<string, unknown>;
const rowsOf = <T extends Row>(result: unknown) => (result as { rows: T[] }).rows;
const num = (value: unknown) => Number(value ?? 0);
const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;
/** The instant after the last day of a period. */
const dayEnd = (day: string) => sql`(${`${day}T00:00:00Z`}::timestamptz + interval '1 day')`;

interface Counts {
  views: number;
  bids: number;
  replied: number;
  accepted: number;
  outreach: number;
  proposal: number;
  responded: number;
}
const noCounts = (): Counts => ({
  views: 0,
  bids: 0,
  replied: 0,
  accepted: 0,
  outreach: 0,
  proposal: 0,
  responded: 0,
});
const countsOf = (row: Row): Counts => ({
  views: num(row.views),
  bids: num(row.bids),
  replied: num(row.replied),
  accepted: num(row.accepted),
  outreach: num(row.outreach),
  proposal: num(row.proposal),
  responded: num(row.responded),
});

/** Rounds to two decimals (rates in dollars). */
const cents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
/** Rounds to one decimal (hours). */
const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The stages with their growth and the conversion from the stage before. */
export function funnelStages(current: Counts, previous: Counts) {
  return FUNNEL_STAGES.map((stage: FunnelStage, index) => ({
    stage,
    count: current[stage],
    previous: previous[stage],
    growthPercent: growthPercent(current[stage], previous[stage]),
    conversionPercent:
      index === 0 ? null : conversionPercent(current[stage], current[FUNNEL_STAGES[index - 1]!]),
  }));
}

export function createInsightsService(
  deps: ServiceDeps,
  { subscriptions }: { subscriptions: Pick<SubscriptionService, 'usage'> },
) {
  const { db, now } = deps;

  /**
   * The ONE place insights are scoped by company: the company a signed-in employer acts for
   * (TEAM's `activeMembership`: their active company, made on first use if they have none); a
   * talent account gets a 403.
   */
  async function companyOf(userId: number): Promise<number> {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (user?.role !== 'employer') throw problem(403, EMPLOYERS_ONLY_MESSAGE);
    return (await activeMembership(db, userId, now)).companyId;
  }

  /** The request if it belongs to the company (anything else is a 404, as if it did not exist). */
  async function ownRequest(companyId: number, id: number) {
    if (!isInt4Id(id)) throw problem(404, REQUEST_NOT_FOUND);
    const [row] = rowsOf<{ id: number; title: string }>(
      await db.execute(
        sql`select id, title from job_requests where id = ${id} and company_id = ${companyId}`,
      ),
    );
    if (!row) throw problem(404, REQUEST_NOT_FOUND);
    return row;
  }

  /**
   * The funnel's counts in one scan of the company's rows since the previous period's start:
   * totals per period, the current period per bucket, and per job request.
   */
  async function funnelCounts(companyId: number, period: InsightsPeriod, requestId?: number) {
    const scope: SQL = requestId === undefined ? sql`true` : sql`job_request_id = ${requestId}`;
    const from = dayStart(period.from);
    const bucket = sql.raw(`'${period.bucket}'`);
    const rows = rowsOf<Row>(
      await db.execute(sql`
        with ev as (
          select kind, at, job_request_id, bid_id, bid_kind from activity_events
          where company_id = ${companyId} and at >= ${dayStart(period.previousFrom)} and ${scope}
        ), bid as (
          select min(job_request_id) as job_request_id, min(bid_kind) as bid_kind,
            min(at) filter (where kind = 'bid_created') as at,
            bool_or(kind in ('message_replied', 'bid_accepted')) as replied,
            bool_or(kind = 'bid_accepted') as accepted,
            bool_or(kind in ('message_replied', 'bid_accepted', 'bid_declined')) as responded
          from ev where bid_id is not null group by bid_id
        ), facts as (
          select job_request_id, at, 0 as views, 1 as bids, replied::int as replied,
            accepted::int as accepted, (bid_kind = 'outreach')::int as outreach,
            (bid_kind = 'proposal')::int as proposal,
            (bid_kind = 'outreach' and responded)::int as responded
          from bid where at is not null
          union all
          select job_request_id, at, 1, 0, 0, 0, 0, 0, 0 from ev where kind = 'request_viewed'
        ), placed as (
          select (at >= ${from}) as current,
            to_char(date_trunc(${bucket}, at at time zone 'UTC'), 'YYYY-MM-DD') as start,
            job_request_id, views, bids, replied, accepted, outreach, proposal, responded
          from facts where at < ${dayEnd(period.to)}
        )
        select current, start, job_request_id,
          grouping(start) as no_start, grouping(job_request_id) as no_request,
          sum(views)::int as views, sum(bids)::int as bids, sum(replied)::int as replied,
          sum(accepted)::int as accepted, sum(outreach)::int as outreach,
          sum(proposal)::int as proposal, sum(responded)::int as responded
        from placed
        group by grouping sets ((current), (current, start), (current, job_request_id))`),
    );
    const totals = { current: noCounts(), previous: noCounts() };
    const buckets = new Map<string, Counts>();
    const requests = new Map<number, Counts>();
    for (const row of rows) {
      const current = row.current === true || row.current === 't';
      const counts = countsOf(row);
      if (num(row.no_start) === 1 && num(row.no_request) === 1) {
        totals[current ? 'current' : 'previous'] = counts;
      } else if (!current) continue;
      else if (num(row.no_start) === 0) buckets.set(String(row.start), counts);
      else requests.set(num(row.job_request_id), counts);
    }
    return { totals, buckets, requests };
  }

  /** Every bucket start of the period (UTC days, or Mondays for weeks), oldest first. */
  function bucketStarts(period: InsightsPeriod): string[] {
    const DAY_MS = 86_400_000;
    const first = Date.parse(`${period.from}T00:00:00Z`);
    const last = Date.parse(`${period.to}T00:00:00Z`);
    const starts: string[] = [];
    if (period.bucket === 'day') {
      for (let at = first; at <= last; at += DAY_MS)
        starts.push(new Date(at).toISOString().slice(0, 10));
      return starts;
    }
    const sinceMonday = (new Date(first).getUTCDay() + 6) % 7;
    for (let at = first - sinceMonday * DAY_MS; at <= last; at += 7 * DAY_MS)
      starts.push(new Date(at).toISOString().slice(0, 10));
    return starts;
  }

  /**
   * Requests posted in the period: their type, and hours to the first bid and acceptance. A first
   * bid or acceptance comes after the posting, so it is in the company's rows since the period's
   * start: one range of the (company, at) index, not a lookup per request.
   */
  async function postedRequests(companyId: number, period: InsightsPeriod, requestId?: number) {
    const scope: SQL = requestId === undefined ? sql`true` : sql`jr.id = ${requestId}`;
    const eventScope: SQL =
      requestId === undefined ? sql`true` : sql`e.job_request_id = ${requestId}`;
    const rows = rowsOf<{ type: string; first_bid: number | null; first_accept: number | null }>(
      await db.execute(sql`
        with firsts as (
          select e.job_request_id,
            min(e.at) filter (where e.kind = 'bid_created') as first_bid,
            min(e.at) filter (where e.kind = 'bid_accepted') as first_accept
          from activity_events e
          where e.company_id = ${companyId} and e.at >= ${dayStart(period.from)}
            and e.kind in ('bid_created', 'bid_accepted') and ${eventScope}
          group by e.job_request_id
        )
        select jr.type,
          extract(epoch from f.first_bid - jr.created_at)::float8 as first_bid,
          extract(epoch from f.first_accept - jr.created_at)::float8 as first_accept
        from job_requests jr
        left join firsts f on f.job_request_id = jr.id
        where jr.company_id = ${companyId} and ${scope}
          and jr.created_at >= ${dayStart(period.from)} and jr.created_at < ${dayEnd(period.to)}`),
    );
    const posted = { job: 0, project: 0, task: 0 };
    const firstBid: number[] = [];
    const acceptance: number[] = [];
    for (const row of rows) {
      posted[row.type as keyof typeof posted] += 1;
      if (row.first_bid !== null) firstBid.push((num(row.first_bid) * 1000) / HOUR_MS);
      if (row.first_accept !== null) acceptance.push((num(row.first_accept) * 1000) / HOUR_MS);
    }
    return {
      posted,
      medians: {
        firstBidHours: tenths(median(firstBid)),
        firstBidSample: firstBid.length,
        acceptanceHours: tenths(median(acceptance)),
        acceptanceSample: acceptance.length,
      },
    };
  }

  /** The company's most asked skills, with names. */
  async function companySkills(companyId: number) {
    return rowsOf<{ id: number; name: string }>(
      await db.execute(sql`
        select s.id, s.name from (
          select k.skill_id, count(*) as n
          from job_requests jr cross join unnest(jr.skills) as k(skill_id)
          where jr.company_id = ${companyId}
          group by k.skill_id
        ) asked join skills s on s.id = asked.skill_id
        order by asked.n desc, s.name, s.id
        limit ${SKILLS_LISTED}`),
    ).map((row) => ({ id: num(row.id), name: row.name }));
  }

  /** Titles and statuses of the listed requests. */
  async function requestRows(ids: number[]) {
    if (ids.length === 0) return [];
    return rowsOf<{ id: number; title: string; status: string }>(
      await db.execute(sql`
        select id, title, status from job_requests
        where id = any(${`{${ids.join(',')}}`}::integer[])`),
    );
  }

  function benchmark(row: Row | undefined): RateBenchmark {
    const sample = num(row?.sample);
    if (!hasEnoughRates(sample)) return { sample, p25: null, p50: null, p75: null };
    return {
      sample,
      p25: cents(num(row!.p25)),
      p50: cents(num(row!.p50)),
      p75: cents(num(row!.p75)),
    };
  }

  return {
    companyOf,

    /** GET /api/insights. */
    async get(userId: number, query: InsightsQuery): Promise<Insights> {
      const companyId = await companyOf(userId);
      const period = resolveInsightsPeriod(query, now());
      const wrong = periodProblem(period.from, period.to);
      if (wrong) throw fieldError(wrong.field, wrong.message, query);
      const request =
        query.jobRequestId === undefined ? null : await ownRequest(companyId, query.jobRequestId);
      const requestId = request?.id;
      const [funnel, posted, usage, skills] = await Promise.all([
        funnelCounts(companyId, period, requestId),
        postedRequests(companyId, period, requestId),
        subscriptions.usage(userId),
        companySkills(companyId),
      ]);
      const { current, previous } = funnel.totals;
      const listed = [...funnel.requests.entries()]
        .sort(([a, x], [b, y]) => y.bids - x.bids || y.views - x.views || b - a)
        .slice(0, REQUESTS_LISTED);
      const details = new Map(
        (await requestRows(listed.map(([id]) => id))).map((r) => [num(r.id), r]),
      );
      return {
        period,
        jobRequest: request ? { id: num(request.id), title: request.title } : null,
        funnel: {
          stages: funnelStages(current, previous),
          bidsByKind: { outreach: current.outreach, proposal: current.proposal },
        },
        medians: posted.medians,
        quota: { usage, posted: posted.posted },
        responseRate: {
          outreach: current.outreach,
          responded: current.responded,
          percent: conversionPercent(current.responded, current.outreach),
        },
        series: bucketStarts(period).map((start) => {
          const counts = funnel.buckets.get(start) ?? noCounts();
          return {
            start,
            views: counts.views,
            bids: counts.bids,
            replied: counts.replied,
            accepted: counts.accepted,
          };
        }),
        requests: listed.flatMap(([id, counts]) => {
          const row = details.get(id);
          if (!row) return [];
          return [
            {
              id,
              title: row.title,
              status: row.status as Insights['requests'][number]['status'],
              views: counts.views,
              bids: counts.bids,
              replied: counts.replied,
              accepted: counts.accepted,
            },
          ];
        }),
        skills,
      };
    },

    /** GET /api/insights/benchmarks. */
    async benchmarks(userId: number, query: BenchmarksQuery): Promise<Benchmarks> {
      await companyOf(userId);
      if (!isInt4Id(query.skill)) throw problem(404, SKILL_NOT_FOUND);
      const [skill] = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`select id, name from skills where id = ${query.skill}`),
      );
      if (!skill) throw problem(404, SKILL_NOT_FOUND);
      const asking = sql`jr.skills @> ${`{${query.skill}}`}::integer[] and jr.request_target = 'public' and jr.rate_type = ${query.rateType}`;
      const quartileColumns = (rate: SQL) => sql`count(*)::int as sample,
        percentile_cont(0.25) within group (order by ${rate})::float8 as p25,
        percentile_cont(0.5) within group (order by ${rate})::float8 as p50,
        percentile_cont(0.75) within group (order by ${rate})::float8 as p75`;
      const midpoint = sql`coalesce((jr.min_rate + jr.max_rate) / 2, jr.min_rate, jr.max_rate)`;
      const [requests, accepted] = await Promise.all([
        db.execute(sql`
          select ${quartileColumns(midpoint)} from job_requests jr
          where ${asking} and ${midpoint} is not null`),
        db.execute(sql`
          select ${quartileColumns(sql`b.rate`)} from bids b
          join job_requests jr on jr.id = b.job_request_id
          where ${asking} and b.status = 'accepted' and b.rate is not null`),
      ]);
      return {
        skill: { id: num(skill.id), name: skill.name },
        rateType: query.rateType,
        minSample: RATE_BENCHMARK_MIN_SAMPLE,
        requests: benchmark(rowsOf<Row>(requests)[0]),
        acceptedBids: benchmark(rowsOf<Row>(accepted)[0]),
      };
    },

    /**
     * A company's activity log, newest first, without views (those are outsiders' reads, not the
     * team's work): for GET /api/insights/activity and the team page.
     */
    async listCompanyActivity(companyId: number, page: CursorQuery): Promise<ActivityPage> {
      const before = page.cursor ? decodeCursor(page.cursor, 'int').id : null;
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select e.id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            e.kind, e.actor_id, actor.name as actor_name, e.job_request_id, jr.title,
            e.bid_id, e.talent_id, talent.name as talent_name
          from activity_events e
          join job_requests jr on jr.id = e.job_request_id
          left join users actor on actor.id = e.actor_id and actor.deleted_at is null
          left join users talent on talent.id = e.talent_id and talent.deleted_at is null
          where e.company_id = ${companyId} and e.kind <> 'request_viewed'
            ${before === null ? sql`` : sql`and e.id < ${before}`}
          order by e.company_id desc, e.id desc
          limit ${page.limit + 1}`),
      );
      const items = rows.slice(0, page.limit).map((row) => ({
        id: num(row.id),
        at: String(row.at),
        kind: row.kind as ActivityPage['items'][number]['kind'],
        actor:
          row.actor_name === null || row.actor_name === undefined
            ? null
            : { id: num(row.actor_id), name: String(row.actor_name) },
        jobRequest: { id: num(row.job_request_id), title: String(row.title) },
        bidId: row.bid_id === null ? null : num(row.bid_id),
        talent:
          row.talent_name === null || row.talent_name === undefined
            ? null
            : { id: num(row.talent_id), name: String(row.talent_name) },
      }));
      const last = items.at(-1);
      return {
        items,
        nextCursor:
          rows.length > page.limit && last ? encodeCursor({ at: null, id: last.id }) : null,
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
