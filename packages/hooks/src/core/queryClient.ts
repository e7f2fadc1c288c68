import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { CACHING } from '@hireloop/sdk/constants';

/**
 * A QueryClient with SPEC §9's caching defaults: "query data fresh 5 minutes, kept 1 hour, no
 * retries, no refetch on focus, no polling … Mutations are not retried." The per-query overrides
 * (user, subscription, unread counts, saved jobs, notifications, plans) live on those queries.
 *
 * @param config merged over the defaults (yours win), e.g. `{ defaultOptions: { queries: { … } } }`.
 */
export function createHireloopQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: CACHING.staleTime,
        gcTime: CACHING.gcTime,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
