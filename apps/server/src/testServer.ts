/**
 * The real app listening on an ephemeral port over a given database, with a movable clock: what
 * the server's own integration tests (test/helpers.ts) and other packages' tests
 * (`@hireloop/server/testing`, issue 5) start. Cheap password hashes and no seeding keep it fast.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuildOptions } from './app';
import { loadConfig, type Config } from './config';
import type { Database } from './db';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from './db/schema';
import { currentPeriod } from './services/subscriptions';
import { TEST_APP_ORIGIN } from './testOrigin';
import type { TickReport } from './services/scheduler';
import type { App } from './types';

/** The server `@hireloop/server/testing` starts, as other packages' tests see it. */
export interface HireloopTestServer {
  /** Where it listens, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** The origin the server trusts on writes (send it as `Origin`, like the app's browser). */
  appOrigin: string;
  /** Moves the server's clock forward (billing periods, session expiry). */
  advanceClock(ms: number): void;
  /**
   * Runs the scheduler's due work once, by the server's clock (renewals, purges): call it after
   * `advanceClock` instead of waiting. The test server's scheduler has no timer of its own.
   */
  runScheduledWork(): Promise<TickReport>;
  /**
   * Gives a user an active subscription without a checkout. Plan ids: employer-month,
   * employer-year, employer-lifetime, talent-month, talent-year, talent-lifetime.
   */
  activateSubscription(userId: number, planId: string): Promise<void>;
  /** Makes a user an admin (sticky messages management). */
  makeAdmin(userId: number): Promise<void>;
  /** The newest mail to `to` kept in the outbox (no SMTP in tests), e.g. an invite (issue 16). */
  outbox(to: string): Promise<{ subject: string; text: string }[]>;
  /** Stops the server and drops its database. */
  close(): Promise<void>;
}

export interface RunningTestServer {
  url: string;
  app: App;
  config: Config;
  /** Moves the server's clock forward (billing periods, expiries). */
  advanceClock(ms: number): void;
  /** Runs the scheduler's due work once (see `HireloopTestServer.runScheduledWork`). */
  runScheduledWork(): Promise<TickReport>;
  /** Stops the app, then runs `afterClose` (dropping the database). */
  close(): Promise<void>;
}

export async function listenForTests(
  database: Database,
  overrides: Partial<Config> = {},
  afterClose: () => Promise<void> = () => database.close(),
  {
    forceCloseConnections = 'idle',
    logger = false,
  }: Pick<BuildOptions, 'forceCloseConnections' | 'logger'> = {},
): Promise<RunningTestServer> {
  // Uploaded files (issue 17) in a directory of this server's own, removed with it.
  const uploadsDir = overrides.storage
    ? undefined
    : await mkdtemp(join(tmpdir(), 'hireloop-test-uploads-'));
  const config: Config = {
    ...loadConfig({}),
    ...(uploadsDir ? { storage: { driver: 'local' as const, dir: uploadsDir } } : {}),
    appOrigin: TEST_APP_ORIGIN,
    // Cheap hashes keep the suites fast; production uses N=2^16 (the parameters live in each hash).
    scrypt: { N: 2 ** 12, r: 8, p: 1 },
    logLevel: 'silent',
    rateLimitPerMinute: 100_000,
    // Suites register many people from one address; the registration limit has its own tests.
    registerRateLimit: { max: 100_000, windowSeconds: 60 },
    seedOnStart: false,
    // Scheduled work runs when a test says so (`runScheduledWork`), never on a timer.
    schedulerIntervalMs: 0,
    // Signed-out listings read fresh (a suite reads right after it writes); the cache has its own test.
    browseCacheMs: 0,
    ...overrides,
  };
  let offset = 0;
  const app = await buildApp(config, {
    database,
    now: () => new Date(Date.now() + offset),
    logger,
    forceCloseConnections,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    advanceClock: (ms) => {
      offset += ms;
    },
    runScheduledWork: () => app.services.scheduler.tick(),
    close: async () => {
      await app.close();
      await afterClose();
      if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives a user an active subscription directly in the database (for tests about what a
 * subscription allows; the payment flow has its own tests). Plan ids: employer-month,
 * employer-year, employer-lifetime, talent-month, talent-year, talent-lifetime.
 */
export async function grantSubscription(app: App, userId: number, planId: string): Promise<void> {
  const accountType = planId.startsWith('employer') ? 'employer' : 'talent';
  const status = planId.endsWith('lifetime') ? ('lifetime' as const) : ('active' as const);
  const start = app.now();
  const period = planId.endsWith('lifetime')
    ? 'lifetime'
    : planId.endsWith('year')
      ? 'year'
      : 'month';
  const values = {
    planId,
    status,
    currentPeriodStart: start,
    currentPeriodEnd: currentPeriod(start, period, start).end,
    billingAnchor: start,
    localCard: 'succeeds' as const,
    cancelAtPeriodEnd: false,
    renewalFailures: 0,
    nextPaymentAttemptAt: null,
    endedAt: null,
  };
  await app.db
    .insert(subscriptions)
    .values({ userId, accountType, provider: 'local', ...values })
    .onConflictDoUpdate({ target: [subscriptions.userId, subscriptions.accountType], set: values });
}

/** Makes a user an admin (the seed's admin flag), for tests of the admin pages' data. */
export async function grantAdmin(app: App, userId: number): Promise<void> {
  await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
  // The session cache drops the user's entries when the change's NOTIFY arrives: wait for it.
  await app.services.sessions.settled();
}
