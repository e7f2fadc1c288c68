import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import type { MessagePeopleQueryInput, NotificationsQueryInput } from '@hireloop/sdk/schemas';
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
    // SPEC §7 "and on focus": every focus, not only once the 5-minute freshness has run out.
    refetchOnWindowFocus: 'always',
  });

/**
 * GET /api/messages/people (issue 20): whom "New message" offers for `q` (the contacts without),
 * each with why they cannot be written to yet (`block`).
 */
export const messagePeopleQuery = (client: Client, query: MessagePeopleQueryInput = {}) =>
  queryOptions({
    queryKey: queryKeys.messagePeople(query),
    queryFn: ({ signal }) => client.messages.people(query, { signal }),
    // Ties change with other people's acts (an outreach, a first message): ask again each time.
    staleTime: 0,
  });

/** GET /api/messages/conversations: direct conversations, latest activity first. */
export const conversationsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.conversations(),
    queryFn: ({ signal }) => client.messages.conversations({ signal }),
  });

/**
 * GET /api/messages/{conversationId} (a direct conversation or a group): newest first, so each
 * page's `nextCursor` pages back in time.
 */
export const messagesQuery = (client: Client, conversationId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      client.messages.history(conversationId, { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/groups/{id}: one group with its members (members only). */
export const groupQuery = (client: Client, id: number) =>
  queryOptions({
    queryKey: queryKeys.group(id),
    queryFn: ({ signal }) => client.groups.get(id, { signal }),
  });

/** GET /api/groups/invitations: the user's pending group invitations (issue 14), newest first. */
export const groupInvitationsQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.groupInvitations(),
    queryFn: ({ signal }) => client.groups.invitations({ signal }),
  });

/** The filters of the full notifications page: unread ones only, page size. */
export type NotificationsFilter = Omit<NotificationsQueryInput, 'cursor'>;

/**
 * GET /api/notifications page after page, for the full notifications page. Its key carries
 * `pages: true` so it never shares a cache entry with `notificationsQuery` (one page, polled).
 */
export const notificationPagesQuery = (client: Client, filter: NotificationsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notificationList({ ...filter, pages: true }),
    queryFn: ({ pageParam, signal }) =>
      client.notifications.list({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
  });

/** GET /api/admin/sticky-messages/manage: every sticky message, retired ones too (admins). */
export const manageStickyMessagesQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.manageStickyMessages(),
    queryFn: ({ signal }) => client.stickyMessages.manage({ signal }),
  });
