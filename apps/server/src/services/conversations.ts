/**
 * Messaging (issue 4): direct conversations (one per pair of users) and groups, messages, read
 * state and unread counts.
 *
 * - A group is a conversation of kind `group`, so `/api/messages/{id}` serves both kinds. Only
 *   members read or write a conversation; to anyone else it does not exist (404).
 * - Unread: the messages of others newer than the member's `last_read_message_id`. Counts are of
 *   MESSAGES (what a badge shows), summed over direct conversations and over groups separately.
 * - Sending bumps the conversation's `updated_at` (lists are newest activity first) and moves the
 *   sender's own read mark to the new message.
 * - Live and notifications go out in the sending transaction: a `message` event to the other
 *   members, an `unread-counts` event with each member's own counts, and a `new_message`
 *   notification to each recipient who is not watching (see {@link isWatching}), at most one
 *   unread such notification per conversation and recipient.
 * - Bodies are plain text, stored and returned byte for byte (never trimmed or escaped); only NUL,
 *   which PostgreSQL text cannot hold, is refused (400).
 */
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { GROUP_MEMBERS_MAX } from '@hireloop/sdk/schemas';
import type {
  CreateGroup,
  CursorQuery,
  DirectConversation,
  Group,
  GroupDetails,
  Message,
  MessagePage,
  UnreadCounts,
  UserSummary,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../db';
import { conversationMembers, conversations, messages, notifications, users } from '../db/schema';
import { fieldErrors, problem } from '../errors';
import type { ServiceDeps } from './deps';
import type { LiveService } from './live';
import type { NotificationService } from './notifications';
import { decodeCursor, encodeCursor, isInt4Id } from './pageCursor';

type Q = Db | Tx;

/**
 * How recently a recipient must have read a conversation (and still be connected to live updates
 * on this instance) to count as watching it: no notification is then created for a new message.
 */
export const WATCHING_WINDOW_MS = 2 * 60 * 1000;
/** Longest notification preview of a message body, in characters (code points). */
export const PREVIEW_MAX = 100;

const CONVERSATION_NOT_FOUND = 'Conversation not found';
const GROUP_NOT_FOUND = 'Group not found';

/** `"<smaller id>:<larger id>"`: the unique key of a pair's direct conversation. */
export const directKey = (a: number, b: number): string => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** The app route a message notification opens. */
export const conversationLink = (conversationId: number): string =>
  `/messages?conversation=${conversationId}`;

/** A one-line preview of a message body for a notification: whitespace collapsed, shortened. */
export function messagePreview(body: string, max = PREVIEW_MAX): string {
  const flat = body.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Whether a recipient is watching a conversation: they have a live stream open on this instance
 * AND read this conversation within {@link WATCHING_WINDOW_MS}. (A stream on another instance is
 * not known here, so such a user may get one notification, which the flood rule keeps to one.)
 */
export function isWatching(connected: boolean, lastReadAt: Date | null, now: Date): boolean {
  return (
    connected && lastReadAt !== null && now.getTime() - lastReadAt.getTime() <= WATCHING_WINDOW_MS
  );
}

const summaryColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  profileImage: users.profileImage,
  companyLogo: users.companyLogo,
};
type SummaryRow = {
  id: number;
  name: string;
  role: 'employer' | 'talent';
  profileImage: string | null;
  companyLogo: string | null;
};
const toSummary = (row: SummaryRow): UserSummary => ({
  id: row.id,
  name: row.name,
  role: row.role,
  image: (row.role === 'talent' ? row.profileImage : row.companyLogo) ?? null,
});

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  senderName: users.name,
  body: messages.body,
  createdAt: messages.createdAt,
};
type MessageRow = {
  id: number;
  conversationId: number;
  senderId: number;
  senderName: string;
  body: string;
  createdAt: Date;
};
const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  senderName: row.senderName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

type ConversationRow = typeof conversations.$inferSelect;
type MemberRow = typeof conversationMembers.$inferSelect;

