/**
 * The caller's conversation lists (direct conversations and groups), newest activity first, with
 * the last message, the caller's unread count and the member count.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DirectConversation, Group, GroupDetails, Message } from '@hireloop/sdk/schemas';
import { problem } from '../../errors';
import {
  conversationMembers,
  conversations,
  groupInvitations,
  messages,
  users,
} from '../../db/schema';
import {
  GROUP_NOT_FOUND,
  messageColumns,
  summaryColumns,
  toMessage,
  toSummary,
  type Q,
} from './rows';

/**
 * The caller's conversations of one kind (or one of them), newest activity first, with the
 * last message, the caller's unread count and the member count.
 */
export async function listRows(
  q: Q,
  userId: number,
  kind: 'direct' | 'group',
  conversationId?: number,
) {
  const rows = await q
    .select({
      id: conversations.id,
      name: conversations.name,
      ownerId: conversations.ownerId,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      unreadCount: sql<number>`(select count(*)::int from messages m
        where m.conversation_id = ${conversations.id}
          and m.id > ${conversationMembers.lastReadMessageId}
          and m.sender_id <> ${userId})`,
      lastMessageId: sql<
        number | null
      >`(select max(m.id) from messages m where m.conversation_id = ${conversations.id})`,
      memberCount: sql<number>`(select count(*)::int from conversation_members x
        where x.conversation_id = ${conversations.id})`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        eq(conversations.kind, kind),
        conversationId === undefined ? undefined : eq(conversations.id, conversationId),
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  const lastIds = rows.flatMap((r) => (r.lastMessageId === null ? [] : [Number(r.lastMessageId)]));
  const last = new Map<number, Message>();
  if (lastIds.length) {
    const found = await q
      .select(messageColumns)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(inArray(messages.id, lastIds));
    for (const m of found) last.set(m.conversationId, toMessage(m));
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ownerId: r.ownerId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    unreadCount: Number(r.unreadCount),
    memberCount: Number(r.memberCount),
    lastMessage: last.get(r.id) ?? null,
  }));
}

export async function directList(q: Q, userId: number, conversationId?: number) {
  const rows = await listRows(q, userId, 'direct', conversationId);
  if (rows.length === 0) return [];
  const others = await q
    .select({
      conversationId: conversationMembers.conversationId,
      deletedAt: users.deletedAt,
      ...summaryColumns,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(
      and(
        inArray(
          conversationMembers.conversationId,
          rows.map((r) => r.id),
        ),
        ne(conversationMembers.userId, userId),
      ),
    );
  const participant = new Map(others.map((o) => [o.conversationId, o]));
  return rows.flatMap((r): DirectConversation[] => {
    const other = participant.get(r.id);
    if (!other) return []; // the other person's account is gone
    return [
      {
        id: r.id,
        kind: 'direct',
        participant: toSummary(other),
        closed: other.deletedAt !== null,
        lastMessage: r.lastMessage,
        unreadCount: r.unreadCount,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      },
    ];
  });
}

export async function groupList(q: Q, userId: number, conversationId?: number): Promise<Group[]> {
  const rows = await listRows(q, userId, 'group', conversationId);
  return rows.map((r) => ({
    id: r.id,
    kind: 'group',
    name: r.name ?? '',
    // A group's owner is kept while they are a member (the owner cannot leave a non-empty group).
    ownerId: r.ownerId ?? 0,
    memberCount: r.memberCount,
    lastMessage: r.lastMessage,
    unreadCount: r.unreadCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

/** A group with its members; its pending invitations for the owner (others: none listed). */
export async function groupDetails(q: Q, userId: number, groupId: number): Promise<GroupDetails> {
  const [group] = await groupList(q, userId, groupId);
  if (!group) throw problem(404, GROUP_NOT_FOUND);
  const members = await q
    .select(summaryColumns)
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, groupId))
    .orderBy(asc(conversationMembers.joinedAt), asc(users.id));
  const invitations =
    group.ownerId === userId
      ? await q
          .select({
            id: groupInvitations.id,
            createdAt: groupInvitations.createdAt,
            user: summaryColumns,
          })
          .from(groupInvitations)
          .innerJoin(users, eq(users.id, groupInvitations.userId))
          .where(eq(groupInvitations.conversationId, groupId))
          .orderBy(asc(groupInvitations.id))
      : [];
  return {
    ...group,
    members: members.map(toSummary),
    invitations: invitations.map((i) => ({
      id: i.id,
      user: toSummary(i.user),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}
