/**
 * The scheduler (issue 14): due work runs once per interval by the server's clock; the live
 * events purge and the outbox trim are its jobs; a failed run is recorded and retried; and with
 * two instances on one PostgreSQL database each due run — and each renewal — happens exactly once.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { liveEvents, notifications, schedulerJobs, subscriptions } from '../src/db/schema';
import { LIVE_RETENTION_MS } from '../src/services/live';
import { OUTBOX_RETENTION_MS } from '../src/services/mail';
import { createScheduler, RETRY_MS } from '../src/services/scheduler';
import { addMonths } from '../src/services/subscriptions';
import { grantSubscription } from '../src/testServer';
import type { App } from '../src/types';
import {
  APP_ORIGIN,
  POSTGRES_URL,
  registerUser,
  startServer,
  TEST_DB,
  TestClient,
  type TestServer,
} from './helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const JOBS = [
  'auth-limits.sweep',
  'checkins.reminders',
  'embed-tokens.purge',
  'events.offers',
  'events.reminders',
  'job-requests.recent-prune',
  'live-events.purge',
  'marketplace.auto-complete',
  'marketplace.requirements',
  'outbox.trim',
  'sticky-messages.ended',
  'subscriptions.renewals',
  'verification.expire',
];

/** Gives `userId` a monthly plan whose period ended a day ago (due for renewal). */
async function dueMonthly(app: App, userId: number, at: Date) {
  await grantSubscription(app, userId, 'employer-month');
  const anchor = new Date(at.getTime() - 31 * DAY);
  await app.db
    .update(subscriptions)
    .set({
      billingAnchor: anchor,
      currentPeriodStart: anchor,
      currentPeriodEnd: addMonths(anchor, 1),
    })
    .where(eq(subscriptions.userId, userId));
  return anchor;
}

async function renewedNotifications(app: App, userIds: number[]) {
  return app.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(inArray(notifications.userId, userIds));
}

describe('one instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ sessionIdleSeconds: 10 ** 9, sessionAbsoluteSeconds: 10 ** 9 });
  });
  afterAll(() => server.close());

  it('runs every job at the first tick, then each once per interval of the server’s clock', async () => {
    expect(server.app.services.scheduler.jobNames.sort()).toEqual(JOBS);
    expect((await server.runScheduledWork()).ran.sort()).toEqual(JOBS);
    expect(await server.runScheduledWork()).toEqual({ ran: [], failed: [] });
    server.advanceClock(2 * 60 * 1000);
    expect((await server.runScheduledWork()).ran.sort()).toEqual([
      'auth-limits.sweep',
      'checkins.reminders',
      'events.offers',
      'events.reminders',
      'marketplace.auto-complete',
      'marketplace.requirements',
      'sticky-messages.ended',
      'subscriptions.renewals',
    ]);
    server.advanceClock(HOUR);
    expect((await server.runScheduledWork()).ran.sort()).toEqual(JOBS);
    const rows = await server.app.db.select().from(schedulerJobs);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.runs]))).toEqual({
      'auth-limits.sweep': 3,
      'checkins.reminders': 3,
      'embed-tokens.purge': 2,
      'events.offers': 3,
      'events.reminders': 3,
      'job-requests.recent-prune': 2,
      'live-events.purge': 2,
      'marketplace.auto-complete': 3,
      'marketplace.requirements': 3,
      'outbox.trim': 2,
      'sticky-messages.ended': 3,
      'subscriptions.renewals': 3,
      'verification.expire': 2,
    });
  });

  it('purges live events older than their 24 h retention, keeping newer ones', async () => {
    const { user } = await registerUser(server);
    const { live } = server.app.services;
    await live.publish(server.app.db, user.id, {
      type: 'subscription',
      data: { accountType: 'talent' },
    });
    server.advanceClock(LIVE_RETENTION_MS - 2 * HOUR);
    await live.publish(server.app.db, user.id, {
      type: 'subscription',
      data: { accountType: 'employer' },
    });
    server.advanceClock(3 * HOUR);
    await server.runScheduledWork();
    const left = await server.app.db
      .select({ data: liveEvents.data })
      .from(liveEvents)
      .where(eq(liveEvents.userId, user.id));
    expect(left).toEqual([{ data: { accountType: 'employer' } }]);
  });

  it('trims the outbox of mail older than OUTBOX_RETENTION_MS (7 days)', async () => {
    const { mail } = server.app.services;
    const to = `trim-${randomBytes(4).toString('hex')}@example.com`;
    await mail.send({ to, subject: 'old', text: 'kept for a week' });
    server.advanceClock(OUTBOX_RETENTION_MS - DAY);
    await mail.send({ to, subject: 'new', text: 'still young' });
    server.advanceClock(2 * HOUR);
    await server.runScheduledWork();
    expect((await mail.outbox(to)).map((m) => m.subject).sort()).toEqual(['new', 'old']);
    server.advanceClock(DAY);
    await server.runScheduledWork();
    expect((await mail.outbox(to)).map((m) => m.subject)).toEqual(['new']);
    expect(OUTBOX_RETENTION_MS).toBe(7 * DAY);
  });

  it('records a failed run and retries it after RETRY_MS, not a whole interval later', async () => {
    const scheduler = createScheduler({
      db: server.app.db,
      now: server.app.now,
      log: server.app.log,
    });
    let calls = 0;
    const name = `test.flaky-${randomBytes(3).toString('hex')}`;
    scheduler.register({
      name,
      everyMs: DAY,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database was away');
      },
    });
    expect(await scheduler.tick()).toEqual({ ran: [], failed: [name] });
    const [failed] = await server.app.db
      .select()
      .from(schedulerJobs)
      .where(eq(schedulerJobs.name, name));
    expect(failed?.lastError).toBe('the database was away');
    expect(await scheduler.tick()).toEqual({ ran: [], failed: [] });
    server.advanceClock(RETRY_MS);
    expect(await scheduler.tick()).toEqual({ ran: [name], failed: [] });
    expect(calls).toBe(2);
    await scheduler.close();
  });

  it('two overlapping renewal runs renew each due subscription once', async () => {
    const users = await Promise.all(
      [1, 2, 3].map(() => registerUser(server, { role: 'employer' })),
    );
    const ids = users.map((u) => u.user.id);
    const anchors = [];
    for (const id of ids) anchors.push(await dueMonthly(server.app, id, server.app.now()));
    const { subscriptions: service } = server.app.services;
    const [first, second] = await Promise.all([service.runDueRenewals(), service.runDueRenewals()]);
    expect(first.renewed + second.renewed).toBe(3);
    expect(await renewedNotifications(server.app, ids)).toHaveLength(3);
    const rows = await server.app.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.userId, ids));
    for (const row of rows) {
      expect(row.currentPeriodEnd).toEqual(addMonths(row.billingAnchor!, 2));
    }
  });
});

