import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { isSubscriptionActive } from '@hireloop/sdk';
import { subscriptionResponseSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, webhookEvents } from '../src/db/schema';
import { registerUser, startServer, type TestServer } from './helpers';
import type { AccountType } from '@hireloop/sdk';

const WEBHOOK_SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_x');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ stripeSecretKey: 'sk_test_x', stripeWebhookSecret: WEBHOOK_SECRET });
});
afterAll(() => server.close());

const uid = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function event(type: string, object: Record<string, unknown>, id = uid('evt')) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unix(new Date()),
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
