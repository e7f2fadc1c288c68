/**
 * Who may start a conversation with whom (issue 20; the sdk's `messagingBlock`): anyone writes to
 * talent; a talent writes to an employer only once something ties them (outreach, an open
 * proposal, a direct request, an engagement, a conversation or group); employers write to their
 * colleagues and to employers of other companies only once tied. Refusals are a 403 with the
 * sdk's reason, for a direct conversation and a group invitation alike; the "New message" search
 * lists who matches with why not yet.
 */
import { MESSAGING_BLOCK_TEXTS, blockedInviteesMessage } from '@hireloop/sdk';
import { messagePeopleSchema, type MessagePerson } from '@hireloop/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, users } from '../src/db/schema';
import { companyMembers } from '../src/db/schemaTeam';
import { employerWithRequest, liteTalent, outreach, proposal } from './bidFixtures';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const TALENT_BLOCK = MESSAGING_BLOCK_TEXTS['employer-needs-introduction'];
const EMPLOYER_BLOCK = MESSAGING_BLOCK_TEXTS['other-company-employer'];

const open = (client: TestClient, userId: number) =>
  client.post('/api/messages/conversations', { userId });

async function search(client: TestClient, query = '') {
  const res = await client.get(`/api/messages/people${query}`);
  expect(res.status).toBe(200);
  return messagePeopleSchema.parse(res.body).items;
}

const find = (items: MessagePerson[], id: number) => items.find((p) => p.id === id);

/** The company an employer acts for (its one-person company, made on first need). */
async function companyOf(client: TestClient): Promise<number> {
  const team = await client.get('/api/team');
  expect(team.status).toBe(200);
  return team.body.company.id as number;
}

/** A new employer who is a recruiter of `companyId` (straight into the table). */
async function colleagueIn(companyId: number, name: string) {
  const person = await registerUser(server, { role: 'employer', name });
  await server.app.db
    .insert(companyMembers)
    .values({ companyId, userId: person.user.id, role: 'recruiter' });
  await server.app.db
    .update(users)
    .set({ activeCompanyId: companyId })
    .where(eq(users.id, person.user.id));
  return person;
}

