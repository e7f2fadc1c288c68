import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { TalentSearchQueryInput } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

/** The talent search filters, without the cursor (the infinite query owns it). */
export type TalentSearchFilters = Omit<TalentSearchQueryInput, 'cursor'>;

/** GET /api/profile/{userId}: someone's public profile (talent and profile pages). */
export const profileQuery = (client: Client, userId: number) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: ({ signal }) => client.profile.get(userId, { signal }),
  });

/** GET /api/profile/talent: talent profiles (explorer, direct-request picker), cursor-paged. */
export const talentSearchQuery = (client: Client, filters: TalentSearchFilters = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.talentSearch(filters),
    queryFn: ({ pageParam, signal }) =>
      client.profile.searchTalent({ ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });
