import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { isSubscriptionActive } from '@hireloop/sdk';
import { subscriptionResponseSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, webhookEvents } from '../src/db/schema';
import { startFakeStripe, type FakeStripe } from './fakeStripe';
import { registerUser, startServer, type TestServer } from './helpers';
import type { AccountType } from '@hireloop/sdk';

const WEBHOOK_SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_x');

let server: TestServer;
let fakeStripe: FakeStripe;
beforeAll(async () => {
  // The Stripe API the server calls (cancel a replaced plan, cancel at period end, checkout) is a
  // fake over real HTTP: the stripe library talks to it as it would to api.stripe.com.
  fakeStripe = await startFakeStripe();
  server = await startServer({
    stripeSecretKey: 'sk_test_x',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: fakeStripe.url,
  });
});
afterAll(async () => {
  await server.close();
  await fakeStripe.close();
});

const uid = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function event(
  type: string,
  object: Record<string, unknown>,
  id = uid('evt'),
  created = unix(new Date()),
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    type,
    data: { object },
  };
}

/** Delivers an event as Stripe does: raw JSON, signed, no Origin, no session. */
async function deliver(body: object, signature?: string) {
  const payload = JSON.stringify(body);
  const header =
    signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return server.client().request('POST', '/api/stripe/webhook', {
    raw: payload,
    contentType: 'application/json; charset=utf-8',
    origin: null,
    headers: { 'stripe-signature': header },
  });
}

/**
 * A Stripe checkout as `create-checkout-session` records it (creating a real one needs the
 * network, so the row is inserted directly).
 */
async function stripeCheckout(planId: string, role: AccountType = 'employer') {
  const registered = await registerUser(server, { role });
  const id = uid('co');
  await server.app.db.insert(checkoutSessions).values({
    id,
    userId: registered.user.id,
    planId,
    accountType: planId.startsWith('employer') ? 'employer' : 'talent',
    provider: 'stripe',
    providerSessionId: uid('cs_test'),
  });
  return { ...registered, checkoutId: id };
}

function completedSession(
  checkoutId: string,
  userId: number,
  planId: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: uid('cs_test'),
    object: 'checkout.session',
    client_reference_id: checkoutId,
    metadata: { checkoutId, userId: String(userId), accountType: planId.split('-')[0], planId },
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    subscription: uid('sub'),
    customer: uid('cus'),
    ...extra,
  };
}

async function employerStatus(client: { get: (path: string) => Promise<{ body: unknown }> }) {
  return subscriptionResponseSchema.parse(
    (await client.get('/api/stripe/subscription?accountType=employer')).body,
  );
}

describe('GET /api/stripe/config with a Stripe key', () => {
  it('is test for an sk_test_ key', async () => {
    expect((await server.client().get('/api/stripe/config')).body).toEqual({ environment: 'test' });
  });
});

