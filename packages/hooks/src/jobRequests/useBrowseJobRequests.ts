import { useInfiniteQuery } from '@tanstack/react-query';
import type { BrowseJobRequestsQueryInput } from '@hireloop/sdk/schemas';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { browseJobRequestsQuery, type ListFilters } from '../queries/jobRequests';

/**
 * The public job request listing (talent opportunities) with filters, for infinite scroll:
 * `data.pages`, `fetchNextPage()`, `hasNextPage`.
 */
export function useBrowseJobRequests(filters: ListFilters<BrowseJobRequestsQueryInput> = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...browseJobRequestsQuery(client, filters), enabled: user !== null });
}
