/**
 * Bids (issue 4): the bid manager's sent and received listings filter and page; one bid is for its
 * parties only.
 */
import { bidDetailsSchema, bidPageSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRequest,
  employerWithRequest as employerOf,
  liteTalent as liteTalentOf,
  outreach,
  proposal,
} from './bidFixtures';
import { startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const employerWithRequest = (form?: Record<string, unknown>) => employerOf(server, form);
const liteTalent = (name?: string) => liteTalentOf(server, name);

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
