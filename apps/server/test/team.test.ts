/**
 * Teams (issue 16): every employer acts for a company; members share its job requests, outreach
 * and subscription quota (parallel creations by ten members on a monthly plan make exactly one
 * job; the outreach limit per request holds across members); viewers cannot write; another
 * company's resources are a 404; invites by mail are single use for 7 days and accepted only by
 * the invited address; role changes and removals take effect on the next request with a live
 * event; removing a member with open work needs a takeover; ownership is handed over; a person
 * switches between their companies; the team's activity log is paged.
 */
import { and, eq } from 'drizzle-orm';
import {
  COMPANY_INVITE_VALID_DAYS,
  OUTREACH_BID_LIMIT,
  TAKEOVER_INVALID_MESSAGE,
  TAKEOVER_REQUIRED_MESSAGE,
  teamSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, liveEvents, users } from '../src/db/schema';
import { companyMembers } from '../src/db/schemaTeam';
import { createRequest, liteTalent, outreach, proposal } from './bidFixtures';
import {
  activateSubscription,
  jobRequestForm,
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

const DAY = 24 * 60 * 60 * 1000;
const put = (client: TestClient, path: string, body: unknown) =>
  client.request('PUT', path, { body });

/** An employer (the owner of a new one-person company), with a plan unless null. */
async function owner(planId: string | null = 'employer-lifetime') {
  const employer = await registerUser(server, { role: 'employer', name: 'Olive Owner' });
  if (planId) await activateSubscription(server, employer.user.id, planId);
  const team = await employer.client.get('/api/team');
  return { ...employer, companyId: team.body.company.id as number };
}

/** The invite link's token of the newest invite mail to `email`, read from the outbox. */
async function inviteToken(email: string): Promise<string> {
  const [mail] = await server.app.services.mail.outbox(email);
  const match = /\/team\/invites\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invite mail to ${email}`);
  return match[1]!;
}

/** A new person who joins `companyId` with `role` through an invite, signed in. */
async function member(
  inviter: TestClient,
  role: 'admin' | 'recruiter' | 'viewer',
  name = `Member ${role}`,
) {
  const person = await registerUser(server, { role: 'employer', name });
  const sent = await inviter.post('/api/team/invites', { email: person.user.email, role });
  expect(sent.status).toBe(201);
  const accepted = await person.client.post(
    `/api/invites/${await inviteToken(person.user.email)}/accept`,
  );
  expect(accepted.status).toBe(200);
  return person;
}

/** Many members at once, straight into the table (the invite flow is tested on its own). */
async function bulkMembers(companyId: number, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const person = await registerUser(server, { role: 'talent', name: `Recruiter ${i}` });
      await server.app.db
        .insert(companyMembers)
        .values({ companyId, userId: person.user.id, role: 'recruiter' });
      await server.app.db
        .update(users)
        .set({ activeCompanyId: companyId })
        .where(eq(users.id, person.user.id));
      return person;
    }),
  );
}

async function teamEvents(userId: number) {
  const rows = await server.app.db
    .select({ type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'team')));
  return rows.map((row) => row.data as { companyId: number; change: string });
}

describe('a company per employer', () => {
  it('registration makes the employer the owner of a one-person company, their active one', async () => {
    const { client, user } = await owner(null);
    const team = await client.get('/api/team');
    expect(team.status).toBe(200);
    expect(teamSchema.safeParse(team.body).success).toBe(true);
    expect(team.body.role).toBe('owner');
    expect(team.body.members).toMatchObject([{ userId: user.id, role: 'owner' }]);
    const companies = await client.get('/api/companies');
    expect(companies.body).toMatchObject([{ role: 'owner', active: true }]);
  });

  it('every team route needs a signed-in user (401)', async () => {
    const anonymous = server.client();
    const answers = await Promise.all([
      anonymous.get('/api/team'),
      anonymous.patch('/api/team', { name: 'X' }),
      anonymous.get('/api/team/activity'),
      anonymous.post('/api/team/invites', { email: 'a@example.com', role: 'viewer' }),
      anonymous.delete('/api/team/invites/1'),
      anonymous.patch('/api/team/members/1', { role: 'viewer' }),
      anonymous.delete('/api/team/members/1'),
      anonymous.post('/api/team/owner', { userId: 1 }),
      anonymous.get('/api/companies'),
      anonymous.get('/api/companies/active'),
      put(anonymous, '/api/companies/active', { companyId: 1 }),
      anonymous.post('/api/invites/abc/accept'),
    ]);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 401));
  });

  it('refuses a write from another origin', async () => {
    const { client } = await owner(null);
    const res = await client.post(
      '/api/team/invites',
      { email: 'x@example.com', role: 'viewer' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('invites', () => {
  it('mail a single-use link that only the invited address accepts; registering then accepting works', async () => {
    const boss = await owner();
    const sent = await boss.client.post('/api/team/invites', {
      email: ' Rae@Example.com ',
      role: 'recruiter',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      email: 'rae@example.com',
      role: 'recruiter',
      state: 'pending',
    });
    const token = await inviteToken('rae@example.com');

    const preview = await server.client().get(`/api/invites/${token}`);
    expect(preview.body).toMatchObject({ companyName: 'Olive Owner', state: 'pending' });

    const stranger = await registerUser(server, { role: 'employer' });
    const wrong = await stranger.client.post(`/api/invites/${token}/accept`);
    expect(wrong.status).toBe(403);

    const rae = await registerUser(server, {
      role: 'talent',
      email: 'rae@example.com',
      name: 'Rae',
    });
    const accepted = await rae.client.post(`/api/invites/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'recruiter', active: true });
    expect(accepted.body.company.id).toBe(boss.companyId);
    expect((await rae.client.post(`/api/invites/${token}/accept`)).status).toBe(410);

    const team = await boss.client.get('/api/team');
    expect(team.body.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Olive Owner', 'owner'],
      ['Rae', 'recruiter'],
    ]);
    expect(team.body.invites).toEqual([]);
    // The recruiter reads the team but sees no invites.
    const seen = await rae.client.get('/api/team');
    expect(seen.body.role).toBe('recruiter');
    expect(seen.body.invites).toEqual([]);
  });

  it('expire after 7 days, and pending ones can be revoked', async () => {
    const boss = await owner(null);
    await boss.client.post('/api/team/invites', { email: 'late@example.com', role: 'viewer' });
    const lateToken = await inviteToken('late@example.com');
    const revoked = await boss.client.post('/api/team/invites', {
      email: 'revoked@example.com',
      role: 'viewer',
    });
    const pending = await boss.client.get('/api/team');
    expect(pending.body.invites.map((i: { email: string }) => i.email).sort()).toEqual([
      'late@example.com',
      'revoked@example.com',
    ]);
    expect((await boss.client.delete(`/api/team/invites/${revoked.body.id}`)).status).toBe(200);
    expect((await boss.client.delete(`/api/team/invites/${revoked.body.id}`)).status).toBe(404);
    const revokedPerson = await registerUser(server, { email: 'revoked@example.com' });
    const refused = await revokedPerson.client.post(
      `/api/invites/${await inviteToken('revoked@example.com')}/accept`,
    );
    expect(refused.status).toBe(410);

    server.advanceClock(COMPANY_INVITE_VALID_DAYS * DAY + 1000);
    const late = await registerUser(server, { email: 'late@example.com' });
    expect((await late.client.post(`/api/invites/${lateToken}/accept`)).status).toBe(410);
    expect((await server.client().get(`/api/invites/${lateToken}`)).body.state).toBe('expired');
    expect((await server.client().get('/api/invites/unknown-token')).status).toBe(404);
  });

  it('bad input is a 400 with field errors', async () => {
    const boss = await owner(null);
    const badEmail = await boss.client.post('/api/team/invites', { email: 'nope', role: 'viewer' });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(badEmail.body.fieldErrors)).toEqual(['email']);
    const owners = await boss.client.post('/api/team/invites', {
      email: 'o@example.com',
      role: 'owner',
    });
    expect(owners.status).toBe(400);
    expect(Object.keys(owners.body.fieldErrors)).toEqual(['role']);
    const self = await boss.client.post('/api/team/invites', {
      email: boss.user.email,
      role: 'viewer',
    });
    expect(self.status).toBe(400);
    expect(self.body.fieldErrors.email).toBeDefined();
    expect((await boss.client.patch('/api/team/members/abc', { role: 'viewer' })).status).toBe(400);
    const role = await boss.client.patch(`/api/team/members/${boss.user.id}`, { role: 'boss' });
    expect(role.status).toBe(400);
    expect(Object.keys(role.body.fieldErrors)).toEqual(['role']);
    const name = await boss.client.patch('/api/team', { name: ' ', website: 'ftp://x' });
    expect(name.status).toBe(400);
    expect(Object.keys(name.body.fieldErrors).sort()).toEqual(['name', 'website']);
    const takeover = await boss.client.delete(`/api/team/members/${boss.user.id}?takeoverUserId=x`);
    expect(takeover.status).toBe(400);
    expect(Object.keys(takeover.body.fieldErrors)).toEqual(['takeoverUserId']);
    const company = await put(boss.client, '/api/companies/active', { companyId: 'one' });
    expect(company.status).toBe(400);
    expect(Object.keys(company.body.fieldErrors)).toEqual(['companyId']);
  });
});

