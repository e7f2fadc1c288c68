import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@hireloop/sdk/schemas';
import { queryKeys } from '../core/queryKeys';

type Page = NotificationPage | null;
type Cached = Page | InfiniteData<Page>;

const isInfinite = (data: Cached): data is InfiniteData<Page> => data !== null && 'pages' in data;

/**
 * Marks notifications read in every cached notifications query (the polled page and the infinite
 * pages alike): one by `id`, or all without one. The unread total drops by one when that
 * notification was cached as unread, to 0 for all; the refetch that follows settles the rest.
 */
export function setNotificationsRead(queryClient: QueryClient, id?: number): void {
  const matches = (notificationId: number) => id === undefined || notificationId === id;
  queryClient.setQueriesData<Cached>({ queryKey: queryKeys.notifications() }, (data) => {
    if (!data) return data;
    const pages: Page[] = isInfinite(data) ? data.pages : [data];
    const wasUnread = pages.some((page) => page?.items.some((n) => !n.read && matches(n.id)));
    const mark = (page: Page): Page =>
      page && {
        ...page,
        items: page.items.map((n) => (matches(n.id) ? { ...n, read: true } : n)),
        unreadCount: id === undefined ? 0 : Math.max(page.unreadCount - (wasUnread ? 1 : 0), 0),
      };
    return isInfinite(data) ? { ...data, pages: data.pages.map(mark) } : mark(data);
  });
}
