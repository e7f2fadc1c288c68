import * as z from 'zod/mini';
import { MESSAGE_BODY_MAX } from '../vocabulary';
import { idSchema, timestampSchema } from './fields';
import { storableMultilineText } from './text';
import { cursorPageSchema } from './page';

/**
 * A message in a direct conversation or a group (not shown). `body` is plain text, never HTML:
 * it is stored and returned byte for byte (issue 4).
 */
export const messageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  senderId: idSchema,
  senderName: z.string(),
  body: z.string(),
  createdAt: timestampSchema,
});
export type Message = z.output<typeof messageSchema>;

/**
 * The body of POST /api/messages/{conversationId} (not shown): 1 to 5000 characters, not only
 * whitespace; kept exactly as written (no trimming), so what was sent is what is shown.
 */
export const sendMessageSchema = z.object({
  body: z.string().check(
    z.minLength(1),
    z.maxLength(MESSAGE_BODY_MAX),
    z.refine((body) => body.trim() !== '', 'Message cannot be empty'),
    storableMultilineText('Message contains an invalid character'),
  ),
});
export type SendMessage = z.output<typeof sendMessageSchema>;

/**
 * One page of a conversation's history, GET /api/messages/{conversationId} (not shown): newest
 * first, so `nextCursor` pages back in time.
 */
export const messagePageSchema = cursorPageSchema(messageSchema);
export type MessagePage = z.output<typeof messagePageSchema>;
