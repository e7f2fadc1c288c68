import * as z from 'zod/mini';
import { coercedIdSchema, idSchema, timestampSchema } from './fields';
import { groupSchema } from './group';
import { messageSchema } from './message';
import { userSummarySchema } from './user';

/**
 * A direct conversation between the user and one other person (issue 4: one per pair), with the
 * last message and this user's unread count (not shown).
 */
export const directConversationSchema = z.object({
  id: idSchema,
  kind: z.literal('direct'),
  participant: userSummarySchema,
  /**
   * The other person deleted their account (issue 14): the history stays, shown under
   * `DELETED_USER_NAME`, and nobody can write here any more (`CONVERSATION_CLOSED_MESSAGE`).
   */
  closed: z.boolean(),
  lastMessage: z.nullable(messageSchema),
  unreadCount: z.int().check(z.nonnegative()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DirectConversation = z.output<typeof directConversationSchema>;

/** The answer of GET /api/messages/conversations: direct conversations, latest activity first. */
export const directConversationListSchema = z.array(directConversationSchema);

/** Any conversation: direct or group, told apart by `kind`. */
export const conversationSchema = z.discriminatedUnion('kind', [
  directConversationSchema,
  groupSchema,
]);
export type Conversation = z.output<typeof conversationSchema>;

/**
 * The body of POST /api/messages/conversations (not shown): the other person; answers the existing
 * conversation of the pair or a new one.
 */
export const openConversationSchema = z.object({ userId: coercedIdSchema });
export type OpenConversation = z.output<typeof openConversationSchema>;

/** The params of /api/messages/{conversationId} routes. */
export const conversationParamsSchema = z.object({ conversationId: coercedIdSchema });
export type ConversationParams = z.output<typeof conversationParamsSchema>;
