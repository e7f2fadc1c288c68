import * as z from 'zod/mini';
import { PERIOD_LENGTH_MESSAGE, PERIOD_ORDER_MESSAGE, periodProblem } from '../rules/insights';
import {
  ACTIVITY_KINDS,
  FUNNEL_STAGES,
  INSIGHTS_BUCKETS,
  JOB_REQUEST_STATUSES,
  RATE_TYPES,
} from '../vocabulary';
import { blankAsUnset, coercedIdSchema, idSchema, timestampSchema } from './fields';
import { storableText } from './text';
import { usageSchema } from './usage';

const countSchema = z.int().check(z.nonnegative());
const percentSchema = z.nullable(z.number());
/** A UTC day, `YYYY-MM-DD`. */
const daySchema = z.iso.date().check(storableText());

/** The period's problem when both ends are given. */
const problemOf = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  from && to ? periodProblem(from, to) : null;

/**
 * The query of GET /api/insights (issue 16; not shown in SPEC): the period `from`–`to`
 * (`YYYY-MM-DD`, UTC, both included; `to` defaults to today, `from` to the 30 days ending at `to`,
 * at most `INSIGHTS_PERIOD_DAYS_MAX` days: field errors on `to` or `from`), and optionally one
 * of the company's job requests to narrow everything to.
 */
export const insightsQuerySchema = z
  .object({
    from: blankAsUnset(daySchema),
    to: blankAsUnset(daySchema),
    jobRequestId: blankAsUnset(coercedIdSchema),
  })
  .check(
    z.refine((query) => problemOf(query)?.field !== 'to', {
      message: PERIOD_ORDER_MESSAGE,
      path: ['to'],
    }),
    z.refine((query) => problemOf(query)?.field !== 'from', {
      message: PERIOD_LENGTH_MESSAGE,
      path: ['from'],
    }),
  );
export type InsightsQueryInput = z.input<typeof insightsQuerySchema>;
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** The period an answer covers, and the one before it that growth compares with. */
export const insightsPeriodSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.int().check(z.positive()),
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
  bucket: z.enum(INSIGHTS_BUCKETS),
});
export type InsightsPeriodAnswer = z.output<typeof insightsPeriodSchema>;

/**
 * One stage of the funnel: its `count` in the period and `previous` in the period before, their
 * growth, and the conversion from the stage before (null for views, and from a stage of 0).
 */
export const funnelStageSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count: countSchema,
  previous: countSchema,
  growthPercent: percentSchema,
  conversionPercent: percentSchema,
});
export type FunnelStageCounts = z.output<typeof funnelStageSchema>;

/**
 * The funnel views → bids → replied → accepted, every stage counted from the activity log: a bid
 * counts at every stage it reached (a bid replied to and later declined still counts as replied).
 * `bidsByKind` splits the bids stage into outreach and proposals.
 */
export const funnelSchema = z.object({
  stages: z.array(funnelStageSchema),
  bidsByKind: z.object({ outreach: countSchema, proposal: countSchema }),
});
export type Funnel = z.output<typeof funnelSchema>;

/**
 * Medians in hours over the period's job requests: from posting to the first bid, and to the
 * first accepted bid; null without any; `…Sample` says over how many requests.
 */
export const insightsMediansSchema = z.object({
  firstBidHours: z.nullable(z.number()),
  firstBidSample: countSchema,
  acceptanceHours: z.nullable(z.number()),
  acceptanceSample: countSchema,
});
export type InsightsMedians = z.output<typeof insightsMediansSchema>;

/**
 * Quota use: the current billing period's counters (as GET /api/subscription/usage) and the job
 * requests posted by type in the chosen period.
 */
export const quotaUseSchema = z.object({
  usage: usageSchema,
  posted: z.object({ job: countSchema, project: countSchema, task: countSchema }),
});
export type QuotaUse = z.output<typeof quotaUseSchema>;