describe('starting a direct conversation', () => {
  it('a talent cannot write first to an employer nothing ties them to: 403 with the reason, nothing created', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    const talent = await registerUser(server, { role: 'talent' });
    const refused = await open(talent.client, employer.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TALENT_BLOCK);
    expect((await employer.client.get('/api/messages/conversations')).body).toEqual([]);
    expect((await talent.client.get('/api/messages/conversations')).body).toEqual([]);
  });

  it('employers write to any talent, and talent to talent', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    const talent = await registerUser(server, { role: 'talent' });
    const peer = await registerUser(server, { role: 'talent' });
    expect((await open(employer.client, talent.user.id)).status).toBe(200);
    expect((await open(talent.client, peer.user.id)).status).toBe(200);
  });

  it('once the employer wrote, the talent opens the same conversation', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    const talent = await registerUser(server, { role: 'talent' });
    const first = await open(employer.client, talent.user.id);
    const back = await open(talent.client, employer.user.id);
    expect(back.status).toBe(200);
    expect(back.body.id).toBe(first.body.id);
  });

  it('a pending or accepted proposal opens the way; a declined or withdrawn one does not', async () => {
    const employer = await employerWithRequest(server);
    const talent = await liteTalent(server);
    const bid = await talent.client.post('/api/bids', proposal(employer.requestId));
    expect(bid.status).toBe(201);
    expect((await open(talent.client, employer.user.id)).status).toBe(200);

    const other = await employerWithRequest(server);
    const declined = await talent.client.post('/api/bids', proposal(other.requestId));
    await other.client.patch(`/api/bids/${declined.body.id}`, { status: 'declined' });
    expect((await open(talent.client, other.user.id)).body.message).toBe(TALENT_BLOCK);

    const third = await employerWithRequest(server);
    const withdrawn = await talent.client.post('/api/bids', proposal(third.requestId));
    await talent.client.patch(`/api/bids/${withdrawn.body.id}`, { status: 'withdrawn' });
    expect((await open(talent.client, third.user.id)).status).toBe(403);
  });

  it("an employer's outreach opens the way, even declined; withdrawn it does not", async () => {
    const employer = await employerWithRequest(server);
    const talent = await registerUser(server, { role: 'talent' });
    const sent = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talent.user.id),
    );
    expect(sent.status).toBe(201);
    await talent.client.patch(`/api/bids/${sent.body.id}`, { status: 'declined' });
    expect((await open(talent.client, employer.user.id)).status).toBe(200);

    const other = await employerWithRequest(server);
    const gone = await other.client.post('/api/bids', outreach(other.requestId, talent.user.id));
    await other.client.patch(`/api/bids/${gone.body.id}`, { status: 'withdrawn' });
    expect((await open(talent.client, other.user.id)).status).toBe(403);
  });

  it("a tie with the company opens the way to each of its people, who also write to each other; other companies' employers are refused", async () => {
    const employer = await employerWithRequest(server);
    const recruiter = await colleagueIn(await companyOf(employer.client), 'Rita Recruiter');
    const talent = await liteTalent(server);
    expect((await open(talent.client, recruiter.user.id)).status).toBe(403);
    await talent.client.post('/api/bids', proposal(employer.requestId));
    expect((await open(talent.client, recruiter.user.id)).status).toBe(200);

    expect((await open(recruiter.client, employer.user.id)).status).toBe(200);
    const stranger = await registerUser(server, { role: 'employer' });
    const refused = await open(stranger.client, employer.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(EMPLOYER_BLOCK);
  });

  it('a direct job request to the talent opens the way', async () => {
    const talent = await registerUser(server, { role: 'talent' });
    const employer = await employerWithRequest(server, {
      requestTarget: 'direct',
      talentId: talent.user.id,
    });
    expect((await open(talent.client, employer.user.id)).status).toBe(200);
  });

  it('an admin writes to anyone', async () => {
    const admin = await registerUser(server, { role: 'talent' });
    await server.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const employer = await registerUser(server, { role: 'employer' });
    expect((await open(admin.client, employer.user.id)).status).toBe(200);
  });

  it('parallel opens of a tied pair make one conversation', async () => {
    const employer = await employerWithRequest(server);
    const talent = await liteTalent(server);
    await talent.client.post('/api/bids', proposal(employer.requestId));
    const answers = await Promise.all([
      open(talent.client, employer.user.id),
      open(talent.client, employer.user.id),
      open(employer.client, talent.user.id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });
});

describe('group invitations follow the same rule', () => {
  it('a talent cannot invite an employer not tied to them: 403 naming them, no group created', async () => {
    const talent = await registerUser(server, { role: 'talent' });
    const employer = await registerUser(server, { role: 'employer', name: 'Erin Employer' });
    const peer = await registerUser(server, { role: 'talent' });
    const refused = await talent.client.post('/api/groups', {
      name: 'Pitch',
      memberIds: [peer.user.id, employer.user.id],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      blockedInviteesMessage(['Erin Employer'], 'employer-needs-introduction'),
    );
    expect((await talent.client.get('/api/groups')).body).toEqual([]);
    const groups = await server.app.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.ownerId, talent.user.id));
    expect(groups).toEqual([]);

    const alone = await talent.client.post('/api/groups', { name: 'Later', memberIds: [] });
    const later = await talent.client.post(`/api/groups/${alone.body.id}/members`, {
      userIds: [employer.user.id],
    });
    expect(later.status).toBe(403);
  });

  it('an employer invites talent and colleagues; a shared group then ties its members', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    const recruiter = await colleagueIn(await companyOf(employer.client), 'Colleague');
    const talent = await registerUser(server, { role: 'talent' });
    const created = await employer.client.post('/api/groups', {
      name: 'Project',
      memberIds: [talent.user.id, recruiter.user.id],
    });
    expect(created.status).toBe(201);
    // Invited is not yet tied; a member is.
    expect((await open(talent.client, employer.user.id)).status).toBe(403);
    const invitations = await talent.client.get('/api/groups/invitations');
    await talent.client.post(`/api/groups/invitations/${invitations.body[0].id}/accept`);
    expect((await open(talent.client, employer.user.id)).status).toBe(200);
  });
});

