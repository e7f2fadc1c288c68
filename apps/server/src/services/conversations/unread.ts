/**
 * Unread counts: the messages of others newer than the member's `last_read_message_id`, summed
 * over direct conversations and over groups separately (what a badge shows).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UnreadCounts } from '@hireloop/sdk/schemas';
import { conversationMembers, conversations, messages } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { Q } from './rows';

/** Unread message counts of several users at once (one query), by user id. */
export async function unreadCountsOf(
  q: Q,
  userIds: readonly number[],
): Promise<Map<number, UnreadCounts>> {
  const result = new Map<number, UnreadCounts>();
  if (userIds.length === 0) return result;
  const rows = await q
    .select({
      userId: conversationMembers.userId,
      kind: conversations.kind,
      count: sql<number>`count(${messages.id})::int`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        sql`${messages.id} > ${conversationMembers.lastReadMessageId}`,
        sql`${messages.senderId} <> ${conversationMembers.userId}`,
      ),
    )
    .where(inArray(conversationMembers.userId, [...userIds]))
    .groupBy(conversationMembers.userId, conversations.kind);
  for (const id of userIds) {
    const count = (kind: 'direct' | 'group') =>
      Number(rows.find((r) => r.userId === id && r.kind === kind)?.count ?? 0);
    result.set(id, {
      directMessages: { unreadCount: count('direct') },
      groups: { unreadCount: count('group') },
    });
  }
  return result;
}

export function createUnreadCounts(deps: ServiceDeps, { live }: { live: LiveService }) {
  const { db } = deps;

  /** GET /api/unread-counts: unread messages across direct conversations and across groups. */
  async function unreadCounts(userId: number, q: Q = db): Promise<UnreadCounts> {
    const counts = (await unreadCountsOf(q, [userId])).get(userId);
    if (!counts) throw new Error('unread counts missing');
    return counts;
  }

  /**
   * Each user's own unread counts as their 'unread-counts' live event (one query), for a caller
   * that publishes them with its other events in one go (issue 19: one insert, one NOTIFY).
   */
  async function unreadCountEvents(q: Q, userIds: readonly number[]) {
    const counts = await unreadCountsOf(q, userIds);
    return [...counts].map(([id, data]) => [id, { type: 'unread-counts', data }] as const);
  }

  /** Publishes each user's own unread counts to them (same q/transaction). */
  async function publishUnreadCounts(q: Q, userIds: readonly number[]): Promise<void> {
    await live.publishEach(q, await unreadCountEvents(q, userIds));
  }

  return { unreadCounts, unreadCountEvents, publishUnreadCounts };
}
export type UnreadCountsService = ReturnType<typeof createUnreadCounts>;
