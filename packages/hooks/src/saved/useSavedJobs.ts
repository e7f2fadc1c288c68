import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SavedJob } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { savedJobsKey, savedJobsQuery } from './savedJobsQuery';

const orEmpty = (jobs: SavedJob[] | null): SavedJob[] => jobs ?? [];

/**
 * The signed-in user's saved jobs, projects and tasks on the server (SPEC §7 GET /api/saved/jobs),
 * cached 30 s (SPEC §9). Only fetched when signed in. SPEC §8: a 401 is tolerated — it reads as an
 * empty list — and retried once authenticated: the session is re-read (the server says it is
 * gone), and the next sign-in fetches the list again. `useSavedItems` keeps this cache in step.
 */
export function useSavedJobs() {
  const { client, queryClient } = useHireloop();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    ...savedJobsQuery(client, userId),
    enabled: userId !== null,
    select: orEmpty,
  });
  const refused = userId !== null && queryClient.getQueryData(savedJobsKey(userId)) === null;
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
  }, [refused, queryClient]);
  return query;
}