export function createConversationService(
  deps: ServiceDeps,
  { live, notifications: notifier }: { live: LiveService; notifications: NotificationService },
) {
  const { db, now } = deps;

  /** Unread message counts of several users at once (one query), by user id. */
  async function unreadCountsOf(
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

  /** GET /api/unread-counts: unread messages across direct conversations and across groups. */
  async function unreadCounts(userId: number, q: Q = db): Promise<UnreadCounts> {
    const counts = (await unreadCountsOf(q, [userId])).get(userId);
    if (!counts) throw new Error('unread counts missing');
    return counts;
  }

  /**
   * The direct conversation of two users, created if missing (one per pair). Race-safe: the
   * insert does nothing when the pair's `direct_key` exists (a parallel insert waits for the other
   * to commit), then the row is read back — under READ COMMITTED, PostgreSQL's default.
   */
  async function openDirect(q: Q, userA: number, userB: number): Promise<{ id: number }> {
    if (userA === userB) throw problem(400, 'You cannot start a conversation with yourself');
    const key = directKey(userA, userB);
    const at = now();
    const inserted = await q
      .insert(conversations)
      .values({ kind: 'direct', directKey: key, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning({ id: conversations.id });
    let id = inserted[0]?.id;
    if (id === undefined) {
      const [existing] = await q
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.directKey, key));
      id = existing?.id;
    }
    if (id === undefined) throw new Error(`direct conversation ${key} was not found`);
    await q
      .insert(conversationMembers)
      .values([
        { conversationId: id, userId: userA, joinedAt: at },
        { conversationId: id, userId: userB, joinedAt: at },
      ])
      .onConflictDoNothing();
    return { id };
  }

  /** The conversation and the caller's membership, or 404 for a non-member (or no such id). */
  async function membership(
    q: Q,
    userId: number,
    conversationId: number,
    options: { kind?: 'group'; lock?: boolean } = {},
  ): Promise<{ conversation: ConversationRow; member: MemberRow }> {
    const message = options.kind === 'group' ? GROUP_NOT_FOUND : CONVERSATION_NOT_FOUND;
    if (!isInt4Id(conversationId)) throw problem(404, message);
    const base = q
      .select({ conversation: conversations, member: conversationMembers })
      .from(conversations)
      .innerJoin(
        conversationMembers,
        and(
          eq(conversationMembers.conversationId, conversations.id),
          eq(conversationMembers.userId, userId),
        ),
      )
      .where(
        options.kind
          ? and(eq(conversations.id, conversationId), eq(conversations.kind, options.kind))
          : eq(conversations.id, conversationId),
      );
    const [row] = options.lock ? await base.for('update', { of: conversations }) : await base;
    if (!row) throw problem(404, message);
    return row;
  }

  /**
   * The caller's conversations of one kind (or one of them), newest activity first, with the
   * last message, the caller's unread count and the member count.
   */
  async function listRows(q: Q, userId: number, kind: 'direct' | 'group', conversationId?: number) {
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
    const lastIds = rows.flatMap((r) =>
      r.lastMessageId === null ? [] : [Number(r.lastMessageId)],
    );
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

  async function directList(q: Q, userId: number, conversationId?: number) {
    const rows = await listRows(q, userId, 'direct', conversationId);
    if (rows.length === 0) return [];
    const others = await q
      .select({ conversationId: conversationMembers.conversationId, ...summaryColumns })
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
    const participant = new Map(others.map((o) => [o.conversationId, toSummary(o)]));
    return rows.flatMap((r): DirectConversation[] => {
      const other = participant.get(r.id);
      if (!other) return []; // the other person's account is gone
      return [
        {
          id: r.id,
          kind: 'direct',
          participant: other,
          lastMessage: r.lastMessage,
          unreadCount: r.unreadCount,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
        },
      ];
    });
  }

  async function groupList(q: Q, userId: number, conversationId?: number): Promise<Group[]> {
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

  async function groupDetails(q: Q, userId: number, groupId: number): Promise<GroupDetails> {
    const [group] = await groupList(q, userId, groupId);
    if (!group) throw problem(404, GROUP_NOT_FOUND);
    const members = await q
      .select(summaryColumns)
      .from(conversationMembers)
      .innerJoin(users, eq(users.id, conversationMembers.userId))
      .where(eq(conversationMembers.conversationId, groupId))
      .orderBy(asc(conversationMembers.joinedAt), asc(users.id));
    return { ...group, members: members.map(toSummary) };
  }

  /** The ids among `ids` that are not existing users (ids beyond `integer` are unknown too). */
  async function unknownUsers(q: Q, ids: readonly number[]): Promise<number[]> {
    const storable = ids.filter(isInt4Id);
    const found = storable.length
      ? await q.select({ id: users.id }).from(users).where(inArray(users.id, storable))
      : [];
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  const unknownUsersMessage = (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Unknown user' : 'Unknown users'}: ${ids.join(', ')}`;
  const tooManyMembersMessage = `A group can have at most ${GROUP_MEMBERS_MAX} members`;

  /** The newest message id of a conversation (0 when empty). */
  async function newestMessageId(q: Q, conversationId: number): Promise<number> {
    const [row] = await q
      .select({ id: sql<number | null>`max(${messages.id})` })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    return Number(row?.id ?? 0);
  }

  /** Publishes each user's own unread counts to them (same q/transaction). */
  async function publishUnreadCounts(q: Q, userIds: readonly number[]): Promise<void> {
    const counts = await unreadCountsOf(q, userIds);
    for (const [id, data] of counts) await live.publish(q, id, { type: 'unread-counts', data });
  }

  return {
    openDirect,
    unreadCounts,

    /** GET /api/messages/conversations: the caller's direct conversations, newest activity first. */
    async listDirect(userId: number): Promise<DirectConversation[]> {
      return directList(db, userId);
    },

    /** POST /api/messages/conversations: the pair's conversation, opened if missing. */
    async openDirectWith(userId: number, otherId: number): Promise<DirectConversation> {
      if (otherId === userId) throw problem(400, 'You cannot start a conversation with yourself');
      if ((await unknownUsers(db, [otherId])).length) throw problem(404, 'User not found');
      return db.transaction(async (tx) => {
        const { id } = await openDirect(tx, userId, otherId);
        const [conversation] = await directList(tx, userId, id);
        if (!conversation) throw problem(404, 'User not found');
        return conversation;
      });
    },

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
      if (body.includes('\u0000')) {
        throw fieldErrors([{ field: 'body', message: 'Message contains an invalid character' }], {
          body,
        });
      }
      return db.transaction(async (tx) => {
        // Sends to one conversation serialise on its row: ids commit in order (a reader's
        // "read up to the newest id" never skips a message committed later with a smaller id)
        // and the one-unread-notification rule holds under parallel sends.
        const { conversation } = await membership(tx, userId, conversationId, { lock: true });
        const at = now();
        const [inserted] = await tx
          .insert(messages)
          .values({ conversationId, senderId: userId, body, createdAt: at })
          .returning({ id: messages.id });
        if (!inserted) throw new Error('message insert returned nothing');
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
        if (recipientIds.length) {
          await live.publish(tx, recipientIds, { type: 'message', data: message });
        }
        // The sender's counts may drop too (sending reads the conversation), for their other tabs.
        await publishUnreadCounts(tx, [...recipientIds, userId]);

        const unwatched = recipients.filter(
          (r) => !isWatching(live.isConnected(r.userId), r.lastReadAt, at),
        );
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
          for (const r of unwatched) {
            if (alreadyNotified.has(r.userId)) continue;
            await notifier.notify(tx, r.userId, {
              type: 'new_message',
              title,
              body: messagePreview(body),
              link,
            });
          }
        }
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

    /** GET /api/groups: the caller's groups, newest activity first ([] when none). */
    async listGroups(userId: number): Promise<Group[]> {
      return groupList(db, userId);
    },

    /** GET /api/groups/{id}: a group with its members, for members only. */
    async getGroup(userId: number, groupId: number): Promise<GroupDetails> {
      await membership(db, userId, groupId, { kind: 'group' });
      return groupDetails(db, userId, groupId);
    },

    /** POST /api/groups: the creator becomes owner and member; unknown member ids are a 400. */
    async createGroup(userId: number, input: CreateGroup): Promise<GroupDetails> {
      const memberIds = [...new Set(input.memberIds)].filter((id) => id !== userId);
      const unknown = await unknownUsers(db, memberIds);
      if (unknown.length) {
        throw fieldErrors([{ field: 'memberIds', message: unknownUsersMessage(unknown) }], input);
      }
      if (memberIds.length + 1 > GROUP_MEMBERS_MAX) {
        throw fieldErrors([{ field: 'memberIds', message: tooManyMembersMessage }], input);
      }
      if (input.name.includes('\u0000')) {
        throw fieldErrors(
          [{ field: 'name', message: 'Name contains an invalid character' }],
          input,
        );
      }
      return db.transaction(async (tx) => {
        const at = now();
        const [created] = await tx
          .insert(conversations)
          .values({
            kind: 'group',
            name: input.name,
            ownerId: userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: conversations.id });
        if (!created) throw new Error('group insert returned nothing');
        await tx.insert(conversationMembers).values(
          [userId, ...memberIds].map((id) => ({
            conversationId: created.id,
            userId: id,
            joinedAt: at,
          })),
        );
        return groupDetails(tx, userId, created.id);
      });
    },

    /** PATCH /api/groups/{id}: renames (owner only: 403 for other members, 404 for non-members). */
    async renameGroup(userId: number, groupId: number, name: string): Promise<GroupDetails> {
      if (name.includes('\u0000')) {
        throw fieldErrors([{ field: 'name', message: 'Name contains an invalid character' }], {
          name,
        });
      }
      return db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, { kind: 'group' });
        if (conversation.ownerId !== userId) {
          throw problem(403, 'Only the group owner can rename the group');
        }
        await tx
          .update(conversations)
          .set({ name, updatedAt: now() })
          .where(eq(conversations.id, groupId));
        return groupDetails(tx, userId, groupId);
      });
    },

    /**
     * POST /api/groups/{id}/members (owner only): adds users; existing members are ignored. New
     * members see the history but start with nothing unread. The group row is locked so parallel
     * additions cannot exceed the member limit.
     */
    async addMembers(
      userId: number,
      groupId: number,
      userIds: readonly number[],
    ): Promise<GroupDetails> {
      const ids = [...new Set(userIds)];
      return db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, {
          kind: 'group',
          lock: true,
        });
        if (conversation.ownerId !== userId) {
          throw problem(403, 'Only the group owner can add members');
        }
        const unknown = await unknownUsers(tx, ids);
        if (unknown.length) {
          throw fieldErrors([{ field: 'userIds', message: unknownUsersMessage(unknown) }], {
            userIds,
          });
        }
        const current = await tx
          .select({ userId: conversationMembers.userId })
          .from(conversationMembers)
          .where(eq(conversationMembers.conversationId, groupId));
        const existing = new Set(current.map((m) => m.userId));
        const added = ids.filter((id) => !existing.has(id));
        if (existing.size + added.length > GROUP_MEMBERS_MAX) {
          throw fieldErrors([{ field: 'userIds', message: tooManyMembersMessage }], { userIds });
        }
        if (added.length) {
          const at = now();
          const newest = await newestMessageId(tx, groupId);
          await tx
            .insert(conversationMembers)
            .values(
              added.map((id) => ({
                conversationId: groupId,
                userId: id,
                joinedAt: at,
                lastReadMessageId: newest,
              })),
            )
            .onConflictDoNothing();
        }
        return groupDetails(tx, userId, groupId);
      });
    },

    /**
     * DELETE /api/groups/{id}/members/{userId}: the owner removes any other member; a member
     * removes only themself (leaving; 403 for someone else). The owner cannot leave while others
     * remain (409); an owner alone in the group leaving deletes it.
     */
    async removeMember(userId: number, groupId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, {
          kind: 'group',
          lock: true,
        });
        const isOwner = conversation.ownerId === userId;
        if (memberId !== userId && !isOwner) {
          throw problem(403, 'Only the group owner can remove other members');
        }
        if (memberId === userId && isOwner) {
          const [others] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(conversationMembers)
            .where(
              and(
                eq(conversationMembers.conversationId, groupId),
                ne(conversationMembers.userId, userId),
              ),
            );
          if (Number(others?.count ?? 0) > 0) {
            throw problem(409, 'The group owner cannot leave while other members remain');
          }
          await tx.delete(conversations).where(eq(conversations.id, groupId));
          await publishUnreadCounts(tx, [userId]);
          return;
        }
        const removed = isInt4Id(memberId)
          ? await tx
              .delete(conversationMembers)
              .where(
                and(
                  eq(conversationMembers.conversationId, groupId),
                  eq(conversationMembers.userId, memberId),
                ),
              )
              .returning({ userId: conversationMembers.userId })
          : [];
        if (removed.length === 0) throw problem(404, 'Member not found');
        // Their unread messages of this group no longer count for them.
        await publishUnreadCounts(tx, [memberId]);
      });
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
