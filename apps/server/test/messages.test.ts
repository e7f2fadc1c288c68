/**
 * Direct conversations and messages (issue 4): one conversation per pair, members only (others
 * 404), history paged newest first, bodies byte for byte, live events and new_message
 * notifications only for recipients who are not watching, without a flood.
 */
import {
  directConversationListSchema,
  directConversationSchema,
  messagePageSchema,
  messageSchema,
  notificationPageSchema,
  unreadCountsSchema,
  type LiveEvent,
} from '@hireloop/sdk/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WATCHING_WINDOW_MS } from '../src/services/conversations';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';
import { openStream } from './sseClient';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Two signed-in users and their direct conversation. */
async function pair() {
  const a = await registerUser(server, { role: 'employer', name: 'Ada Employer' });
  const b = await registerUser(server, { role: 'talent', name: 'Bo Talent' });
  const opened = await a.client.post('/api/messages/conversations', { userId: b.user.id });
  expect(opened.status).toBe(200);
  return { a, b, conversationId: opened.body.id as number };
}

async function newMessageNotifications(client: TestClient) {
  const res = await client.get('/api/notifications?limit=100');
  expect(res.status).toBe(200);
  expect(notificationPageSchema.safeParse(res.body).success).toBe(true);
  return (
    res.body.items as { type: string; link: string | null; read: boolean; body: string }[]
  ).filter((n) => n.type === 'new_message');
}

describe('direct conversations', () => {
  it('opens one conversation per pair, from either side, with the other person as participant', async () => {
    const { a, b, conversationId } = await pair();
    const again = await a.client.post('/api/messages/conversations', { userId: b.user.id });
    const fromB = await b.client.post('/api/messages/conversations', { userId: String(a.user.id) });
    expect(again.body.id).toBe(conversationId);
    expect(fromB.status).toBe(200);
    expect(fromB.body.id).toBe(conversationId);
    expect(directConversationSchema.safeParse(fromB.body).success).toBe(true);
    expect(fromB.body).toMatchObject({
      kind: 'direct',
      participant: { id: a.user.id, name: 'Ada Employer', role: 'employer', image: null },
      closed: false,
      lastMessage: null,
      unreadCount: 0,
    });
  });

  it('keeps one conversation per pair when both people open it in parallel', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const opens = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? a.client.post('/api/messages/conversations', { userId: b.user.id })
          : b.client.post('/api/messages/conversations', { userId: a.user.id }),
      ),
    );
    for (const res of opens) expect(res.status).toBe(200);
    expect(new Set(opens.map((res) => res.body.id)).size).toBe(1);
    const list = await a.client.get('/api/messages/conversations');
    expect(list.body).toHaveLength(1);
  });

  it('refuses a conversation with yourself (400) and with an unknown user (404)', async () => {
    const { client, user } = await registerUser(server);
    const self = await client.post('/api/messages/conversations', { userId: user.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/yourself/);
    for (const userId of [999_999, 99_999_999_999]) {
      const unknown = await client.post('/api/messages/conversations', { userId });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'User not found' });
    }
    for (const body of [{}, { userId: 'x' }, { userId: -1 }, { userId: 1.5 }]) {
      const bad = await client.post('/api/messages/conversations', body);
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toHaveProperty('userId');
    }
  });

  it('lists direct conversations newest activity first, with the last message and unread count', async () => {
    const me = await registerUser(server);
    const first = await registerUser(server);
    const second = await registerUser(server);
    const c1 = await me.client.post('/api/messages/conversations', { userId: first.user.id });
    server.advanceClock(1000);
    const c2 = await me.client.post('/api/messages/conversations', { userId: second.user.id });
    let list = await me.client.get('/api/messages/conversations');
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([c2.body.id, c1.body.id]);

    server.advanceClock(1000);
    await first.client.post(`/api/messages/${c1.body.id}`, { body: 'hello' });
    server.advanceClock(1000);
    await first.client.post(`/api/messages/${c1.body.id}`, { body: 'are you there?' });
    list = await me.client.get('/api/messages/conversations');
    expect(list.status).toBe(200);
    expect(directConversationListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([c1.body.id, c2.body.id]);
    expect(list.body[0]).toMatchObject({
      participant: { id: first.user.id },
      unreadCount: 2,
      lastMessage: { body: 'are you there?', senderId: first.user.id },
    });
    // The sender's own messages are not unread for them.
    const theirs = await first.client.get('/api/messages/conversations');
    expect(theirs.body[0]).toMatchObject({ id: c1.body.id, unreadCount: 0 });
  });

  it('needs a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/messages/conversations')).status).toBe(401);
    expect((await anonymous.post('/api/messages/conversations', { userId: 1 })).status).toBe(401);
    expect((await anonymous.get('/api/messages/1')).status).toBe(401);
    expect((await anonymous.post('/api/messages/1', { body: 'hi' })).status).toBe(401);
    expect((await anonymous.post('/api/messages/1/read')).status).toBe(401);
  });
});

