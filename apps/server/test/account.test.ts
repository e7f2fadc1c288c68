/**
 * Privacy a user expects (issue 14): GET /api/account/export ("download my data") answers the
 * signed-in person's own data as a file, and nobody else's; POST /api/account/delete ("delete my
 * account") ends the sessions, erases the person, ends what they had open, and keeps what others
 * must keep under `DELETED_USER_NAME`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { CONVERSATION_CLOSED_MESSAGE, DELETED_USER_NAME } from '@hireloop/sdk/constants';
import { accountExportSchema, type AccountExport } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bids,
  checkoutSessions,
  conversations,
  groupInvitations,
  liveEvents,
  notifications,
  savedJobs,
  sessions,
  subscriptions,
  users,
} from '../src/db/schema';
import { WRONG_PASSWORD, erasedEmail } from '../src/services/privacy';
import { createRequest, employerWithRequest, liteTalent, outreach, proposal } from './bidFixtures';
import {
  activateSubscription,
  groupWithMembers,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';
import { openStream } from './sseClient';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Pays for the monthly employer plan on the local checkout page; answers the checkout id. */
async function buyEmployerMonth(client: TestClient): Promise<string> {
  const started = await client.post('/api/stripe/create-checkout-session', {
    stripePriceId: 'price_local_employer_month',
    isLifetime: false,
    isEmployer: true,
  });
  expect(started.status).toBe(200);
  const id = new URL(started.body.url).pathname.split('/').pop()!;
  expect((await client.post(`/api/checkout/${id}/complete`, {})).status).toBe(200);
  return id;
}

async function exportOf(client: TestClient): Promise<AccountExport> {
  const res = await client.get('/api/account/export');
  expect(res.status).toBe(200);
  return accountExportSchema.parse(res.body);
}

async function signIn(email: string, password: string) {
  const client = server.client();
  const res = await client.post('/api/login', { email, password });
  return { client, status: res.status };
}

