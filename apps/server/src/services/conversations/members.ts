/** Who belongs to a conversation, and the checks on users and messages around membership. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GROUP_MEMBERS_MAX } from '@hireloop/sdk/schemas';
import { problem } from '../../errors';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import { isInt4Id } from '../pageCursor';
import {
  CONVERSATION_NOT_FOUND,
  GROUP_NOT_FOUND,
  type ConversationRow,
  type MemberRow,
  type Q,
} from './rows';

/** The conversation and the caller's membership, or 404 for a non-member (or no such id). */
export async function membership(
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
 * The ids among `ids` that are not existing users (ids beyond `integer` are unknown too, and so
 * are deleted accounts: nobody starts a conversation with one or adds one to a group).
 */
export async function unknownUsers(q: Q, ids: readonly number[]): Promise<number[]> {
  const storable = ids.filter(isInt4Id);
  const found = storable.length
    ? await q
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, storable), isNull(users.deletedAt)))
        // In a transaction (an invitation), a deletion under way is waited for and then seen.
        .for('share')
    : [];
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export const unknownUsersMessage = (ids: readonly number[]) =>
  `${ids.length === 1 ? 'Unknown user' : 'Unknown users'}: ${ids.join(', ')}`;
export const tooManyMembersMessage = `A group can have at most ${GROUP_MEMBERS_MAX} members`;

/** The newest message id of a conversation (0 when empty). */
export async function newestMessageId(q: Q, conversationId: number): Promise<number> {
  const [row] = await q
    .select({ id: sql<number | null>`max(${messages.id})` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return Number(row?.id ?? 0);
}
