import * as z from 'zod/mini';
import { MESSAGE_PEOPLE_MAX, MESSAGING_BLOCKS, SEARCH_TEXT_MAX } from '../vocabulary';
import {
  blankAsUnset,
  coercedIdSchema,
  coercedNumberSchema,
  idSchema,
  timestampSchema,
} from './fields';
import { storableText } from './text';
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

/**
 * The query of GET /api/messages/people (issue 20, "New message"): `q` matches a name, title or
 * company name; without it the answer is the caller's contacts (the people of their direct
 * conversations and the people tied to them by bids, requests or engagements).
 */
export const messagePeopleQuerySchema = z.object({
  q: blankAsUnset(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX), storableText())),
  limit: z._default(
    z.pipe(coercedNumberSchema, z.int().check(z.gte(1), z.lte(MESSAGE_PEOPLE_MAX))),
    MESSAGE_PEOPLE_MAX,
  ),
});
export type MessagePeopleQueryInput = z.input<typeof messagePeopleQuerySchema>;
export type MessagePeopleQuery = z.output<typeof messagePeopleQuerySchema>;

/**
 * Someone the "New message" search found: who they are, their title and company, the pair's
 * direct conversation when one exists, and `block` — why the caller cannot write to them yet
 * (`MESSAGING_BLOCK_TEXTS` says it), or `null` when they can.
 */
export const messagePersonSchema = z.object({
  ...userSummarySchema.shape,
  title: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  conversationId: z.nullable(idSchema),
  block: z.nullable(z.enum(MESSAGING_BLOCKS)),
});
export type MessagePerson = z.output<typeof messagePersonSchema>;

/** The answer of GET /api/messages/people: the people the caller can write to first. */
export const messagePeopleSchema = z.object({ items: z.array(messagePersonSchema) });
export type MessagePeople = z.output<typeof messagePeopleSchema>;
