import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import { CACHING } from '@hireloop/sdk/constants';
import { queryKeys } from '../core/queryKeys';

/** GET /api/groups: the user's groups with their last message and unread count. */
export const groupsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.groups(),
    queryFn: ({ signal }) => client.groups.list({ signal }),
  });

/** GET /api/unread-counts, cached 5 minutes (SPEC §9). */
export const unreadCountsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.unreadCounts(),
    queryFn: ({ signal }) => client.unreadCounts.get({ signal }),
    staleTime: CACHING.unreadCountsStaleTime,
  });

/** GET /api/admin/sticky-messages: the active admin sticky messages with read state. */
export const stickyMessagesQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.stickyMessages(),
    queryFn: ({ signal }) => client.stickyMessages.list({ signal }),
  });

/** GET /api/admin/sticky-messages/unread-count. */
export const stickyUnreadCountQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.stickyUnreadCount(),
    queryFn: ({ signal }) => client.stickyMessages.unreadCount({ signal }),
  });

/**
 * GET /api/notifications (the newest page, with the unread total). SPEC §7: "refetched every 5
 * minutes and on focus".
 */
export const notificationsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.notificationList(),
    queryFn: ({ signal }) => client.notifications.list(undefined, { signal }),
    refetchInterval: CACHING.notificationsRefetchInterval,
    refetchOnWindowFocus: true,
  });