describe('download my data', () => {
  it('is for signed-in people only, and not from another site', async () => {
    expect((await server.client().get('/api/account/export')).status).toBe(401);
    const { client } = await registerUser(server);
    const foreign = await client.get('/api/account/export', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await client.get('/api/account/export', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it("answers a file of the person's profile, bids, messages, saved jobs, subscriptions, payments and notifications", async () => {
    const employer = await employerWithRequest(server);
    const talent = await liteTalent(server, 'Tess Talent');
    await talent.client.patch('/api/user/profiling', {
      title: 'Payments engineer',
      bio: 'Ten years of card payments',
      location: 'Lisbon',
      hourlyRate: 95,
      profileImage: 'https://images.example/tess.png',
    });
    const sentBid = await talent.client.post('/api/bids', proposal(employer.requestId));
    expect(sentBid.status).toBe(201);
    const secondRequest = await createRequest(employer.client, { title: 'Second role' });
    const receivedBid = await employer.client.post(
      '/api/bids',
      outreach(secondRequest.id, talent.user.id),
    );
    expect(receivedBid.status).toBe(201);
    const opened = await talent.client.post('/api/messages/conversations', {
      userId: employer.user.id,
    });
    const conversationId = opened.body.id as number;
    const mine = await talent.client.post(`/api/messages/${conversationId}`, {
      body: 'Hello <b>there</b>',
    });
    const theirs = await employer.client.post(`/api/messages/${conversationId}`, {
      body: 'A reply that is not hers',
    });
    expect(theirs.status).toBe(201);
    await talent.client.post('/api/saved/jobs', { originalId: employer.requestId, type: 'job' });

    const res = await talent.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hireloop-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = accountExportSchema.parse(res.body);

    expect(archive.profile).toMatchObject({
      userId: talent.user.id,
      email: talent.user.email,
      name: 'Tess Talent',
      role: 'talent',
      title: 'Payments engineer',
      bio: 'Ten years of card payments',
      location: 'Lisbon',
      hourlyRate: 95,
      profileImage: 'https://images.example/tess.png',
      companyName: null,
      companyLogo: null,
    });
    expect(archive.bids.sent.map((bid) => bid.id)).toEqual([sentBid.body.id]);
    expect(archive.bids.received.map((bid) => bid.id)).toEqual([receivedBid.body.id]);
    expect(archive.messages).toEqual([
      {
        id: mine.body.id,
        conversationId,
        conversationKind: 'direct',
        body: 'Hello <b>there</b>',
        createdAt: mine.body.createdAt,
      },
    ]);
    expect(archive.savedJobs).toEqual([
      expect.objectContaining({ originalId: employer.requestId, type: 'job' }),
    ]);
    expect(archive.subscriptions).toEqual([
      expect.objectContaining({ accountType: 'talent', planId: 'talent-month', status: 'active' }),
    ]);
    expect(archive.notifications.map((n) => n.type)).toEqual(
      expect.arrayContaining(['bid_received']),
    );
    expect(archive.jobRequests).toEqual([]);

    // Nobody else's private data: the employer's email is nowhere; their reply is not among her
    // messages (a notification she received may quote it: it was sent to her).
    expect(JSON.stringify(res.body)).not.toContain(employer.user.email);
    expect(JSON.stringify(archive.messages)).not.toContain('A reply that is not hers');
  });

  it("an employer's archive holds their job requests and their paid checkout, and not a talent's", async () => {
    const employer = await registerUser(server, { role: 'employer', name: 'Erin Employer' });
    const checkoutId = await buyEmployerMonth(employer.client);
    await employer.client.patch('/api/user/profiling', {
      companyName: 'Erin & Co',
      companyLogo: 'https://images.example/erin.png',
    });
    const request = await createRequest(employer.client);
    const other = await employerWithRequest(server);

    const archive = await exportOf(employer.client);
    expect(archive.profile).toMatchObject({
      companyName: 'Erin & Co',
      companyLogo: 'https://images.example/erin.png',
    });
    expect(archive.jobRequests.map((r) => r.id)).toEqual([request.id]);
    expect(archive.checkouts).toEqual([
      expect.objectContaining({
        id: checkoutId,
        planId: 'employer-month',
        priceCents: 9900,
        status: 'completed',
      }),
    ]);
    expect(archive.subscriptions).toEqual([
      expect.objectContaining({ accountType: 'employer', planId: 'employer-month' }),
    ]);
    expect(JSON.stringify(archive)).not.toContain(other.user.email);
  });
});

describe('delete my account', () => {
  it('needs the password: a wrong one is a field error and changes nothing', async () => {
    const { client, user, password } = await registerUser(server);
    const empty = await client.post('/api/account/delete', { password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ password: ['Required'] });

    const wrong = await client.post('/api/account/delete', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ password: [WRONG_PASSWORD] });
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it('is for signed-in people only, and not from another site', async () => {
    const anonymous = await server.client().post('/api/account/delete', { password: 'x' });
    expect(anonymous.status).toBe(401);
    const { client, password } = await registerUser(server);
    const foreign = await client.post(
      '/api/account/delete',
      { password },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('wrong passwords are rate-limited like sign-in', async () => {
    const limited = await startServer({ authRateLimit: { max: 3, windowSeconds: 900 } });
    try {
      const { client, password } = await registerUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await client.post('/api/account/delete', { password: 'guess' })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Past the limit even the right password waits.
      const right = await client.post('/api/account/delete', { password });
      expect(right.status).toBe(429);
      expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('ends every session and the open live stream; the person cannot sign in again', async () => {
    const { client, user, password } = await registerUser(server);
    const elsewhere = await signIn(user.email, password);
    expect(elsewhere.status).toBe(200);
    const stream = await openStream(elsewhere.client);
    expect(stream.status).toBe(200);
    try {
      const res = await client.post('/api/account/delete', { password });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect(res.headers.get('set-cookie')).toMatch(/hireloop_session=;/);
      // The stream closes at once (at the deletion's commit), not at the next heartbeat.
      await stream.closed;
      expect(stream.isClosed()).toBe(true);
    } finally {
      stream.close();
    }
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await elsewhere.client.get('/api/user')).status).toBe(401);
    expect((await signIn(user.email, password)).status).toBe(401);
    const left = await server.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it('erases the person; the same email then registers a fresh account', async () => {
    const { client, user, password } = await registerUser(server, { role: 'talent' });
    await client.patch('/api/user/profiling', {
      title: 'Designer',
      bio: 'Private bio',
      location: 'Porto',
      hourlyRate: 50,
      profileImage: 'https://images.example/me.png',
    });
    await client.post('/api/saved/jobs', { originalId: 'recABC', type: 'job' });
    expect((await client.post('/api/account/delete', { password })).status).toBe(200);

    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: erasedEmail(user.id),
      name: DELETED_USER_NAME,
      title: null,
      bio: null,
      location: null,
      hourlyRate: null,
      skills: [],
      profileImage: null,
      companyName: null,
      companyLogo: null,
      isAdmin: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).not.toMatch(/^scrypt\$/);
    expect(
      await server.app.db.select().from(savedJobs).where(eq(savedJobs.userId, user.id)),
    ).toEqual([]);
    expect((await server.client().get(`/api/profile/${user.id}`)).status).toBe(404);

    const again = await server.client().post('/api/register', {
      email: user.email,
      password: 'a brand new password',
      name: 'Someone New',
      role: 'employer',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(user.id);
    const fresh = await server.client().post('/api/login', {
      email: user.email,
      password: 'a brand new password',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ id: again.body.id, name: 'Someone New' });
  });

  it('keeps what others must keep, shown as the deleted user, and ends what was open', async () => {
    // The employer who leaves: a paid plan, a job request, bids both ways, a group, messages.
    const leaver = await registerUser(server, { role: 'employer', name: 'Leaving Employer' });
    const checkoutId = await buyEmployerMonth(leaver.client);
    await leaver.client.patch('/api/user/profiling', { companyName: 'Gone Ltd' });
    const request = await createRequest(leaver.client, { title: 'Role that closes' });
    const proposer = await liteTalent(server, 'Paula Proposer');
    const invited = await registerUser(server, { role: 'talent', name: 'Ivan Invited' });
    const proposal1 = await proposer.client.post('/api/bids', proposal(request.id));
    expect(proposal1.status).toBe(201);
    const outreach1 = await leaver.client.post('/api/bids', outreach(request.id, invited.user.id));
    expect(outreach1.status).toBe(201);

    const opened = await proposer.client.post('/api/messages/conversations', {
      userId: leaver.user.id,
    });
    const directId = opened.body.id as number;
    await leaver.client.post(`/api/messages/${directId}`, { body: 'Thanks for applying' });
    await proposer.client.post(`/api/messages/${directId}`, { body: 'Thank you!' });

    const groupId = await groupWithMembers(leaver, 'Hiring panel', [proposer, invited]);
    // An invitation the leaver never answered, to the proposer's group.
    const otherGroup = await proposer.client.post('/api/groups', {
      name: 'Talent circle',
      memberIds: [leaver.user.id],
    });
    expect(otherGroup.status).toBe(201);
    await leaver.client.post(`/api/messages/${groupId}`, { body: 'Welcome to the panel' });

    expect(
      (await leaver.client.post('/api/account/delete', { password: leaver.password })).status,
    ).toBe(200);

    // Messages stay in the others' conversations, under the designed label.
    const conversationsOfProposer = await proposer.client.get('/api/messages/conversations');
    const direct = conversationsOfProposer.body.find((c: { id: number }) => c.id === directId);
    expect(direct.participant).toMatchObject({ id: leaver.user.id, name: DELETED_USER_NAME });
    expect(direct.closed).toBe(true);
    const history = await proposer.client.get(`/api/messages/${directId}`);
    expect(history.status).toBe(200);
    expect(
      history.body.items.map((m: { senderName: string; body: string }) => [m.senderName, m.body]),
    ).toEqual([
      ['Paula Proposer', 'Thank you!'],
      [DELETED_USER_NAME, 'Thanks for applying'],
    ]);
    expect(JSON.stringify(history.body)).not.toContain('Leaving Employer');
    // Nobody is there to write to any more: the history is read-only.
    const reply = await proposer.client.post(`/api/messages/${directId}`, { body: 'Still there?' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(CONVERSATION_CLOSED_MESSAGE);

    // The group passes to the member who joined first (then the lowest id); the history stays.
    const groupNow = await invited.client.get(`/api/groups/${groupId}`);
    expect(groupNow.status).toBe(200);
    expect(groupNow.body.ownerId).toBe(Math.min(proposer.user.id, invited.user.id));
    expect(groupNow.body.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [proposer.user.id, invited.user.id].sort(),
    );
    const groupHistory = await invited.client.get(`/api/messages/${groupId}`);
    expect(groupHistory.body.items[0]).toMatchObject({
      senderId: leaver.user.id,
      senderName: DELETED_USER_NAME,
      body: 'Welcome to the panel',
    });
    // The members were told live that the person left; the invitation they never answered is gone.
    for (const member of [proposer, invited]) {
      const told = await server.app.db
        .select({ data: liveEvents.data })
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, member.user.id), eq(liveEvents.type, 'group')));
      expect(told.map((row) => row.data)).toContainEqual({ groupId, change: 'left' });
    }
    expect(
      await server.app.db
        .select()
        .from(groupInvitations)
        .where(eq(groupInvitations.userId, leaver.user.id)),
    ).toEqual([]);

    // The job request is closed: out of browse, and of the talent's reach.
    const browse = await server.client().get('/api/job-requests/browse?limit=100');
    expect(browse.body.items.map((r: { id: number }) => r.id)).not.toContain(request.id);
    expect((await proposer.client.get(`/api/job-requests/${request.id}`)).status).toBe(404);

    // Open bids ended: the proposal they received is declined, the outreach they sent withdrawn;
    // each other party was told, by the label.
    const received = await proposer.client.get(`/api/bids/${proposal1.body.id}`);
    expect(received.body).toMatchObject({
      status: 'declined',
      employer: { id: leaver.user.id, name: DELETED_USER_NAME, image: null },
    });
    const sent = await invited.client.get(`/api/bids/${outreach1.body.id}`);
    expect(sent.body.status).toBe('withdrawn');
    const told = await invited.client.get('/api/notifications');
    expect(told.body.items[0]).toMatchObject({ type: 'bid_status_changed' });
    expect(told.body.items[0].body).toContain(DELETED_USER_NAME);
    const toldProposer = await proposer.client.get('/api/notifications');
    expect(
      toldProposer.body.items.filter((n: { type: string }) => n.type === 'bid_status_changed'),
    ).toHaveLength(1);

    // The subscription is canceled; the paid checkout (a payment record) is kept.
    const [subscription] = await server.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, leaver.user.id));
    expect(subscription!.status).toBe('canceled');
    const [checkout] = await server.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    expect(checkout!.status).toBe('completed');
    expect(
      await server.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, leaver.user.id)),
    ).toEqual([]);
  });

  it('a group the person owned alone is deleted with its history', async () => {
    const { client, password } = await registerUser(server);
    const group = await client.post('/api/groups', { name: 'Just me', memberIds: [] });
    expect(group.status).toBe(201);
    expect((await client.post('/api/account/delete', { password })).status).toBe(200);
    const left = await server.app.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, group.body.id));
    expect(left).toEqual([]);
  });

  it('a deleted talent is found nowhere: not in search, not for outreach, not for a conversation', async () => {
    const talent = await registerUser(server, { role: 'talent', name: 'Zed Vanishing' });
    expect(
      (await talent.client.post('/api/account/delete', { password: talent.password })).status,
    ).toBe(200);
    const employer = await employerWithRequest(server);
    const search = await employer.client.get('/api/profile/talent?q=Vanishing');
    expect(search.body.items).toEqual([]);
    const bid = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talent.user.id),
    );
    expect(bid.status).toBe(400);
    const conversation = await employer.client.post('/api/messages/conversations', {
      userId: talent.user.id,
    });
    expect(conversation.status).toBe(404);
  });

  it('outreach sent while the talent deletes the account never stays open', async () => {
    const employer = await employerWithRequest(server);
    for (let round = 0; round < 3; round += 1) {
      const talent = await registerUser(server, { role: 'talent' });
      const [deleted, sent] = await Promise.all([
        talent.client.post('/api/account/delete', { password: talent.password }),
        employer.client.post('/api/bids', outreach(employer.requestId, talent.user.id)),
      ]);
      expect(deleted.status).toBe(200);
      // Either the outreach came first (and the deletion withdrew it) or it saw the deletion.
      expect([201, 400]).toContain(sent.status);
      if (sent.status === 201) {
        const [row] = await server.app.db.select().from(bids).where(eq(bids.id, sent.body.id));
        expect(row!.status).toBe('declined');
      }
    }
  });

  it('parallel delete requests delete once: one notice to the other party, no 5xx', async () => {
    const employer = await employerWithRequest(server);
    const talent = await liteTalent(server);
    const bid = await talent.client.post('/api/bids', proposal(employer.requestId));
    expect(bid.status).toBe(201);
    // Five browsers of the same person, each with its own session.
    const browsers = [talent.client];
    for (let i = 0; i < 4; i += 1) {
      const signed = await signIn(talent.user.email, talent.password);
      browsers.push(signed.client);
    }
    const results = await Promise.all(
      browsers.map((client) => client.post('/api/account/delete', { password: talent.password })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses).toContain(200);

    const notices = await employer.client.get('/api/notifications?limit=100');
    const withdrawn = notices.body.items.filter(
      (n: { type: string; body: string }) =>
        n.type === 'bid_status_changed' && n.body.includes(DELETED_USER_NAME),
    );
    expect(withdrawn).toHaveLength(1);
    const [row] = await server.app.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, talent.user.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });
});

describe('delete my account with Stripe', () => {
  let stripeApi: Server;
  let failing = false;
  const seen: string[] = [];

  beforeAll(async () => {
    stripeApi = createServer((request: IncomingMessage, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      response.setHeader('content-type', 'application/json');
      if (failing) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
        return;
      }
      const id = request.url?.split('/').pop();
      response.end(JSON.stringify({ id, object: 'subscription', status: 'canceled' }));
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));

  async function stripeCustomer(stripeServer: TestServer, subscriptionId: string) {
    const person = await registerUser(stripeServer, { role: 'employer' });
    await activateSubscription(stripeServer, person.user.id, 'employer-month');
    await stripeServer.app.db
      .update(subscriptions)
      .set({ provider: 'stripe', providerSubscriptionId: subscriptionId })
      .where(
        and(eq(subscriptions.userId, person.user.id), eq(subscriptions.accountType, 'employer')),
      );
    return person;
  }

  it('cancels the subscription at Stripe; when Stripe fails, nothing is deleted', async () => {
    const { port } = stripeApi.address() as AddressInfo;
    const stripeServer = await startServer({
      stripeSecretKey: 'sk_test_privacy',
      stripeApiBase: `http://127.0.0.1:${port}`,
    });
    try {
      const down = await stripeCustomer(stripeServer, 'sub_down');
      failing = true;
      const refused = await down.client.post('/api/account/delete', { password: down.password });
      expect(refused.status).toBe(502);
      expect((await down.client.get('/api/user')).status).toBe(200);
      failing = false;

      const person = await stripeCustomer(stripeServer, 'sub_privacy_1');
      const res = await person.client.post('/api/account/delete', { password: person.password });
      expect(res.status).toBe(200);
      expect(seen).toContain('DELETE /v1/subscriptions/sub_privacy_1');
      const [row] = await stripeServer.app.db
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.userId, person.user.id));
      expect(row!.status).toBe('canceled');
    } finally {
      await stripeServer.close();
    }
  });
});
