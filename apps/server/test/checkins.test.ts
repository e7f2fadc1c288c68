/**
 * Job check-ins (issue 16): an accepted bid starts an engagement; its company sets a schedule,
 * pauses and resumes it; check-ins fall due on the server's scheduler (notified once), turn late
 * (notified once) and are missed when the next falls due; the talent submits and edits until the
 * company reviews; admins see the figures. Every route's authorisation: another company's or
 * another talent's engagement is a 404, a viewer cannot write (403), non-admins get 403 on the
 * admin routes. With two instances on one PostgreSQL database, each reminder is sent once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CHECKIN_GRACE_PERIOD_MS, DEFAULT_CHECKIN_QUESTIONS } from '@hireloop/sdk';
import {
  CHECKIN_MESSAGES,
  engagementDetailsSchema,
  engagementListSchema,
  adminCheckinStatsSchema,
  checkinListSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRequests, notifications, users } from '../src/db/schema';
import { checkins, engagements } from '../src/db/schemaCheckins';
import { companyMembers } from '../src/db/schemaTeam';
import { grantAdmin, type RunningTestServer } from '../src/testServer';
import { employerWithRequest, liteTalent, notificationsOf, proposal } from './bidFixtures';
import {
  twoInstancesOnPostgres,
  registerUser,
  startServer,
  TEST_DB,
  TestClient,
  type TestServer,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;

/** An employer's request, a talent's accepted proposal on it, and the engagement it started. */
async function engagementOn(server: TestServer | (RunningTestServer & { client(): TestClient })) {
  const employer = await employerWithRequest(server as TestServer);
  const talent = await liteTalent(server as TestServer);
  const bid = await talent.client.post('/api/bids', proposal(employer.requestId));
  expect(bid.status).toBe(201);
  const accepted = await employer.client.patch(`/api/bids/${bid.body.id}`, { status: 'accepted' });
  expect(accepted.status).toBe(200);
  const list = await employer.client.get('/api/engagements?side=employer');
  expect(list.status).toBe(200);
  const engagement = list.body.find((e: { bidId: number }) => e.bidId === bid.body.id);
  expect(engagement).toBeDefined();
  return { employer, talent, engagementId: engagement.id as number, bidId: bid.body.id as number };
}

const everyTwoDays = { cadence: 'every_n_days', everyDays: 2, time: '09:00', timezone: 'UTC' };

/** Moves the server's clock to just past the engagement's next due time. */
async function toNextDue(server: TestServer, client: TestClient, engagementId: number) {
  const res = await client.get(`/api/engagements/${engagementId}`);
  const nextDueAt = Date.parse(res.body.schedule.nextDueAt);
  server.advanceClock(nextDueAt - server.app.now().getTime() + 1000);
}

async function notificationCount(server: TestServer, userId: number, type: string) {
  const rows = await server.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as never)));
  return rows.length;
}

