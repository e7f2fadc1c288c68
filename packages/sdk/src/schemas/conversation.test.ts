import { describe, expect, it } from 'vitest';
import { CONVERSATION_KINDS, MESSAGE_PEOPLE_MAX, SEARCH_TEXT_MAX } from '../vocabulary';
import {
  conversationParamsSchema,
  conversationSchema,
  directConversationSchema,
  messagePeopleQuerySchema,
  messagePeopleSchema,
  messagePersonSchema,
  openConversationSchema,
} from './conversation';

const message = {
  id: 1,
  conversationId: 5,
  senderId: 3,
  senderName: 'Ada',
  body: '<script>alert(1)</script>',
  createdAt: '2025-01-03T09:00:00.000Z',
};
const bo = { id: 4, name: 'Bo', role: 'talent', image: null };
const direct = {
  id: 5,
  kind: 'direct',
  participant: bo,
  closed: false,
  lastMessage: message,
  unreadCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-03T09:00:00.000Z',
};
const group = {
  id: 6,
  kind: 'group',
  name: 'Design crew',
  ownerId: 3,
  memberCount: 3,
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('conversations', () => {
  it('has the kinds direct and group', () => {
    expect(CONVERSATION_KINDS).toEqual(['direct', 'group']);
  });

  it('parses a direct conversation with its last message and unread count', () => {
    expect(directConversationSchema.parse(direct)).toEqual(direct);
  });

  it('tells direct conversations and groups apart by kind', () => {
    expect(conversationSchema.parse(direct).kind).toBe('direct');
    expect(conversationSchema.parse(group).kind).toBe('group');
    expect(conversationSchema.safeParse({ ...group, kind: 'channel' }).success).toBe(false);
  });

  it('opens a conversation with a user id and reads the conversation id param', () => {
    expect(openConversationSchema.parse({ userId: '4' })).toEqual({ userId: 4 });
    expect(conversationParamsSchema.parse({ conversationId: '5' })).toEqual({ conversationId: 5 });
  });
});

describe('the "New message" search (issue 20)', () => {
  it('the query trims, treats blank as unset and caps the limit', () => {
    expect(messagePeopleQuerySchema.parse({ q: '  acme ', limit: '5' })).toEqual({
      q: 'acme',
      limit: 5,
    });
    expect(messagePeopleQuerySchema.parse({ q: '   ' })).toEqual({ limit: MESSAGE_PEOPLE_MAX });
    expect(messagePeopleQuerySchema.safeParse({ limit: MESSAGE_PEOPLE_MAX + 1 }).success).toBe(
      false,
    );
    expect(messagePeopleQuerySchema.safeParse({ q: 'x'.repeat(SEARCH_TEXT_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('a person says why they cannot be written to, or null', () => {
    const person = {
      id: 3,
      name: 'Acme Hiring',
      role: 'employer',
      image: null,
      title: null,
      companyName: 'Acme',
      conversationId: null,
      block: 'employer-needs-introduction',
    };
    expect(messagePeopleSchema.parse({ items: [person] }).items[0]).toEqual(person);
    expect(messagePersonSchema.parse({ ...person, block: null }).block).toBeNull();
    expect(messagePersonSchema.safeParse({ ...person, block: 'nope' }).success).toBe(false);
  });
});
