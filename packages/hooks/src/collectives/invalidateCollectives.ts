import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';
import { communityKeys } from '../queries/communityKeys';

/**
 * After a change to a collective or a membership (issue 17): every collectives read refreshes,
 * the group list (the collective's group gains or loses a member) and the profiles (badges).
 */
export async function invalidateCollectives(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.collectives() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groups() }),
    queryClient.invalidateQueries({ queryKey: ['/api/profile'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/profile/talent'] }),
  ]);
}