describe('members only', () => {
  it('a non-member reading, sending to or marking a conversation gets 404', async () => {
    const { a, conversationId } = await pair();
    await a.client.post(`/api/messages/${conversationId}`, { body: 'private' });
    const outsider = await registerUser(server);
    const read = await outsider.client.get(`/api/messages/${conversationId}`);
    const send = await outsider.client.post(`/api/messages/${conversationId}`, { body: 'hi' });
    const mark = await outsider.client.post(`/api/messages/${conversationId}/read`);
    for (const res of [read, send, mark]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Conversation not found' });
    }
    // Nothing was written by the outsider.
    const history = await a.client.get(`/api/messages/${conversationId}`);
    expect(history.body.items.map((m: { body: string }) => m.body)).toEqual(['private']);
  });

  it('an unknown or impossible conversation id is a 404 or 400, never a 500', async () => {
    const { client } = await registerUser(server);
    for (const id of ['999999', '2147483648', '99999999999999']) {
      expect((await client.get(`/api/messages/${id}`)).status).toBe(404);
      expect((await client.post(`/api/messages/${id}`, { body: 'x' })).status).toBe(404);
      expect((await client.post(`/api/messages/${id}/read`)).status).toBe(404);
    }
    for (const id of ['0', '-1', 'abc', '1.5']) {
      expect((await client.get(`/api/messages/${id}`)).status).toBe(400);
    }
  });
});

