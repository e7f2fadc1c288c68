import { queryOptions, type Query } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { SavedJob } from '@hireloop/sdk/schemas';
import { CACHING } from '@hireloop/sdk/constants';
import { queryKeys } from '../core/queryKeys';

/**
 * The saved-jobs cache key of one user: `['/api/saved/jobs', userId]`. The user id is part of the
 * key (it is not sent) so a different user never reads the last one's list, and invalidating
 * `queryKeys.savedJobs()` still reaches every entry.
 */
export const savedJobsKey = (userId: number | null) => [...queryKeys.savedJobs(), userId] as const;

/**
 * A `null` answer is the server's 401 (the sdk's reads resolve it to null). SPEC §8: "Saved jobs
 * 401 or `TEXTS.notAuthenticated` errors are tolerated and retried once authenticated", so such an
 * answer is stale at once: the next sign-in (which enables the query again) or mount refetches.
 */
const staleTime = (query: Query<SavedJob[] | null>) =>
  query.state.data === null ? 0 : CACHING.savedJobsStaleTime;

/** GET /api/saved/jobs: the user's saved jobs, newest first; cached 30 s (SPEC §9). */
export const savedJobsQuery = (client: Client, userId: number | null) =>
  queryOptions({
    queryKey: savedJobsKey(userId),
    queryFn: ({ signal }) => client.saved.jobs({ signal }),
    staleTime,
  });
