import type { Transport } from '../client/types';
import type {
  ActivityPage,
  Benchmarks,
  BenchmarksQueryInput,
  Insights,
  InsightsQueryInput,
} from '../schemas/insights';
import type { CursorQueryInput } from '../schemas/page';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** Insights (issue 16; SPEC §2 /insights): the employer's funnel, rate benchmarks, activity log. */
export function insightsApi(t: Transport) {
  return {
    /** GET /api/insights: the company's (or one job request's) insights over a period. */
    get: (query?: InsightsQueryInput, options?: CallOptions) =>
      t.read<Insights>('/api/insights', { ...options, query: toQuery(query) }),
    /** GET /api/insights/benchmarks: p25/p50/p75 of the rates asked and accepted for a skill. */
    benchmarks: (query: BenchmarksQueryInput, options?: CallOptions) =>
      t.read<Benchmarks>('/api/insights/benchmarks', { ...options, query: toQuery(query) }),
    /** GET /api/insights/activity: the company's activity log, newest first. */
    activity: (query?: CursorQueryInput, options?: CallOptions) =>
      t.read<ActivityPage>('/api/insights/activity', { ...options, query: toQuery(query) }),
  };
}
export type InsightsApi = ReturnType<typeof insightsApi>;
