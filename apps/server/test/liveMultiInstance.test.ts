/**
 * Live events across server instances (issue 4). On PostgreSQL: two apps built on one throwaway
 * database, each listening on its own port — an event published through instance A reaches an SSE
 * client connected to instance B through LISTEN/NOTIFY. PGlite is an in-process database that two
 * servers cannot share, so the pglite project checks the same delivery between streams of one
 * instance (the in-process NOTIFY path).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import type { App } from '../src/types';
import { runLogger } from './runLog';
import {
  activateSubscription,
  APP_ORIGIN,
  POSTGRES_URL,
  publishMarker,
  registerUser,
  startServer,
  TEST_DB,
  TestClient,
  type TestServer,
} from './helpers';
import { heldPublish, publishWaitsOrCommits } from './liveTransactions';
import { openStream } from './sseClient';

/** Alice opens a direct conversation with Bob and sends him a message; answers when it was sent. */
async function sendMessage(alice: TestClient, bobId: number, body: string) {
  const conversation = await alice.post('/api/messages/conversations', { userId: bobId });
  expect(conversation.status).toBeLessThan(300);
  const sentAt = Date.now();
  const sent = await alice.post(`/api/messages/${conversation.body.id}`, { body });
  expect(sent.status).toBe(201);
  return { sentAt, message: sent.body as { id: number; body: string } };
}

