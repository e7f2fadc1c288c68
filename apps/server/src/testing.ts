/**
 * `@hireloop/server/testing`: the reference server in-process for other packages' tests (the
 * hooks tests talk to it over real HTTP, issue 5). A fresh in-memory PGlite database per server,
 * no demo data. Not for production: it trusts the test origin and hashes passwords cheaply.
 */
import { openTestPglite } from './db/testTemplates';
import { seedDemoData } from './seed';
import { TEST_APP_ORIGIN } from './testOrigin';
import {
  grantAdmin,
  grantSubscription,
  listenForTests,
  type HireloopTestServer,
} from './testServer';

export { TEST_APP_ORIGIN };
export { createTestBrowser } from './testBrowser';
export type { SentRequest, TestBrowser } from './testBrowser';
export { eventually, realNow, realSleep } from './testRealTime';
export type { HireloopTestServer } from './testServer';
export type { TickReport } from './services/scheduler';

export interface TestServerOptions {
  /** The origin to trust on writes. @default TEST_APP_ORIGIN ('http://hireloop.test') */
  appOrigin?: string;
  /** Requests per minute per client before 429. @default 100000 */
  rateLimitPerMinute?: number;
  /**
   * Seed the demo data (`npm start`'s: 218 skills, external jobs, demo accounts with password
   * `hireloop-demo`, talent profiles, job requests) instead of starting empty. @default false
   */
  demoData?: boolean;
  /** Open live streams per user before the oldest is replaced. @default 5 */
  liveMaxStreamsPerUser?: number;
}

/** Starts the app on 127.0.0.1 on an ephemeral port over a fresh in-memory database. */
export async function startTestServer(
  options: TestServerOptions = {},
): Promise<HireloopTestServer> {
  const database = await openTestPglite();
  const server = await listenForTests(
    database,
    {
      appOrigin: options.appOrigin ?? TEST_APP_ORIGIN,
      ...(options.rateLimitPerMinute === undefined
        ? {}
        : { rateLimitPerMinute: options.rateLimitPerMinute }),
      ...(options.liveMaxStreamsPerUser === undefined
        ? {}
        : { liveMaxStreamsPerUser: options.liveMaxStreamsPerUser }),
    },
    () => database.close(),
    // A request a test left unanswered (a component unmounted mid-fetch) must not hold close().
    { forceCloseConnections: true },
  );
  if (options.demoData) {
    await seedDemoData(server.app.db, {
      log: { info: () => undefined },
      scrypt: server.config.scrypt,
      now: server.app.now,
      storage: server.app.services.storage,
    });
  }
  return {
    url: server.url,
    appOrigin: server.config.appOrigin,
    advanceClock: server.advanceClock,
    runScheduledWork: server.runScheduledWork,
    activateSubscription: (userId, planId) => grantSubscription(server.app, userId, planId),
    makeAdmin: (userId) => grantAdmin(server.app, userId),
    outbox: (to) => server.app.services.mail.outbox(to),
    close: server.close,
  };
}
