/**
 * Collectives (issue 17): any talent creates one and owns it; the slug is unique (a 400 on it, in
 * parallel too); members are invited (accept, decline), ask to join (approve, deny) or join an
 * open one; the owner and admins edit and manage (another collective's managers cannot: 403, an
 * unknown collective 404); the owner cannot leave without handing over, even under parallel
 * requests; the group conversation follows the active members in the same transaction with live
 * events; the badge shows on profiles and talent cards; the list filters by text, skill, size and
 * rate; employers contact the admins; the logo is an image told by its content.
 */
import { and, eq } from 'drizzle-orm';
import {
  COLLECTIVE_ALREADY_MEMBER_MESSAGE,
  COLLECTIVE_INVITE_ONLY_MESSAGE,
  COLLECTIVE_MEMBERS_MAX,
  COLLECTIVE_OWNER_LEAVE_MESSAGE,
  COLLECTIVE_RATE_ORDER_MESSAGE,
  COLLECTIVE_SLUG_TAKEN_MESSAGE,
  collectiveDetailsSchema,
  collectivePageSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, liveEvents, notifications, users } from '../src/db/schema';
import { collectiveMembers } from '../src/db/schemaCollectives';
import { HTML, PNG } from '../src/services/storage/testFiles';
import { registerUser, seedSkills, startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
let skillIds: number[];
beforeAll(async () => {
  server = await startServer();
  skillIds = await seedSkills(server);
});
afterAll(() => server.close());

let n = 0;
const talent = (name = `Talent ${++n}`) => registerUser(server, { role: 'talent', name });

async function createCollective(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/collectives', { name: `Guild ${++n}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return collectiveDetailsSchema.parse(res.body);
}

const groupMemberIds = async (conversationId: number) =>
  (
    await server.app.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId))
  )
    .map((r) => r.userId)
    .sort((a, b) => a - b);

const eventsOf = async (userId: number, type: string) =>
  (
    await server.app.db
      .select({ data: liveEvents.data })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, type)))
  ).map((r) => r.data as Record<string, unknown>);

/** A collective with an owner, an admin and a member (joined through invites). */
async function crew(body: Record<string, unknown> = {}) {
  const owner = await talent();
  const admin = await talent();
  const member = await talent();
  const c = await createCollective(owner.client, body);
  for (const person of [admin, member]) {
    expect(
      (await owner.client.post(`/api/collectives/${c.id}/invites`, { userId: person.user.id }))
        .status,
    ).toBe(200);
    expect((await person.client.post(`/api/collectives/${c.id}/accept`)).status).toBe(200);
  }
  expect(
    (
      await owner.client.patch(`/api/collectives/${c.id}/members/${admin.user.id}`, {
        role: 'admin',
      })
    ).status,
  ).toBe(200);
  return { owner, admin, member, c };
}

describe('creating a collective', () => {
  it('makes the talent its owner, with a slug from the name and the group conversation', async () => {
    const owner = await talent();
    const c = await createCollective(owner.client, {
      name: 'Pixel Ops',
      tagline: 'Design systems',
      skills: [skillIds[0]],
      rateMin: 60,
      rateMax: 120,
      joinPolicy: 'open',
    });
    expect(c).toMatchObject({
      slug: 'pixel-ops',
      name: 'Pixel Ops',
      memberCount: 1,
      membership: { role: 'owner', state: 'active' },
      logoUrl: null,
    });
    expect(c.members.map((m) => [m.userId, m.role])).toEqual([[owner.user.id, 'owner']]);
    expect(await groupMemberIds(c.conversationId!)).toEqual([owner.user.id]);
    // The page answers by id and by slug alike.
    const bySlug = await owner.client.get('/api/collectives/pixel-ops');
    expect(bySlug.body.id).toBe(c.id);
    // A second collective of the same name gets the next free slug.
    expect((await createCollective(owner.client, { name: 'Pixel Ops' })).slug).toBe('pixel-ops-2');
  });

  it('refuses bad input with field errors, and employers with a 403', async () => {
    const owner = await talent();
    const bad = await owner.client.post('/api/collectives', {
      name: ' ',
      slug: 'Not A Slug',
      rateMin: -1,
      joinPolicy: 'whoever',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual([
      'joinPolicy',
      'name',
      'rateMin',
      'slug',
    ]);
    const order = await owner.client.post('/api/collectives', {
      name: 'X',
      rateMin: 90,
      rateMax: 10,
    });
    expect(order.status).toBe(400);
    expect(order.body.fieldErrors).toEqual({ rateMax: [COLLECTIVE_RATE_ORDER_MESSAGE] });
    const unknownSkill = await owner.client.post('/api/collectives', {
      name: 'X',
      skills: [999999],
    });
    expect(unknownSkill.status).toBe(400);
    expect(unknownSkill.body.fieldErrors.skills).toBeDefined();
    const employer = await registerUser(server, { role: 'employer' });
    expect((await employer.client.post('/api/collectives', { name: 'Agency' })).status).toBe(403);
  });

  it('gives a taken slug a 400 on the slug, also when ten ask for it at once', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => talent()));
    const slug = `race-${Date.now()}`;
    const answers = await Promise.all(
      people.map((p) => p.client.post('/api/collectives', { name: 'Race', slug })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(9);
    for (const a of refused) {
      expect(a.status).toBe(400);
      expect(a.body.fieldErrors.slug).toEqual([COLLECTIVE_SLUG_TAKEN_MESSAGE]);
    }
    // Renaming another collective to it is the same 400.
    const other = await createCollective(people[0]!.client);
    const res = await people[0]!.client.patch(`/api/collectives/${other.id}`, { slug });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.slug).toEqual([COLLECTIVE_SLUG_TAKEN_MESSAGE]);
  });
});