/** Outreach sent in the period, how many the talent answered (replied, accepted or declined). */
export const responseRateSchema = z.object({
  outreach: countSchema,
  responded: countSchema,
  percent: percentSchema,
});
export type ResponseRate = z.output<typeof responseRateSchema>;

/** One bucket (a UTC day or a week from Monday) of the funnel's stages. */
export const insightsPointSchema = z.object({
  start: z.iso.date(),
  views: countSchema,
  bids: countSchema,
  replied: countSchema,
  accepted: countSchema,
});
export type InsightsPoint = z.output<typeof insightsPointSchema>;

/** A job request's own funnel in the period, for the drill-down list. */
export const requestInsightsSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: z.enum(JOB_REQUEST_STATUSES),
  views: countSchema,
  bids: countSchema,
  replied: countSchema,
  accepted: countSchema,
});
export type RequestInsights = z.output<typeof requestInsightsSchema>;

/** A skill the company asks for, to pick a benchmark. */
const namedSkillSchema = z.object({ id: idSchema, name: z.string() });

/**
 * The answer of GET /api/insights: the company's (or one job request's) funnel, medians, quota
 * use, response rate to outreach and series over the period; its requests with activity in the
 * period (most bids first); and the skills its requests ask for, most asked first.
 */
export const insightsSchema = z.object({
  period: insightsPeriodSchema,
  jobRequest: z.nullable(z.object({ id: idSchema, title: z.string() })),
  funnel: funnelSchema,
  medians: insightsMediansSchema,
  quota: quotaUseSchema,
  responseRate: responseRateSchema,
  series: z.array(insightsPointSchema),
  requests: z.array(requestInsightsSchema),
  skills: z.array(namedSkillSchema),
});
export type Insights = z.output<typeof insightsSchema>;

/** The query of GET /api/insights/benchmarks: a skill id and a rate type (default hourly). */
export const benchmarksQuerySchema = z.object({
  skill: coercedIdSchema,
  rateType: z._default(z.enum(RATE_TYPES), 'hourly'),
});
export type BenchmarksQueryInput = z.input<typeof benchmarksQuerySchema>;
export type BenchmarksQuery = z.output<typeof benchmarksQuerySchema>;

/**
 * Quartiles of a set of rates in US dollars: `sample` is how many rates there are; the quartiles
 * are null below `RATE_BENCHMARK_MIN_SAMPLE`.
 */
export const rateBenchmarkSchema = z.object({
  sample: countSchema,
  p25: z.nullable(z.number()),
  p50: z.nullable(z.number()),
  p75: z.nullable(z.number()),
});
export type RateBenchmark = z.output<typeof rateBenchmarkSchema>;

/**
 * The answer of GET /api/insights/benchmarks: for one skill and rate type, the rates of active
 * public job requests asking for it (a range counts as its midpoint) and of accepted bids on
 * requests asking for it.
 */
export const benchmarksSchema = z.object({
  skill: namedSkillSchema,
  rateType: z.enum(RATE_TYPES),
  minSample: z.int().check(z.positive()),
  requests: rateBenchmarkSchema,
  acceptedBids: rateBenchmarkSchema,
});
export type Benchmarks = z.output<typeof benchmarksSchema>;

/** A person named in the activity log (null once the account is deleted). */
const personSchema = z.nullable(z.object({ id: idSchema, name: z.string() }));

/** One entry of the activity log: what happened, when, who did it, to which request and bid. */
export const activityEventSchema = z.object({
  id: idSchema,
  at: timestampSchema,
  kind: z.enum(ACTIVITY_KINDS),
  actor: personSchema,
  jobRequest: z.object({ id: idSchema, title: z.string() }),
  bidId: z.nullable(idSchema),
  talent: personSchema,
});
export type ActivityEvent = z.output<typeof activityEventSchema>;

/** GET /api/insights/activity: the company's activity log, newest first (views left out). */
export const activityPageSchema = z.object({
  items: z.array(activityEventSchema),
  nextCursor: z.nullable(z.string()),
});
export type ActivityPage = z.output<typeof activityPageSchema>;
