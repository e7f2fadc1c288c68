import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';

/** After a change to the team (invites, roles, members, the company): the team reads refresh. */
export async function invalidateTeam(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.team() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.companies() }),
  ]);
}

/**
 * After acting for another company (a switch, an accepted invite, a removal): everything read for
 * the company changes (job requests, bids, usage, the team, insights), so every query refreshes.
 */
export async function invalidateCompanyScope(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries();
}
