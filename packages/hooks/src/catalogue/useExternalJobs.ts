import { useInfiniteQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { externalJobsQuery, type ExternalJobFilters } from '../queries/catalogue';

/**
 * The external job feed (GET /api/airtable/jobs), newest first, for infinite scroll:
 * `data.pages`, `fetchNextPage()`, `hasNextPage`. Public: no session needed.
 * @param filters `{ q, type, limit }` @default {} (every job, 20 per page)
 */
export function useExternalJobs(filters: ExternalJobFilters = {}) {
  const { client } = useHireloop();
  return useInfiniteQuery(externalJobsQuery(client, filters));
}
