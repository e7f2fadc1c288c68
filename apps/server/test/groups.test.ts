/**
 * Groups (issue 4): the creator owns and manages the group; members read and write its messages
 * through /api/messages/{id}; others get 404. GET /api/groups answers every signed-in user
 * (SPEC §7 refreshes it after login). Issue 14: people are invited and join by accepting (see
 * groupInvitations.test.ts); these tests make members that way.
 */
import { GROUP_MEMBERS_MAX, groupDetailsSchema, groupListSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { acceptInvitation, registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** An owner, two members and an outsider, and the group of the first three. */
async function group(name = 'Design team') {
  const owner = await registerUser(server, { role: 'employer', name: 'Olivia Owner' });
  const m1 = await registerUser(server, { name: 'Mia Member' });
  const m2 = await registerUser(server, { name: 'Max Member' });
  const outsider = await registerUser(server);
  const created = await owner.client.post('/api/groups', {
    name,
    memberIds: [m1.user.id, m2.user.id],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  await acceptInvitation(m1.client, id);
  const joined = await acceptInvitation(m2.client, id);
  return { owner, m1, m2, outsider, id, created: created.body, joined };
}

/** Inserts `count` users straight into the database (faster than registering them). */
async function bulkUsers(count: number): Promise<number[]> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const rows = await server.app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bulk-${stamp}-${i}@example.com`,
        passwordHash: 'scrypt$1$1$1$x$y',
        name: `Bulk ${i}`,
        role: 'talent' as const,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

const memberIds = (body: { members: { id: number }[] }) => body.members.map((m) => m.id).sort();

describe('creating and listing groups', () => {
  it('GET /api/groups answers [] for a user without groups', async () => {
    for (const role of ['employer', 'talent'] as const) {
      const { client } = await registerUser(server, { role });
      const res = await client.get('/api/groups');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await server.client().get('/api/groups')).status).toBe(401);
  });

  it('creates a group owned by the creator, its only member; the others are invited and join by accepting', async () => {
    const { owner, m1, m2, outsider, created, joined } = await group('  Design team  ');
    expect(groupDetailsSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      kind: 'group',
      name: 'Design team',
      ownerId: owner.user.id,
      memberCount: 1,
      lastMessage: null,
      unreadCount: 0,
    });
    expect(memberIds(created)).toEqual([owner.user.id]);
    expect(created.invitations.map((i: { user: { id: number } }) => i.user.id)).toEqual([
      m1.user.id,
      m2.user.id,
    ]);
    expect(joined.memberCount).toBe(3);
    expect(memberIds(joined)).toEqual([owner.user.id, m1.user.id, m2.user.id].sort());
    for (const who of [owner, m1, m2]) {
      const list = await who.client.get('/api/groups');
      expect(groupListSchema.safeParse(list.body).success).toBe(true);
      expect(list.body.map((g: { id: number }) => g.id)).toEqual([created.id]);
    }
    expect((await outsider.client.get('/api/groups')).body).toEqual([]);
  });

  it('ignores the creator and repeats in memberIds; a group of one is allowed', async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const res = await owner.client.post('/api/groups', {
      name: 'Repeats',
      memberIds: [owner.user.id, other.user.id, other.user.id, String(other.user.id)],
    });
    expect(res.status).toBe(201);
    expect(res.body.memberCount).toBe(1);
    expect(res.body.invitations.map((i: { user: { id: number } }) => i.user.id)).toEqual([
      other.user.id,
    ]);
    const alone = await owner.client.post('/api/groups', { name: 'Just me' });
    expect(alone.status).toBe(201);
    expect(alone.body.members.map((m: { id: number }) => m.id)).toEqual([owner.user.id]);
    expect(alone.body.invitations).toEqual([]);
  });

  it('refuses unknown member ids, a blank or long name, and too many members with a 400', async () => {
    const owner = await registerUser(server);
    const unknown = await owner.client.post('/api/groups', {
      name: 'Ghosts',
      memberIds: [999_999, 99_999_999_999],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.memberIds).toEqual(['Unknown users: 999999, 99999999999']);
    for (const name of ['', '   ', 'x'.repeat(101), 'nul\u0000name']) {
      const res = await owner.client.post('/api/groups', { name, memberIds: [] });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty('name');
    }
    const many = await bulkUsers(GROUP_MEMBERS_MAX);
    const tooMany = await owner.client.post('/api/groups', { name: 'Crowd', memberIds: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toHaveProperty('memberIds');
    const full = await owner.client.post('/api/groups', {
      name: 'Full',
      memberIds: many.slice(0, GROUP_MEMBERS_MAX - 1),
    });
    expect(full.status).toBe(201);
    expect(full.body.memberCount).toBe(1);
    expect(full.body.invitations).toHaveLength(GROUP_MEMBERS_MAX - 1);
    // No group was left behind by the refused creations.
    const list = await owner.client.get('/api/groups');
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(['Full']);
  });

  it('lists groups newest activity first with last message and unread count', async () => {
    const a = await group('Older');
    const b = await a.owner.client.post('/api/groups', {
      name: 'Newer',
      memberIds: [a.m1.user.id],
    });
    await acceptInvitation(a.m1.client, b.body.id);
    server.advanceClock(1000);
    let list = await a.m1.client.get('/api/groups');
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(['Newer', 'Older']);
    server.advanceClock(1000);
    await a.m2.client.post(`/api/messages/${a.id}`, { body: 'bump' });
    list = await a.m1.client.get('/api/groups');
    expect(list.body.map((g: { id: number }) => g.id)).toEqual([a.id, b.body.id]);
    expect(list.body[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { body: 'bump', senderName: 'Max Member' },
    });
  });
});

describe('group access', () => {
  it('members read the details and the messages; others get 404', async () => {
    const { m1, m2, outsider, id } = await group();
    const details = await m1.client.get(`/api/groups/${id}`);
    expect(details.status).toBe(200);
    expect(groupDetailsSchema.safeParse(details.body).success).toBe(true);
    const sent = await m1.client.post(`/api/messages/${id}`, { body: 'hi group' });
    expect(sent.status).toBe(201);
    const history = await m2.client.get(`/api/messages/${id}`);
    expect(history.body.items.map((m: { body: string }) => m.body)).toEqual(['hi group']);

    expect((await outsider.client.get(`/api/groups/${id}`)).status).toBe(404);
    expect((await outsider.client.get(`/api/messages/${id}`)).status).toBe(404);
    expect((await outsider.client.post(`/api/messages/${id}`, { body: 'x' })).status).toBe(404);
    expect((await outsider.client.post(`/api/messages/${id}/read`)).status).toBe(404);
    expect((await outsider.client.get('/api/groups')).body).toEqual([]);
  });

  it('a direct conversation is not a group; unknown and impossible ids are 404', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const direct = await a.client.post('/api/messages/conversations', { userId: b.user.id });
    expect((await a.client.get(`/api/groups/${direct.body.id}`)).status).toBe(404);
    expect((await a.client.patch(`/api/groups/${direct.body.id}`, { name: 'x' })).status).toBe(404);
    for (const id of ['999999', '99999999999']) {
      expect((await a.client.get(`/api/groups/${id}`)).status).toBe(404);
      expect((await a.client.delete(`/api/groups/${id}/members/${a.user.id}`)).status).toBe(404);
    }
    expect((await a.client.get('/api/groups/abc')).status).toBe(400);
  });

  it('only the owner renames (403 for members, 404 for others)', async () => {
    const { owner, m1, outsider, id } = await group();
    server.advanceClock(1000);
    const renamed = await owner.client.patch(`/api/groups/${id}`, { name: '<b>Renamed</b>' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('<b>Renamed</b>');
    expect(renamed.body.updatedAt > renamed.body.createdAt).toBe(true);
    const byMember = await m1.client.patch(`/api/groups/${id}`, { name: 'Mine now' });
    expect(byMember.status).toBe(403);
    expect((await outsider.client.patch(`/api/groups/${id}`, { name: 'x' })).status).toBe(404);
    expect((await owner.client.patch(`/api/groups/${id}`, { name: ' ' })).status).toBe(400);
    expect((await m1.client.get(`/api/groups/${id}`)).body.name).toBe('<b>Renamed</b>');
  });
});

describe('managing members', () => {
  it('the owner invites people, who once they accept see the history with nothing unread', async () => {
    const { owner, m1, outsider, id } = await group();
    await m1.client.post(`/api/messages/${id}`, { body: 'before you joined' });
    const invited = await owner.client.post(`/api/groups/${id}/members`, {
      userIds: [outsider.user.id, m1.user.id],
    });
    expect(invited.status).toBe(200);
    expect(invited.body.memberCount).toBe(3);
    expect(invited.body.invitations.map((i: { user: { id: number } }) => i.user.id)).toEqual([
      outsider.user.id,
    ]);
    // Not a member before accepting.
    expect((await outsider.client.get(`/api/messages/${id}`)).status).toBe(404);
    const joined = await acceptInvitation(outsider.client, id);
    expect(joined.memberCount).toBe(4);
    const history = await outsider.client.get(`/api/messages/${id}`);
    expect(history.body.items.map((m: { body: string }) => m.body)).toEqual(['before you joined']);
    expect((await outsider.client.get('/api/unread-counts')).body.groups.unreadCount).toBe(0);
    await m1.client.post(`/api/messages/${id}`, { body: 'welcome' });
    expect((await outsider.client.get('/api/unread-counts')).body.groups.unreadCount).toBe(1);
  });

  it('refuses invitations by members (403), of unknown users (400) and past the member limit, invitations included (400)', async () => {
    const { owner, m1, outsider, id } = await group();
    const byMember = await m1.client.post(`/api/groups/${id}/members`, {
      userIds: [outsider.user.id],
    });
    expect(byMember.status).toBe(403);
    const byOutsider = await outsider.client.post(`/api/groups/${id}/members`, {
      userIds: [outsider.user.id],
    });
    expect(byOutsider.status).toBe(404);
    const unknown = await owner.client.post(`/api/groups/${id}/members`, { userIds: [999_999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.userIds).toEqual(['Unknown user: 999999']);
    expect((await owner.client.post(`/api/groups/${id}/members`, { userIds: [] })).status).toBe(
      400,
    );
    const many = await bulkUsers(GROUP_MEMBERS_MAX - 3);
    const invited = await owner.client.post(`/api/groups/${id}/members`, { userIds: many });
    expect(invited.body.memberCount).toBe(3);
    expect(invited.body.invitations).toHaveLength(GROUP_MEMBERS_MAX - 3);
    const over = await owner.client.post(`/api/groups/${id}/members`, {
      userIds: [outsider.user.id],
    });
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors.userIds).toEqual([
      `A group can have at most ${GROUP_MEMBERS_MAX} members`,
    ]);
  });

  it('parallel invitations never exceed the member limit', async () => {
    const { owner, id } = await group();
    const many = await bulkUsers(GROUP_MEMBERS_MAX);
    const batches = [many.slice(0, 60), many.slice(60)];
    const results = await Promise.all(
      batches.map((userIds) => owner.client.post(`/api/groups/${id}/members`, { userIds })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const details = await owner.client.get(`/api/groups/${id}`);
    expect(details.body.memberCount + details.body.invitations.length).toBeLessThanOrEqual(
      GROUP_MEMBERS_MAX,
    );
  });

  it('the owner removes a member, who then loses access', async () => {
    const { owner, m1, m2, id } = await group();
    await m2.client.post(`/api/messages/${id}`, { body: 'unread for m1' });
    expect((await m1.client.get('/api/unread-counts')).body.groups.unreadCount).toBe(1);
    const removed = await owner.client.delete(`/api/groups/${id}/members/${m1.user.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await m1.client.get(`/api/groups/${id}`)).status).toBe(404);
    expect((await m1.client.get(`/api/messages/${id}`)).status).toBe(404);
    expect((await m1.client.get('/api/groups')).body).toEqual([]);
    expect((await m1.client.get('/api/unread-counts')).body.groups.unreadCount).toBe(0);
    // Removing them again: not a member.
    expect((await owner.client.delete(`/api/groups/${id}/members/${m1.user.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/groups/${id}`)).body.memberCount).toBe(2);
  });

  it('a member may remove only themself (leave); others are 403', async () => {
    const { owner, m1, m2, outsider, id } = await group();
    expect((await m1.client.delete(`/api/groups/${id}/members/${m2.user.id}`)).status).toBe(403);
    expect((await m1.client.delete(`/api/groups/${id}/members/${owner.user.id}`)).status).toBe(403);
    expect(
      (await outsider.client.delete(`/api/groups/${id}/members/${outsider.user.id}`)).status,
    ).toBe(404);
    const left = await m1.client.delete(`/api/groups/${id}/members/${m1.user.id}`);
    expect(left.status).toBe(200);
    expect((await m1.client.get('/api/groups')).body).toEqual([]);
    expect(memberIds((await m2.client.get(`/api/groups/${id}`)).body)).toEqual(
      [owner.user.id, m2.user.id].sort(),
    );
  });

  it('the owner cannot leave while others remain (409); alone, leaving deletes the group', async () => {
    const { owner, m1, m2, id } = await group();
    const early = await owner.client.delete(`/api/groups/${id}/members/${owner.user.id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/owner/i);
    await owner.client.delete(`/api/groups/${id}/members/${m1.user.id}`);
    await m2.client.delete(`/api/groups/${id}/members/${m2.user.id}`);
    const last = await owner.client.delete(`/api/groups/${id}/members/${owner.user.id}`);
    expect(last.status).toBe(200);
    expect((await owner.client.get(`/api/groups/${id}`)).status).toBe(404);
    expect((await owner.client.get('/api/groups')).body).toEqual([]);
  });
});