describe('job check-ins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('an accepted bid starts one engagement, seen by its talent and its company', async () => {
    const { employer, talent, engagementId, bidId } = await engagementOn(server);
    const rows = await server.app.db.select().from(engagements).where(eq(engagements.bidId, bidId));
    expect(rows).toHaveLength(1);
    const mine = await talent.client.get('/api/engagements?side=talent');
    expect(engagementListSchema.parse(mine.body).map((e) => e.id)).toContain(engagementId);
    const details = await employer.client.get(`/api/engagements/${engagementId}`);
    expect(details.status).toBe(200);
    const parsed = engagementDetailsSchema.parse(details.body);
    expect(parsed).toMatchObject({ status: 'active', schedule: null, latest: null, checkins: [] });
  });

  it('the company sets a schedule (default questions), with field errors for bad input', async () => {
    const { employer, engagementId } = await engagementOn(server);
    const bad = await employer.client.put(`/api/engagements/${engagementId}/schedule`, {
      cadence: 'weekly',
      weekdays: [],
      time: '25:00',
      timezone: 'Nowhere/City',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      weekdays: [CHECKIN_MESSAGES.weekdaysRequired],
      time: [CHECKIN_MESSAGES.timeInvalid],
      timezone: [CHECKIN_MESSAGES.timezoneInvalid],
    });
    const set = await employer.client.put(`/api/engagements/${engagementId}/schedule`, {
      cadence: 'weekly',
      weekdays: ['mon', 'thu'],
      time: '09:30',
      timezone: 'Europe/Berlin',
    });
    expect(set.status).toBe(200);
    expect(set.body.schedule.questions).toEqual(DEFAULT_CHECKIN_QUESTIONS);
    expect(Date.parse(set.body.schedule.nextDueAt)).toBeGreaterThan(server.app.now().getTime());
  });

  it('a check-in falls due, turns late and is missed, each notified once; submitted ones are reviewed', async () => {
    const { employer, talent, engagementId } = await engagementOn(server);
    const scheduled = await employer.client.put(
      `/api/engagements/${engagementId}/schedule`,
      everyTwoDays,
    );
    expect(scheduled.status).toBe(200);

    await toNextDue(server, employer.client, engagementId);
    await server.app.services.checkins.runReminders();
    await server.app.services.checkins.runReminders();
    const due = await talent.client.get('/api/checkins/due');
    const open = checkinListSchema.parse(due.body).filter((c) => c.engagementId === engagementId);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ state: 'due', editable: true, answers: null });
    expect(await notificationCount(server, talent.user.id, 'checkin_due')).toBe(1);
    const notified = await notificationsOf(talent.client);
    expect(notified[0]).toMatchObject({ type: 'checkin_due', link: '/job-checkins' });

    // Past due plus the grace period: late, announced once.
    server.advanceClock(CHECKIN_GRACE_PERIOD_MS);
    await server.app.services.checkins.runReminders();
    await server.app.services.checkins.runReminders();
    expect(await notificationCount(server, talent.user.id, 'checkin_late')).toBe(1);
    const late = await talent.client.get('/api/checkins/due');
    expect(late.body.find((c: { id: number }) => c.id === open[0]!.id).state).toBe('late');

    // The next one falls due: the first, never answered, is missed and locked.
    server.advanceClock(DAY);
    await server.app.services.checkins.runReminders();
    expect(await notificationCount(server, talent.user.id, 'checkin_due')).toBe(2);
    const history = await talent.client.get(`/api/checkins?engagementId=${engagementId}`);
    expect(history.body.items.map((c: { state: string }) => c.state)).toEqual(['due', 'missed']);
    const missedId = history.body.items[1].id;
    const locked = await talent.client.put(`/api/checkins/${missedId}`, {
      answers: { progress: 'a', next_steps: 'b', hours: 1 },
    });
    expect(locked.status).toBe(409);

    // Answers are checked against the questions.
    const currentId = history.body.items[0].id;
    const bad = await talent.client.put(`/api/checkins/${currentId}`, {
      answers: { progress: ' ', hours: 'many' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      progress: [CHECKIN_MESSAGES.answerRequired],
      next_steps: [CHECKIN_MESSAGES.answerRequired],
      hours: [CHECKIN_MESSAGES.numberInvalid],
    });

    const answers = {
      progress: 'Built the API',
      next_steps: 'Tests',
      blockers: 'No keys',
      hours: 6,
    };
    const submitted = await talent.client.put(`/api/checkins/${currentId}`, { answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ state: 'submitted', hasBlockers: true, editable: true });
    expect(await notificationCount(server, employer.user.id, 'checkin_submitted')).toBe(1);
    const blocked = await employer.client.get('/api/engagements?side=employer&blockers=true');
    expect(blocked.body.map((e: { id: number }) => e.id)).toContain(engagementId);
    const waiting = await employer.client.get('/api/engagements?side=employer&state=submitted');
    expect(waiting.body.map((e: { id: number }) => e.id)).toContain(engagementId);

    // Editable until reviewed; a request for changes opens it again.
    const edited = await talent.client.put(`/api/checkins/${currentId}`, {
      answers: { ...answers, blockers: '' },
    });
    expect(edited.body.hasBlockers).toBe(false);
    const noComment = await employer.client.post(`/api/checkins/${currentId}/review`, {
      decision: 'changes_requested',
    });
    expect(noComment.status).toBe(400);
    expect(noComment.body.fieldErrors).toEqual({ comment: [CHECKIN_MESSAGES.commentRequired] });
    const changes = await employer.client.post(`/api/checkins/${currentId}/review`, {
      decision: 'changes_requested',
      comment: 'Say which endpoints',
    });
    expect(changes.body).toMatchObject({
      reviewState: 'changes_requested',
      reviewComment: 'Say which endpoints',
      editable: true,
    });
    const again = await employer.client.post(`/api/checkins/${currentId}/review`, {
      decision: 'acknowledged',
    });
    expect(again.status).toBe(409);
    const resubmitted = await talent.client.put(`/api/checkins/${currentId}`, {
      answers: { ...answers, progress: 'Built /api/orders' },
    });
    expect(resubmitted.body.reviewState).toBeNull();
    expect(await notificationCount(server, employer.user.id, 'checkin_submitted')).toBe(2);
    const acknowledged = await employer.client.post(`/api/checkins/${currentId}/review`, {
      decision: 'acknowledged',
    });
    expect(acknowledged.body).toMatchObject({ reviewState: 'acknowledged', editable: false });
    expect(await notificationCount(server, talent.user.id, 'checkin_reviewed')).toBe(2);
    const afterReview = await talent.client.put(`/api/checkins/${currentId}`, { answers });
    expect(afterReview.status).toBe(409);
  });

  it('a paused engagement has nothing fall due; resuming counts from now', async () => {
    const { employer, talent, engagementId } = await engagementOn(server);
    await employer.client.put(`/api/engagements/${engagementId}/schedule`, everyTwoDays);
    const paused = await employer.client.patch(`/api/engagements/${engagementId}`, {
      status: 'paused',
    });
    expect(paused.body).toMatchObject({ status: 'paused', schedule: { nextDueAt: null } });
    server.advanceClock(5 * DAY);
    await server.app.services.checkins.runReminders();
    const rows = await server.app.db
      .select()
      .from(checkins)
      .where(eq(checkins.engagementId, engagementId));
    expect(rows).toHaveLength(0);
    const filtered = await employer.client.get('/api/engagements?side=employer&status=paused');
    expect(filtered.body.map((e: { id: number }) => e.id)).toEqual([engagementId]);
    const resumed = await employer.client.patch(`/api/engagements/${engagementId}`, {
      status: 'active',
    });
    expect(Date.parse(resumed.body.schedule.nextDueAt)).toBeGreaterThan(server.app.now().getTime());
    expect((await talent.client.get('/api/checkins/due')).body).toEqual([]);
  });

  it('authorises every route: 401 signed out, 404 for others, 403 for viewers and non-admins', async () => {
    const { employer, talent, engagementId } = await engagementOn(server);
    await employer.client.put(`/api/engagements/${engagementId}/schedule`, everyTwoDays);
    await toNextDue(server, employer.client, engagementId);
    await server.app.services.checkins.runReminders();
    const [checkin] = (await talent.client.get('/api/checkins/due')).body;
    const answers = { answers: { progress: 'a', next_steps: 'b', hours: 1 } };

    const stranger = server.client();
    expect((await stranger.get('/api/engagements?side=talent')).status).toBe(401);
    expect((await stranger.get('/api/checkins/due')).status).toBe(401);
    expect((await stranger.put(`/api/checkins/${checkin.id}`, answers)).status).toBe(401);
    expect((await stranger.get('/api/admin/check-ins')).status).toBe(401);

    const other = await employerWithRequest(server);
    const otherTalent = await liteTalent(server, 'Other Talent');
    for (const client of [other.client, otherTalent.client]) {
      expect((await client.get(`/api/engagements/${engagementId}`)).status).toBe(404);
      expect(
        (await client.put(`/api/engagements/${engagementId}/schedule`, everyTwoDays)).status,
      ).toBe(404);
      expect(
        (await client.patch(`/api/engagements/${engagementId}`, { status: 'paused' })).status,
      ).toBe(404);
      expect((await client.put(`/api/checkins/${checkin.id}`, answers)).status).toBe(404);
      expect(
        (await client.post(`/api/checkins/${checkin.id}/review`, { decision: 'acknowledged' }))
          .status,
      ).toBe(404);
      expect((await client.get('/api/engagements?side=employer')).body).toEqual([]);
      expect((await client.get('/api/engagements?side=talent')).body).toEqual([]);
    }
    expect((await otherTalent.client.get('/api/checkins')).body.items).toEqual([]);
    // The talent cannot act for the company, nor the company answer for the talent.
    expect(
      (await talent.client.put(`/api/engagements/${engagementId}/schedule`, everyTwoDays)).status,
    ).toBe(404);
    expect(
      (await talent.client.post(`/api/checkins/${checkin.id}/review`, { decision: 'acknowledged' }))
        .status,
    ).toBe(404);
    expect((await employer.client.put(`/api/checkins/${checkin.id}`, answers)).status).toBe(404);
    expect((await employer.client.get('/api/engagements/99999999999')).status).toBe(404);

    // A viewer of the company reads, but cannot write.
    const viewer = await registerUser(server, { role: 'employer' });
    const [request] = await server.app.db
      .select({ companyId: jobRequests.companyId })
      .from(jobRequests)
      .where(eq(jobRequests.id, employer.requestId));
    await server.app.db
      .insert(companyMembers)
      .values({ companyId: request!.companyId!, userId: viewer.user.id, role: 'viewer' });
    await server.app.db
      .update(users)
      .set({ activeCompanyId: request!.companyId })
      .where(eq(users.id, viewer.user.id));
    expect((await viewer.client.get(`/api/engagements/${engagementId}`)).status).toBe(200);
    expect(
      (await viewer.client.put(`/api/engagements/${engagementId}/schedule`, everyTwoDays)).status,
    ).toBe(403);
    expect(
      (await viewer.client.patch(`/api/engagements/${engagementId}`, { status: 'paused' })).status,
    ).toBe(403);
    await talent.client.put(`/api/checkins/${checkin.id}`, answers);
    expect(
      (await viewer.client.post(`/api/checkins/${checkin.id}/review`, { decision: 'acknowledged' }))
        .status,
    ).toBe(403);

    // Removed from the company, the viewer sees its engagements no more.
    await server.app.db.delete(companyMembers).where(eq(companyMembers.userId, viewer.user.id));
    expect((await viewer.client.get(`/api/engagements/${engagementId}`)).status).toBe(404);
    expect((await viewer.client.get('/api/engagements?side=employer')).body).toEqual([]);

    // Admin routes: 403 to everyone but admins.
    expect((await employer.client.get('/api/admin/check-ins')).status).toBe(403);
    expect((await talent.client.get('/api/admin/check-ins/engagements')).status).toBe(403);
  });

  it('answers 400 with field errors for malformed queries and bodies', async () => {
    const { employer, engagementId } = await engagementOn(server);
    const side = await employer.client.get('/api/engagements?side=boss');
    expect(side.status).toBe(400);
    expect(Object.keys(side.body.fieldErrors)).toEqual(['side']);
    const status = await employer.client.patch(`/api/engagements/${engagementId}`, {
      status: 'ended',
    });
    expect(status.status).toBe(400);
    expect(Object.keys(status.body.fieldErrors)).toEqual(['status']);
    const review = await employer.client.post('/api/checkins/1/review', { decision: 'maybe' });
    expect(review.status).toBe(400);
    expect(Object.keys(review.body.fieldErrors)).toEqual(['decision']);
  });

  it('shows admins the overdue and missed rates and open blockers, by company and talent', async () => {
    const { employer, talent, engagementId } = await engagementOn(server);
    await employer.client.put(`/api/engagements/${engagementId}/schedule`, everyTwoDays);
    await toNextDue(server, employer.client, engagementId);
    await server.app.services.checkins.runReminders();
    server.advanceClock(2 * DAY);
    await server.app.services.checkins.runReminders();
    const [current] = (await talent.client.get('/api/checkins/due')).body;
    await talent.client.put(`/api/checkins/${current.id}`, {
      answers: { progress: 'a', next_steps: 'b', blockers: 'Waiting on access', hours: 2 },
    });

    const admin = await registerUser(server, { role: 'employer' });
    await grantAdmin(server.app, admin.user.id);
    const res = await admin.client.get('/api/admin/check-ins?days=30');
    expect(res.status).toBe(200);
    const stats = adminCheckinStatsSchema.parse(res.body);
    const byTalent = stats.byTalent.find((row) => row.id === talent.user.id);
    expect(byTalent).toMatchObject({
      engagements: 1,
      checkins: 2,
      submitted: 1,
      overdue: 1,
      missed: 1,
      overdueRate: 0.5,
      missedRate: 0.5,
      openBlockers: 1,
    });
    expect(stats.totals.openBlockers).toBeGreaterThanOrEqual(1);
    const [request] = await server.app.db
      .select({ companyId: jobRequests.companyId })
      .from(jobRequests)
      .where(eq(jobRequests.id, employer.requestId));
    expect(stats.byCompany.find((row) => row.id === request!.companyId)).toMatchObject({
      checkins: 2,
      missed: 1,
    });
    const drill = await admin.client.get(
      `/api/admin/check-ins/engagements?companyId=${request!.companyId}`,
    );
    expect(engagementListSchema.parse(drill.body).map((e) => e.id)).toEqual([engagementId]);
    const bad = await admin.client.get('/api/admin/check-ins?days=0');
    expect(bad.status).toBe(400);
  });
});