describe('memberships', () => {
  it('an invited talent accepts, joins the group and everyone is told live', async () => {
    const owner = await talent();
    const ann = await talent('Ann Invitee');
    const c = await createCollective(owner.client, { joinPolicy: 'invite' });
    const invited = await owner.client.post(`/api/collectives/${c.id}/invites`, {
      userId: ann.user.id,
    });
    expect(invited.status).toBe(200);
    expect(
      invited.body.members.find((m: { userId: number }) => m.userId === ann.user.id),
    ).toMatchObject({ state: 'invited' });
    const [notice] = await server.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ann.user.id), eq(notifications.type, 'collective_invited')),
      );
    expect(notice?.link).toBe(`/collective/${c.slug}`);
    expect((await ann.client.get('/api/collectives/mine')).body).toEqual([
      expect.objectContaining({
        state: 'invited',
        role: 'member',
        collective: expect.objectContaining({ id: c.id }),
      }),
    ]);
    // Not yet a member: no group, no conversation id.
    expect((await ann.client.get(`/api/collectives/${c.id}`)).body.conversationId).toBeNull();

    const accepted = await ann.client.post(`/api/collectives/${c.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      membership: { state: 'active', role: 'member' },
      memberCount: 2,
      conversationId: c.conversationId,
    });
    expect(await groupMemberIds(c.conversationId!)).toEqual(
      [owner.user.id, ann.user.id].sort((a, b) => a - b),
    );
    expect(await eventsOf(owner.user.id, 'group')).toContainEqual({
      groupId: c.conversationId,
      change: 'joined',
    });
    expect(await eventsOf(owner.user.id, 'collective')).toContainEqual({
      collectiveId: c.id,
      change: 'joined',
    });
    // The group is hers in messaging now.
    const groups = await ann.client.get('/api/groups');
    expect(groups.body.map((g: { id: number }) => g.id)).toContain(c.conversationId);
    // Inviting her again is a field error.
    const again = await owner.client.post(`/api/collectives/${c.id}/invites`, {
      userId: ann.user.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.userId).toEqual([COLLECTIVE_ALREADY_MEMBER_MESSAGE]);
  });

  it('an invitation declined changes nothing but its state; invitees of employers or unknown ids are 400', async () => {
    const owner = await talent();
    const bob = await talent();
    const c = await createCollective(owner.client);
    await owner.client.post(`/api/collectives/${c.id}/invites`, { userId: bob.user.id });
    const declined = await bob.client.post(`/api/collectives/${c.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.membership).toBeNull();
    expect((await bob.client.post(`/api/collectives/${c.id}/accept`)).status).toBe(404);
    const employer = await registerUser(server, { role: 'employer' });
    for (const userId of [employer.user.id, 999999]) {
      const res = await owner.client.post(`/api/collectives/${c.id}/invites`, { userId });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.userId).toHaveLength(1);
    }
  });

  it('a request is approved (notified, in the group) or denied; open ones take people at once; invite-only refuse', async () => {
    const owner = await talent();
    const asker = await talent();
    const denied = await talent();
    const c = await createCollective(owner.client, { joinPolicy: 'request' });
    const asked = await asker.client.post(`/api/collectives/${c.id}/join`);
    expect(asked.body.membership).toEqual({ role: 'member', state: 'requested' });
    expect(await eventsOf(owner.user.id, 'collective')).toContainEqual({
      collectiveId: c.id,
      change: 'requested',
    });
    await denied.client.post(`/api/collectives/${c.id}/join`);
    // A member cannot approve: only managers.
    expect(
      (await asker.client.post(`/api/collectives/${c.id}/requests/${denied.user.id}/approve`))
        .status,
    ).toBe(403);
    const approved = await owner.client.post(
      `/api/collectives/${c.id}/requests/${asker.user.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.memberCount).toBe(2);
    expect(await groupMemberIds(c.conversationId!)).toContain(asker.user.id);
    const [notice] = await server.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, asker.user.id), eq(notifications.type, 'collective_approved')),
      );
    expect(notice).toBeDefined();
    expect(
      (await owner.client.post(`/api/collectives/${c.id}/requests/${denied.user.id}/deny`)).status,
    ).toBe(200);
    expect((await denied.client.get(`/api/collectives/${c.id}`)).body.membership).toBeNull();
    expect(
      (await owner.client.post(`/api/collectives/${c.id}/requests/${denied.user.id}/deny`)).status,
    ).toBe(404);

    const open = await createCollective(owner.client, { joinPolicy: 'open' });
    const joined = await denied.client.post(`/api/collectives/${open.id}/join`);
    expect(joined.body.membership).toEqual({ role: 'member', state: 'active' });
    const closed = await createCollective(owner.client, { joinPolicy: 'invite' });
    const refused = await denied.client.post(`/api/collectives/${closed.id}/join`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COLLECTIVE_INVITE_ONLY_MESSAGE);
  });

  it('roles: the owner manages admins and members, admins only members, members nobody', async () => {
    const { owner, admin, member, c } = await crew();
    const other = await talent();
    await owner.client.post(`/api/collectives/${c.id}/invites`, { userId: other.user.id });
    await other.client.post(`/api/collectives/${c.id}/accept`);
    // An admin cannot demote another admin nor touch the owner; a member cannot manage at all.
    await owner.client.patch(`/api/collectives/${c.id}/members/${other.user.id}`, {
      role: 'admin',
    });
    expect(
      (
        await admin.client.patch(`/api/collectives/${c.id}/members/${other.user.id}`, {
          role: 'member',
        })
      ).status,
    ).toBe(403);
    expect(
      (await admin.client.delete(`/api/collectives/${c.id}/members/${owner.user.id}`)).status,
    ).toBe(403);
    expect(
      (
        await member.client.patch(`/api/collectives/${c.id}/members/${other.user.id}`, {
          role: 'member',
        })
      ).status,
    ).toBe(403);
    expect(
      (await member.client.patch(`/api/collectives/${c.id}`, { tagline: 'Mine now' })).status,
    ).toBe(403);
    // Roles given are admin or member only.
    expect(
      (
        await owner.client.patch(`/api/collectives/${c.id}/members/${member.user.id}`, {
          role: 'owner',
        })
      ).status,
    ).toBe(400);
    // The admin edits and removes a member: they leave the group, are notified and told live.
    expect(
      (await admin.client.patch(`/api/collectives/${c.id}`, { tagline: 'Edited' })).body.tagline,
    ).toBe('Edited');
    const removed = await admin.client.delete(`/api/collectives/${c.id}/members/${member.user.id}`);
    expect(removed.status).toBe(200);
    expect(await groupMemberIds(c.conversationId!)).not.toContain(member.user.id);
    expect(await eventsOf(member.user.id, 'group')).toContainEqual({
      groupId: c.conversationId,
      change: 'removed',
    });
    expect(await eventsOf(member.user.id, 'collective')).toContainEqual({
      collectiveId: c.id,
      change: 'removed',
    });
    expect((await member.client.get(`/api/groups/${c.conversationId}`)).status).toBe(404);
  });

  it("another collective's owner or admin gets a 403 on every write; an unknown collective is a 404", async () => {
    const { member, c } = await crew();
    const { owner: stranger } = await crew();
    const writes: [string, string, unknown?][] = [
      ['PATCH', `/api/collectives/${c.id}`, { tagline: 'x' }],
      ['POST', `/api/collectives/${c.id}/invites`, { userId: member.user.id }],
      ['PATCH', `/api/collectives/${c.id}/members/${member.user.id}`, { role: 'admin' }],
      ['DELETE', `/api/collectives/${c.id}/members/${member.user.id}`],
      ['POST', `/api/collectives/${c.id}/requests/${member.user.id}/approve`],
      ['POST', `/api/collectives/${c.id}/owner`, { userId: member.user.id }],
      ['DELETE', `/api/collectives/${c.id}/logo`],
    ];
    for (const [method, path, body] of writes) {
      const res = await stranger.client.request(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, body] of writes) {
      const res = await stranger.client.request(
        method,
        path.replace(`/${c.id}`, '/999999'),
        body === undefined ? {} : { body },
      );
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await stranger.client.get('/api/collectives/no-such-collective')).status).toBe(404);
    expect((await stranger.client.post(`/api/collectives/${c.id}/leave`)).status).toBe(404);
  });

  it('the owner cannot leave; after handing over they can, and the new owner owns the group', async () => {
    const { owner, admin, member, c } = await crew();
    const refused = await owner.client.post(`/api/collectives/${c.id}/leave`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COLLECTIVE_OWNER_LEAVE_MESSAGE);
    expect(
      (await owner.client.post(`/api/collectives/${c.id}/owner`, { userId: owner.user.id })).status,
    ).toBe(400);
    expect(
      (await admin.client.post(`/api/collectives/${c.id}/owner`, { userId: admin.user.id })).status,
    ).toBe(403);
    const handed = await owner.client.post(`/api/collectives/${c.id}/owner`, {
      userId: member.user.id,
    });
    expect(handed.status).toBe(200);
    expect(handed.body.membership).toEqual({ role: 'admin', state: 'active' });
    const left = await owner.client.post(`/api/collectives/${c.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.membership).toBeNull();
    expect(await groupMemberIds(c.conversationId!)).toEqual(
      [admin.user.id, member.user.id].sort((a, b) => a - b),
    );
    const page = await member.client.get(`/api/collectives/${c.id}`);
    expect(page.body.membership).toEqual({ role: 'owner', state: 'active' });
    const group = await member.client.get(`/api/groups/${c.conversationId}`);
    expect(group.body.ownerId ?? group.body.owner?.id).toBe(member.user.id);
  });

  it('parallel handovers and leaves never leave the collective without exactly one owner', async () => {
    const { owner, admin, member, c } = await crew();
    await Promise.all([
      owner.client.post(`/api/collectives/${c.id}/owner`, { userId: admin.user.id }),
      owner.client.post(`/api/collectives/${c.id}/owner`, { userId: member.user.id }),
      owner.client.post(`/api/collectives/${c.id}/leave`),
      admin.client.post(`/api/collectives/${c.id}/leave`),
      member.client.post(`/api/collectives/${c.id}/leave`),
    ]);
    const owners = await server.app.db
      .select()
      .from(collectiveMembers)
      .where(
        and(
          eq(collectiveMembers.collectiveId, c.id),
          eq(collectiveMembers.role, 'owner'),
          eq(collectiveMembers.state, 'active'),
        ),
      );
    expect(owners).toHaveLength(1);
    const group = await groupMemberIds(c.conversationId!);
    expect(group).toContain(owners[0]!.userId);
  });

  it('parallel joins at the member limit let exactly one in (409 for the others)', async () => {
    const owner = await talent();
    const c = await createCollective(owner.client, { joinPolicy: 'open' });
    // The other members straight into the tables (the join flow is tested on its own).
    const fillers = await server.app.db
      .insert(users)
      .values(
        Array.from({ length: COLLECTIVE_MEMBERS_MAX - 2 }, (_, i) => ({
          email: `filler-${c.id}-${i}@example.com`,
          passwordHash: 'not-a-hash',
          name: `Filler ${i}`,
          role: 'talent' as const,
        })),
      )
      .returning({ id: users.id });
    await server.app.db.insert(collectiveMembers).values(
      fillers.map((f) => ({
        collectiveId: c.id,
        userId: f.id,
        role: 'member' as const,
        state: 'active' as const,
      })),
    );
    const joiners = await Promise.all(Array.from({ length: 5 }, () => talent()));
    const answers = await Promise.all(
      joiners.map((j) => j.client.post(`/api/collectives/${c.id}/join`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const page = await owner.client.get(`/api/collectives/${c.id}`);
    expect(page.body.memberCount).toBe(COLLECTIVE_MEMBERS_MAX);
  });

  it("a deleted owner's collective passes to an admin, who owns the group; an empty one goes", async () => {
    const { owner, admin, member, c } = await crew();
    const deleted = await owner.client.post('/api/account/delete', { password: owner.password });
    expect(deleted.status).toBe(200);
    const page = await admin.client.get(`/api/collectives/${c.id}`);
    expect(page.body.membership).toEqual({ role: 'owner', state: 'active' });
    expect(page.body.members.map((m: { userId: number }) => m.userId).sort()).toEqual(
      [admin.user.id, member.user.id].sort((a, b) => a - b),
    );
    expect(await groupMemberIds(c.conversationId!)).toEqual(
      [admin.user.id, member.user.id].sort((a, b) => a - b),
    );
    const group = await admin.client.get(`/api/groups/${c.conversationId}`);
    expect(group.status).toBe(200);

    const alone = await talent();
    const solo = await createCollective(alone.client);
    expect(
      (await alone.client.post('/api/account/delete', { password: alone.password })).status,
    ).toBe(200);
    expect((await admin.client.get(`/api/collectives/${solo.id}`)).status).toBe(404);
  });

  it('the collective group cannot be managed from messaging', async () => {
    const { owner, member, c } = await crew();
    expect(
      (await owner.client.patch(`/api/groups/${c.conversationId}`, { name: 'Renamed' })).status,
    ).toBe(403);
    expect(
      (await owner.client.delete(`/api/groups/${c.conversationId}/members/${member.user.id}`))
        .status,
    ).toBe(403);
    expect(
      (await member.client.delete(`/api/groups/${c.conversationId}/members/${member.user.id}`))
        .status,
    ).toBe(403);
  });
});

describe('the list, the badge and contact', () => {
  it('filters by text, skill, size and rate ceiling, newest first, paged', async () => {
    const owner = await talent();
    const tag = `zeta${Date.now()}`;
    const cheap = await createCollective(owner.client, {
      name: `${tag} cheap`,
      skills: [skillIds[1]],
      rateMin: 20,
      rateMax: 40,
    });
    const dear = await createCollective(owner.client, { name: `${tag} dear`, rateMin: 150 });
    const list = async (query: string) => {
      const res = await owner.client.get(`/api/collectives?q=${tag}${query}`);
      expect(res.status).toBe(200);
      return collectivePageSchema.parse(res.body).items.map((c) => c.id);
    };
    expect(await list('')).toEqual([dear.id, cheap.id]);
    expect(await list(`&skill=${skillIds[1]}`)).toEqual([cheap.id]);
    expect(await list('&maxRate=100')).toEqual([cheap.id]);
    expect(await list('&size=small')).toEqual([dear.id, cheap.id]);
    expect(await list('&size=large')).toEqual([]);
    const first = await owner.client.get(`/api/collectives?q=${tag}&limit=1`);
    expect(first.body.items.map((c: { id: number }) => c.id)).toEqual([dear.id]);
    const second = await owner.client.get(
      `/api/collectives?q=${tag}&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items.map((c: { id: number }) => c.id)).toEqual([cheap.id]);
    expect((await owner.client.get('/api/collectives?size=huge')).status).toBe(400);
    expect((await owner.client.get('/api/collectives?cursor=nope')).status).toBe(400);
  });

  it("shows the badge on members' public profiles and talent cards", async () => {
    const { member, c } = await crew({ name: `Badge ${Date.now()}` });
    const profile = await member.client.get(`/api/profile/${member.user.id}`);
    expect(profile.body.collectives).toEqual([
      { id: c.id, slug: c.slug, name: c.name, logoUrl: null },
    ]);
    const search = await member.client.get(
      `/api/profile/talent?q=${encodeURIComponent(member.user.name)}`,
    );
    const card = search.body.items.find((p: { userId: number }) => p.userId === member.user.id);
    expect(card.collectives).toEqual([{ id: c.id, slug: c.slug, name: c.name, logoUrl: null }]);
  });

  it('lists every collective of a card by name, on the ranked and the newest-first explorer', async () => {
    const stamp = Date.now();
    const { owner, member, c: zeta } = await crew({ name: `Zeta crew ${stamp}` });
    const alpha = await createCollective(owner.client, { name: `Alpha crew ${stamp}` });
    expect(
      (await owner.client.post(`/api/collectives/${alpha.id}/invites`, { userId: member.user.id }))
        .status,
    ).toBe(200);
    expect((await member.client.post(`/api/collectives/${alpha.id}/accept`)).status).toBe(200);
    const badges = [alpha, zeta].map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      logoUrl: null,
    }));
    const cardOf = (body: { items: { userId: number; collectives: unknown }[] }) =>
      body.items.find((p) => p.userId === member.user.id);
    const ranked = await owner.client.get(
      `/api/profile/talent?q=${encodeURIComponent(member.user.name)}`,
    );
    expect(cardOf(ranked.body)?.collectives).toEqual(badges);
    // Newest first (no q): other tests' talent may come before the member, so page until found.
    let cursor: string | null = null;
    let card: { collectives: unknown } | undefined;
    do {
      const page: {
        body: { items: { userId: number; collectives: unknown }[]; nextCursor: string | null };
      } = await owner.client.get(
        `/api/profile/talent?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      card = cardOf(page.body);
      cursor = page.body.nextCursor;
    } while (!card && cursor);
    expect(card?.collectives).toEqual(badges);
    expect((await member.client.get(`/api/profile/${member.user.id}`)).body.collectives).toEqual(
      badges,
    );
    // A member who left loses the badge everywhere.
    expect((await member.client.post(`/api/collectives/${alpha.id}/leave`)).status).toBe(200);
    const after = await owner.client.get(
      `/api/profile/talent?q=${encodeURIComponent(member.user.name)}`,
    );
    expect(cardOf(after.body)?.collectives).toEqual([badges[1]]);
  });

  it('an employer contacts the owner and admins in one conversation, the same one again', async () => {
    const { owner, admin, member, c } = await crew();
    const employer = await registerUser(server, { role: 'employer' });
    const first = await employer.client.post(`/api/collectives/${c.id}/contact`);
    expect(first.status).toBe(200);
    const again = await employer.client.post(`/api/collectives/${c.id}/contact`);
    expect(again.body.conversationId).toBe(first.body.conversationId);
    expect(await groupMemberIds(first.body.conversationId)).toEqual(
      [employer.user.id, owner.user.id, admin.user.id].sort((a, b) => a - b),
    );
    expect(await groupMemberIds(first.body.conversationId)).not.toContain(member.user.id);
    expect((await member.client.post(`/api/collectives/${c.id}/contact`)).status).toBe(403);
  });

  it('takes a logo an image by its content, serves it back as that image, and refuses other files', async () => {
    const { owner, member, c } = await crew();
    const form = (bytes: Uint8Array, name: string) => {
      const data = new FormData();
      data.append('logo', new Blob([bytes]), name);
      return data;
    };
    const refused = await owner.client.request('POST', `/api/collectives/${c.id}/logo`, {
      form: form(HTML, 'logo.png'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.logo).toHaveLength(1);
    expect(
      (
        await member.client.request('POST', `/api/collectives/${c.id}/logo`, {
          form: form(PNG, 'a.png'),
        })
      ).status,
    ).toBe(403);
    const saved = await owner.client.request('POST', `/api/collectives/${c.id}/logo`, {
      form: form(PNG, 'a.png'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.logoUrl).toMatch(new RegExp(`^/api/collectives/${c.id}/logo\\?v=`));
    const image = await member.client.get(saved.body.logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const gone = await owner.client.delete(`/api/collectives/${c.id}/logo`);
    expect(gone.body.logoUrl).toBeNull();
    expect((await member.client.get(saved.body.logoUrl)).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors for malformed ids, bodies and queries', async () => {
    const { owner, c } = await crew();
    expect((await owner.client.post('/api/collectives/abc/join')).status).toBe(400);
    expect(
      (await owner.client.patch(`/api/collectives/${c.id}`, { rateMin: 'lots' })).body.fieldErrors
        .rateMin,
    ).toBeDefined();
    const upside = await owner.client.patch(`/api/collectives/${c.id}`, { rateMin: 500 });
    // The stored range has no highest end: any lowest end is in order.
    expect(upside.status).toBe(200);
    const order = await owner.client.patch(`/api/collectives/${c.id}`, { rateMax: 100 });
    expect(order.status).toBe(400);
    expect(order.body.fieldErrors.rateMax).toEqual([COLLECTIVE_RATE_ORDER_MESSAGE]);
    expect(
      (await owner.client.post(`/api/collectives/${c.id}/invites`, { userId: 'x' })).status,
    ).toBe(400);
  });
});