describe('messages', () => {
  it('sends a message with the sender name and shows it in the history of both members', async () => {
    const { a, b, conversationId } = await pair();
    const sent = await a.client.post(`/api/messages/${conversationId}`, { body: 'Hello Bo' });
    expect(sent.status).toBe(201);
    expect(messageSchema.safeParse(sent.body).success).toBe(true);
    expect(sent.body).toMatchObject({
      conversationId,
      senderId: a.user.id,
      senderName: 'Ada Employer',
      body: 'Hello Bo',
    });
    const history = await b.client.get(`/api/messages/${conversationId}`);
    expect(history.status).toBe(200);
    expect(messagePageSchema.safeParse(history.body).success).toBe(true);
    expect(history.body).toEqual({ items: [sent.body], nextCursor: null });
  });

  it('stores and returns markup and whitespace byte for byte', async () => {
    const { a, b, conversationId } = await pair();
    const bodies = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)"> &amp; &lt;b&gt; "double" \'single\'',
      '  leading and trailing spaces  ',
      'line one\r\nline two\n\ttabbed\n',
      'emoji 👩🏽‍💻 and RTL שלום and \u200b zero width',
      '${process.exit()} {{constructor}} %s %n \\u0000 \\',
    ];
    for (const body of bodies) {
      const sent = await a.client.post(`/api/messages/${conversationId}`, { body });
      expect(sent.status).toBe(201);
      expect(sent.body.body).toBe(body);
    }
    const history = await b.client.get(`/api/messages/${conversationId}?limit=100`);
    expect(history.headers.get('content-type')).toMatch(/^application\/json/);
    expect(history.body.items.map((m: { body: string }) => m.body)).toEqual([...bodies].reverse());
  });

  it('refuses empty, whitespace-only, too long and NUL-containing bodies with a 400', async () => {
    const { a, conversationId } = await pair();
    const cases: unknown[] = [
      {},
      { body: '' },
      { body: ' \n\t ' },
      { body: 'x'.repeat(5001) },
      { body: 'a\u0000b' },
      { body: 42 },
      { body: null },
    ];
    for (const payload of cases) {
      const res = await a.client.post(`/api/messages/${conversationId}`, payload);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty('body');
    }
    const whitespace = await a.client.post(`/api/messages/${conversationId}`, { body: '   ' });
    expect(whitespace.body.message).toBe('Message cannot be empty');
    const longest = await a.client.post(`/api/messages/${conversationId}`, {
      body: 'x'.repeat(5000),
    });
    expect(longest.status).toBe(201);
    const history = await a.client.get(`/api/messages/${conversationId}`);
    expect(history.body.items).toHaveLength(1);
  });

  it('pages back through history newest first, without gaps or repeats', async () => {
    const { a, b, conversationId } = await pair();
    const sent: number[] = [];
    for (let i = 0; i < 25; i++) {
      const sender = i % 3 ? a : b;
      const res = await sender.client.post(`/api/messages/${conversationId}`, { body: `m${i}` });
      sent.push(res.body.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=10&cursor=${cursor}` : '?limit=10';
      const page = await b.client.get(`/api/messages/${conversationId}${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((m: { id: number }) => m.id));
      cursor = page.body.nextCursor;
      pages++;
      // A message sent while paging does not shift older pages.
      if (pages === 1) await a.client.post(`/api/messages/${conversationId}`, { body: 'late' });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...sent].reverse());
  });

  it('answers 400 for a bad cursor or limit', async () => {
    const { a, conversationId } = await pair();
    for (const query of [
      'cursor=not-a-cursor!',
      'cursor=WzEsMl0',
      'limit=0',
      'limit=101',
      'limit=x',
    ]) {
      const res = await a.client.get(`/api/messages/${conversationId}?${query}`);
      expect(res.status).toBe(400);
    }
  });

  it('sending bumps the conversation and reads it for the sender', async () => {
    const { a, b, conversationId } = await pair();
    await b.client.post(`/api/messages/${conversationId}`, { body: 'one' });
    await b.client.post(`/api/messages/${conversationId}`, { body: 'two' });
    expect((await a.client.get('/api/unread-counts')).body.directMessages.unreadCount).toBe(2);
    server.advanceClock(5000);
    const reply = await a.client.post(`/api/messages/${conversationId}`, { body: 'three' });
    expect((await a.client.get('/api/unread-counts')).body.directMessages.unreadCount).toBe(0);
    const [conversation] = (await a.client.get('/api/messages/conversations')).body;
    expect(conversation.updatedAt).toBe(reply.body.createdAt);
  });

  it('marking read answers the caller’s new unread counts', async () => {
    const { a, b, conversationId } = await pair();
    await a.client.post(`/api/messages/${conversationId}`, { body: 'ping' });
    expect((await b.client.get('/api/unread-counts')).body).toEqual({
      directMessages: { unreadCount: 1 },
      groups: { unreadCount: 0 },
    });
    const marked = await b.client.post(`/api/messages/${conversationId}/read`);
    expect(marked.status).toBe(200);
    expect(unreadCountsSchema.safeParse(marked.body).success).toBe(true);
    expect(marked.body).toEqual({ directMessages: { unreadCount: 0 }, groups: { unreadCount: 0 } });
    // Marking an already read (or empty) conversation is harmless.
    expect((await b.client.post(`/api/messages/${conversationId}/read`)).status).toBe(200);
  });
});

describe('live events', () => {
  it('publishes the message to the other member and each member’s own unread counts', async () => {
    const { a, b, conversationId } = await pair();
    const publish = vi.spyOn(server.app.services.live, 'publish');
    const publishEach = vi.spyOn(server.app.services.live, 'publishEach');
    const sent = await a.client.post(`/api/messages/${conversationId}`, { body: 'live!' });
    const calls = [
      ...publish.mock.calls.map(([, userIds, event]) => ({
        userIds: ([] as number[]).concat(userIds as number | number[]),
        event: event as LiveEvent,
      })),
      ...publishEach.mock.calls.flatMap(([, events]) =>
        events.map(([userId, event]) => ({ userIds: [userId], event })),
      ),
    ];
    publish.mockRestore();
    publishEach.mockRestore();
    const messageEvents = calls.filter((c) => c.event.type === 'message');
    expect(messageEvents).toEqual([
      { userIds: [b.user.id], event: { type: 'message', data: sent.body } },
    ]);
    const counts = calls.filter((c) => c.event.type === 'unread-counts');
    expect(counts).toContainEqual({
      userIds: [b.user.id],
      event: {
        type: 'unread-counts',
        data: { directMessages: { unreadCount: 1 }, groups: { unreadCount: 0 } },
      },
    });
  });

  it('reaches the recipient’s open live stream, who is then watching and gets no notification', async () => {
    const { a, b, conversationId } = await pair();
    const stream = await openStream(b.client);
    try {
      await stream.waitForComment('connected');
      await expect.poll(() => server.app.services.live.isConnected(b.user.id)).toBe(true);
      await b.client.post(`/api/messages/${conversationId}/read`);
      // Reading publishes the reader's counts: taken here, so the next events are the message's.
      expect((await stream.next()).data).toEqual({
        type: 'unread-counts',
        data: { directMessages: { unreadCount: 0 }, groups: { unreadCount: 0 } },
      });
      const sent = await a.client.post(`/api/messages/${conversationId}`, {
        body: '<script>alert(1)</script>',
      });
      const events = [await stream.next(), await stream.next()];
      expect(events.map((e) => e.event)).toEqual(['message', 'unread-counts']);
      expect(events[0]?.data).toEqual({ type: 'message', data: sent.body });
      expect(events[1]?.data.data).toEqual({
        directMessages: { unreadCount: 1 },
        groups: { unreadCount: 0 },
      });
      expect(await newMessageNotifications(b.client)).toHaveLength(0);
    } finally {
      stream.close();
      await stream.closed;
    }
  });
});