if (TEST_DB === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    const instances = twoInstancesOnPostgres();

    it('each due and late reminder is sent exactly once when both instances run at once', async () => {
      const [a, b] = instances as [RunningTestServer, RunningTestServer];
      const onA = { ...a, client: () => new TestClient(a.url) } as TestServer;
      const talents: number[] = [];
      let nextDueAt = 0;
      for (let i = 0; i < 4; i++) {
        const { employer, talent, engagementId } = await engagementOn(onA);
        const res = await employer.client.put(`/api/engagements/${engagementId}/schedule`, {
          ...everyTwoDays,
          everyDays: 3,
        });
        nextDueAt = Math.max(nextDueAt, Date.parse(res.body.schedule.nextDueAt));
        talents.push(talent.user.id);
      }
      const both = (ms: number) => {
        a.advanceClock(ms);
        b.advanceClock(ms);
      };
      const count = async (type: string) =>
        (
          await a.app.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(inArray(notifications.userId, talents), eq(notifications.type, type as never)),
            )
        ).length;
      both(nextDueAt - a.app.now().getTime() + 1000);
      await Promise.all([
        a.runScheduledWork(),
        b.runScheduledWork(),
        a.app.services.checkins.runReminders(),
        b.app.services.checkins.runReminders(),
      ]);
      expect(await count('checkin_due')).toBe(4);
      both(CHECKIN_GRACE_PERIOD_MS);
      await Promise.all([
        a.app.services.checkins.runReminders(),
        b.app.services.checkins.runReminders(),
        a.app.services.checkins.runReminders(),
        b.app.services.checkins.runReminders(),
      ]);
      expect(await count('checkin_late')).toBe(4);
      expect(await count('checkin_due')).toBe(4);
    });
  });
}
