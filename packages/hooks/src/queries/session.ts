import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import { CACHING } from '@hireloop/sdk/constants';
import { queryKeys } from '../core/queryKeys';

/**
 * GET /api/user. SPEC §7/§9: stale time 0, "refetched on focus and mount, 1 retry after 1 s";
 * a 401 is `null` (signed out) and is not retried.
 */
export const userQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.user(),
    queryFn: ({ signal }) => client.auth.me({ signal }),
    staleTime: CACHING.userStaleTime,
    retry: CACHING.userRetries,
    retryDelay: CACHING.userRetryDelay,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });

/** GET /api/user/profiling: the signed-in user's own profile (waitlist tasks, settings). */
export const profilingQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.profiling(),
    queryFn: ({ signal }) => client.profile.me({ signal }),
  });
