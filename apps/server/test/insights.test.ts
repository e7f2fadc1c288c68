/**
 * Insights (issue 16): the activity log written with each change (views once per viewer and day,
 * atomically with the change), the funnel, medians and response rate over a period, per job
 * request, rate benchmarks, the activity log's pages, and who may read what.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_BENCHMARK_MIN_SAMPLE } from '@hireloop/sdk';
import { activityEvents, skills } from '../src/db/tables';
import { createRequest, liteTalent, outreach, proposal } from './bidFixtures';
import {
  activateSubscription,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';

const YEAR_SECONDS = 365 * 86_400;
const DAY_MS = 86_400_000;

let server: TestServer;
let employer: TestClient;
let employerId: number;
let requestId: number;
let skillId: number;
const talent: { client: TestClient; id: number }[] = [];

async function activityOf(kind: string, jobRequestId = requestId) {
  return server.app.db
    .select()
    .from(activityEvents)
    .where(
      and(eq(activityEvents.kind, kind as never), eq(activityEvents.jobRequestId, jobRequestId)),
    );
}

async function insights(client: TestClient, query = '') {
  const res = await client.get(`/api/insights${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const stage = (body: any, name: string) =>
  body.funnel.stages.find((s: { stage: string }) => s.stage === name);

beforeAll(async () => {
  server = await startServer({
    sessionIdleSeconds: YEAR_SECONDS,
    sessionAbsoluteSeconds: YEAR_SECONDS,
  });
  const [row] = await server.app.db.insert(skills).values({ name: 'Figma' }).returning();
  skillId = row!.id;
  const registered = await registerUser(server, { role: 'employer', name: 'Ines Insight' });
  employer = registered.client;
  employerId = registered.user.id;
  await activateSubscription(server, employerId, 'employer-lifetime');
  const created = await createRequest(employer, {
    skills: [skillId],
    minRate: 40,
    maxRate: 60,
  });
  requestId = created.id;
  for (const name of ['Tara One', 'Tom Two', 'Tess Three', 'Tia Four']) {
    const t = await liteTalent(server, name);
    talent.push({ client: t.client, id: t.user.id });
  }
});
afterAll(() => server.close());

describe('the activity log', () => {
  it('records a view once per viewer, request and UTC day, never the company’s own reads', async () => {
    const [t1, t2] = talent;
    await t1!.client.get(`/api/job-requests/${requestId}`);
    await Promise.all(
      Array.from({ length: 5 }, () => t1!.client.get(`/api/job-requests/${requestId}`)),
    );
    await t2!.client.get(`/api/job-requests/${requestId}`);
    await employer.get(`/api/job-requests/${requestId}`);
    await server.client().get(`/api/job-requests/${requestId}`); // signed out: nobody to count
    expect(await activityOf('request_viewed')).toHaveLength(2);

    server.advanceClock(DAY_MS);
    await t1!.client.get(`/api/job-requests/${requestId}`);
    const views = await activityOf('request_viewed');
    expect(views).toHaveLength(3);
    expect(views.filter((v) => v.actorId === t1!.id)).toHaveLength(2);
    expect(views.every((v) => v.companyId !== null)).toBe(true);
  });

  it('records bids, replies (once per bid) and decisions with the change', async () => {
    const [t1, t2, t3] = talent;
    expect((await t1!.client.post('/api/bids', proposal(requestId))).status).toBe(201);
    const second = await t2!.client.post('/api/bids', proposal(requestId, { rate: 55 }));
    expect(second.status).toBe(201);
    const sent = await employer.post('/api/bids', outreach(requestId, t3!.id));
    expect(sent.status).toBe(201);
    const created = await activityOf('bid_created');
    expect(created.map((row) => row.bidKind).sort()).toEqual(['outreach', 'proposal', 'proposal']);

    // The employer replies to Tara's proposal twice: one reply is recorded.
    const open = await employer.post('/api/messages/conversations', { userId: t1!.id });
    expect(open.status).toBe(200);
    for (const body of ['Thanks, tell me more', 'And your availability?'])
      expect((await employer.post(`/api/messages/${open.body.id}`, { body })).status).toBe(201);
    // Tess answers the outreach.
    const back = await t3!.client.post('/api/messages/conversations', { userId: employerId });
    expect(
      (await t3!.client.post(`/api/messages/${back.body.id}`, { body: 'Interested!' })).status,
    ).toBe(201);
    const replies = await activityOf('message_replied');
    expect(replies.map((row) => row.bidKind).sort()).toEqual(['outreach', 'proposal']);

    // Tara's proposal is declined after the reply, Tom's accepted.
    const firstBid = created.find((row) => row.talentId === t1!.id)!.bidId!;
    const secondBid = second.body.id as number;
    expect((await employer.patch(`/api/bids/${firstBid}`, { status: 'declined' })).status).toBe(
      200,
    );
    expect((await employer.patch(`/api/bids/${secondBid}`, { status: 'accepted' })).status).toBe(
      200,
    );
    expect(await activityOf('bid_declined')).toHaveLength(1);
    expect((await activityOf('bid_accepted'))[0]).toMatchObject({
      actorId: employerId,
      bidId: secondBid,
    });
  });

  it('writes no row when the change fails (same transaction)', async () => {
    const before = (await activityOf('bid_created')).length;
    await server.app.db.execute(sql`
      create function insights_test_fail() returns trigger language plpgsql
      as $$ begin raise exception 'notification refused'; end $$`);
    await server.app.db.execute(sql`
      create trigger insights_test_fail before insert on notifications
      for each row execute function insights_test_fail()`);
    try {
      const res = await talent[3]!.client.post('/api/bids', proposal(requestId));
      expect(res.status).toBe(500);
    } finally {
      await server.app.db.execute(sql`drop trigger insights_test_fail on notifications`);
      await server.app.db.execute(sql`drop function insights_test_fail()`);
    }
    expect(await activityOf('bid_created')).toHaveLength(before);
    const edit = await employer.patch(`/api/job-requests/${requestId}/status`, {
      status: 'paused',
    });
    expect(edit.status).toBe(200);
    expect(await activityOf('request_paused')).toHaveLength(1);
    await employer.patch(`/api/job-requests/${requestId}/status`, { status: 'active' });
  });
});

describe('GET /api/insights', () => {
  it('counts the funnel from the log: a bid counts at every stage it reached', async () => {
    const body = await insights(employer);
    expect(body.period.days).toBe(30);
    expect(body.funnel.stages.map((s: { stage: string }) => s.stage)).toEqual([
      'views',
      'bids',
      'replied',
      'accepted',
    ]);
    expect(stage(body, 'views')).toMatchObject({ count: 3, previous: 0, growthPercent: null });
    expect(stage(body, 'bids')).toMatchObject({ count: 3, conversionPercent: 100 });
    // Tara's (replied, then declined), Tom's (accepted), Tess's outreach (she replied).
    expect(stage(body, 'replied')).toMatchObject({ count: 3, conversionPercent: 100 });
    expect(stage(body, 'accepted')).toMatchObject({ count: 1, conversionPercent: 33.3 });
    expect(body.funnel.bidsByKind).toEqual({ outreach: 1, proposal: 2 });
    expect(body.responseRate).toEqual({ outreach: 1, responded: 1, percent: 100 });
    expect(body.medians.firstBidSample).toBe(1);
    expect(body.medians.acceptanceSample).toBe(1);
    expect(body.medians.firstBidHours).toBeGreaterThanOrEqual(24);
    expect(body.quota.posted).toEqual({ job: 1, project: 0, task: 0 });
    expect(body.quota.usage.jobLimit).toBeNull();
    expect(body.series).toHaveLength(30);
    const summed = body.series.reduce((n: number, p: { views: number }) => n + p.views, 0);
    expect(summed).toBe(3);
    expect(body.requests).toEqual([
      expect.objectContaining({ id: requestId, views: 3, bids: 3, replied: 3, accepted: 1 }),
    ]);
    expect(body.skills).toEqual([{ id: skillId, name: 'Figma' }]);
  });

  it('narrows to one job request, and compares with the period before', async () => {
    const other = await createRequest(employer, { title: 'Illustrator' });
    const one = await insights(employer, `?jobRequestId=${requestId}`);
    expect(one.jobRequest).toEqual({ id: requestId, title: 'Senior TypeScript engineer' });
    expect(stage(one, 'bids').count).toBe(3);
    const empty = await insights(employer, `?jobRequestId=${other.id}`);
    expect(stage(empty, 'bids').count).toBe(0);

    const today = server.app.now().toISOString().slice(0, 10);
    const later = new Date(server.app.now().getTime() + 40 * DAY_MS).toISOString().slice(0, 10);
    const next = await insights(employer, `?from=${today}&to=${later}`);
    expect(next.period.bucket).toBe('day');
    expect(stage(next, 'views')).toMatchObject({ count: 1, previous: 2, growthPercent: -50 });
  });

  it('gives field errors for a bad period and a bad id', async () => {
    const reversed = await employer.get('/api/insights?from=2026-02-02&to=2026-02-01');
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body.fieldErrors)).toEqual(['to']);
    const long = await employer.get('/api/insights?from=2020-01-01&to=2026-01-01');
    expect(Object.keys(long.body.fieldErrors)).toEqual(['from']);
    const bad = await employer.get('/api/insights?from=yesterday&jobRequestId=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['from', 'jobRequestId']);
    const tooEarly = await employer.get('/api/insights?from=2000-01-01');
    expect(tooEarly.status).toBe(400);
    expect(Object.keys(tooEarly.body.fieldErrors)).toEqual(['from']);
  });

  it('another company’s request is a 404, a talent a 403, nobody a 401', async () => {
    const stranger = await registerUser(server, { role: 'employer' });
    const res = await stranger.client.get(`/api/insights?jobRequestId=${requestId}`);
    expect(res.status).toBe(404);
    const own = await stranger.client.get('/api/insights');
    expect(own.status).toBe(200);
    expect(stage(own.body, 'views').count).toBe(0);
    expect((await stranger.client.get('/api/insights/activity')).body.items).toEqual([]);
    expect((await talent[0]!.client.get('/api/insights')).status).toBe(403);
    expect((await talent[0]!.client.get('/api/insights/activity')).status).toBe(403);
    expect((await server.client().get('/api/insights')).status).toBe(401);
    expect((await employer.get('/api/insights?jobRequestId=99999999999')).status).toBe(404);
  });
});

describe('GET /api/insights/benchmarks', () => {
  it('gives quartiles only from the minimum sample', async () => {
    const thin = await employer.get(`/api/insights/benchmarks?skill=${skillId}`);
    expect(thin.status).toBe(200);
    expect(thin.body.requests).toEqual({ sample: 1, p25: null, p50: null, p75: null });
    expect(thin.body.minSample).toBe(RATE_BENCHMARK_MIN_SAMPLE);
    for (const rate of [20, 30, 60, 80, 100])
      await createRequest(employer, { skills: [skillId], minRate: rate });
    await createRequest(employer, { skills: [skillId], minRate: 999, rateType: 'fixed' });
    const res = await employer.get(`/api/insights/benchmarks?skill=${skillId}&rateType=hourly`);
    // Midpoints 50 (40–60), 20, 30, 60, 80, 100.
    expect(res.body).toMatchObject({
      skill: { id: skillId, name: 'Figma' },
      rateType: 'hourly',
      requests: { sample: 6, p25: 35, p50: 55, p75: 75 },
      acceptedBids: { sample: 1, p25: null, p50: null, p75: null },
    });
  });

  it('answers 400 without a skill, 404 for an unknown one, 403 to talent', async () => {
    const missing = await employer.get('/api/insights/benchmarks');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(['skill']);
    expect((await employer.get('/api/insights/benchmarks?skill=99999')).status).toBe(404);
    expect((await talent[0]!.client.get(`/api/insights/benchmarks?skill=${skillId}`)).status).toBe(
      403,
    );
  });
});

describe('GET /api/insights/activity', () => {
  it('pages the company’s log newest first, without views', async () => {
    const first = await employer.get('/api/insights/activity?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.items[0].kind).toBe('request_created');
    const all = [...first.body.items];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await employer.get(`/api/insights/activity?limit=3&cursor=${cursor}`);
      all.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    const ids = all.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.some((item) => item.kind === 'request_viewed')).toBe(false);
    expect(all.at(-1)).toMatchObject({
      kind: 'request_created',
      actor: { id: employerId, name: 'Ines Insight' },
      jobRequest: { id: requestId },
    });
    expect(all.find((item) => item.kind === 'bid_accepted')).toMatchObject({
      talent: { name: 'Tom Two' },
    });
    expect((await employer.get('/api/insights/activity?cursor=@@')).status).toBe(400);
  });
});
