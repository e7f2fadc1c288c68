/**
 * The per-instance session cache (issue 19, services/sessions.ts): whatever an instance has cached,
 * logout, a password change and account changes end or refresh the session on every instance;
 * idle expiry stays exact with the cache warm; and concurrent requests of one session touch
 * `last_seen_at` once. On PostgreSQL two instances share one database (invalidations cross
 * through NOTIFY); PGlite is in-process and cannot be shared, so the pglite project runs the same
 * steps on one instance.
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { RunningTestServer } from '../src/testServer';
import { startServer, TEST_DB, TestClient, twoInstancesOnPostgres } from './helpers';
import { countStatements } from './statementCount';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PASSWORD = 'correct horse battery';

let instances: RunningTestServer[];
/** How late instance B hears of every change (a busy instance): nothing below may depend on it. */
const B_LAG_MS = 150;

if (TEST_DB === 'postgres') {
  instances = twoInstancesOnPostgres({ notificationLagOfSecondMs: B_LAG_MS });
} else {
  instances = [];
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const server = await startServer();
    close = () => server.close();
    instances.push(server, server);
  });
  afterAll(() => close());
}

let counter = 0;
/** A new person signed in on instance A, and a second browser of theirs signed in on instance B. */
async function personOnBoth() {
  const [a, b] = instances as [RunningTestServer, RunningTestServer];
  const email = `cache${++counter}-${Date.now()}@example.com`;
  const onA = new TestClient(a.url);
  const registered = await onA.post('/api/register', {
    email,
    password: PASSWORD,
    name: 'Cached Person',
    role: 'talent',
  });
  expect(registered.status).toBe(200);
  const onB = new TestClient(b.url);
  expect((await onB.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
  // Both sessions read (and cached) on both instances.
  for (const client of [onA, onB]) {
    for (const server of [a, b]) {
      const other = new TestClient(server.url);
      for (const [name, value] of client.cookies) other.cookies.set(name, value);
      expect((await other.get('/api/user')).status).toBe(200);
    }
  }
  return { a, b, onA, onB, id: (registered.body as { id: number }).id };
}

/** Moves every instance's clock (instances share one clock, like servers do). */
function advanceClocks(ms: number): void {
  for (const server of new Set(instances)) server.advanceClock(ms);
}

/** The same browser (cookies) talking to another instance. */
function sameBrowserOn(server: RunningTestServer, client: TestClient): TestClient {
  const other = new TestClient(server.url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Counts the `last_seen_at` updates the app asks its database driver for. */
function countTouches(server: RunningTestServer): { count(): number; stop(): void } {
  const { $client: client } = server.app.db as unknown as { $client: PGlite | pg.Pool };
  const counter = countStatements(client, TEST_DB);
  return {
    count: () =>
      counter.statements().filter((text) => /^update "sessions" set "last_seen_at"/i.test(text))
        .length,
    stop: counter.stop,
  };
}

describe('the session cache', () => {
  it('logout on one instance ends the session on every instance by the time it is answered', async () => {
    const { a, b, onA } = await personOnBoth();
    // The same browser's cookie, kept from before the logout clears it; B has the session cached.
    const sameOnA = sameBrowserOn(a, onA);
    const sameOnB = sameBrowserOn(b, onA);
    expect((await sameOnB.get('/api/user')).status).toBe(200);
    expect((await onA.post('/api/logout')).status).toBe(200);
    // Straight after the logout's answer, on both instances, though B hears of it B_LAG_MS late:
    // A answered only once B had acknowledged the invalidation (README "Sessions and the request
    // path").
    const [onBAfter, onAAfter] = await Promise.all([
      sameOnB.get('/api/user'),
      sameOnA.get('/api/user'),
    ]);
    expect(onBAfter.status).toBe(401);
    expect(onAAfter.status).toBe(401);
  });

  it("a person's change made on one instance shows on the other in their very next request", async () => {
    const { b, onA } = await personOnBoth();
    const onB = sameBrowserOn(b, onA);
    for (const name of ['Fourth Name', 'Fifth Name']) {
      expect((await onA.patch('/api/user/profiling', { name })).status).toBe(200);
      expect((await onB.get('/api/user')).body).toMatchObject({ name });
    }
  });

  it('a password change ends the other sessions everywhere; account changes show everywhere', async () => {
    const { a, b, onA, onB, id } = await personOnBoth();
    const changed = await onA.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another horse battery',
    });
    expect(changed.status).toBe(200);
    // Ended on B by the time A answered (see logout above).
    expect((await onB.get('/api/user')).status).toBe(401);
    expect((await sameBrowserOn(a, onB).get('/api/user')).status).toBe(401);
    // The browser that changed it goes on with its new session, on either instance.
    const renewedOnB = sameBrowserOn(b, onA);
    expect((await renewedOnB.get('/api/user')).status).toBe(200);

    // Role, admin flag and name changed in the database (as an operator would): every instance
    // drops its entry once the change's NOTIFY arrives; one instance's barrier waits for all.
    await a.app.db
      .update(users)
      .set({ role: 'employer', isAdmin: true, name: 'Renamed Person' })
      .where(eq(users.id, id));
    await a.app.services.sessions.settled();
    for (const client of [renewedOnB, onA]) {
      expect((await client.get('/api/user')).body).toMatchObject({
        id,
        role: 'employer',
        isAdmin: true,
        name: 'Renamed Person',
      });
    }
  });

  it("a person's own change shows in their very next request", async () => {
    const { onA } = await personOnBoth();
    for (const name of ['First Name', 'Second Name', 'Third Name']) {
      // The answer to the write goes out once the instance has the change's invalidation.
      expect((await onA.patch('/api/user/profiling', { name })).status).toBe(200);
      expect((await onA.get('/api/user')).body).toMatchObject({ name });
    }
  });

  it('idle expiry stays exact with the session cached', async () => {
    const { a, onA } = await personOnBoth();
    const idle = a.config.sessionIdleSeconds * SECOND;
    // Used a second before it would end: it lasts (and is touched); unused since, it ends on time.
    advanceClocks(idle - SECOND);
    expect((await onA.get('/api/user')).status).toBe(200);
    advanceClocks(idle - SECOND);
    expect((await onA.get('/api/user')).status).toBe(200);
    advanceClocks(idle);
    expect((await onA.get('/api/user')).status).toBe(401);
  });

  it('concurrent requests of one session touch last_seen_at once, off the request path', async () => {
    const { a, onA, id } = await personOnBoth();
    const touches = countTouches(a);
    try {
      advanceClocks(2 * MINUTE);
      // A change of the account drops the cached session: every request below reads the database.
      await a.app.db.update(users).set({ name: 'Touch Person' }).where(eq(users.id, id));
      await a.app.services.sessions.settled();
      const answers = await Promise.all(Array.from({ length: 20 }, () => onA.get('/api/user')));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(touches.count()).toBe(1);
      // A minute later, one more.
      advanceClocks(MINUTE + SECOND);
      await Promise.all(Array.from({ length: 20 }, () => onA.get('/api/user')));
      expect(touches.count()).toBe(2);
    } finally {
      touches.stop();
    }
  });
});