/** The same user signed in on another instance: a client holding the same session cookie. */
function sameSessionOn(baseUrl: string, client: TestClient): TestClient {
  const other = new TestClient(baseUrl);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

if (TEST_DB === 'postgres') {
  describe('two server instances on one PostgreSQL database', () => {
    const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
    const databases: Database[] = [];
    const apps: App[] = [];
    let a: TestServer;
    let b: TestServer;

    async function admin(text: string) {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    }

    async function instance(url: string): Promise<TestServer> {
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
        rateLimitPerMinute: 100_000,
        registerRateLimit: { max: 100_000, windowSeconds: 60 },
        seedOnStart: false,
        schedulerIntervalMs: 0,
      };
      const app = await buildApp(config, { database, logger: runLogger() });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      return {
        url: base,
        app,
        config,
        advanceClock: () => {
          throw new Error('not used');
        },
        runScheduledWork: () => app.services.scheduler.tick(),
        client: () => new TestClient(base),
        close: () => app.close(),
      };
    }

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      a = await instance(url.toString());
      b = await instance(url.toString());
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('a message sent through instance A arrives as an SSE event on instance B within 1 s', async () => {
      const alice = await registerUser(a, { role: 'employer' });
      const bob = await registerUser(a, { role: 'talent' });
      const stream = await openStream(sameSessionOn(b.url, bob.client));
      try {
        expect(stream.status).toBe(200);
        const { sentAt, message } = await sendMessage(alice.client, bob.user.id, 'hello from A');
        let event = await stream.next(1000);
        while (event.event !== 'message') event = await stream.next(1000);
        expect(Date.now() - sentAt).toBeLessThan(1000);
        expect(event.data.data).toMatchObject({ id: message.id, body: 'hello from A' });
      } finally {
        stream.close();
      }
    });

    it('a notification created through instance A arrives on instance B within 1 s', async () => {
      const employer = await registerUser(a, { role: 'employer' });
      await activateSubscription(a, employer.user.id, 'employer-lifetime');
      const talent = await registerUser(b, { role: 'talent' });
      const stream = await openStream(talent.client);
      try {
        const sentAt = Date.now();
        const created = await employer.client.post('/api/job-requests', {
          title: 'Cross-instance',
          description: 'Direct',
          type: 'task',
          requestTarget: 'direct',
          talentId: talent.user.id,
        });
        expect(created.status).toBe(201);
        const event = await stream.next(1000);
        expect(Date.now() - sentAt).toBeLessThan(1000);
        expect(event.event).toBe('notification');
        expect(event.data.data).toMatchObject({ type: 'direct_job_request' });
      } finally {
        stream.close();
      }
    });

    it('streams on both instances get the event once each, and a resume on B replays what A published', async () => {
      const { client, user } = await registerUser(a);
      const onA = await openStream(client);
      const onB = await openStream(sameSessionOn(b.url, client));
      try {
        await a.app.services.live.publish(a.app.db, user.id, {
          type: 'subscription',
          data: { accountType: 'talent' },
        });
        const [fromA, fromB] = [await onA.next(1000), await onB.next(1000)];
        expect(fromA.id).toBe(fromB.id);
        onB.close();
        await onB.closed;

        for (const accountType of ['employer', 'talent'] as const) {
          await a.app.services.live.publish(a.app.db, user.id, {
            type: 'subscription',
            data: { accountType },
          });
        }
        const resumed = await openStream(sameSessionOn(b.url, client), { lastEventId: fromB.id });
        let marker: number;
        try {
          const replayed = [await resumed.next(1000), await resumed.next(1000)];
          expect(replayed.map((e) => e.data.data.accountType)).toEqual(['employer', 'talent']);
          marker = await publishMarker(a, user.id);
          expect(await resumed.takeUntil(marker)).toEqual([]);
        } finally {
          resumed.close();
        }
        expect((await onA.takeUntil(marker)).map((e) => e.data.data.accountType)).toEqual([
          'employer',
          'talent',
        ]);
      } finally {
        onA.close();
      }
    });

    it('a transaction on A that began first and commits after one on B: both streams get both, in commit order (issue 14)', async () => {
      const { client, user } = await registerUser(a);
      const before = await publishMarker(a, user.id);
      const onA = await openStream(client);
      const onB = await openStream(sameSessionOn(b.url, client));
      try {
        const first = heldPublish(a.app, user.id, {
          type: 'subscription',
          data: { accountType: 'employer' },
        });
        await first.published;
        const second = b.app.services.live.publish(b.app.db, user.id, {
          type: 'subscription',
          data: { accountType: 'talent' },
        });
        await publishWaitsOrCommits(b.app, second);
        first.release();
        await Promise.all([first.committed, second]);

        for (const stream of [onA, onB]) {
          const got = [await stream.next(1000), await stream.next(1000)];
          expect(got.map((e) => e.data.data.accountType)).toEqual(['employer', 'talent']);
          expect(got[0]!.id).toBeLessThan(got[1]!.id);
        }
        const resumed = await openStream(sameSessionOn(a.url, client), { lastEventId: before });
        try {
          const replayed = [await resumed.next(1000), await resumed.next(1000)];
          expect(replayed.map((e) => e.data.data.accountType)).toEqual(['employer', 'talent']);
        } finally {
          resumed.close();
        }
      } finally {
        onA.close();
        onB.close();
      }
    });

    it('a user connected to one instance never receives another user’s events from the other', async () => {
      const alice = await registerUser(a);
      const bob = await registerUser(b);
      const bobStream = await openStream(bob.client);
      try {
        await a.app.services.live.publish(a.app.db, alice.user.id, {
          type: 'subscription',
          data: { accountType: 'employer' },
        });
        await a.app.services.live.publish(a.app.db, bob.user.id, {
          type: 'subscription',
          data: { accountType: 'talent' },
        });
        expect((await bobStream.next(1000)).data.data.accountType).toBe('talent');
        expect(await bobStream.takeUntil(await publishMarker(a, bob.user.id))).toEqual([]);
      } finally {
        bobStream.close();
      }
    });
  });
} else {
  describe('one PGlite instance (an in-process database cannot be shared by two servers)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.close());

    it('a message sent by one user arrives on the other user’s stream within 1 s', async () => {
      const alice = await registerUser(server, { role: 'employer' });
      const bob = await registerUser(server, { role: 'talent' });
      const stream = await openStream(bob.client);
      try {
        const { sentAt, message } = await sendMessage(alice.client, bob.user.id, 'hello');
        let event = await stream.next(1000);
        while (event.event !== 'message') event = await stream.next(1000);
        expect(Date.now() - sentAt).toBeLessThan(1000);
        expect(event.data.data).toMatchObject({ id: message.id, body: 'hello' });
      } finally {
        stream.close();
      }
    });

    it('a transaction that began first and committed last reaches both streams, in commit order (issue 14)', async () => {
      const { client, user } = await registerUser(server);
      const one = await openStream(client);
      const two = await openStream(sameSessionOn(server.url, client));
      try {
        const first = heldPublish(server.app, user.id, {
          type: 'subscription',
          data: { accountType: 'employer' },
        });
        await first.published;
        const second = server.app.services.live.publish(server.app.db, user.id, {
          type: 'subscription',
          data: { accountType: 'talent' },
        });
        await publishWaitsOrCommits(server.app, second);
        first.release();
        await Promise.all([first.committed, second]);
        for (const stream of [one, two]) {
          const got = [await stream.next(1000), await stream.next(1000)];
          expect(got.map((e) => e.data.data.accountType)).toEqual(['employer', 'talent']);
        }
      } finally {
        one.close();
        two.close();
      }
    });

    it('two streams of one user on the instance each get every event once', async () => {
      const { client, user } = await registerUser(server);
      const one = await openStream(client);
      const two = await openStream(sameSessionOn(server.url, client));
      try {
        for (const accountType of ['employer', 'talent'] as const) {
          await server.app.services.live.publish(server.app.db, user.id, {
            type: 'subscription',
            data: { accountType },
          });
        }
        const fromOne = [await one.next(1000), await one.next(1000)];
        const fromTwo = [await two.next(1000), await two.next(1000)];
        expect(fromOne.map((e) => e.id)).toEqual(fromTwo.map((e) => e.id));
        expect(fromOne[0]!.id).toBeLessThan(fromOne[1]!.id);
        const marker = await publishMarker(server, user.id);
        expect(await one.takeUntil(marker)).toEqual([]);
        expect(await two.takeUntil(marker)).toEqual([]);
      } finally {
        one.close();
        two.close();
      }
    });
  });
}
