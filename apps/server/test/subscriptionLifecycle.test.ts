/**
 * Issue 14: a subscription's lifecycle with the local provider, driven by the scheduler on the
 * server's clock — renewal at the period end, a declined renewal (the local checkout's
 * `declines-renewal` test card) going past_due, retried 1, 3 and 7 days later, then canceled;
 * cancel at period end and its undo; lifetime never lapses; quotas follow the period.
 */
import { and, eq } from 'drizzle-orm';
import { RENEWAL_RETRY_DAYS } from '@hireloop/sdk';
import { subscriptionResponseSchema, type SubscriptionResponse } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications, subscriptions } from '../src/db/schema';
import {
  jobRequestForm,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  // Sessions that outlive the periods this file crosses with the clock.
  server = await startServer({ sessionIdleSeconds: 10 ** 9, sessionAbsoluteSeconds: 10 ** 9 });
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;
const MONTHLY = {
  stripePriceId: 'price_local_employer_month',
  isLifetime: false,
  isEmployer: true,
};

/** Buys a plan on the local checkout page with a test card. */
async function buy(client: TestClient, body: Record<string, unknown>, card?: string) {
  const start = await client.post('/api/stripe/create-checkout-session', body);
  expect(start.status).toBe(200);
  const id = new URL(start.body.url).pathname.split('/').pop() as string;
  const pay = await client.post(`/api/checkout/${id}/complete`, card ? { card } : {});
  expect(pay.status).toBe(200);
}

async function employer(client: TestClient): Promise<SubscriptionResponse> {
  const res = await client.get('/api/stripe/subscription?accountType=employer');
  expect(res.status).toBe(200);
  return subscriptionResponseSchema.parse(res.body);
}

/** The id of the newest 'subscription' live event of the user (0 without one). */
async function lastSubscriptionEvent(userId: number): Promise<number> {
  const rows = await server.app.db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'subscription')));
  return Math.max(0, ...rows.map((row) => row.id));
}

async function notificationTypes(userId: number): Promise<string[]> {
  const rows = await server.app.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows.map((row) => row.type);
}

/** Moves the clock to `ms` after `from` (a period end) and runs the scheduler once. */
async function tickAt(from: string, ms: number) {
  const target = new Date(from).getTime() + ms;
  server.advanceClock(Math.max(0, target - server.app.now().getTime()));
  return server.runScheduledWork();
}

describe('renewal at the period end (local provider)', () => {
  it('renews a paid-up monthly plan once at its end, notifies, and the quota counts the new period', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    await buy(client, MONTHLY);
    const first = await employer(client);
    expect(first.subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      nextPaymentAttemptAt: null,
    });
    const firstEnd = first.subscription!.currentPeriodEnd!;
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(201);
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(403);

    // Not due yet: nothing happens.
    await tickAt(firstEnd, -60_000);
    expect((await employer(client)).subscription!.currentPeriodEnd).toBe(firstEnd);

    const report = await tickAt(firstEnd, 1000);
    expect(report.ran).toContain('subscriptions.renewals');
    const renewed = await employer(client);
    expect(renewed.status).toBe('active');
    const nextEnd = new Date(renewed.subscription!.currentPeriodEnd!);
    expect(nextEnd.getTime() - new Date(firstEnd).getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(nextEnd.getTime() - new Date(firstEnd).getTime()).toBeLessThanOrEqual(31 * DAY);
    expect(renewed.subscription).toMatchObject({ consumedJobs: 0 });
    expect(await notificationTypes(user.id)).toEqual([
      'subscription_activated',
      'subscription_renewed',
    ]);

    // Ticking again in the same period does not renew twice.
    await server.runScheduledWork();
    expect((await employer(client)).subscription!.currentPeriodEnd).toBe(
      renewed.subscription!.currentPeriodEnd,
    );
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(201);
    expect((await employer(client)).subscription).toMatchObject({ consumedJobs: 1 });
  });

  it('lifetime never lapses', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    await buy(client, {
      ...MONTHLY,
      stripePriceId: 'price_local_employer_lifetime',
      isLifetime: true,
    });
    server.advanceClock(800 * DAY);
    await server.runScheduledWork();
    const body = await employer(client);
    expect(body.status).toBe('lifetime');
    expect(body.subscription).toMatchObject({ currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(201);
  });
});