describe('GET /api/messages/people', () => {
  it('a talent searching an employer finds them with the reason, then without it once tied', async () => {
    const employer = await employerWithRequest(server);
    await server.app.db
      .update(users)
      .set({ name: 'Zephyr Quill Hiring' })
      .where(eq(users.id, employer.user.id));
    const talent = await liteTalent(server);
    let items = await search(talent.client, '?q=zephyr%20quill');
    expect(find(items, employer.user.id)).toMatchObject({
      name: 'Zephyr Quill Hiring',
      role: 'employer',
      conversationId: null,
      block: 'employer-needs-introduction',
    });

    await talent.client.post('/api/bids', proposal(employer.requestId));
    items = await search(talent.client, '?q=Zephyr');
    expect(find(items, employer.user.id)?.block).toBeNull();
    const opened = await open(talent.client, employer.user.id);
    items = await search(talent.client, '?q=zephyr');
    expect(find(items, employer.user.id)?.conversationId).toBe(opened.body.id);
  });

  it('matches a title and a company name, lists people the caller can write to first, never the caller or deleted accounts', async () => {
    const marker = `Orchid${Date.now()}`;
    const talent = await registerUser(server, { role: 'talent', name: `${marker} Talent` });
    const peer = await registerUser(server, { role: 'talent', name: 'Peer' });
    await server.app.db
      .update(users)
      .set({ title: `${marker} designer` })
      .where(eq(users.id, peer.user.id));
    const employer = await registerUser(server, { role: 'employer', name: 'Aaron' });
    await server.app.db
      .update(users)
      .set({ companyName: `${marker} Labs` })
      .where(eq(users.id, employer.user.id));
    const gone = await registerUser(server, { role: 'talent', name: `${marker} Gone` });
    await server.app.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.user.id));

    const items = await search(talent.client, `?q=${marker}`);
    expect(items.map((p) => p.id)).toEqual([peer.user.id, employer.user.id]);
    expect(items[1]).toMatchObject({ block: 'employer-needs-introduction' });
    expect(items[0]).toMatchObject({ title: `${marker} designer`, companyName: null });
    // "%" and "_" are words, not wildcards.
    expect(await search(talent.client, '?q=%25')).toEqual([]);
  });

  it('without words: the contacts — conversations, colleagues and the people bids tie to', async () => {
    const employer = await employerWithRequest(server);
    const recruiter = await colleagueIn(await companyOf(employer.client), 'Team mate');
    const bidder = await liteTalent(server);
    await bidder.client.post('/api/bids', proposal(employer.requestId));
    const written = await registerUser(server, { role: 'talent' });
    await open(employer.client, written.user.id);
    await registerUser(server, { role: 'talent' });

    const contacts = await search(employer.client);
    expect(contacts.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [recruiter.user.id, bidder.user.id, written.user.id].sort((a, b) => a - b),
    );
    expect(contacts[0]?.id).toBe(written.user.id); // can write, and a conversation exists
    expect(contacts.every((p) => p.block === null)).toBe(true);
    expect(await search(bidder.client)).toMatchObject([{ id: employer.user.id, block: null }]);
  });

  it('signed out is a 401; a bad limit is a 400', async () => {
    expect((await server.client().get('/api/messages/people')).status).toBe(401);
    const talent = await registerUser(server, { role: 'talent' });
    const bad = await talent.client.get('/api/messages/people?limit=500');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('limit');
  });
});
