import type { Transport } from '../client/types';
import type { NotificationPage, NotificationsQueryInput } from '../schemas/notification';
import type { OkResponse } from '../schemas/ok';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** Notifications (SPEC §7 GET /api/notifications; marking read designed with issue 4). */
export function notificationsApi(t: Transport) {
  return {
    /** GET /api/notifications: newest first, paged, with the total unread count. */
    list: (query?: NotificationsQueryInput, options?: CallOptions) =>
      t.read<NotificationPage>('/api/notifications', { ...options, query: toQuery(query) }),
    /** POST /api/notifications/{id}/read: marks one read. */
    markRead: (id: number, options?: CallOptions) =>
      t.request<OkResponse>(`/api/notifications/${encodeURIComponent(id)}/read`, {
        ...options,
        method: 'POST',
      }),
    /** POST /api/notifications/read-all: marks all of the user's notifications read. */
    markAllRead: (options?: CallOptions) =>
      t.request<OkResponse>('/api/notifications/read-all', { ...options, method: 'POST' }),
  };
}
export type NotificationsApi = ReturnType<typeof notificationsApi>;
