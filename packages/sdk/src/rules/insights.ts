/**
 * Insights (issue 16): the arithmetic of the funnel, the medians and benchmarks, the period and
 * the CSV export, one definition for the server, the hooks and the ui.
 */
import {
  INSIGHTS_DAILY_BUCKETS_MAX_DAYS,
  INSIGHTS_PERIOD_DAYS_DEFAULT,
  INSIGHTS_PERIOD_DAYS_MAX,
  RATE_BENCHMARK_MIN_SAMPLE,
  type InsightsBucket,
} from '../vocabulary';

const DAY_MS = 86_400_000;

/** The field error of a period that ends before it starts (not shown in SPEC). */
export const PERIOD_ORDER_MESSAGE = 'The period must end on or after its start';
/** The field error of a period longer than `INSIGHTS_PERIOD_DAYS_MAX` days (not shown in SPEC). */
export const PERIOD_LENGTH_MESSAGE = `The period can be at most ${INSIGHTS_PERIOD_DAYS_MAX} days`;

/** `part / whole` in percent with one decimal; null when `whole` is 0 (nothing to convert from). */
export function conversionPercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * Growth of `current` over `previous` in percent with one decimal; null when `previous` is 0
 * (no base to grow from). Show it beside the absolute volumes, never alone.
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The `p`-th percentile (0 ≤ p ≤ 1) of `values` with linear interpolation between the closest
 * ranks — PostgreSQL's `percentile_cont` — or null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(Math.max(p, 0), 1) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lower = sorted[low]!;
  return lower + (sorted[high]! - lower) * (rank - low);
}

/** The median of `values` (the 50th percentile), or null for none. */
export const median = (values: readonly number[]): number | null => percentile(values, 0.5);

/** The quartiles p25, p50 and p75 of `values` (each null for none). */
export function quartiles(values: readonly number[]) {
  return {
    p25: percentile(values, 0.25),
    p50: percentile(values, 0.5),
    p75: percentile(values, 0.75),
  };
}

/** Whether a rate benchmark over `sample` rates may be shown (`RATE_BENCHMARK_MIN_SAMPLE`). */
export const hasEnoughRates = (sample: number): boolean => sample >= RATE_BENCHMARK_MIN_SAMPLE;

/** `YYYY-MM-DD` of a day count since the epoch. */
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Days since the epoch of a `YYYY-MM-DD` (UTC). */
const dayOf = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Days from `from` to `to`, both included (`YYYY-MM-DD`); 0 or less when `to` is before `from`. */
export const periodDays = (from: string, to: string): number => dayOf(to) - dayOf(from) + 1;

/**
 * What is wrong with a period (`YYYY-MM-DD`, both ends included), as a field error: `to` before
 * `from`, or longer than `INSIGHTS_PERIOD_DAYS_MAX` days; null when it is fine.
 */
export function periodProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | null {
  const days = periodDays(from, to);
  if (days < 1) return { field: 'to', message: PERIOD_ORDER_MESSAGE };
  if (days > INSIGHTS_PERIOD_DAYS_MAX) return { field: 'from', message: PERIOD_LENGTH_MESSAGE };
  return null;
}

export interface InsightsPeriod {
  /** First day, `YYYY-MM-DD` (UTC). */
  from: string;
  /** Last day, included. */
  to: string;
  days: number;
  /** The period of the same length just before, for growth. */
  previousFrom: string;
  previousTo: string;
  bucket: InsightsBucket;
}

/**
 * The period of a query: `to` defaults to `today` (UTC), `from` to the
 * `INSIGHTS_PERIOD_DAYS_DEFAULT` days ending at `to`; the previous period is as long and ends the
 * day before `from`. Buckets are days up to `INSIGHTS_DAILY_BUCKETS_MAX_DAYS`, else weeks.
 */
export function resolveInsightsPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: Date,
): InsightsPeriod {
  const to = query.to ?? today.toISOString().slice(0, 10);
  const from = query.from ?? dayText(dayOf(to) - INSIGHTS_PERIOD_DAYS_DEFAULT + 1);
  const days = periodDays(from, to);
  return {
    from,
    to,
    days,
    previousFrom: dayText(dayOf(from) - days),
    previousTo: dayText(dayOf(from) - 1),
    bucket: days <= INSIGHTS_DAILY_BUCKETS_MAX_DAYS ? 'day' : 'week',
  };
}

/** A CSV cell: text, a number, or empty (null/undefined). */
export type CsvCell = string | number | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a text opening like a formula is prefixed with `'`; quoted when it must be. */
function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document (RFC 4180: CRLF line ends, fields with commas, quotes or line breaks quoted and
 * quotes doubled) of a header row and rows. Texts that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, tab or CR) are prefixed with `'`; numbers are written as
 * they are, negative ones included.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
