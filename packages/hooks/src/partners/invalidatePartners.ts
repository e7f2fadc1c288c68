import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';

/** After an admin registers, edits or revokes a partner: the partner list refreshes. */
export async function invalidatePartners(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.partners() });
}
