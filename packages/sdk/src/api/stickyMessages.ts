import type { Transport } from '../client/types';
import type { OkResponse } from '../schemas/ok';
import type {
  AdminStickyMessage,
  StickyMessage,
  StickyMessageInputValues,
  StickyMessageUpdateInput,
} from '../schemas/stickyMessage';
import type { UnreadCount } from '../schemas/unreadCounts';
import type { CallOptions } from './callOptions';

/** Admin sticky messages (SPEC §7 the two reads; the rest designed with issue 4). */
export function stickyMessagesApi(t: Transport) {
  return {
    /** GET /api/admin/sticky-messages: active ones for the current user, with read state. */
    list: (options?: CallOptions) =>
      t.read<StickyMessage[]>('/api/admin/sticky-messages', { ...options }),
    /** GET /api/admin/sticky-messages/unread-count: `{ unreadCount }`. */
    unreadCount: (options?: CallOptions) =>
      t.read<UnreadCount>('/api/admin/sticky-messages/unread-count', { ...options }),
    /** POST /api/admin/sticky-messages/{id}/read: marks one read for the current user. */
    markRead: (id: number, options?: CallOptions) =>
      t.request<OkResponse>(`/api/admin/sticky-messages/${encodeURIComponent(id)}/read`, {
        ...options,
        method: 'POST',
      }),
    /** GET /api/admin/sticky-messages/manage: every sticky message, retired too (admins; else 403). */
    manage: (options?: CallOptions) =>
      t.read<AdminStickyMessage[]>('/api/admin/sticky-messages/manage', { ...options }),
    /** POST /api/admin/sticky-messages: creates one (admins). */
    create: (body: StickyMessageInputValues, options?: CallOptions) =>
      t.request<AdminStickyMessage>('/api/admin/sticky-messages', {
        ...options,
        method: 'POST',
        body,
      }),
    /** PATCH /api/admin/sticky-messages/{id}: edits one (admins). */
    update: (id: number, body: StickyMessageUpdateInput, options?: CallOptions) =>
      t.request<AdminStickyMessage>(`/api/admin/sticky-messages/${encodeURIComponent(id)}`, {
        ...options,
        method: 'PATCH',
        body,
      }),
    /** POST /api/admin/sticky-messages/{id}/retire: stops showing it (admins). */
    retire: (id: number, options?: CallOptions) =>
      t.request<AdminStickyMessage>(`/api/admin/sticky-messages/${encodeURIComponent(id)}/retire`, {
        ...options,
        method: 'POST',
      }),
  };
}
export type StickyMessagesApi = ReturnType<typeof stickyMessagesApi>;