describe('POST /api/stripe/webhook', () => {
  it('checkout.session.completed with a valid signature activates the subscription', async () => {
    const { client, user, checkoutId } = await stripeCheckout('employer-month');
    const session = completedSession(checkoutId, user.id, 'employer-month');
    const res = await deliver(event('checkout.session.completed', session));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });

    const body = await employerStatus(client);
    expect(body.status).toBe('active');
    expect(body.subscription).toMatchObject({
      subscriptionType: 'employer',
      jobLimit: 1,
      projectLimit: 3,
      taskLimit: 5,
    });
    expect(isSubscriptionActive(body, 'employer')).toBe(true);
    const [row] = await server.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    expect(row).toMatchObject({ status: 'completed', providerSessionId: session.id });
  });

  it('applies a replayed event once: the replay is acknowledged and changes nothing', async () => {
    const { client, user, checkoutId } = await stripeCheckout('employer-year');
    const session = completedSession(checkoutId, user.id, 'employer-year');
    const completed = event('checkout.session.completed', session);
    expect((await deliver(completed)).body).toEqual({ received: true, duplicate: false });

    // The subscription ends; then Stripe delivers the old completion again.
    const deleted = event('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
      customer: session.customer,
      metadata: {},
      items: { object: 'list', data: [] },
    });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await employerStatus(client)).status).toBe('canceled');

    const replay = await deliver(completed);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await employerStatus(client)).status).toBe('canceled');
    const recorded = await server.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, completed.id));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a bad signature, a missing one and a tampered payload with a 400, changing nothing', async () => {
    const { client, user, checkoutId } = await stripeCheckout('employer-month');
    const body = event(
      'checkout.session.completed',
      completedSession(checkoutId, user.id, 'employer-month'),
    );

    const wrongSecret = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(body),
      secret: 'whsec_other',
    });
    expect((await deliver(body, wrongSecret)).status).toBe(400);

    const missing = await server
      .client()
      .request('POST', '/api/stripe/webhook', { raw: JSON.stringify(body), origin: null });
    expect(missing.status).toBe(400);

    const signedForOther = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...body, id: 'evt_x' }),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await deliver(body, signedForOther);
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toMatch(/signature/i);

    expect((await employerStatus(client)).status).toBe('none');
    expect(
      await server.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, body.id)),
    ).toHaveLength(0);
  });

  it('customer.subscription.updated moves the plan, status and period from what the event carries', async () => {
    const { client, user, checkoutId } = await stripeCheckout('employer-month');
    const session = completedSession(checkoutId, user.id, 'employer-month');
    await deliver(event('checkout.session.completed', session));

    const start = new Date('2030-01-15T00:00:00Z');
    const end = new Date('2031-01-15T00:00:00Z');
    const updated = event('customer.subscription.updated', {
      id: session.subscription,
      object: 'subscription',
      status: 'past_due',
      customer: session.customer,
      metadata: session.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: uid('si'),
            object: 'subscription_item',
            price: { id: 'price_local_employer_year', object: 'price' },
            current_period_start: unix(start),
            current_period_end: unix(end),
          },
        ],
      },
    });
    expect((await deliver(updated)).status).toBe(200);
    const body = await employerStatus(client);
    expect(body.status).toBe('past_due');
    expect(body.subscription).toMatchObject({ billingPeriod: 'year', jobLimit: 12 });
    expect(isSubscriptionActive(body, 'employer')).toBe(false);
  });

  it('customer.subscription.deleted ends the subscription: status canceled, not active', async () => {
    const { client, user, checkoutId } = await stripeCheckout('employer-month');
    const session = completedSession(checkoutId, user.id, 'employer-month');
    await deliver(event('checkout.session.completed', session));
    expect((await employerStatus(client)).status).toBe('active');

    const res = await deliver(
      event('customer.subscription.deleted', {
        id: session.subscription,
        object: 'subscription',
        status: 'canceled',
        customer: session.customer,
        metadata: session.metadata,
        items: { object: 'list', data: [] },
      }),
    );
    expect(res.status).toBe(200);
    const body = await employerStatus(client);
    expect(body.status).toBe('canceled');
    expect(isSubscriptionActive(body, 'employer')).toBe(false);
  });

  it('a paid one-time session of a lifetime plan gives lifetime access; an unpaid one waits', async () => {
    const { client, user, checkoutId } = await stripeCheckout('talent-lifetime', 'talent');
    const unpaid = completedSession(checkoutId, user.id, 'talent-lifetime', {
      mode: 'payment',
      payment_status: 'unpaid',
      subscription: null,
    });
    await deliver(event('checkout.session.completed', unpaid));
    expect((await client.get('/api/stripe/subscription?accountType=talent')).body.status).toBe(
      'none',
    );

    await deliver(
      event('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }),
    );
    const talent = subscriptionResponseSchema.parse(
      (await client.get('/api/stripe/subscription?accountType=talent')).body,
    );
    expect(talent.status).toBe('lifetime');
    expect(talent.subscription).toMatchObject({
      subscriptionType: 'talent',
      billingPeriod: 'lifetime',
      currentPeriodEnd: null,
    });
    expect((await employerStatus(client)).status).toBe('none');
  });

  it('ignores (and acknowledges) events it does not handle or checkouts it does not know', async () => {
    expect(
      (await deliver(event('invoice.paid', { id: uid('in'), object: 'invoice' }))).status,
    ).toBe(200);
    const { client, user } = await registerUser(server, { role: 'employer' });
    const stranger = completedSession('co_unknown', user.id, 'employer-month');
    expect((await deliver(event('checkout.session.completed', stranger))).status).toBe(200);
    expect((await employerStatus(client)).status).toBe('none');
  });

  it('does not open the local checkout page or its Pay for a Stripe checkout', async () => {
    const { client, checkoutId } = await stripeCheckout('employer-month');
    expect((await client.get(`/checkout/${checkoutId}`)).status).toBe(404);
    expect((await client.post(`/api/checkout/${checkoutId}/complete`, {})).status).toBe(404);
    expect((await employerStatus(client)).status).toBe('none');
  });
});

