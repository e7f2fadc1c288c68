/**
 * Bids (issue 4): proposals need a Lite subscription and a request open to the talent; outreach
 * needs the employer subscription and the employer's own active request, and at most
 * OUTREACH_BID_LIMIT per request even in parallel; duplicates are 409s; the receiver is notified;
 * the bid manager's listings are in bidListings.test.ts.
 */
import { OUTREACH_BID_LIMIT } from '@hireloop/sdk';
import { bidDetailsSchema } from '@hireloop/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import {
  createRequest,
  employerWithRequest as employerOf,
  liteTalent as liteTalentOf,
  notificationsOf,
  outreach,
  proposal,
} from './bidFixtures';
import { activateSubscription, registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const LIMIT_MESSAGE = `You can send up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`;
const employerWithRequest = (form?: Record<string, unknown>) => employerOf(server, form);
const liteTalent = (name?: string) => liteTalentOf(server, name);

describe('proposals', () => {
  it('given no Lite subscription, a proposal is refused; with one it is created', async () => {
    const { requestId, user: employer } = await employerWithRequest();
    const talent = await registerUser(server, { role: 'talent', name: 'Bo Talent' });

    const refused = await talent.client.post('/api/bids', proposal(requestId));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Subscription required');

    await activateSubscription(server, talent.user.id, 'talent-month');
    const res = await talent.client.post('/api/bids', proposal(requestId));
    expect(res.status).toBe(201);
    expect(bidDetailsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      kind: 'proposal',
      status: 'pending',
      jobRequestId: requestId,
      employerId: employer.id,
      talentId: talent.user.id,
      rate: 120,
      conversationId: null,
      jobRequest: {
        id: requestId,
        title: 'Senior TypeScript engineer',
        type: 'job',
        status: 'active',
      },
      employer: { id: employer.id, name: 'Acme Hiring', role: 'employer' },
      talent: { id: talent.user.id, name: 'Bo Talent', role: 'talent', image: null },
    });
  });

  it('given only an employer subscription, a talent proposal is refused', async () => {
    const { requestId } = await employerWithRequest();
    const talent = await registerUser(server, { role: 'talent' });
    await activateSubscription(server, talent.user.id, 'employer-month');
    const res = await talent.client.post('/api/bids', proposal(requestId));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Subscription required');
  });

  it('notifies the employer of a new proposal', async () => {
    const employer = await employerWithRequest({ title: 'Data engineer' });
    const talent = await liteTalent('Cy Talent');
    expect((await talent.client.post('/api/bids', proposal(employer.requestId))).status).toBe(201);
    const items = await notificationsOf(employer.client);
    expect(items[0]).toMatchObject({
      type: 'bid_received',
      title: 'New proposal',
      body: 'Cy Talent sent a proposal for "Data engineer".',
      link: '/bid-manager',
    });
    // The sender is not notified of their own bid.
    expect((await notificationsOf(talent.client)).some((n) => n.type === 'bid_received')).toBe(
      false,
    );
  });

  it('a second open proposal on the same request is a 409, even in parallel', async () => {
    const { requestId } = await employerWithRequest();
    const talent = await liteTalent();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => talent.client.post('/api/bids', proposal(requestId))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body.message).toBe(
      'You already have a pending or accepted proposal on this job request.',
    );
  });

  it('after withdrawing a proposal, the talent may propose again', async () => {
    const { requestId } = await employerWithRequest();
    const talent = await liteTalent();
    const first = await talent.client.post('/api/bids', proposal(requestId));
    expect(
      (await talent.client.patch(`/api/bids/${first.body.id}`, { status: 'withdrawn' })).status,
    ).toBe(200);
    const again = await talent.client.post('/api/bids', proposal(requestId, { rate: 100 }));
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
  });

  it('needs a request that exists, is active and is open to the talent', async () => {
    const employer = await employerWithRequest();
    const talent = await liteTalent();
    const other = await liteTalent();

    expect((await talent.client.post('/api/bids', proposal(987654))).status).toBe(404);
    expect((await talent.client.post('/api/bids', proposal(9_999_999_999))).status).toBe(404);

    const direct = await createRequest(employer.client, {
      requestTarget: 'direct',
      talentId: talent.user.id,
      type: 'task',
    });
    const hidden = await other.client.post('/api/bids', proposal(direct.id));
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Job request not found');
    expect((await talent.client.post('/api/bids', proposal(direct.id))).status).toBe(201);

    const paused = await createRequest(employer.client, { type: 'project' });
    await employer.client.patch(`/api/job-requests/${paused.id}/status`, { status: 'paused' });
    const res = await talent.client.post('/api/bids', proposal(paused.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This job request is no longer accepting proposals.');
  });

  it('a user may not propose on their own job request', async () => {
    const employer = await employerWithRequest();
    await activateSubscription(server, employer.user.id, 'talent-month');
    const res = await employer.client.post('/api/bids', proposal(employer.requestId));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot send a proposal on your own job request.');
  });

  it('answers field errors for a bad body, never a 500', async () => {
    const { requestId } = await employerWithRequest();
    const talent = await liteTalent();
    const cases: [Record<string, unknown>, string][] = [
      [proposal(requestId, { rate: undefined }), 'rate'],
      [proposal(requestId, { rate: -5 }), 'rate'],
      [proposal(requestId, { rate: 'lots' }), 'rate'],
      [proposal(requestId, { rate: 1e15 }), 'rate'],
      [proposal(requestId, { message: '   ' }), 'message'],
      [proposal(requestId, { message: 'x'.repeat(5001) }), 'message'],
      [proposal(requestId, { message: 'nul \u0000 byte' }), 'message'],
      [proposal(requestId, { jobRequestId: 'abc' }), 'jobRequestId'],
    ];
    for (const [body, field] of cases) {
      const res = await talent.client.post('/api/bids', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    }
    const unknownKind = await talent.client.post('/api/bids', { kind: 'offer', jobRequestId: 1 });
    expect(unknownKind.status).toBe(400);
    const notJson = await talent.client.request('POST', '/api/bids', { raw: '{"kind":' });
    expect(notJson.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await server.client().post('/api/bids', proposal(1));
    expect(res.status).toBe(401);
  });
});

describe('outreach', () => {
  it(`ten parallel outreach bids for one request create exactly ${OUTREACH_BID_LIMIT}`, async () => {
    const employer = await employerWithRequest();
    const talents = await Promise.all(
      Array.from({ length: 10 }, (_, i) => registerUser(server, { name: `Talent ${i}` })),
    );
    const answers = await Promise.all(
      talents.map((t) =>
        employer.client.post('/api/bids', outreach(employer.requestId, t.user.id)),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(OUTREACH_BID_LIMIT);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(10 - OUTREACH_BID_LIMIT);
    for (const res of refused) expect(res.body.message).toBe(LIMIT_MESSAGE);

    const sent = await employer.client.get(
      `/api/bids/sent?kind=outreach&jobRequestId=${employer.requestId}`,
    );
    expect(sent.body.items).toHaveLength(OUTREACH_BID_LIMIT);
  });

  it('withdrawn and declined outreach still count towards the limit', async () => {
    const employer = await employerWithRequest();
    const talents = await Promise.all(
      Array.from({ length: OUTREACH_BID_LIMIT + 1 }, () => registerUser(server)),
    );
    const sent = [];
    for (const t of talents.slice(0, OUTREACH_BID_LIMIT)) {
      const res = await employer.client.post('/api/bids', outreach(employer.requestId, t.user.id));
      expect(res.status).toBe(201);
      sent.push(res.body);
    }
    await employer.client.patch(`/api/bids/${sent[0].id}`, { status: 'withdrawn' });
    await talents[1]!.client.patch(`/api/bids/${sent[1].id}`, { status: 'declined' });
    const fourth = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talents[OUTREACH_BID_LIMIT]!.user.id),
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(LIMIT_MESSAGE);
    // The limit is per request: another request of the same employer has its own.
    const second = await createRequest(employer.client, { type: 'task' });
    const other = await employer.client.post(
      '/api/bids',
      outreach(second.id, talents[OUTREACH_BID_LIMIT]!.user.id),
    );
    expect(other.status).toBe(201);
  });

  it('needs an active employer subscription', async () => {
    const employer = await employerWithRequest();
    const talent = await registerUser(server);
    await server.app.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, employer.user.id));
    const res = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talent.user.id),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Subscription required');
  });

  it("needs the employer's own active request", async () => {
    const employer = await employerWithRequest();
    const rival = await employerWithRequest();
    const talent = await registerUser(server);

    const foreign = await employer.client.post(
      '/api/bids',
      outreach(rival.requestId, talent.user.id),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Job request not found');

    await employer.client.patch(`/api/job-requests/${employer.requestId}/status`, {
      status: 'closed',
    });
    const closed = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talent.user.id),
    );
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Outreach bids can only be sent for an active job request.');
  });

  it('needs a talent that exists', async () => {
    const employer = await employerWithRequest();
    const otherEmployer = await registerUser(server, { role: 'employer' });
    for (const talentId of [otherEmployer.user.id, 987654, 9_999_999_999, employer.user.id]) {
      const res = await employer.client.post('/api/bids', outreach(employer.requestId, talentId));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.talentId).toHaveLength(1);
    }
    const missing = await employer.client.post('/api/bids', {
      kind: 'outreach',
      jobRequestId: employer.requestId,
      message: 'Hello',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.talentId).toBeDefined();
  });

  it('a second open outreach to the same talent is a 409; the rate is optional', async () => {
    const employer = await employerWithRequest();
    const talent = await registerUser(server);
    const first = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talent.user.id, { rate: '' }),
    );
    expect(first.status).toBe(201);
    expect(first.body.rate).toBeNull();
    const again = await employer.client.post(
      '/api/bids',
      outreach(employer.requestId, talent.user.id, { rate: 90 }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You already have a pending or accepted outreach bid to this talent for this job request.',
    );
  });

  it('notifies the talent of the outreach', async () => {
    const employer = await employerWithRequest({ title: 'Product designer' });
    const talent = await registerUser(server);
    await employer.client.post('/api/bids', outreach(employer.requestId, talent.user.id));
    const items = await notificationsOf(talent.client);
    expect(items[0]).toMatchObject({
      type: 'bid_received',
      title: 'New outreach bid',
      body: 'Acme Hiring invited you to "Product designer".',
      link: '/bid-manager',
    });
  });
});