describe('a declined renewal: past_due, retries, then canceled', () => {
  it('goes past_due at the end, is retried on the documented days, ends after the last, and a new checkout restores it', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    await buy(client, MONTHLY, 'declines-renewal');
    const end = (await employer(client)).subscription!.currentPeriodEnd!;

    let seen = await lastSubscriptionEvent(user.id);
    /** Each change of the subscription is announced live to the user's browsers. */
    const expectAnnounced = async () => {
      const latest = await lastSubscriptionEvent(user.id);
      expect(latest).toBeGreaterThan(seen);
      seen = latest;
    };
    await tickAt(end, 1000);
    await expectAnnounced();
    const pastDue = await employer(client);
    expect(pastDue.status).toBe('past_due');
    const retry = (days: number) => new Date(new Date(end).getTime() + days * DAY).toISOString();
    expect(pastDue.subscription!.nextPaymentAttemptAt).toBe(retry(RENEWAL_RETRY_DAYS[0]!));
    // SPEC's active rule: past_due is not active.
    const refused = await client.post('/api/job-requests', jobRequestForm());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Subscription required');

    await tickAt(end, RENEWAL_RETRY_DAYS[0]! * DAY);
    await expectAnnounced();
    expect((await employer(client)).subscription!.nextPaymentAttemptAt).toBe(
      retry(RENEWAL_RETRY_DAYS[1]!),
    );
    await tickAt(end, RENEWAL_RETRY_DAYS[1]! * DAY);
    expect((await employer(client)).subscription!.nextPaymentAttemptAt).toBe(
      retry(RENEWAL_RETRY_DAYS[2]!),
    );
    await tickAt(end, RENEWAL_RETRY_DAYS[2]! * DAY);
    await expectAnnounced();
    const canceled = await employer(client);
    expect(canceled.status).toBe('canceled');
    expect(canceled.subscription!.nextPaymentAttemptAt).toBeNull();
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(403);
    expect(await notificationTypes(user.id)).toEqual([
      'subscription_activated',
      'subscription_past_due',
      'subscription_canceled',
    ]);
    // Paying again (a good card) starts over.
    await buy(client, MONTHLY);
    expect((await employer(client)).status).toBe('active');
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(201);
  });
});

describe('POST /api/subscription/renewal: cancel at period end, and undo', () => {
  it('cancels at the period end, undoes it, cancels again, and the plan ends at the end', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    await buy(client, MONTHLY);
    const end = (await employer(client)).subscription!.currentPeriodEnd!;

    const cancel = await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: true,
    });
    expect(cancel.status).toBe(200);
    expect(subscriptionResponseSchema.parse(cancel.body)).toMatchObject({
      status: 'active',
      subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: end },
    });
    const undo = await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: false,
    });
    expect(undo.body.subscription.cancelAtPeriodEnd).toBe(false);
    await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: true,
    });

    // Still usable until the end.
    await tickAt(end, -DAY);
    expect((await employer(client)).status).toBe('active');
    await tickAt(end, 1000);
    const ended = await employer(client);
    expect(ended.status).toBe('canceled');
    expect(ended.subscription!.currentPeriodEnd).toBe(end);
    expect((await client.post('/api/job-requests', jobRequestForm())).status).toBe(403);
    expect((await notificationTypes(user.id)).at(-1)).toBe('subscription_canceled');
    const again = await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: false,
    });
    expect(again.status).toBe(409);
  });

  it('is a 404 without a subscription, a 409 for lifetime, a 400 for a bad body, a 401 signed out', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    const body = { accountType: 'talent', cancelAtPeriodEnd: true };
    expect((await client.post('/api/subscription/renewal', body)).status).toBe(404);
    await buy(client, { priceId: 'price_local_talent_lifetime', isEmployer: false, timestamp: 1 });
    const lifetime = await client.post('/api/subscription/renewal', body);
    expect(lifetime.status).toBe(409);
    const bad = await client.post('/api/subscription/renewal', { accountType: 'talent' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.cancelAtPeriodEnd).toBeDefined();
    expect((await server.client().post('/api/subscription/renewal', body)).status).toBe(401);
  });

  it('two parallel cancels and undos leave one consistent row', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    await buy(client, MONTHLY);
    const results = await Promise.all(
      [true, true, false, true].map((cancelAtPeriodEnd) =>
        client.post('/api/subscription/renewal', { accountType: 'employer', cancelAtPeriodEnd }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [row] = await server.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect((await employer(client)).subscription!.cancelAtPeriodEnd).toBe(row!.cancelAtPeriodEnd);
  });
});