if (TEST_DB === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
    const databases: Database[] = [];
    const apps: App[] = [];

    async function admin(text: string) {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    }

    async function instance(url: string, offset: { ms: number }): Promise<App> {
      const database = await openDatabase({
        databaseUrl: url,
        dataDir: '',
        onConnectionError: () => undefined,
      });
      databases.push(database);
      const config: Config = {
        ...loadConfig({}),
        appOrigin: APP_ORIGIN,
        scrypt: { N: 2 ** 12, r: 8, p: 1 },
        logLevel: 'silent',
        seedOnStart: false,
        schedulerIntervalMs: 0,
      };
      // Both instances read one shared clock, as servers on synchronised hosts do.
      const app = await buildApp(config, {
        database,
        logger: false,
        now: () => new Date(Date.now() + offset.ms),
      });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    }

    const clock = { ms: 0 };
    let a: App;
    let b: App;
    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      a = await instance(url.toString(), clock);
      b = await instance(url.toString(), clock);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('each due job runs on exactly one instance per tick, over several rounds', async () => {
      for (let round = 0; round < 5; round++) {
        const [fromA, fromB] = await Promise.all([
          a.services.scheduler.tick(),
          b.services.scheduler.tick(),
        ]);
        const ran = [...fromA.ran, ...fromB.ran].sort();
        expect(ran).toEqual(JOBS);
        expect([...fromA.failed, ...fromB.failed]).toEqual([]);
        clock.ms += HOUR + 1000;
      }
      const rows = await a.db.select().from(schedulerJobs);
      expect(Object.fromEntries(rows.map((row) => [row.name, row.runs]))).toEqual(
        Object.fromEntries(JOBS.map((job) => [job, 5])),
      );
    });

    it('a due renewal happens once when both instances tick and run renewals at the same time', async () => {
      // registerUser needs only a client of the instance.
      const on = (app: App) => {
        const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        return { client: () => new TestClient(url) } as unknown as TestServer;
      };
      const employers = [];
      for (let i = 0; i < 6; i++) {
        employers.push(await registerUser(on(i % 2 ? a : b), { role: 'employer' }));
      }
      const ids = employers.map((e) => e.user.id);
      for (const id of ids) await dueMonthly(a, id, a.now());
      clock.ms += HOUR + 1000;
      await Promise.all([
        a.services.scheduler.tick(),
        b.services.scheduler.tick(),
        a.services.subscriptions.runDueRenewals(),
        b.services.subscriptions.runDueRenewals(),
      ]);
      expect(await renewedNotifications(a, ids)).toHaveLength(ids.length);
      const rows = await b.db
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.userId, ids));
      for (const row of rows) {
        expect(row.status).toBe('active');
        expect(row.currentPeriodEnd).toEqual(addMonths(row.billingAnchor!, 2));
      }
    });
  });
}
