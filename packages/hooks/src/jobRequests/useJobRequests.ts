import { useInfiniteQuery } from '@tanstack/react-query';
import type { OwnJobRequestsQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { ownJobRequestsQuery, type ListFilters } from '../queries/jobRequests';

/** The employer's own job requests, newest first, page by page (`fetchNextPage`). */
export function useJobRequests(filters: ListFilters<OwnJobRequestsQueryInput> = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...ownJobRequestsQuery(client, filters), enabled: user !== null });
}
