import type { QueryClient } from '@tanstack/react-query';
import { invalidateBids } from '../bids/invalidateBids';
import { queryKeys } from '../core/queryKeys';

/**
 * Everything a live event can change, marked stale: after the stream was reopened, events sent
 * while it was down are lost (a new stream has no Last-Event-ID to resume from).
 */
export async function invalidateLiveQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...[
      queryKeys.allMessages(),
      queryKeys.conversations(),
      queryKeys.groups(),
      queryKeys.groupInvitations(),
      queryKeys.stickyMessages(),
      queryKeys.stickyUnreadCount(),
      queryKeys.unreadCounts(),
      queryKeys.notifications(),
      queryKeys.subscriptions(),
      queryKeys.usage(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    invalidateBids(queryClient),
  ]);
}
