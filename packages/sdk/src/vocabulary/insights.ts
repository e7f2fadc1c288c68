/**
 * Insights (issue 16): the kinds of the append-only activity log, the funnel's stages and the
 * limits of the insights queries (none shown in SPEC).
 *
 * - `request_created`, `request_edited`, `request_paused`, `request_resumed`, `request_closed`,
 *   `request_filled`: a company member changed one of its job requests (the team's activity log).
 * - `request_viewed`: someone outside the company read a job request (once per viewer, request
 *   and UTC day).
 * - `bid_created`, `bid_accepted`, `bid_declined`, `bid_withdrawn`: a bid was sent or moved to
 *   one of `BID_DECISIONS`.
 * - `message_replied`: the receiver of a bid first wrote to its sender (once per bid).
 */
export const ACTIVITY_KINDS = [
  'request_created',
  'request_edited',
  'request_viewed',
  'request_paused',
  'request_resumed',
  'request_closed',
  'request_filled',
  'bid_created',
  'bid_accepted',
  'bid_declined',
  'bid_withdrawn',
  'message_replied',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The funnel's stages, in order: a bid counts at every stage it reached. */
export const FUNNEL_STAGES = ['views', 'bids', 'replied', 'accepted'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The buckets of the insights' time series: days for short periods, weeks for long ones. */
export const INSIGHTS_BUCKETS = ['day', 'week'] as const;
export type InsightsBucket = (typeof INSIGHTS_BUCKETS)[number];

/** A rate benchmark is shown only over at least this many rates (below: "not enough data"). */
export const RATE_BENCHMARK_MIN_SAMPLE = 5;
/** The longest insights period, in days (both ends included). */
export const INSIGHTS_PERIOD_DAYS_MAX = 366;
/** The insights period without `from`: the 30 days ending today. */
export const INSIGHTS_PERIOD_DAYS_DEFAULT = 30;
/** Periods up to this many days are bucketed by day, longer ones by week. */
export const INSIGHTS_DAILY_BUCKETS_MAX_DAYS = 92;
