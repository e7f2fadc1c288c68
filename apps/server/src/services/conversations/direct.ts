/**
 * Direct conversations: one per pair of users, opened on first need (a message to someone, an
 * accepted bid).
 */
import { eq } from 'drizzle-orm';
import { MESSAGING_BLOCK_TEXTS } from '@hireloop/sdk';
import type { DirectConversation, MessagePeople, MessagePeopleQuery } from '@hireloop/sdk/schemas';
import { problem } from '../../errors';
import { conversationMembers, conversations } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { directList } from './lists';
import { unknownUsers } from './members';
import { messagePeople } from './people';
import { blocksFrom } from './reach';
import { directKey } from './rules';
import type { Q } from './rows';

export function createDirectConversations(deps: ServiceDeps) {
  const { db, now } = deps;

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

  return {
    openDirect,

    /** GET /api/messages/conversations: the caller's direct conversations, newest activity first. */
    async listDirect(userId: number): Promise<DirectConversation[]> {
      return directList(db, userId);
    },

    /** GET /api/messages/people: whom "New message" offers, each with why not yet (issue 20). */
    async people(userId: number, query: MessagePeopleQuery): Promise<MessagePeople> {
      return messagePeople(db, userId, query);
    },

    /**
     * POST /api/messages/conversations: the pair's conversation, opened if missing. Issue 20: only
     * when the caller may write to the other person (the sdk's `messagingBlock`), else a 403 with
     * the reason; the check reads in the opening transaction.
     */
    async openDirectWith(userId: number, otherId: number): Promise<DirectConversation> {
      if (otherId === userId) throw problem(400, 'You cannot start a conversation with yourself');
      if ((await unknownUsers(db, [otherId])).length) throw problem(404, 'User not found');
      return db.transaction(async (tx) => {
        const block = (await blocksFrom(tx, userId, [otherId])).get(otherId);
        if (block === undefined) throw problem(404, 'User not found');
        if (block) throw problem(403, MESSAGING_BLOCK_TEXTS[block]);
        const { id } = await openDirect(tx, userId, otherId);
        const [conversation] = await directList(tx, userId, id);
        if (!conversation) throw problem(404, 'User not found');
        return conversation;
      });
    },
  };
}
