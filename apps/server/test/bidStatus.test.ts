/**
 * Bid status changes (issue 4): pending → accepted or declined by the receiver, pending →
 * withdrawn by the sender, nothing else (409); outsiders get 404. Accepting opens (or reuses) the
 * direct conversation of the two people; every change notifies the other party and publishes a
 * `bid-status` live event to both.
 */
import { bidDetailsSchema, liveEventSchema } from '@hireloop/sdk/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../src/db/schema';
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

type Person = Awaited<ReturnType<typeof registerUser>>;

/** An employer with an unlimited plan, one of its job requests, and a talent with Lite. */
async function parties(title = 'Senior TypeScript engineer') {
  const employer = await registerUser(server, { role: 'employer', name: 'Acme Hiring' });
  await activateSubscription(server, employer.user.id, 'employer-lifetime');
  const talent = await registerUser(server, { role: 'talent', name: 'Ada Talent' });
  await activateSubscription(server, talent.user.id, 'talent-month');
  const requestId = await newRequest(employer, title);
  return { employer, talent, requestId };
}

async function newRequest(employer: Person, title: string, type = 'job'): Promise<number> {
  const res = await employer.client.post('/api/job-requests', {
    title,
    description: 'Remote, six months',
    type,
  });
  if (res.status !== 201) throw new Error(`job request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

async function propose(talent: Person, jobRequestId: number): Promise<number> {
  const res = await talent.client.post('/api/bids', {
    kind: 'proposal',
    jobRequestId,
    rate: 95,
    message: 'Happy to help.',
  });
  if (res.status !== 201) throw new Error(`proposal: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

async function reachOut(employer: Person, jobRequestId: number, talentId: number) {
  const res = await employer.client.post('/api/bids', {
    kind: 'outreach',
    jobRequestId,
    talentId,
    message: 'Would you bid on this?',
  });
  if (res.status !== 201) throw new Error(`outreach: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

const setStatus = (client: TestClient, bidId: number, status: string) =>
  client.patch(`/api/bids/${bidId}`, { status });

async function notificationsOf(client: TestClient) {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body.items as { type: string; title: string; body: string; link: string | null }[];
}

/** The `bid-status` live events stored for a user, oldest first. */
async function bidEventsOf(userId: number) {
  const rows = await server.app.db
    .select({ type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'bid-status')))
    .orderBy(asc(liveEvents.id));
  return rows.map((row) => {
    const event = liveEventSchema.parse(row);
    if (event.type !== 'bid-status') throw new Error(`unexpected event ${event.type}`);
    return event;
  });
}

describe('accepting a bid', () => {
  it('the employer accepts a proposal: a direct conversation opens for both', async () => {
    const { employer, talent, requestId } = await parties();
    const bidId = await propose(talent, requestId);

    const res = await setStatus(employer.client, bidId, 'accepted');
    expect(res.status).toBe(200);
    expect(bidDetailsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.status).toBe('accepted');
    expect(res.body.conversationId).toEqual(expect.any(Number));
    expect((await talent.client.get(`/api/bids/${bidId}`)).body.conversationId).toBe(
      res.body.conversationId,
    );

    for (const [person, other] of [
      [employer, talent],
      [talent, employer],
    ] as const) {
      const list = await person.client.get('/api/messages/conversations');
      expect(list.status).toBe(200);
      const found = (list.body as { id: number; participant: { id: number } }[]).filter(
        (c) => c.id === res.body.conversationId,
      );
      expect(found).toHaveLength(1);
      expect(found[0]!.participant.id).toBe(other.user.id);
    }
  });

  it('the talent accepts an outreach; a second accepted bid of the pair reuses the conversation', async () => {
    const { employer, talent, requestId } = await parties();
    const first = await propose(talent, requestId);
    const accepted = await setStatus(employer.client, first, 'accepted');

    const otherRequest = await newRequest(employer, 'Another role', 'task');
    const second = await reachOut(employer, otherRequest, talent.user.id);
    const res = await setStatus(talent.client, second, 'accepted');
    expect(res.status).toBe(200);
    expect(res.body.conversationId).toBe(accepted.body.conversationId);
    const list = await talent.client.get('/api/messages/conversations');
    expect(
      (list.body as { id: number }[]).filter((c) => c.id === res.body.conversationId),
    ).toHaveLength(1);
  });

  it('two bids of one pair accepted in parallel share one conversation', async () => {
    const { employer, talent, requestId } = await parties();
    const proposalId = await propose(talent, requestId);
    const outreachId = await reachOut(employer, requestId, talent.user.id);
    const [a, b] = await Promise.all([
      setStatus(employer.client, proposalId, 'accepted'),
      setStatus(talent.client, outreachId, 'accepted'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.conversationId).toBe(b.body.conversationId);
    const list = await employer.client.get('/api/messages/conversations');
    expect(
      (list.body as { participant: { id: number } }[]).filter(
        (c) => c.participant.id === talent.user.id,
      ),
    ).toHaveLength(1);
  });

  it('notifies the sender and publishes the new status to both parties', async () => {
    const { employer, talent, requestId } = await parties('Data engineer');
    const bidId = await propose(talent, requestId);
    await setStatus(employer.client, bidId, 'accepted');

    expect((await notificationsOf(talent.client))[0]).toMatchObject({
      type: 'bid_status_changed',
      title: 'Proposal accepted',
      body: 'Acme Hiring accepted your proposal for "Data engineer".',
      link: '/bid-manager',
    });
    const event = {
      type: 'bid-status',
      data: { bidId, jobRequestId: requestId, status: 'accepted' },
    };
    expect(await bidEventsOf(employer.user.id)).toEqual([event]);
    expect(await bidEventsOf(talent.user.id)).toEqual([event]);
  });
});

describe('declining and withdrawing', () => {
  it('the talent declines an outreach; the employer is told', async () => {
    const { employer, talent, requestId } = await parties('Product designer');
    const bidId = await reachOut(employer, requestId, talent.user.id);
    const res = await setStatus(talent.client, bidId, 'declined');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', conversationId: null });
    expect((await notificationsOf(employer.client))[0]).toMatchObject({
      type: 'bid_status_changed',
      title: 'Outreach bid declined',
      body: 'Ada Talent declined your outreach bid for "Product designer".',
    });
    expect((await bidEventsOf(employer.user.id)).map((e) => e.data)).toEqual([
      { bidId, jobRequestId: requestId, status: 'declined' },
    ]);
  });

  it('the talent withdraws a proposal; the employer is told', async () => {
    const { employer, talent, requestId } = await parties('QA lead');
    const bidId = await propose(talent, requestId);
    const res = await setStatus(talent.client, bidId, 'withdrawn');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('withdrawn');
    expect((await notificationsOf(employer.client))[0]).toMatchObject({
      type: 'bid_status_changed',
      title: 'Proposal withdrawn',
      body: 'Ada Talent withdrew their proposal for "QA lead".',
    });
    expect((await bidEventsOf(talent.user.id)).map((e) => e.data.status)).toEqual(['withdrawn']);
  });
});

describe('forbidden transitions', () => {
  it('accepting twice is a 409', async () => {
    const { employer, talent, requestId } = await parties();
    const bidId = await propose(talent, requestId);
    expect((await setStatus(employer.client, bidId, 'accepted')).status).toBe(200);
    const again = await setStatus(employer.client, bidId, 'accepted');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This bid can no longer be accepted.');
    const decline = await setStatus(employer.client, bidId, 'declined');
    expect(decline.status).toBe(409);
    expect(decline.body.message).toBe('This bid can no longer be declined.');
  });

  it('withdrawing after a decline is a 409', async () => {
    const { employer, talent, requestId } = await parties();
    const bidId = await propose(talent, requestId);
    await setStatus(employer.client, bidId, 'declined');
    const res = await setStatus(talent.client, bidId, 'withdrawn');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This bid can no longer be withdrawn.');
  });

  it('the receiver cannot withdraw and the sender cannot accept or decline', async () => {
    const { employer, talent, requestId } = await parties();
    const proposalId = await propose(talent, requestId);
    const receiverWithdraws = await setStatus(employer.client, proposalId, 'withdrawn');
    expect(receiverWithdraws.status).toBe(409);
    expect(receiverWithdraws.body.message).toBe('Only the sender of a bid can withdraw it.');
    const senderAccepts = await setStatus(talent.client, proposalId, 'accepted');
    expect(senderAccepts.status).toBe(409);
    expect(senderAccepts.body.message).toBe('Only the receiver of a bid can accept it.');

    const outreachId = await reachOut(employer, requestId, talent.user.id);
    expect((await setStatus(employer.client, outreachId, 'accepted')).status).toBe(409);
    expect((await setStatus(employer.client, outreachId, 'declined')).status).toBe(409);
    expect((await setStatus(talent.client, outreachId, 'withdrawn')).status).toBe(409);

    // Refused changes leave the bids pending, and tell nobody anything.
    expect((await talent.client.get(`/api/bids/${proposalId}`)).body.status).toBe('pending');
    expect((await employer.client.get(`/api/bids/${outreachId}`)).body.status).toBe('pending');
    expect(await bidEventsOf(talent.user.id)).toEqual([]);
  });

  it('two parallel decisions on one bid: exactly one wins', async () => {
    const { employer, talent, requestId } = await parties();
    const bidId = await propose(talent, requestId);
    const [accept, withdraw] = await Promise.all([
      setStatus(employer.client, bidId, 'accepted'),
      setStatus(talent.client, bidId, 'withdrawn'),
    ]);
    expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
    const final = (await talent.client.get(`/api/bids/${bidId}`)).body;
    expect(final.status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
    expect(await bidEventsOf(talent.user.id)).toHaveLength(1);
  });

  it('a status that is not a decision is a 400', async () => {
    const { talent, requestId } = await parties();
    const bidId = await propose(talent, requestId);
    for (const body of [{ status: 'pending' }, { status: 'open' }, {}]) {
      const res = await talent.client.patch(`/api/bids/${bidId}`, body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.status).toBeDefined();
    }
  });
});

describe('outsiders', () => {
  it('a user who is not a party of the bid gets 404 and changes nothing', async () => {
    const { employer, talent, requestId } = await parties();
    const bidId = await propose(talent, requestId);
    const outsider = await registerUser(server, { role: 'employer' });
    await activateSubscription(server, outsider.user.id, 'employer-lifetime');
    for (const status of ['accepted', 'declined', 'withdrawn']) {
      const res = await setStatus(outsider.client, bidId, status);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Bid not found');
    }
    expect((await outsider.client.get(`/api/bids/${bidId}`)).status).toBe(404);
    expect((await setStatus(outsider.client, 99_999_999_999, 'accepted')).status).toBe(404);
    expect((await setStatus(server.client(), bidId, 'accepted')).status).toBe(401);
    expect((await employer.client.get(`/api/bids/${bidId}`)).body.status).toBe('pending');
  });
});
