import { useInfiniteQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { talentSearchQuery, type TalentSearchFilters } from '../queries/profile';

/**
 * Talent profiles for the explorer and the direct-request picker (GET /api/profile/talent), for
 * infinite scroll: `data.pages`, `fetchNextPage()`, `hasNextPage`.
 * @param filters `{ q, skill, maxRate, limit }` @default {} (every talent, 20 per page)
 */
export function useTalentSearch(filters: TalentSearchFilters = {}) {
  const { client } = useHireloop();
  return useInfiniteQuery(talentSearchQuery(client, filters));
}
