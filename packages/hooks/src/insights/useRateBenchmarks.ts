import { useQuery } from '@tanstack/react-query';
import type { BenchmarksQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { rateBenchmarksQuery } from '../queries/insights';

/**
 * A skill's rate benchmarks (issue 16): p25/p50/p75 of the rates asked by public job requests and
 * of accepted bids, null below the sdk's `RATE_BENCHMARK_MIN_SAMPLE`. Nothing is asked without a
 * skill (`null`) or for a talent account.
 */
export function useRateBenchmarks(query: BenchmarksQueryInput | null) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    ...rateBenchmarksQuery(client, query ?? { skill: 0 }),
    enabled: query !== null && user?.role === 'employer',
  });
}