/** A Stripe subscription object as its events carry it. */
function subscriptionObject(
  id: string,
  metadata: Record<string, unknown>,
  {
    status = 'active',
    price = 'price_local_employer_month',
    start,
    end,
    cancelAtPeriodEnd = false,
  }: {
    status?: string;
    price?: string;
    start: Date;
    end: Date;
    cancelAtPeriodEnd?: boolean;
  },
): Record<string, unknown> {
  return {
    id,
    object: 'subscription',
    status,
    customer: 'cus_x',
    metadata,
    cancel_at_period_end: cancelAtPeriodEnd,
    billing_cycle_anchor: unix(start),
    items: {
      object: 'list',
      data: [
        {
          id: uid('si'),
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_start: unix(start),
          current_period_end: unix(end),
        },
      ],
    },
  };
}

/** An invoice of a subscription (API 2025-03-31+ shape: the subscription under `parent`). */
function invoiceObject(subscription: string, extra: Record<string, unknown> = {}) {
  return {
    id: uid('in'),
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    attempt_count: 1,
    next_payment_attempt: null,
    ...extra,
  };
}

/** A user with an active Stripe monthly plan, activated by its checkout event at `at`. */
async function subscribed(at = new Date(), planId = 'employer-month') {
  const bought = await stripeCheckout(planId);
  const session = completedSession(bought.checkoutId, bought.user.id, planId);
  const completed = event('checkout.session.completed', session, uid('evt'), unix(at));
  expect((await deliver(completed)).body).toEqual({ received: true, duplicate: false });
  return { ...bought, session, subscriptionId: session.subscription as string };
}

/** Delivers events in the given order, each twice (as Stripe's retries may). */
async function deliverTwice(...events: object[]) {
  const results = [];
  for (const e of events) results.push((await deliver(e)).body, (await deliver(e)).body);
  return results;
}

describe('Stripe events applied in the order Stripe created them (issue 14)', () => {
  const t0 = new Date('2031-01-01T00:00:00Z');
  const at = (seconds: number) => unix(new Date(t0.getTime() + seconds * 1000));

  it('an older subscription.updated arriving after a newer one changes nothing; replays are duplicates', async () => {
    const { client, session, subscriptionId } = await subscribed(t0);
    const p1 = { start: t0, end: new Date('2031-02-01T00:00:00Z') };
    const p2 = { start: p1.end, end: new Date('2031-03-01T00:00:00Z') };
    const newer = event(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, session.metadata as Record<string, unknown>, { ...p2 }),
      uid('evt'),
      at(200),
    );
    const older = event(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, session.metadata as Record<string, unknown>, {
        ...p1,
        status: 'past_due',
      }),
      uid('evt'),
      at(100),
    );
    const results = await deliverTwice(newer, older);
    expect(results.map((r) => r.duplicate)).toEqual([false, true, false, true]);
    const body = await employerStatus(client);
    expect(body.status).toBe('active');
    expect(body.subscription!.currentPeriodEnd).toBe(p2.end.toISOString());
  });

  it('within one second, a canceled subscription stays canceled and a period never moves back', async () => {
    const { client, session, subscriptionId } = await subscribed(t0);
    const p = { start: t0, end: new Date('2031-02-01T00:00:00Z') };
    const meta = session.metadata as Record<string, unknown>;
    await deliverTwice(
      event(
        'customer.subscription.deleted',
        subscriptionObject(subscriptionId, meta, { ...p, status: 'canceled' }),
        uid('evt'),
        at(300),
      ),
      event(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, meta, p),
        uid('evt'),
        at(300),
      ),
      // Even a later event cannot revive a canceled Stripe subscription.
      event(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, meta, p),
        uid('evt'),
        at(400),
      ),
    );
    expect((await employerStatus(client)).status).toBe('canceled');
  });

  it('invoice.payment_failed makes it past_due with Stripe’s next attempt; invoice.paid makes it active, in either arrival order', async () => {
    const { client, subscriptionId } = await subscribed(t0);
    const retry = new Date('2031-01-04T00:00:00Z');
    const failed = event(
      'invoice.payment_failed',
      invoiceObject(subscriptionId, { attempt_count: 1, next_payment_attempt: unix(retry) }),
      uid('evt'),
      at(500),
    );
    await deliverTwice(failed);
    const pastDue = await employerStatus(client);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.subscription!.nextPaymentAttemptAt).toBe(retry.toISOString());
    expect(isSubscriptionActive(pastDue, 'employer')).toBe(false);
    expect((await client.post('/api/job-requests', { title: 'T', description: 'D' })).body).toEqual(
      {
        message: 'Subscription required',
      },
    );

    // The retry succeeded (t=600) — its event arrives before an older failure (t=550).
    const paid = event('invoice.paid', invoiceObject(subscriptionId), uid('evt'), at(600));
    const lateFailure = event(
      'invoice.payment_failed',
      invoiceObject(subscriptionId, { attempt_count: 2 }),
      uid('evt'),
      at(550),
    );
    await deliverTwice(paid, lateFailure);
    const active = await employerStatus(client);
    expect(active.status).toBe('active');
    expect(active.subscription!.nextPaymentAttemptAt).toBeNull();
  });
});