describe('roles', () => {
  it('only the owner and admins manage the team; viewers cannot write anything', async () => {
    const boss = await owner();
    const viewer = await member(boss.client, 'viewer', 'Vic Viewer');
    const recruiter = await member(boss.client, 'recruiter', 'Rob Recruiter');
    const request = await createRequest(boss.client);
    const talent = await liteTalent(server);

    for (const person of [viewer, recruiter]) {
      const answers = await Promise.all([
        person.client.post('/api/team/invites', { email: 'z@example.com', role: 'viewer' }),
        person.client.patch(`/api/team/members/${viewer.user.id}`, { role: 'recruiter' }),
        person.client.delete(`/api/team/members/${viewer.user.id}`),
        person.client.post('/api/team/owner', { userId: person.user.id }),
        person.client.patch('/api/team', { name: 'Mine now' }),
      ]);
      expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403, 403]);
    }
    const writes = await Promise.all([
      viewer.client.post('/api/job-requests', jobRequestForm()),
      viewer.client.patch(`/api/job-requests/${request.id}`, jobRequestForm({ title: 'Edited' })),
      viewer.client.patch(`/api/job-requests/${request.id}/status`, { status: 'closed' }),
      viewer.client.post('/api/bids', outreach(request.id, talent.user.id)),
    ]);
    expect(writes.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    // Viewers read the company's requests.
    const list = await viewer.client.get('/api/job-requests');
    expect(list.body.items.map((r: { id: number }) => r.id)).toEqual([request.id]);
    // Recruiters write them.
    const edited = await recruiter.client.patch(
      `/api/job-requests/${request.id}`,
      jobRequestForm({ title: 'Edited by the recruiter' }),
    );
    expect(edited.status).toBe(200);
    // An admin manages the team, but not the owner.
    const admin = await member(boss.client, 'admin', 'Ada Admin');
    expect(
      (await admin.client.patch(`/api/team/members/${viewer.user.id}`, { role: 'recruiter' }))
        .status,
    ).toBe(200);
    expect(
      (await admin.client.patch(`/api/team/members/${boss.user.id}`, { role: 'viewer' })).status,
    ).toBe(403);
    expect((await admin.client.delete(`/api/team/members/${boss.user.id}`)).status).toBe(403);
  });

  it("another company's resources are a 404", async () => {
    const acme = await owner();
    const globex = await owner();
    const request = await createRequest(acme.client);
    const invite = await acme.client.post('/api/team/invites', {
      email: 'acme-only@example.com',
      role: 'viewer',
    });
    const answers = await Promise.all([
      globex.client.patch(`/api/job-requests/${request.id}`, jobRequestForm()),
      globex.client.patch(`/api/job-requests/${request.id}/status`, { status: 'closed' }),
      globex.client.delete(`/api/team/invites/${invite.body.id}`),
      globex.client.patch(`/api/team/members/${acme.user.id}`, { role: 'viewer' }),
      globex.client.delete(`/api/team/members/${acme.user.id}`),
      globex.client.post('/api/team/owner', { userId: acme.user.id }),
      put(globex.client, '/api/companies/active', { companyId: acme.companyId }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const talent = await liteTalent(server);
    const bid = await globex.client.post('/api/bids', outreach(request.id, talent.user.id));
    expect(bid.status).toBe(404);
  });

  it('a role change takes effect on the next request, and the member is told live', async () => {
    const boss = await owner();
    const rob = await member(boss.client, 'recruiter', 'Rob');
    expect((await rob.client.post('/api/job-requests', jobRequestForm())).status).toBe(201);
    const changed = await boss.client.patch(`/api/team/members/${rob.user.id}`, { role: 'viewer' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ userId: rob.user.id, role: 'viewer' });
    expect((await rob.client.post('/api/job-requests', jobRequestForm())).status).toBe(403);
    expect(await teamEvents(rob.user.id)).toContainEqual({
      companyId: boss.companyId,
      change: 'role-changed',
    });
  });
});

describe("the company's bids are its members'", () => {
  it("any writing member lists and decides the bids on the company's requests; others 404", async () => {
    const boss = await owner();
    const rob = await member(boss.client, 'recruiter', 'Rob');
    const request = await createRequest(rob.client);
    const ada = await liteTalent(server, 'Ada');
    const bid = await ada.client.post('/api/bids', proposal(request.id));
    const received = await boss.client.get('/api/bids/received');
    expect(received.body.items.map((b: { id: number }) => b.id)).toEqual([bid.body.id]);
    expect((await boss.client.get(`/api/bids/${bid.body.id}`)).status).toBe(200);
    const stranger = await owner();
    expect((await stranger.client.get(`/api/bids/${bid.body.id}`)).status).toBe(404);
    expect(
      (await stranger.client.patch(`/api/bids/${bid.body.id}`, { status: 'accepted' })).status,
    ).toBe(404);
    const accepted = await boss.client.patch(`/api/bids/${bid.body.id}`, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
  });
});

describe("a viewer cannot act on the company's bids and conversations", () => {
  it('deciding a bid or writing in its conversation is a 403 once the member is a viewer', async () => {
    const boss = await owner();
    const rob = await member(boss.client, 'recruiter', 'Rob');
    const request = await createRequest(rob.client);
    const [ada, bo] = [await liteTalent(server, 'Ada'), await liteTalent(server, 'Bo')];
    const first = await ada.client.post('/api/bids', proposal(request.id));
    const second = await bo.client.post('/api/bids', proposal(request.id));
    expect([first.status, second.status]).toEqual([201, 201]);
    const accepted = await rob.client.patch(`/api/bids/${first.body.id}`, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    const conversationId = accepted.body.conversationId as number;
    expect(
      (await rob.client.post(`/api/messages/${conversationId}`, { body: 'Welcome' })).status,
    ).toBe(201);

    await boss.client.patch(`/api/team/members/${rob.user.id}`, { role: 'viewer' });
    const declined = await rob.client.patch(`/api/bids/${second.body.id}`, { status: 'declined' });
    expect(declined.status).toBe(403);
    const message = await rob.client.post(`/api/messages/${conversationId}`, {
      body: 'Still here',
    });
    expect(message.status).toBe(403);
    // The conversation stays readable, and the talent still writes.
    expect((await rob.client.get(`/api/messages/${conversationId}`)).status).toBe(200);
    expect((await ada.client.post(`/api/messages/${conversationId}`, { body: 'Hi' })).status).toBe(
      201,
    );
  });
});

describe('the shared quota', () => {
  it('ten members creating two jobs each in parallel on a monthly plan make exactly one job', async () => {
    const boss = await owner('employer-month');
    const recruiters = await bulkMembers(boss.companyId, 10);
    const answers = await Promise.all(
      recruiters.flatMap((r, i) => [
        r.client.post('/api/job-requests', jobRequestForm({ title: `Job ${i}a` })),
        r.client.post('/api/job-requests', jobRequestForm({ title: `Job ${i}b` })),
      ]),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(19);
    const usage = await boss.client.get('/api/subscription/usage');
    expect(usage.body).toMatchObject({ jobLimit: 1, consumedJobs: 1 });
    // A member sees the company's plan as theirs.
    const memberUsage = await recruiters[0]!.client.get('/api/subscription/usage');
    expect(memberUsage.body).toMatchObject({ jobLimit: 1, consumedJobs: 1 });
  });

  it(`the outreach limit of ${OUTREACH_BID_LIMIT} per request holds across members`, async () => {
    const boss = await owner();
    const request = await createRequest(boss.client);
    const recruiters = await bulkMembers(boss.companyId, 3);
    const talents = await Promise.all(
      Array.from({ length: 6 }, (_, i) => liteTalent(server, `Talent ${i}`)),
    );
    const answers = await Promise.all(
      talents.map((t, i) =>
        recruiters[i % 3]!.client.post('/api/bids', outreach(request.id, t.user.id)),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(OUTREACH_BID_LIMIT);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(6 - OUTREACH_BID_LIMIT);
  });
});

describe('removing members and handing ownership over', () => {
  it('a member with open bids is removed only with a takeover, who gets them', async () => {
    const boss = await owner();
    const request = await createRequest(boss.client);
    const rob = await member(boss.client, 'recruiter', 'Rob');
    const vic = await member(boss.client, 'viewer', 'Vic');
    const talent = await liteTalent(server);
    const bid = await rob.client.post('/api/bids', outreach(request.id, talent.user.id));
    expect(bid.status).toBe(201);

    const missing = await boss.client.delete(`/api/team/members/${rob.user.id}`);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ takeoverUserId: [TAKEOVER_REQUIRED_MESSAGE] });
    const byViewer = await boss.client.delete(
      `/api/team/members/${rob.user.id}?takeoverUserId=${vic.user.id}`,
    );
    expect(byViewer.body.fieldErrors).toEqual({ takeoverUserId: [TAKEOVER_INVALID_MESSAGE] });
    const removed = await boss.client.delete(
      `/api/team/members/${rob.user.id}?takeoverUserId=${boss.user.id}`,
    );
    expect(removed.status).toBe(200);
    const [moved] = await server.app.db
      .select({ employerId: bids.employerId })
      .from(bids)
      .where(eq(bids.id, bid.body.id));
    expect(moved!.employerId).toBe(boss.user.id);
    expect(await teamEvents(rob.user.id)).toContainEqual({
      companyId: boss.companyId,
      change: 'removed',
    });
    // On their next request Rob acts for no company of Boss's: a company of his own.
    const robTeam = await rob.client.get('/api/team');
    expect(robTeam.body.company.id).not.toBe(boss.companyId);
    // A member without open work goes at once.
    expect((await boss.client.delete(`/api/team/members/${vic.user.id}`)).status).toBe(200);
    expect((await boss.client.delete(`/api/team/members/${vic.user.id}`)).status).toBe(404);
  });

  it('the owner cannot be removed, and hands ownership over to become an admin', async () => {
    const boss = await owner();
    const ada = await member(boss.client, 'admin', 'Ada');
    expect((await ada.client.delete(`/api/team/members/${boss.user.id}`)).status).toBe(403);
    const handed = await boss.client.post('/api/team/owner', { userId: ada.user.id });
    expect(handed.status).toBe(200);
    const roles = Object.fromEntries(
      handed.body.members.map((m: { userId: number; role: string }) => [m.userId, m.role]),
    );
    expect(roles).toEqual({ [ada.user.id]: 'owner', [boss.user.id]: 'admin' });
    expect((await boss.client.post('/api/team/owner', { userId: boss.user.id })).status).toBe(403);
    expect((await boss.client.delete(`/api/team/members/${ada.user.id}`)).status).toBe(403);
  });
});

describe('several companies', () => {
  it('a person switches between their companies, and acts for the active one', async () => {
    const acme = await owner();
    const globex = await owner();
    await createRequest(acme.client, { title: 'Acme job' });
    await createRequest(globex.client, { title: 'Globex job' });
    const sam = await member(acme.client, 'recruiter', 'Sam');
    const samInGlobex = await globex.client.post('/api/team/invites', {
      email: sam.user.email,
      role: 'viewer',
    });
    expect(samInGlobex.status).toBe(201);
    await sam.client.post(`/api/invites/${await inviteToken(sam.user.email)}/accept`);
    const companies = await sam.client.get('/api/companies');
    // His own company from registration, Acme's and Globex's.
    expect(companies.body).toHaveLength(3);
    expect(companies.body.find((c: { active: boolean }) => c.active).company.id).toBe(
      globex.companyId,
    );
    const titles = async () =>
      (await sam.client.get('/api/job-requests')).body.items.map((r: { title: string }) => r.title);
    expect(await titles()).toEqual(['Globex job']);
    expect((await sam.client.post('/api/job-requests', jobRequestForm())).status).toBe(403);

    const switched = await put(sam.client, '/api/companies/active', { companyId: acme.companyId });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ role: 'recruiter', active: true });
    const active = await sam.client.get('/api/companies/active');
    expect(active.body).toMatchObject({ company: { id: acme.companyId }, role: 'recruiter' });
    expect(await titles()).toEqual(['Acme job']);
    expect((await sam.client.get('/api/team')).body.company.id).toBe(acme.companyId);
  });
});

describe('the activity log', () => {
  it('lists who created, edited and closed what, newest first, paged', async () => {
    const boss = await owner();
    const rob = await member(boss.client, 'recruiter', 'Rob');
    const request = await createRequest(rob.client, { title: 'Data engineer' });
    await boss.client.patch(
      `/api/job-requests/${request.id}`,
      jobRequestForm({ title: 'Data lead' }),
    );
    await rob.client.patch(`/api/job-requests/${request.id}/status`, { status: 'closed' });
    const first = await boss.client.get('/api/team/activity?limit=2');
    expect(first.status).toBe(200);
    expect(
      first.body.items.map((i: { kind: string; actorName: string }) => [i.kind, i.actorName]),
    ).toEqual([
      ['request_closed', 'Rob'],
      ['request_edited', 'Olive Owner'],
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const next = await boss.client.get(
      `/api/team/activity?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(next.body.items).toMatchObject([
      { kind: 'request_created', actorName: 'Rob', jobRequestTitle: 'Data lead' },
    ]);
    expect(next.body.nextCursor).toBeNull();
    // Another company's log holds none of it.
    const other = await owner(null);
    expect((await other.client.get('/api/team/activity')).body.items).toEqual([]);
  });
});
