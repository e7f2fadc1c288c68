/**
 * Messages of a conversation: the history, sending (with its live events and notifications) and
 * read marks. Bodies are plain text, stored and returned byte for byte; the sdk's text rule refuses
 * control characters but tab, LF and CR (400).
 */
import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { CursorQuery, Message, MessagePage, UnreadCounts } from '@hireloop/sdk/schemas';
import { CONVERSATION_CLOSED_MESSAGE } from '@hireloop/sdk/constants';
import {
  conversationMembers,
  conversations,
  messages,
  notifications,
  users,
} from '../../db/schema';
import { problem } from '../../errors';
import { recordReplies } from '../activity/record';
import { assertMayWriteForRequests, requestsOfConversation } from '../companies/scope';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { decodeCursor, encodeCursor } from '../pageCursor';
import { membership, newestMessageId } from './members';
import { messageColumns, toMessage } from './rows';
import { conversationLink, isWatching, messagePreview } from './rules';
import type { UnreadCountsService } from './unread';

/** Sending to a direct conversation whose other person deleted the account (issue 14). */

export function createMessages(
  deps: ServiceDeps,
  {
    live,
    notifications: notifier,
    unread,
  }: { live: LiveService; notifications: NotificationService; unread: UnreadCountsService },
) {
  const { db, now } = deps;
  const { unreadCounts, unreadCountEvents } = unread;

  return {
    /** GET /api/messages/{id}: one page of history, newest first, keyset on the message id. */
    async history(
      userId: number,
      conversationId: number,
      query: CursorQuery,
    ): Promise<MessagePage> {
      await membership(db, userId, conversationId);
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'int').id;
      const rows = await db
        .select(messageColumns)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            before === undefined ? undefined : lt(messages.id, before),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(query.limit + 1);
      const items = rows.slice(0, query.limit).map(toMessage);
      const lastItem = items.at(-1);
      const nextCursor =
        rows.length > query.limit && lastItem ? encodeCursor({ at: null, id: lastItem.id }) : null;
      return { items, nextCursor };
    },

    /** POST /api/messages/{id}: sends a message as a member; live events and notifications go out with it. */
    async send(userId: number, conversationId: number, body: string): Promise<Message> {
      return db.transaction(async (tx) => {
        // Sends to one conversation serialise on its row: ids commit in order (a reader's
        // "read up to the newest id" never skips a message committed later with a smaller id)
        // and the one-unread-notification rule holds under parallel sends.
        const { conversation } = await membership(tx, userId, conversationId, { lock: true });
        // Issue 16: a conversation about a company's bid is the company's; viewers only read it.
        await assertMayWriteForRequests(tx, userId, requestsOfConversation(conversationId));
        // The history stays readable; nobody is there to write to any more.
        if (conversation.kind === 'direct') {
          const [gone] = await tx
            .select({ id: users.id })
            .from(conversationMembers)
            .innerJoin(users, eq(users.id, conversationMembers.userId))
            .where(
              and(
                eq(conversationMembers.conversationId, conversationId),
                ne(conversationMembers.userId, userId),
                isNotNull(users.deletedAt),
              ),
            );
          if (gone) throw problem(409, CONVERSATION_CLOSED_MESSAGE);
        }
        const at = now();
        const [inserted] = await tx
          .insert(messages)
          .values({ conversationId, senderId: userId, body, createdAt: at })
          .returning({ id: messages.id });
        if (!inserted) throw new Error('message insert returned nothing');
        if (conversation.kind === 'direct') await recordReplies(tx, userId, conversationId, at);
        await tx
          .update(conversations)
          .set({ updatedAt: at })
          .where(eq(conversations.id, conversationId));
        await tx
          .update(conversationMembers)
          .set({
            lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${inserted.id})`,
            lastReadAt: at,
          })
          .where(
            and(
              eq(conversationMembers.conversationId, conversationId),
              eq(conversationMembers.userId, userId),
            ),
          );
        const [row] = await tx
          .select(messageColumns)
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(eq(messages.id, inserted.id));
        if (!row) throw new Error('message vanished');
        const message = toMessage(row);

        const recipients = await tx
          .select({
            userId: conversationMembers.userId,
            lastReadAt: conversationMembers.lastReadAt,
          })
          .from(conversationMembers)
          .where(
            and(
              eq(conversationMembers.conversationId, conversationId),
              ne(conversationMembers.userId, userId),
            ),
          );
        const recipientIds = recipients.map((r) => r.userId);
        // Everyone this send publishes to, locked at once (services/live.ts: lock order).
        await live.lockRecipients(tx, [...recipientIds, userId]);

        const unwatched = recipients.filter(
          (r) => !isWatching(live.isConnected(r.userId), r.lastReadAt, at),
        );
        let notified: Awaited<ReturnType<NotificationService['notifyEachEvents']>> = [];
        if (unwatched.length) {
          const link = conversationLink(conversationId);
          const pending = await tx
            .select({ userId: notifications.userId })
            .from(notifications)
            .where(
              and(
                inArray(
                  notifications.userId,
                  unwatched.map((r) => r.userId),
                ),
                eq(notifications.type, 'new_message'),
                eq(notifications.read, false),
                eq(notifications.link, link),
              ),
            );
          const alreadyNotified = new Set(pending.map((p) => p.userId));
          const title =
            conversation.kind === 'group'
              ? `${message.senderName} in ${conversation.name ?? 'a group'}`
              : `New message from ${message.senderName}`;
          notified = await notifier.notifyEachEvents(
            tx,
            unwatched.filter((r) => !alreadyNotified.has(r.userId)).map((r) => r.userId),
            { type: 'new_message', title, body: messagePreview(body), link },
          );
        }
        // Issue 19: every event of the send in one insert and one NOTIFY (per 8000 bytes), in
        // this order for each recipient: the message, their counts, the notification. The
        // sender's counts may drop too (sending reads the conversation), for their other tabs.
        const messageEvent = { type: 'message', data: message } as const;
        await live.publishEach(tx, [
          ...recipientIds.map((id) => [id, messageEvent] as const),
          ...(await unreadCountEvents(tx, [...recipientIds, userId])),
          ...notified,
        ]);
        return message;
      });
    },

    /**
     * POST /api/messages/{id}/read: marks everything up to the newest message read, and the
     * conversation's unread new_message notifications with it; answers the caller's new counts.
     */
    async markRead(userId: number, conversationId: number): Promise<UnreadCounts> {
      return db.transaction(async (tx) => {
        await membership(tx, userId, conversationId);
        const newest = await newestMessageId(tx, conversationId);
        await tx
          .update(conversationMembers)
          .set({
            lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${newest})`,
            lastReadAt: now(),
          })
          .where(
            and(
              eq(conversationMembers.conversationId, conversationId),
              eq(conversationMembers.userId, userId),
            ),
          );
        await tx
          .update(notifications)
          .set({ read: true })
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.type, 'new_message'),
              eq(notifications.read, false),
              eq(notifications.link, conversationLink(conversationId)),
            ),
          );
        const counts = await unreadCounts(userId, tx);
        await live.publish(tx, userId, { type: 'unread-counts', data: counts });
        return counts;
      });
    },
  };
}
