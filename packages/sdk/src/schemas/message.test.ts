import { describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX } from '../vocabulary';
import { formatZodError } from './errors';
import { messagePageSchema, messageSchema, sendMessageSchema } from './message';

const message = {
  id: 1,
  conversationId: 5,
  senderId: 3,
  senderName: 'Ada',
  body: '<script>alert(1)</script>',
  createdAt: '2025-01-03T09:00:00.000Z',
};

describe('messages', () => {
  it('keeps a message body exactly as written, markup included', () => {
    expect(messageSchema.parse(message).body).toBe('<script>alert(1)</script>');
    expect(sendMessageSchema.parse({ body: '  <b>hi</b>  ' })).toEqual({ body: '  <b>hi</b>  ' });
  });

  it('refuses an empty, whitespace-only or too long body', () => {
    expect(MESSAGE_BODY_MAX).toBe(5000);
    expect(sendMessageSchema.safeParse({ body: '' }).success).toBe(false);
    expect(
      formatZodError(sendMessageSchema.safeParse({ body: ' \n ' }).error!).fieldErrors,
    ).toEqual({
      body: ['Message cannot be empty'],
    });
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('pages history with a cursor', () => {
    expect(messagePageSchema.parse({ items: [message], nextCursor: null })).toEqual({
      items: [message],
      nextCursor: null,
    });
  });
});
