import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_REPLACED_EVENT } from '@hireloop/sdk/constants';
import { liveEventSchema, type LiveEvent } from '@hireloop/sdk/schemas';
import { loadConfig } from '../src/config';
import { liveEvents } from '../src/db/schema';
import { LIVE_RETENTION_MS } from '../src/services/live';
import {
  activateSubscription,
  publishMarker,
  registerUser,
  startServer,
  type TestServer,
} from './helpers';
import { heldPublish, publishWaitsOrCommits } from './liveTransactions';
import { openStream, type SseStream } from './sseClient';
import type { AccountType } from '@hireloop/sdk';

// A short heartbeat, so heartbeats and session checks happen within a test's patience.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ liveHeartbeatMs: 150 });
});
afterAll(() => server.close());

const open: SseStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
async function stream(...args: Parameters<typeof openStream>): Promise<SseStream> {
  const s = await openStream(...args);
  open.push(s);
  return s;
}

const subscriptionEvent = (accountType: AccountType): LiveEvent => ({
  type: 'subscription',
  data: { accountType },
});
const publish = (userId: number, event: LiveEvent) =>
  server.app.services.live.publish(server.app.db, userId, event);

describe('GET /api/live', () => {
  it('answers 401 without a session', async () => {
    const s = await stream(server.client());
    expect(s.status).toBe(401);
    expect(JSON.parse(s.text)).toEqual({ message: 'Not authenticated' });
  });

  it('is an unbuffered, uncached event stream outside the API rate limit', async () => {
    const { client } = await registerUser(server);
    const s = await stream(client);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('x-request-id')).toBeTruthy();
    // helmet's headers still go out on the hijacked response
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await client.get('/api/user')).headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it('delivers an event published for the user, with id, event type and the sdk shape', async () => {
    const { client, user } = await registerUser(server);
    const s = await stream(client);
    await publish(user.id, subscriptionEvent('talent'));
    const event = await s.next();
    expect(event.event).toBe('subscription');
    expect(event.data).toEqual({ type: 'subscription', data: { accountType: 'talent' } });
    expect(liveEventSchema.safeParse(event.data).success).toBe(true);
    const [row] = await server.app.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.userId, user.id));
    expect(event.id).toBe(row!.id);
  });

  it('delivers the notification of a direct job request to the talent as it happens', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    await activateSubscription(server, employer.user.id, 'employer-lifetime');
    const talent = await registerUser(server, { role: 'talent' });
    const s = await stream(talent.client);
    const created = await employer.client.post('/api/job-requests', {
      title: 'Rust engineer',
      description: 'Six months, remote',
      type: 'job',
      requestTarget: 'direct',
      talentId: talent.user.id,
    });
    expect(created.status).toBe(201);
    const event = await s.next();
    expect(event.event).toBe('notification');
    expect(event.data.data).toMatchObject({
      type: 'direct_job_request',
      read: false,
      link: '/opportunities',
    });
    expect(event.data.data.body).toContain('Rust engineer');
    expect(liveEventSchema.safeParse(event.data).success).toBe(true);
  });

  it('does not replay the past to a stream opened without Last-Event-ID', async () => {
    const { client, user } = await registerUser(server);
    await publish(user.id, subscriptionEvent('talent'));
    const s = await stream(client);
    await publish(user.id, subscriptionEvent('employer'));
    const event = await s.next();
    expect(event.data.data.accountType).toBe('employer');
    expect(await s.takeUntil(await publishMarker(server, user.id))).toEqual([]);
  });

  it('resumes with Last-Event-ID: the missed events once each, in order, then live ones', async () => {
    const { client, user } = await registerUser(server);
    const first = await stream(client);
    await publish(user.id, subscriptionEvent('talent'));
    const seen = await first.next();
    first.close();
    await first.closed;

    const missed: number[] = [];
    for (const accountType of ['employer', 'talent', 'employer'] as const) {
      await publish(user.id, subscriptionEvent(accountType));
    }
    const rows = await server.app.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.userId, user.id))
      .orderBy(liveEvents.id);
    for (const row of rows) if (row.id > seen.id) missed.push(row.id);
    expect(missed).toHaveLength(3);

    const resumed = await stream(client, { lastEventId: seen.id });
    const replayed = [await resumed.next(), await resumed.next(), await resumed.next()];
    expect(replayed.map((e) => e.id)).toEqual(missed);
    expect(replayed.map((e) => e.data.data.accountType)).toEqual([
      'employer',
      'talent',
      'employer',
    ]);

    await publish(user.id, subscriptionEvent('talent'));
    const live = await resumed.next();
    expect(live.id).toBeGreaterThan(missed[2]!);
    expect(await resumed.takeUntil(await publishMarker(server, user.id))).toEqual([]);
  });

  it('ignores a Last-Event-ID that is not an event id', async () => {
    const { client, user } = await registerUser(server);
    await publish(user.id, subscriptionEvent('talent'));
    const s = await stream(client, { lastEventId: 'yesterday' });
    expect(s.status).toBe(200);
    expect(await s.takeUntil(await publishMarker(server, user.id))).toEqual([]);
  });

  it('sends a heartbeat comment on the configured interval', async () => {
    const { client } = await registerUser(server);
    const s = await stream(client);
    await s.waitForComment('heartbeat', 2000);
    expect(s.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(1);
    expect(s.isClosed()).toBe(false);
  });

  it('closes when the session is logged out', async () => {
    const { client } = await registerUser(server);
    const cookies = new Map(client.cookies);
    const s = await stream(client);
    expect((await client.post('/api/logout')).status).toBe(200);
    await Promise.race([
      s.closed,
      new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3000)),
    ]);
    expect(s.isClosed()).toBe(true);
    // The old cookie no longer opens a stream either.
    client.cookies.clear();
    for (const [k, v] of cookies) client.cookies.set(k, v);
    expect((await stream(client)).status).toBe(401);
  });

  it('a stream of another session of the same user stays open after one session logs out', async () => {
    const { client, user, password } = await registerUser(server);
    const other = server.client();
    expect((await other.post('/api/login', { email: user.email, password })).status).toBe(200);
    const otherToken = other.cookies.get(server.app.config.sessionCookie);
    const loggedOut = await stream(client);
    const s = await stream(other);
    const checks = vi.spyOn(server.app.services.sessions, 'isAlive');
    try {
      expect((await client.post('/api/logout')).status).toBe(200);
      const afterLogout = checks.mock.calls.length;
      // A session check that began after the logout found the other session active…
      const otherCheckedActive = () =>
        checks.mock.calls.some(
          ([token], i) =>
            i >= afterLogout &&
            token === otherToken &&
            checks.mock.settledResults[i]?.type === 'fulfilled' &&
            checks.mock.settledResults[i]?.value === true,
        );
      await vi.waitFor(() => expect(otherCheckedActive()).toBe(true), 2000);
      // …and its stream carries on (a heartbeat after that check), while the logged-out
      // session's stream has ended.
      await s.waitForNewComment('heartbeat');
      await loggedOut.closed;
      expect(s.isClosed()).toBe(false);
    } finally {
      checks.mockRestore();
    }
  });

  it('does not deliver to a session that ended before the event', async () => {
    const { client, user } = await registerUser(server);
    const s = await stream(client);
    await client.post('/api/logout');
    await publish(user.id, subscriptionEvent('talent'));
    await s.closed;
    expect(s.events).toEqual([]);
  });

  it('never delivers one user’s events to another user', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const streamA = await stream(a.client);
    const streamB = await stream(b.client);
    await publish(a.user.id, subscriptionEvent('employer'));
    await publish(b.user.id, subscriptionEvent('talent'));
    expect((await streamB.next()).data.data.accountType).toBe('talent');
    expect((await streamA.next()).data.data.accountType).toBe('employer');
    expect(await streamA.takeUntil(await publishMarker(server, a.user.id))).toEqual([]);
    // Nor through Last-Event-ID: a resume only replays the user's own events.
    const resumed = await stream(b.client, { lastEventId: 0 });
    const markerB = await publishMarker(server, b.user.id);
    expect(await streamB.takeUntil(markerB)).toEqual([]);
    const replayed = await resumed.takeUntil(markerB);
    expect(replayed.map((e) => e.data.data.accountType)).toEqual(['talent']);
  });

  it('delivers to every open stream of the user, and tells whether one is open', async () => {
    const { client, user } = await registerUser(server);
    expect(server.app.services.live.isConnected(user.id)).toBe(false);
    const one = await stream(client);
    const two = await stream(client);
    expect(server.app.services.live.isConnected(user.id)).toBe(true);
    await publish(user.id, subscriptionEvent('talent'));
    expect((await one.next()).id).toBe((await two.next()).id);
    one.close();
    two.close();
    await Promise.all([one.closed, two.closed]);
    await expect.poll(() => server.app.services.live.isConnected(user.id)).toBe(false);
  });

  it('publishes one event to several users in one call, inside the caller’s transaction', async () => {
    const a = await registerUser(server);
    const b = await registerUser(server);
    const streamA = await stream(a.client);
    const streamB = await stream(b.client);
    await expect(
      server.app.db.transaction(async (tx) => {
        await server.app.services.live.publish(
          tx,
          [a.user.id, b.user.id],
          subscriptionEvent('talent'),
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await server.app.services.live.publish(
      server.app.db,
      [a.user.id, b.user.id, a.user.id],
      subscriptionEvent('employer'),
    );
    expect((await streamA.next()).data.data.accountType).toBe('employer');
    expect((await streamB.next()).data.data.accountType).toBe('employer');
    expect(await streamA.takeUntil(await publishMarker(server, a.user.id))).toEqual([]);
  });

  it('closes when the session expires', async () => {
    const local = await startServer({ sessionIdleSeconds: 3600, liveHeartbeatMs: 150 });
    try {
      const { client } = await registerUser(local);
      const s = await openStream(client);
      expect(s.status).toBe(200);
      local.advanceClock(3601 * 1000);
      await s.closed;
      expect(s.isClosed()).toBe(true);
    } finally {
      await local.close();
    }
  });

  it('ends open streams when the server closes, so closing does not hang', async () => {
    const local = await startServer({ liveHeartbeatMs: 150 });
    const { client } = await registerUser(local);
    const s = await openStream(client);
    expect(s.status).toBe(200);
    await local.close();
    await s.closed;
    expect(s.isClosed()).toBe(true);
  });
});

describe('gap-free order for each recipient (issue 14)', () => {
  // Two transactions publish to one user; the first to draw an id commits last. Without the
  // recipient lock the second committed first with the higher id, its event went out, and the
  // first one's lower id was then skipped for good — live, and on a resume after the higher id.
  it('delivers the event of a transaction that began first and committed last, in commit order', async () => {
    const { client, user } = await registerUser(server);
    const before = await publishMarker(server, user.id);
    const live = await stream(client);

    const first = heldPublish(server.app, user.id, subscriptionEvent('employer'));
    await first.published;
    const second = server.app.db.transaction((tx) =>
      server.app.services.live.publish(tx, user.id, subscriptionEvent('talent')),
    );
    // On PostgreSQL the second now waits for the first's recipient lock (without it, it would
    // commit); PGlite runs one transaction at a time, so the second waits for the first anyway.
    await publishWaitsOrCommits(server.app, second);
    first.release();
    await Promise.all([first.committed, second]);

    const delivered = [await live.next(), await live.next()];
    expect(delivered.map((e) => e.data.data.accountType)).toEqual(['employer', 'talent']);
    expect(delivered[0]!.id).toBeLessThan(delivered[1]!.id);
    expect(await live.takeUntil(await publishMarker(server, user.id))).toEqual([]);

    // A browser that saw only the first resumes with the second; one from before gets both.
    const afterFirst = await stream(client, { lastEventId: delivered[0]!.id });
    expect((await afterFirst.next()).id).toBe(delivered[1]!.id);
    const fromBefore = await stream(client, { lastEventId: before });
    const replayed = [await fromBefore.next(), await fromBefore.next()];
    expect(replayed.map((e) => e.id)).toEqual(delivered.map((e) => e.id));
  });

  it('a rolled-back transaction leaves no event and holds up no one', async () => {
    const { client, user } = await registerUser(server);
    const live = await stream(client);
    const first = heldPublish(server.app, user.id, subscriptionEvent('employer'), {
      rollback: true,
    });
    await first.published;
    const second = server.app.services.live.publish(
      server.app.db,
      user.id,
      subscriptionEvent('talent'),
    );
    await publishWaitsOrCommits(server.app, second);
    first.release();
    await expect(first.committed).rejects.toThrow('rolled back');
    await second;
    expect((await live.next()).data.data.accountType).toBe('talent');
    expect(await live.takeUntil(await publishMarker(server, user.id))).toEqual([]);
  });

  it('resumes an id above every stored event from now, instead of waiting for ids to catch up', async () => {
    const { client, user } = await registerUser(server);
    await publish(user.id, subscriptionEvent('talent'));
    const s = await stream(client, { lastEventId: 999_999_999_999 });
    expect(s.status).toBe(200);
    await publish(user.id, subscriptionEvent('employer'));
    expect((await s.next()).data.data.accountType).toBe('employer');
    expect(await s.takeUntil(await publishMarker(server, user.id))).toEqual([]);
  });
});

describe('live streams per user (issue 14)', () => {
  it('allows 5 by default (LIVE_MAX_STREAMS_PER_USER)', () => {
    expect(loadConfig({}).liveMaxStreamsPerUser).toBe(5);
    expect(loadConfig({ LIVE_MAX_STREAMS_PER_USER: '8' }).liveMaxStreamsPerUser).toBe(8);
    for (const bad of ['0', '-2', 'many']) {
      expect(loadConfig({ LIVE_MAX_STREAMS_PER_USER: bad }).liveMaxStreamsPerUser).toBe(5);
    }
  });

  it('a sixth stream closes the oldest, which is told it was replaced; the others carry on', async () => {
    const { client, user } = await registerUser(server);
    const other = await registerUser(server);
    const othersStream = await stream(other.client);
    const streams: SseStream[] = [];
    for (let i = 0; i < 5; i++) streams.push(await stream(client));
    const sixth = await stream(client);
    expect(sixth.status).toBe(200);

    await streams[0]!.closed;
    expect(streams[0]!.events).toEqual([
      { id: Number.NaN, event: LIVE_STREAM_REPLACED_EVENT, data: {} },
    ]);
    expect(streams[0]!.retries).toEqual([3000, 300000]);
    await publish(user.id, subscriptionEvent('employer'));
    for (const s of [...streams.slice(1), sixth]) {
      expect((await s.next()).data.data.accountType).toBe('employer');
      expect(s.isClosed()).toBe(false);
    }
    expect(othersStream.isClosed()).toBe(false);

    // Opening more goes on replacing the oldest, one at a time.
    const seventh = await stream(client);
    await streams[1]!.closed;
    expect(streams[2]!.isClosed()).toBe(false);
    expect(seventh.status).toBe(200);
  });

  it('honours a smaller cap', async () => {
    const local = await startServer({ liveMaxStreamsPerUser: 1, liveHeartbeatMs: 150 });
    try {
      const { client, user } = await registerUser(local);
      const first = await openStream(client);
      const second = await openStream(client);
      await first.closed;
      expect(first.events.map((e) => e.event)).toEqual([LIVE_STREAM_REPLACED_EVENT]);
      await local.app.services.live.publish(local.app.db, user.id, subscriptionEvent('talent'));
      expect((await second.next()).data.data.accountType).toBe('talent');
      second.close();
    } finally {
      await local.close();
    }
  });
});

describe('live event retention', () => {
  it('purges events older than 24 hours and keeps newer ones', async () => {
    const { user } = await registerUser(server);
    await publish(user.id, subscriptionEvent('talent'));
    server.advanceClock(LIVE_RETENTION_MS - 60_000);
    await publish(user.id, subscriptionEvent('employer'));
    server.advanceClock(120_000);
    await server.app.services.live.purge();
    const rows = await server.app.db
      .select({ type: liveEvents.type, data: liveEvents.data })
      .from(liveEvents)
      .where(eq(liveEvents.userId, user.id));
    expect(rows).toEqual([{ type: 'subscription', data: { accountType: 'employer' } }]);
  });
});
