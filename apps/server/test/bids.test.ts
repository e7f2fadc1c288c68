/**
 * Bids (issue 4): proposals need a Lite subscription and a request open to the talent; outreach
 * needs the employer subscription and the employer's own active request, and at most
 * OUTREACH_BID_LIMIT per request even in parallel; duplicates are 409s; the receiver is notified;
 * the bid manager's sent and received listings filter and page; one bid is for its parties only.
 */
import { OUTREACH_BID_LIMIT } from '@hireloop/sdk';
import { bidDetailsSchema, bidPageSchema } from '@hireloop/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import {
  activateSubscription,
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

const LIMIT_MESSAGE = `You can send up to ${OUTREACH_BID_LIMIT} talent outreach bids per job request.`;

/** An employer with an unlimited plan and one active job request. */
async function employerWithRequest(form: Record<string, unknown> = {}) {
  const employer = await registerUser(server, { role: 'employer', name: 'Acme Hiring' });
  await activateSubscription(server, employer.user.id, 'employer-lifetime');
  const request = await createRequest(employer.client, form);
  return { ...employer, requestId: request.id as number };
}

async function createRequest(client: TestClient, form: Record<string, unknown> = {}) {
  const res = await client.post('/api/job-requests', {
    title: 'Senior TypeScript engineer',
    description: 'Remote, six months',
    type: 'job',
    ...form,
  });
  if (res.status !== 201) throw new Error(`job request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A talent with an active Lite subscription. */
async function liteTalent(name = 'Ada Talent') {
  const talent = await registerUser(server, { role: 'talent', name });
  await activateSubscription(server, talent.user.id, 'talent-month');
  return talent;
}

const proposal = (jobRequestId: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'proposal',
  jobRequestId,
  rate: 120,
  message: 'I have built three payment products in TypeScript.',
  ...overrides,
});

const outreach = (
  jobRequestId: number,
  talentId: number,
  overrides: Record<string, unknown> = {},
) => ({
  kind: 'outreach',
  jobRequestId,
  talentId,
  message: 'Your profile fits this role; would you bid?',
  ...overrides,
});

async function notificationsOf(client: TestClient) {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body.items as { type: string; title: string; body: string; link: string | null }[];
}

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

describe('the bid manager listings and one bid', () => {
  let employer: Awaited<ReturnType<typeof employerWithRequest>>;
  let secondRequestId: number;
  let ada: Awaited<ReturnType<typeof liteTalent>>;
  let bo: Awaited<ReturnType<typeof liteTalent>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    employer = await employerWithRequest({ title: 'First request' });
    secondRequestId = (
      await createRequest(employer.client, { title: 'Second request', type: 'task' })
    ).id;
    ada = await liteTalent('Ada');
    bo = await liteTalent('Bo');
    // Created one after the other, so newest first is the reverse of this order.
    ids.adaFirst = (await ada.client.post('/api/bids', proposal(employer.requestId))).body.id;
    ids.boFirst = (await bo.client.post('/api/bids', proposal(employer.requestId))).body.id;
    ids.boSecond = (await bo.client.post('/api/bids', proposal(secondRequestId))).body.id;
    ids.toAda = (
      await employer.client.post('/api/bids', outreach(secondRequestId, ada.user.id))
    ).body.id;
    await employer.client.patch(`/api/bids/${ids.boFirst}`, { status: 'declined' });
  });

  const idsOf = (res: { body: { items: { id: number }[] } }) => res.body.items.map((b) => b.id);

  it('received: proposals on my requests for the employer, outreach to me for the talent', async () => {
    const mine = await employer.client.get('/api/bids/received');
    expect(mine.status).toBe(200);
    expect(bidPageSchema.parse(mine.body)).toEqual(mine.body);
    expect(idsOf(mine)).toEqual([ids.boSecond, ids.boFirst, ids.adaFirst]);
    expect(mine.body.nextCursor).toBeNull();
    expect(idsOf(await ada.client.get('/api/bids/received'))).toEqual([ids.toAda]);
    expect(idsOf(await bo.client.get('/api/bids/received'))).toEqual([]);
  });

  it('sent: my proposals as talent, my outreach as employer', async () => {
    expect(idsOf(await employer.client.get('/api/bids/sent'))).toEqual([ids.toAda]);
    expect(idsOf(await ada.client.get('/api/bids/sent'))).toEqual([ids.adaFirst]);
    expect(idsOf(await bo.client.get('/api/bids/sent'))).toEqual([ids.boSecond, ids.boFirst]);
  });

  it('filters by status, kind and job request', async () => {
    expect(idsOf(await employer.client.get('/api/bids/received?status=declined'))).toEqual([
      ids.boFirst,
    ]);
    expect(idsOf(await employer.client.get('/api/bids/received?status=pending'))).toEqual([
      ids.boSecond,
      ids.adaFirst,
    ]);
    expect(
      idsOf(await employer.client.get(`/api/bids/received?jobRequestId=${secondRequestId}`)),
    ).toEqual([ids.boSecond]);
    expect(idsOf(await employer.client.get('/api/bids/received?kind=outreach'))).toEqual([]);
    expect(idsOf(await employer.client.get('/api/bids/sent?kind=outreach&status='))).toEqual([
      ids.toAda,
    ]);
    expect(idsOf(await employer.client.get('/api/bids/received?jobRequestId=99999999999'))).toEqual(
      [],
    );
  });

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=1&cursor=${cursor}` : '?limit=1';
      const res = await employer.client.get(`/api/bids/received${query}`);
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      seen.push(...idsOf(res));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([ids.boSecond, ids.boFirst, ids.adaFirst]);
  });

  it('answers 400 for a bad query', async () => {
    for (const query of [
      'status=open',
      'kind=offer',
      'jobRequestId=abc',
      'limit=0',
      'cursor=%%%',
    ]) {
      const res = await employer.client.get(`/api/bids/sent?${query}`);
      expect(res.status, query).toBe(400);
    }
    const forged = Buffer.from('["yesterday", 1]').toString('base64url');
    const res = await employer.client.get(`/api/bids/received?cursor=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor');
  });

  it('one bid is for its two parties only', async () => {
    const forEmployer = await employer.client.get(`/api/bids/${ids.adaFirst}`);
    expect(forEmployer.status).toBe(200);
    expect(bidDetailsSchema.parse(forEmployer.body)).toEqual(forEmployer.body);
    expect(forEmployer.body.talent.name).toBe('Ada');
    expect((await ada.client.get(`/api/bids/${ids.adaFirst}`)).status).toBe(200);

    const outsider = await bo.client.get(`/api/bids/${ids.adaFirst}`);
    expect(outsider.status).toBe(404);
    expect(outsider.body.message).toBe('Bid not found');
    expect((await ada.client.get('/api/bids/987654')).status).toBe(404);
    expect((await ada.client.get('/api/bids/99999999999')).status).toBe(404);
    expect((await ada.client.get('/api/bids/abc')).status).toBe(400);
    expect((await server.client().get(`/api/bids/${ids.adaFirst}`)).status).toBe(401);
    expect((await server.client().get('/api/bids/sent')).status).toBe(401);
  });

  it("the employer's job request list counts the bids", async () => {
    const own = await employer.client.get('/api/job-requests');
    const counts = Object.fromEntries(
      (own.body.items as { id: number; bidsCount: number }[]).map((r) => [r.id, r.bidsCount]),
    );
    expect(counts[employer.requestId]).toBe(2);
    expect(counts[secondRequestId]).toBe(2);
  });
});