describe('new_message notifications', () => {
  it('notifies a recipient who is not watching, once per conversation until they read it', async () => {
    const { a, b, conversationId } = await pair();
    await a.client.post(`/api/messages/${conversationId}`, { body: 'first   message\nwith lines' });
    await a.client.post(`/api/messages/${conversationId}`, { body: 'second' });
    await a.client.post(`/api/messages/${conversationId}`, { body: 'third' });
    let mine = await newMessageNotifications(b.client);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      link: `/messages?conversation=${conversationId}`,
      read: false,
      body: 'first message with lines',
    });
    // The sender is never notified of their own messages.
    expect(await newMessageNotifications(a.client)).toHaveLength(0);

    // Reading the conversation reads its notification; the next message notifies again.
    await b.client.post(`/api/messages/${conversationId}/read`);
    mine = await newMessageNotifications(b.client);
    expect(mine.map((n) => n.read)).toEqual([true]);
    server.advanceClock(WATCHING_WINDOW_MS + 1000);
    await a.client.post(`/api/messages/${conversationId}`, { body: 'fourth' });
    mine = await newMessageNotifications(b.client);
    expect(mine.map((n) => [n.body, n.read])).toEqual([
      ['fourth', false],
      ['first message with lines', true],
    ]);
  });

  it('keeps one unread notification per conversation under parallel sends', async () => {
    const { a, b, conversationId } = await pair();
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        a.client.post(`/api/messages/${conversationId}`, { body: `burst ${i}` }),
      ),
    );
    for (const res of sends) expect(res.status).toBe(201);
    expect(await newMessageNotifications(b.client)).toHaveLength(1);
    expect((await b.client.get('/api/unread-counts')).body.directMessages.unreadCount).toBe(8);
  });

  it('shortens a long body to a preview', async () => {
    const { a, b, conversationId } = await pair();
    await a.client.post(`/api/messages/${conversationId}`, { body: 'word '.repeat(200) });
    const [n] = await newMessageNotifications(b.client);
    expect(Array.from(n?.body ?? '').length).toBeLessThanOrEqual(100);
    expect(n?.body.endsWith('…')).toBe(true);
  });

  it('does not notify a recipient who is connected and read the conversation recently', async () => {
    const { a, b, conversationId } = await pair();
    const isConnected = vi.spyOn(server.app.services.live, 'isConnected');
    isConnected.mockImplementation((userId) => userId === b.user.id);
    await b.client.post(`/api/messages/${conversationId}/read`);
    server.advanceClock(WATCHING_WINDOW_MS - 10_000);
    await a.client.post(`/api/messages/${conversationId}`, { body: 'you see this live' });
    expect(await newMessageNotifications(b.client)).toHaveLength(0);

    // Connected but not reading for longer than the window: not watching any more.
    server.advanceClock(20_000);
    await a.client.post(`/api/messages/${conversationId}`, { body: 'still there?' });
    expect(await newMessageNotifications(b.client)).toHaveLength(1);
  });

  it('notifies a recipient who read recently but has no live connection', async () => {
    const { a, b, conversationId } = await pair();
    vi.spyOn(server.app.services.live, 'isConnected').mockReturnValue(false);
    await b.client.post(`/api/messages/${conversationId}/read`);
    await a.client.post(`/api/messages/${conversationId}`, { body: 'tab closed' });
    expect(await newMessageNotifications(b.client)).toHaveLength(1);
  });
});
