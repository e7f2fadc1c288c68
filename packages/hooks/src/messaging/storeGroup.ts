import type { QueryClient } from '@tanstack/react-query';
import type { GroupDetails } from '@hireloop/sdk';
import { queryKeys } from '../core/queryKeys';

/**
 * After a group change: the answer is the group as it is now, so it replaces the cached one; the
 * group list (names, member counts) refreshes. `exact` spares the group just stored.
 */
export function storeGroup(queryClient: QueryClient, group: GroupDetails): Promise<void> {
  queryClient.setQueryData(queryKeys.group(group.id), group);
  return queryClient.invalidateQueries({ queryKey: queryKeys.groups(), exact: true });
}
