/**
 * The services marketplace with Stripe (issue 18): an order's checkout is a Stripe Checkout
 * Session in `mode=payment` for the order's total (price data, our checkout id as
 * client_reference_id); its `checkout.session.completed` webhook is applied once even when
 * several deliveries (distinct event ids, in parallel) complete the same order; a cancelled paid
 * order is refunded through Stripe.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { orderCheckoutSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { marketplaceOrderEvents, marketplaceOrders } from '../src/db/schemaMarketplace';
import { startFakeStripe, type FakeStripe } from './fakeStripe';
import { registerUser, startServer, type TestServer } from './helpers';

const WEBHOOK_SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_x');

let server: TestServer;
let fakeStripe: FakeStripe;
beforeAll(async () => {
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

/** Delivers a signed `checkout.session.completed` event as Stripe does. */
function deliverCompleted(session: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: uid('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: { object: session },
  });
  return server.client().request('POST', '/api/stripe/webhook', {
    raw: payload,
    contentType: 'application/json; charset=utf-8',
    origin: null,
    headers: {
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
  });
}

describe('marketplace orders paid with Stripe Checkout', () => {
  it('starts a one-time Checkout Session, applies parallel completions once, and refunds a cancellation', async () => {
    const seller = await registerUser(server, { role: 'talent' });
    const buyer = await registerUser(server, { role: 'employer' });
    const created = await seller.client.post('/api/marketplace/services', {
      title: 'API integration sprint',
      description: 'One integration, tested.',
      tiers: [{ name: 'Sprint', price: 480, deliveryDays: 5, revisions: 1 }],
      addOns: [{ name: 'Docs', price: 20, extraDays: 1 }],
    });
    await seller.client.post(`/api/marketplace/services/${created.body.id}/status`, {
      status: 'published',
    });
    const bought = await buyer.client.post('/api/marketplace/orders', {
      serviceId: created.body.id,
      tierIndex: 0,
      addOnIndexes: [0],
    });
    expect(bought.status).toBe(201);
    const { order, checkoutUrl } = orderCheckoutSchema.parse(bought.body);
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [row] = await server.app.db
      .select()
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.id, order.id));
    const call = fakeStripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.body.client_reference_id === row!.checkoutId,
    );
    expect(call?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '50000',
      'metadata[kind]': 'marketplace_order',
    });

    const session = {
      id: row!.providerSessionId,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: row!.checkoutId,
      payment_intent: 'pi_order_1',
      metadata: { kind: 'marketplace_order', checkoutId: row!.checkoutId },
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => deliverCompleted(session)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await server.app.db
      .select()
      .from(marketplaceOrderEvents)
      .where(
        and(eq(marketplaceOrderEvents.orderId, order.id), eq(marketplaceOrderEvents.kind, 'paid')),
      );
    expect(paid).toHaveLength(1);
    const told = await server.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.type, 'order_paid')));
    expect(told).toHaveLength(1);
    const details = await buyer.client.get(`/api/marketplace/orders/${order.id}`);
    expect(details.body).toMatchObject({ state: 'awaiting_requirements', paymentStatus: 'paid' });

    const cancelled = await buyer.client.post(`/api/marketplace/orders/${order.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ state: 'cancelled', paymentStatus: 'refunded' });
    const refund = fakeStripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(refund.map((c) => c.body.payment_intent)).toEqual(['pi_order_1']);
  });
});