describe('Stripe plan changes, cancel at period end, refunds and disputes (issue 14)', () => {
  it('switching plans cancels the previous Stripe subscription through the API, and its late events change nothing', async () => {
    const first = await subscribed(new Date(Date.now() - 60_000));
    const oldId = first.subscriptionId;
    // The user buys the yearly plan: a second checkout, a second Stripe subscription.
    const checkoutId = uid('co');
    await server.app.db.insert(checkoutSessions).values({
      id: checkoutId,
      userId: first.user.id,
      planId: 'employer-year',
      accountType: 'employer',
      provider: 'stripe',
    });
    const second = completedSession(checkoutId, first.user.id, 'employer-year');
    fakeStripe.calls.length = 0;
    await deliverTwice(event('checkout.session.completed', second));
    expect(fakeStripe.calls).toEqual([
      { method: 'DELETE', path: `/v1/subscriptions/${oldId}`, body: {} },
    ]);
    const body = await employerStatus(first.client);
    expect(body.status).toBe('active');
    expect(body.subscription).toMatchObject({ billingPeriod: 'year', jobLimit: 12 });

    // Stripe then reports the old subscription's end, and a stale update of it.
    const meta = first.session.metadata as Record<string, unknown>;
    const p = { start: new Date(), end: new Date(Date.now() + 30 * 86_400_000) };
    await deliverTwice(
      event('customer.subscription.updated', subscriptionObject(oldId, meta, p)),
      event(
        'customer.subscription.deleted',
        subscriptionObject(oldId, meta, { ...p, status: 'canceled' }),
      ),
    );
    const after = await employerStatus(first.client);
    expect(after.status).toBe('active');
    expect(after.subscription).toMatchObject({ billingPeriod: 'year' });
  });

  it('a new plan’s subscription.created arriving before its checkout completes also cancels the old one', async () => {
    const first = await subscribed(new Date(Date.now() - 60_000));
    const checkoutId = uid('co');
    await server.app.db.insert(checkoutSessions).values({
      id: checkoutId,
      userId: first.user.id,
      planId: 'employer-year',
      accountType: 'employer',
      provider: 'stripe',
    });
    const second = completedSession(checkoutId, first.user.id, 'employer-year');
    const p = { start: new Date(), end: new Date(Date.now() + 365 * 86_400_000) };
    fakeStripe.calls.length = 0;
    await deliverTwice(
      event(
        'customer.subscription.created',
        subscriptionObject(
          second.subscription as string,
          second.metadata as Record<string, unknown>,
          {
            ...p,
            price: 'price_local_employer_year',
          },
        ),
      ),
      event('checkout.session.completed', second),
    );
    expect(fakeStripe.calls).toEqual([
      { method: 'DELETE', path: `/v1/subscriptions/${first.subscriptionId}`, body: {} },
    ]);
    const body = await employerStatus(first.client);
    expect(body.status).toBe('active');
    expect(body.subscription).toMatchObject({
      billingPeriod: 'year',
      currentPeriodEnd: new Date(unix(p.end) * 1000).toISOString(),
    });
  });

  it('a replaced subscription Stripe no longer has counts as canceled', async () => {
    const first = await subscribed(new Date(Date.now() - 60_000));
    fakeStripe.missing.add(first.subscriptionId);
    const checkoutId = uid('co');
    await server.app.db.insert(checkoutSessions).values({
      id: checkoutId,
      userId: first.user.id,
      planId: 'employer-lifetime',
      accountType: 'employer',
      provider: 'stripe',
    });
    const lifetime = completedSession(checkoutId, first.user.id, 'employer-lifetime', {
      mode: 'payment',
      subscription: null,
      payment_intent: uid('pi'),
    });
    expect((await deliver(event('checkout.session.completed', lifetime))).status).toBe(200);
    expect((await employerStatus(first.client)).status).toBe('lifetime');
  });

  it('cancel at period end and its undo go to Stripe; an older event does not undo them', async () => {
    const { client, session, subscriptionId } = await subscribed(new Date(Date.now() - 60_000));
    fakeStripe.calls.length = 0;
    const cancel = await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: true,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(fakeStripe.calls).toEqual([
      {
        method: 'POST',
        path: `/v1/subscriptions/${subscriptionId}`,
        body: { cancel_at_period_end: 'true' },
      },
    ]);
    // An update Stripe created before the cancel, delivered late.
    const meta = session.metadata as Record<string, unknown>;
    const p = { start: new Date(), end: new Date(Date.now() + 30 * 86_400_000) };
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject(subscriptionId, meta, p),
        uid('evt'),
        unix(new Date(Date.now() - 30_000)),
      ),
    );
    expect((await employerStatus(client)).subscription!.cancelAtPeriodEnd).toBe(true);

    // Stripe down: the change is refused with a 502 and nothing changes.
    fakeStripe.failing = true;
    const refused = await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: false,
    });
    fakeStripe.failing = false;
    expect(refused.status).toBe(502);
    expect((await employerStatus(client)).subscription!.cancelAtPeriodEnd).toBe(true);

    const undo = await client.post('/api/subscription/renewal', {
      accountType: 'employer',
      cancelAtPeriodEnd: false,
    });
    expect(undo.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect(fakeStripe.calls.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/subscriptions/${subscriptionId}`,
      body: { cancel_at_period_end: 'false' },
    });
  });

  it('a full refund of the lifetime payment ends access; a partial one does not', async () => {
    const { client, user, checkoutId } = await stripeCheckout('employer-lifetime');
    const paymentIntent = uid('pi');
    await deliver(
      event(
        'checkout.session.completed',
        completedSession(checkoutId, user.id, 'employer-lifetime', {
          mode: 'payment',
          subscription: null,
          payment_intent: paymentIntent,
        }),
      ),
    );
    expect((await employerStatus(client)).status).toBe('lifetime');
    const charge = {
      id: uid('ch'),
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 249900,
    };
    await deliverTwice(
      event('charge.refunded', { ...charge, refunded: false, amount_refunded: 10000 }),
    );
    expect((await employerStatus(client)).status).toBe('lifetime');
    await deliverTwice(
      event('charge.refunded', { ...charge, refunded: true, amount_refunded: 249900 }),
    );
    expect((await employerStatus(client)).status).toBe('canceled');
  });

  it('a full refund of the current period’s invoice ends the plan and cancels the Stripe subscription', async () => {
    const { client, subscriptionId } = await subscribed(new Date(Date.now() - 60_000));
    const paymentIntent = uid('pi');
    await deliver(
      event(
        'invoice.paid',
        invoiceObject(subscriptionId, {
          payments: {
            object: 'list',
            data: [
              {
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ],
          },
        }),
      ),
    );
    fakeStripe.calls.length = 0;
    await deliverTwice(
      event('charge.refunded', {
        id: uid('ch'),
        object: 'charge',
        payment_intent: paymentIntent,
        refunded: true,
        amount: 9900,
        amount_refunded: 9900,
      }),
    );
    expect((await employerStatus(client)).status).toBe('canceled');
    expect(fakeStripe.calls).toEqual([
      { method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}`, body: {} },
    ]);
  });

  it('a dispute suspends access until it closes: won restores it, lost ends it', async () => {
    for (const outcome of ['won', 'lost'] as const) {
      const { client, user, checkoutId } = await stripeCheckout('talent-lifetime', 'talent');
      const paymentIntent = uid('pi');
      await deliver(
        event(
          'checkout.session.completed',
          completedSession(checkoutId, user.id, 'talent-lifetime', {
            mode: 'payment',
            subscription: null,
            payment_intent: paymentIntent,
          }),
        ),
      );
      const talent = async () =>
        subscriptionResponseSchema.parse(
          (await client.get('/api/stripe/subscription?accountType=talent')).body,
        ).status;
      const dispute = {
        id: uid('dp'),
        object: 'dispute',
        charge: uid('ch'),
        payment_intent: paymentIntent,
        reason: 'fraudulent',
      };
      await deliverTwice(event('charge.dispute.created', { ...dispute, status: 'needs_response' }));
      expect(await talent()).toBe('past_due');
      await deliverTwice(event('charge.dispute.closed', { ...dispute, status: outcome }));
      expect(await talent()).toBe(outcome === 'won' ? 'lifetime' : 'canceled');
    }
  });
});

describe('Stripe Checkout through the API client', () => {
  it('creates a subscription-mode session with the plan’s price and our metadata, and answers its url', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    fakeStripe.calls.length = 0;
    const res = await client.post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake/);
    const [call] = fakeStripe.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(call!.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_local_employer_month',
      'subscription_data[metadata][userId]': String(user.id),
      'subscription_data[metadata][planId]': 'employer-month',
    });
  });
});
