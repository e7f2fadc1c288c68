import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../core/queryKeys';

/**
 * After an admin changes a sticky message: the admin list, what users see and the unread count
 * (three paths, so three keys) refresh.
 */
export async function invalidateStickyMessages(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.manageStickyMessages(),
      queryKeys.stickyMessages(),
      queryKeys.stickyUnreadCount(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
