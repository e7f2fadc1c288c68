import type { Transport } from '../client/types';
import type {
  DirectConversation,
  MessagePeople,
  MessagePeopleQueryInput,
} from '../schemas/conversation';
import type { Message, MessagePage, SendMessage } from '../schemas/message';
import type { CursorQueryInput } from '../schemas/page';
import type { UnreadCounts } from '../schemas/unreadCounts';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/**
 * Direct conversations and the messages of any conversation (designed with issue 4): a group's id
 * is its conversation id, so history, send and markRead serve groups too.
 */
export function messagesApi(t: Transport) {
  return {
    /** GET /api/messages/conversations: direct conversations with last message and unread count. */
    conversations: (options?: CallOptions) =>
      t.read<DirectConversation[]>('/api/messages/conversations', { ...options }),
    /** POST /api/messages/conversations `{ userId }`: the pair's conversation, opened if new. */
    open: (userId: number, options?: CallOptions) =>
      t.request<DirectConversation>('/api/messages/conversations', {
        ...options,
        method: 'POST',
        body: { userId },
      }),
    /**
     * GET /api/messages/people (issue 20, "New message"): people matching `q` (or, without it, the
     * caller's contacts), those the caller can write to first; each says why not (`block`) if not.
     */
    people: (query?: MessagePeopleQueryInput, options?: CallOptions) =>
      t.read<MessagePeople>('/api/messages/people', { ...options, query: toQuery(query) }),
    /** GET /api/messages/{conversationId}: history, newest first; `cursor` pages back. */
    history: (conversationId: number, query?: CursorQueryInput, options?: CallOptions) =>
      t.read<MessagePage>(`/api/messages/${encodeURIComponent(conversationId)}`, {
        ...options,
        query: toQuery(query),
      }),
    /** POST /api/messages/{conversationId} `{ body }`: sends plain text. */
    send: (conversationId: number, message: SendMessage, options?: CallOptions) =>
      t.request<Message>(`/api/messages/${encodeURIComponent(conversationId)}`, {
        ...options,
        method: 'POST',
        body: message,
      }),
    /** POST /api/messages/{conversationId}/read: marks it read; answers the new unread counts. */
    markRead: (conversationId: number, options?: CallOptions) =>
      t.request<UnreadCounts>(`/api/messages/${encodeURIComponent(conversationId)}/read`, {
        ...options,
        method: 'POST',
      }),
  };
}
export type MessagesApi = ReturnType<typeof messagesApi>;
