import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { notificationPagesQuery, type NotificationsFilter } from '../queries/messaging';

/**
 * Every notification, newest first, page after page (the /notifications page): `fetchNextPage()`
 * loads older ones.
 *
 * @param filter `unreadOnly`, `limit`. @default {} (all, 20 a page)
 */
export function useInfiniteNotifications(filter: NotificationsFilter = {}) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...notificationPagesQuery(client, filter), enabled: user !== null });
}
