import type { Transport } from '../client/types';
import type { UnreadCounts } from '../schemas/unreadCounts';
import type { CallOptions } from './callOptions';

/** Unread message counts (SPEC §7). */
export function unreadCountsApi(t: Transport) {
  return {
    /** GET /api/unread-counts: `{ directMessages: { unreadCount }, groups: { unreadCount } }`. */
    get: (options?: CallOptions) => t.read<UnreadCounts>('/api/unread-counts', { ...options }),
  };
}
export type UnreadCountsApi = ReturnType<typeof unreadCountsApi>;
