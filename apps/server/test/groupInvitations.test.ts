/**
 * Group invitations (issue 14: members consent). The owner invites; the invitee is notified, gets a
 * `group` live event, lists the invitation and accepts (joins) or declines; the owner may revoke it
 * while pending. An invitee is not a member until they accept; an invitation is answered only by
 * its invitee (anyone else: 404). The member limit counts pending invitations and holds under
 * parallel accepts. Group changes reach the people concerned as `group` live events.
 */
import { eq } from 'drizzle-orm';
import {
  GROUP_MEMBERS_MAX,
  groupDetailsSchema,
  liveEventSchema,
  receivedGroupInvitationListSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, groupInvitations, users } from '../src/db/schema';
import {
  acceptInvitation,
  groupWithMembers,
  publishMarker,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';
import { openStream, type SseEvent, type SseStream } from './sseClient';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const open: SseStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
async function stream(client: TestClient): Promise<SseStream> {
  const s = await openStream(client);
  open.push(s);
  return s;
}

/** The `group` events a stream got up to a marker published after the action under test. */
async function groupEvents(s: SseStream, userId: number): Promise<SseEvent['data'][]> {
  const events = await s.takeUntil(await publishMarker(server, userId));
  for (const e of events) expect(liveEventSchema.safeParse(e.data).success).toBe(true);
  return events.filter((e) => e.event === 'group').map((e) => e.data.data);
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

/** Makes `userIds` members straight in the database. */
async function bulkJoin(groupId: number, userIds: readonly number[]): Promise<void> {
  await server.app.db
    .insert(conversationMembers)
    .values(userIds.map((userId) => ({ conversationId: groupId, userId })));
}

/** An owner with a group named `name`, and a person invited to it (not yet answered). */
async function invitation(name = 'Launch crew') {
  const owner = await registerUser(server, { role: 'employer', name: 'Olivia Owner' });
  const invitee = await registerUser(server, { name: 'Ivan Invitee' });
  const created = await owner.client.post('/api/groups', { name, memberIds: [invitee.user.id] });
  expect(created.status).toBe(201);
  const groupId = created.body.id as number;
  const list = await invitee.client.get('/api/groups/invitations');
  expect(list.status).toBe(200);
  const [received] = list.body;
  return { owner, invitee, groupId, invitationId: received.id as number, received };
}

describe('inviting', () => {
  it('the invitee sees the invitation, a notification and nothing of the group until they accept', async () => {
    const { owner, invitee, groupId, received } = await invitation();
    expect(receivedGroupInvitationListSchema.safeParse([received]).success).toBe(true);
    expect(received).toMatchObject({
      groupId,
      groupName: 'Launch crew',
      memberCount: 1,
      invitedBy: { id: owner.user.id, name: 'Olivia Owner', role: 'employer' },
    });
    const notifications = await invitee.client.get('/api/notifications');
    expect(notifications.body.items[0]).toMatchObject({
      type: 'group_invitation',
      title: 'Olivia Owner invited you to Launch crew',
      link: `/messages?invitation=${received.id}`,
      read: false,
    });
    expect((await invitee.client.get(`/api/groups/${groupId}`)).status).toBe(404);
    expect((await invitee.client.get(`/api/messages/${groupId}`)).status).toBe(404);
    expect((await invitee.client.post(`/api/messages/${groupId}`, { body: 'hi' })).status).toBe(
      404,
    );
    expect((await invitee.client.get('/api/groups')).body).toEqual([]);
    const stranger = await registerUser(server);
    expect((await stranger.client.get('/api/groups/invitations')).body).toEqual([]);
    expect((await server.client().get('/api/groups/invitations')).status).toBe(401);
  });

  it('lists pending invitations to the owner only; inviting again sends nothing new', async () => {
    const { owner, invitee, groupId } = await invitation();
    const member = await registerUser(server);
    await owner.client.post(`/api/groups/${groupId}/members`, { userIds: [member.user.id] });
    await acceptInvitation(member.client, groupId);
    const ownersView = await owner.client.get(`/api/groups/${groupId}`);
    expect(groupDetailsSchema.safeParse(ownersView.body).success).toBe(true);
    expect(ownersView.body.invitations.map((i: { user: { id: number } }) => i.user.id)).toEqual([
      invitee.user.id,
    ]);
    expect((await member.client.get(`/api/groups/${groupId}`)).body.invitations).toEqual([]);

    const again = await owner.client.post(`/api/groups/${groupId}/members`, {
      userIds: [invitee.user.id],
    });
    expect(again.status).toBe(200);
    expect(again.body.invitations).toHaveLength(1);
    expect((await invitee.client.get('/api/groups/invitations')).body).toHaveLength(1);
    const notes = await invitee.client.get('/api/notifications');
    expect(
      notes.body.items.filter((n: { type: string }) => n.type === 'group_invitation'),
    ).toHaveLength(1);
  });
});

describe('answering an invitation', () => {
  it('accepting makes a member who sees the history; the invitation and its notification are settled', async () => {
    const { owner, invitee, groupId, invitationId } = await invitation();
    await owner.client.post(`/api/messages/${groupId}`, { body: 'sent before you joined' });
    const accepted = await invitee.client.post(`/api/groups/invitations/${invitationId}/accept`);
    expect(accepted.status).toBe(200);
    expect(groupDetailsSchema.safeParse(accepted.body).success).toBe(true);
    expect(accepted.body.memberCount).toBe(2);
    expect(accepted.body.invitations).toEqual([]);
    const history = await invitee.client.get(`/api/messages/${groupId}`);
    expect(history.body.items.map((m: { body: string }) => m.body)).toEqual([
      'sent before you joined',
    ]);
    expect((await invitee.client.get('/api/unread-counts')).body.groups.unreadCount).toBe(0);
    expect((await invitee.client.get('/api/groups/invitations')).body).toEqual([]);
    expect((await invitee.client.get('/api/notifications')).body.unreadCount).toBe(0);
    expect((await owner.client.get(`/api/groups/${groupId}`)).body.invitations).toEqual([]);
    // Answered once: accepting or declining again is a 404.
    expect(
      (await invitee.client.post(`/api/groups/invitations/${invitationId}/accept`)).status,
    ).toBe(404);
    expect(
      (await invitee.client.post(`/api/groups/invitations/${invitationId}/decline`)).status,
    ).toBe(404);
  });

  it('declining leaves the invitee outside; the owner may invite again', async () => {
    const { owner, invitee, groupId, invitationId } = await invitation();
    const declined = await invitee.client.post(`/api/groups/invitations/${invitationId}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ ok: true });
    expect((await invitee.client.get('/api/groups/invitations')).body).toEqual([]);
    expect((await invitee.client.get(`/api/groups/${groupId}`)).status).toBe(404);
    expect((await owner.client.get(`/api/groups/${groupId}`)).body.invitations).toEqual([]);
    const again = await owner.client.post(`/api/groups/${groupId}/members`, {
      userIds: [invitee.user.id],
    });
    expect(again.body.invitations).toHaveLength(1);
  });

  it('nobody but the invitee answers an invitation (404); a malformed id is a 400', async () => {
    const { owner, invitee, groupId, invitationId } = await invitation();
    const stranger = await registerUser(server);
    for (const who of [owner, stranger]) {
      for (const action of ['accept', 'decline']) {
        const res = await who.client.post(`/api/groups/invitations/${invitationId}/${action}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Invitation not found' });
      }
    }
    expect((await stranger.client.get(`/api/groups/${groupId}`)).status).toBe(404);
    for (const id of ['999999', '99999999999']) {
      expect((await invitee.client.post(`/api/groups/invitations/${id}/accept`)).status).toBe(404);
    }
    expect((await invitee.client.post('/api/groups/invitations/abc/accept')).status).toBe(400);
    // Still pending for the invitee.
    expect((await invitee.client.get('/api/groups/invitations')).body).toHaveLength(1);
  });
});

describe('revoking', () => {
  it('the owner revokes a pending invitation; the invitee can no longer accept it', async () => {
    const { owner, invitee, groupId, invitationId } = await invitation();
    const revoked = await owner.client.delete(`/api/groups/${groupId}/invitations/${invitationId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitations).toEqual([]);
    expect((await invitee.client.get('/api/groups/invitations')).body).toEqual([]);
    expect(
      (await invitee.client.post(`/api/groups/invitations/${invitationId}/accept`)).status,
    ).toBe(404);
    expect((await invitee.client.get('/api/notifications')).body.unreadCount).toBe(0);
  });

  it('only the owner revokes (member 403, others 404), and only an invitation of that group', async () => {
    const { owner, invitee, groupId, invitationId } = await invitation();
    const member = await registerUser(server);
    await owner.client.post(`/api/groups/${groupId}/members`, { userIds: [member.user.id] });
    await acceptInvitation(member.client, groupId);
    const path = `/api/groups/${groupId}/invitations/${invitationId}`;
    expect((await member.client.delete(path)).status).toBe(403);
    expect((await invitee.client.delete(path)).status).toBe(404);
    const stranger = await registerUser(server);
    expect((await stranger.client.delete(path)).status).toBe(404);
    const other = await owner.client.post('/api/groups', { name: 'Other' });
    expect(
      (await owner.client.delete(`/api/groups/${other.body.id}/invitations/${invitationId}`))
        .status,
    ).toBe(404);
    expect((await owner.client.delete(`/api/groups/${groupId}/invitations/x`)).status).toBe(400);
    expect((await invitee.client.get('/api/groups/invitations')).body).toHaveLength(1);
  });

  it('an owner alone leaving deletes the group and its pending invitations', async () => {
    const { owner, invitee, groupId } = await invitation();
    expect(
      (await owner.client.delete(`/api/groups/${groupId}/members/${owner.user.id}`)).status,
    ).toBe(200);
    expect((await invitee.client.get('/api/groups/invitations')).body).toEqual([]);
    expect(
      await server.app.db
        .select()
        .from(groupInvitations)
        .where(eq(groupInvitations.conversationId, groupId)),
    ).toEqual([]);
  });
});

describe('the member limit counts members and pending invitations', () => {
  it('parallel accepts and invitations never pass it', async () => {
    const owner = await registerUser(server, { role: 'employer' });
    const invitees = [
      await registerUser(server),
      await registerUser(server),
      await registerUser(server),
    ];
    const created = await owner.client.post('/api/groups', { name: 'Busy' });
    const groupId = created.body.id as number;
    await bulkJoin(groupId, await bulkUsers(GROUP_MEMBERS_MAX - 5)); // 96 members with the owner
    await owner.client.post(`/api/groups/${groupId}/members`, {
      userIds: invitees.map((i) => i.user.id),
    }); // 99 seats
    const [late1, late2] = [await registerUser(server), await registerUser(server)];
    const results = await Promise.all([
      ...invitees.map((i) => acceptInvitation(i.client, groupId).then(() => 200)),
      owner.client.post(`/api/groups/${groupId}/members`, { userIds: [late1.user.id] }),
      owner.client.post(`/api/groups/${groupId}/members`, { userIds: [late2.user.id] }),
    ]);
    expect(results.slice(0, 3)).toEqual([200, 200, 200]);
    expect(
      results
        .slice(3)
        .map((r) => (typeof r === 'number' ? r : r.status))
        .sort(),
    ).toEqual([200, 400]);
    const details = await owner.client.get(`/api/groups/${groupId}`);
    expect(details.body.memberCount).toBe(GROUP_MEMBERS_MAX - 1);
    expect(details.body.invitations).toHaveLength(1);
  });

  it('an accept into a group already full is a 409, even when several race', async () => {
    // Invitations made before more members were added straight in the database (as by an
    // older version): 98 members + 3 invitations. Only two can still join.
    const owner = await registerUser(server, { role: 'employer' });
    const invitees = [
      await registerUser(server),
      await registerUser(server),
      await registerUser(server),
    ];
    const created = await owner.client.post('/api/groups', {
      name: 'Crowded',
      memberIds: invitees.map((i) => i.user.id),
    });
    const groupId = created.body.id as number;
    await bulkJoin(groupId, await bulkUsers(GROUP_MEMBERS_MAX - 3));
    const ids = await Promise.all(
      invitees.map(async (i) => (await i.client.get('/api/groups/invitations')).body[0].id),
    );
    const results = await Promise.all(
      invitees.map((i, n) => i.client.post(`/api/groups/invitations/${ids[n]}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      `This group is full (at most ${GROUP_MEMBERS_MAX} members)`,
    );
    expect((await owner.client.get(`/api/groups/${groupId}`)).body.memberCount).toBe(
      GROUP_MEMBERS_MAX,
    );
  });
});

describe('group live events (issue 14)', () => {
  it('an invitation reaches the invitee and the owner; accepting reaches every member', async () => {
    const owner = await registerUser(server, { role: 'employer' });
    const member = await registerUser(server);
    const invitee = await registerUser(server);
    const groupId = await groupWithMembers(owner, 'Live', [member]);
    const [toOwner, toMember, toInvitee] = [
      await stream(owner.client),
      await stream(member.client),
      await stream(invitee.client),
    ];
    await owner.client.post(`/api/groups/${groupId}/members`, { userIds: [invitee.user.id] });
    const invitedEvent = { groupId, change: 'invited' };
    expect(await groupEvents(toOwner, owner.user.id)).toEqual([invitedEvent]);
    expect(await groupEvents(toInvitee, invitee.user.id)).toEqual([invitedEvent]);
    expect(await groupEvents(toMember, member.user.id)).toEqual([]);

    await acceptInvitation(invitee.client, groupId);
    const joined = { groupId, change: 'joined' };
    expect(await groupEvents(toOwner, owner.user.id)).toEqual([joined]);
    expect(await groupEvents(toMember, member.user.id)).toEqual([joined]);
    expect(await groupEvents(toInvitee, invitee.user.id)).toEqual([joined]);
  });

  it('declines and revokes reach the owner and the invitee', async () => {
    const { owner, invitee, groupId, invitationId } = await invitation();
    const [toOwner, toInvitee] = [await stream(owner.client), await stream(invitee.client)];
    await invitee.client.post(`/api/groups/invitations/${invitationId}/decline`);
    const declined = { groupId, change: 'invitation-declined' };
    expect(await groupEvents(toOwner, owner.user.id)).toEqual([declined]);
    expect(await groupEvents(toInvitee, invitee.user.id)).toEqual([declined]);

    const again = await owner.client.post(`/api/groups/${groupId}/members`, {
      userIds: [invitee.user.id],
    });
    await owner.client.delete(`/api/groups/${groupId}/invitations/${again.body.invitations[0].id}`);
    const revoked = { groupId, change: 'invitation-revoked' };
    expect(await groupEvents(toOwner, owner.user.id)).toEqual([
      { groupId, change: 'invited' },
      revoked,
    ]);
    expect(await groupEvents(toInvitee, invitee.user.id)).toEqual([
      { groupId, change: 'invited' },
      revoked,
    ]);
  });

  it('a rename reaches members and invitees; a removal and a leave reach the members and the one who went', async () => {
    const owner = await registerUser(server, { role: 'employer' });
    const [m1, m2] = [await registerUser(server), await registerUser(server)];
    const invitee = await registerUser(server);
    const outsider = await registerUser(server);
    const groupId = await groupWithMembers(owner, 'Before', [m1, m2]);
    await owner.client.post(`/api/groups/${groupId}/members`, { userIds: [invitee.user.id] });
    const streams = new Map(
      await Promise.all(
        [owner, m1, m2, invitee, outsider].map(
          async (who) => [who.user.id, await stream(who.client)] as const,
        ),
      ),
    );
    const eventsOf = (who: { user: { id: number } }) =>
      groupEvents(streams.get(who.user.id)!, who.user.id);

    await owner.client.patch(`/api/groups/${groupId}`, { name: 'After' });
    const renamed = { groupId, change: 'renamed' };
    for (const who of [owner, m1, m2, invitee]) expect(await eventsOf(who)).toEqual([renamed]);
    expect(await eventsOf(outsider)).toEqual([]);

    await owner.client.delete(`/api/groups/${groupId}/members/${m1.user.id}`);
    const removed = { groupId, change: 'removed' };
    for (const who of [owner, m1, m2]) expect(await eventsOf(who)).toEqual([removed]);
    expect(await eventsOf(invitee)).toEqual([]);

    await m2.client.delete(`/api/groups/${groupId}/members/${m2.user.id}`);
    const left = { groupId, change: 'left' };
    for (const who of [owner, m2]) expect(await eventsOf(who)).toEqual([left]);
    expect(await eventsOf(m1)).toEqual([]);
  });
});
