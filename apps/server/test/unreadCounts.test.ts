/**
 * GET /api/unread-counts (SPEC §3; issue 4): unread MESSAGES (from others, newer than the
 * member's read mark), summed over direct conversations and over groups separately.
 */
import { unreadCountsSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupWithMembers,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function counts(client: TestClient): Promise<[number, number]> {
  const res = await client.get('/api/unread-counts');
  expect(res.status).toBe(200);
  expect(unreadCountsSchema.safeParse(res.body).success).toBe(true);
  return [res.body.directMessages.unreadCount, res.body.groups.unreadCount];
}

describe('unread counts', () => {
  it('are zero for a new user and need a session', async () => {
    const { client } = await registerUser(server);
    const res = await client.get('/api/unread-counts');
    expect(res.body).toEqual({ directMessages: { unreadCount: 0 }, groups: { unreadCount: 0 } });
    expect((await server.client().get('/api/unread-counts')).status).toBe(401);
  });

  it('move as messages are sent and read, direct and group separately', async () => {
    const me = await registerUser(server);
    const friend = await registerUser(server);
    const other = await registerUser(server);
    const d1 = (await friend.client.post('/api/messages/conversations', { userId: me.user.id }))
      .body.id;
    const d2 = (await other.client.post('/api/messages/conversations', { userId: me.user.id })).body
      .id;
    const g = await groupWithMembers(friend, 'Team', [me, other]);

    await friend.client.post(`/api/messages/${d1}`, { body: 'd1 a' });
    await friend.client.post(`/api/messages/${d1}`, { body: 'd1 b' });
    await other.client.post(`/api/messages/${d2}`, { body: 'd2 a' });
    expect(await counts(me.client)).toEqual([3, 0]);

    await friend.client.post(`/api/messages/${g}`, { body: 'g a' });
    await other.client.post(`/api/messages/${g}`, { body: 'g b' });
    expect(await counts(me.client)).toEqual([3, 2]);
    // Each sender counts the group message of the other, not their own.
    expect(await counts(friend.client)).toEqual([0, 1]);
    expect(await counts(other.client)).toEqual([0, 0]);

    const afterD1 = await me.client.post(`/api/messages/${d1}/read`);
    expect(afterD1.body).toEqual({
      directMessages: { unreadCount: 1 },
      groups: { unreadCount: 2 },
    });
    const afterG = await me.client.post(`/api/messages/${g}/read`);
    expect(afterG.body).toEqual({ directMessages: { unreadCount: 1 }, groups: { unreadCount: 0 } });
    expect(await counts(me.client)).toEqual([1, 0]);

    // My own message does not count for me, and reads the conversation for me.
    await me.client.post(`/api/messages/${d2}`, { body: 'reply' });
    expect(await counts(me.client)).toEqual([0, 0]);
    expect(await counts(other.client)).toEqual([1, 0]);

    // The per-conversation unread counts agree with the totals.
    await friend.client.post(`/api/messages/${d1}`, { body: 'again' });
    const direct = await me.client.get('/api/messages/conversations');
    const sum = direct.body.reduce((n: number, c: { unreadCount: number }) => n + c.unreadCount, 0);
    expect(sum).toBe((await counts(me.client))[0]);
  });

  it('reading does not skip a message sent after the read', async () => {
    const me = await registerUser(server);
    const friend = await registerUser(server);
    const id = (await friend.client.post('/api/messages/conversations', { userId: me.user.id }))
      .body.id;
    await friend.client.post(`/api/messages/${id}`, { body: 'one' });
    await me.client.post(`/api/messages/${id}/read`);
    await friend.client.post(`/api/messages/${id}`, { body: 'two' });
    expect(await counts(me.client)).toEqual([1, 0]);
  });
});
