/**
 * A checkout started from a partner's widget (issue 15): it records the partner, returns to the
 * partner's page with the result (local Pay and Cancel; Stripe's success and cancel addresses),
 * only to one of the partner's origins; the app's own checkouts take no return address; and the
 * partner page reads the result with its publishable key, nothing about who paid.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedCheckoutStatusSchema } from '@hireloop/sdk/schemas';
import { checkoutSessions } from '../src/db/schema';
import { RETURN_URL_NOT_EMBED, RETURN_URL_NOT_PARTNER } from '../src/services/payments';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';
import {
  createPartner,
  mintToken,
  PARTNER_ORIGIN,
  registerAdmin,
  WidgetClient,
  type PartnerAnswer,
} from './embed';
import { startFakeStripe, type FakeStripe } from './fakeStripe';

const EMPLOYER_MONTH = {
  stripePriceId: 'price_local_employer_month',
  isLifetime: false,
  isEmployer: true,
};

let server: TestServer;
let admin: TestClient;
let partner: PartnerAnswer;
let other: PartnerAnswer;
beforeAll(async () => {
  server = await startServer({ sessionIdleSeconds: 10 ** 9, sessionAbsoluteSeconds: 10 ** 9 });
  admin = await registerAdmin(server);
  partner = await createPartner(admin, {
    allowedOrigins: [PARTNER_ORIGIN, 'https://shop.partner.example'],
  });
  other = await createPartner(admin, { allowedOrigins: ['https://other.example'] });
});
afterAll(() => server.close());

/** A new employer signed in on Hireloop (the checkout page's cookie) and in the widget. */
async function visitor(p: PartnerAnswer = partner, origin = PARTNER_ORIGIN) {
  const { client, user } = await registerUser(server, { role: 'employer' });
  const { token } = await mintToken(client, p.publishableKey, origin);
  return { client, user, widget: new WidgetClient(server, token) };
}

/** Starts a checkout from the widget; answers the checkout id. */
async function widgetCheckout(widget: WidgetClient, extra: Record<string, unknown> = {}) {
  const res = await widget.post('/api/stripe/create-checkout-session', {
    ...EMPLOYER_MONTH,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.url).pathname.split('/').pop() as string;
}

const checkoutRow = async (id: string) =>
  (await server.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;

describe('a widget’s checkout on the local provider', () => {
  it('records the partner, and Pay returns to the widget page’s origin with the result', async () => {
    const { client, widget } = await visitor();
    const id = await widgetCheckout(widget);
    expect(await checkoutRow(id)).toMatchObject({
      partnerId: partner.id,
      returnUrl: `${PARTNER_ORIGIN}/`,
    });
    // The local checkout page opens top-level, on Hireloop's origin, with the session cookie.
    expect((await client.get(`/checkout/${id}`)).status).toBe(200);
    const pay = await client.post(`/api/checkout/${id}/complete`, {});
    expect(pay.status).toBe(200);
    expect(pay.body).toEqual({
      redirect: `${PARTNER_ORIGIN}/?hireloop_checkout=success&hireloop_checkout_id=${id}`,
    });
    expect((await widget.get('/api/stripe/subscription?accountType=employer')).body.status).toBe(
      'active',
    );
  });

  it('Cancel returns to the given return address, keeping its own query', async () => {
    const { client, widget } = await visitor();
    const id = await widgetCheckout(widget, {
      returnUrl: 'https://shop.partner.example/thanks?plan=pro&hireloop_checkout=old',
    });
    const cancel = await client.post(`/api/checkout/${id}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({
      redirect: `https://shop.partner.example/thanks?plan=pro&hireloop_checkout=canceled&hireloop_checkout_id=${id}`,
    });
  });

  it('talent plans too', async () => {
    const { client, user } = await registerUser(server, { role: 'talent' });
    const widget = new WidgetClient(
      server,
      (await mintToken(client, partner.publishableKey)).token,
    );
    const res = await widget.post('/api/stripe/create-checkout-session', {
      priceId: 'price_local_talent_month',
      isEmployer: false,
      timestamp: Date.now(),
      returnUrl: `${PARTNER_ORIGIN}/lite`,
    });
    expect(res.status).toBe(200);
    const id = new URL(res.body.url).pathname.split('/').pop()!;
    const pay = await client.post(`/api/checkout/${id}/complete`, {});
    expect(pay.body.redirect).toBe(
      `${PARTNER_ORIGIN}/lite?hireloop_checkout=success&hireloop_checkout_id=${id}`,
    );
    expect(user.role).toBe('talent');
  });

  it('refuses a return address on none of the partner’s origins (no open redirect)', async () => {
    const { widget } = await visitor();
    for (const returnUrl of [
      'https://evil.example/',
      'https://partner.example.evil.example/',
      'http://partner.example/',
      'https://other.example/',
    ]) {
      const res = await widget.post('/api/stripe/create-checkout-session', {
        ...EMPLOYER_MONTH,
        returnUrl,
      });
      expect(res.status, returnUrl).toBe(400);
      expect(res.body.fieldErrors, returnUrl).toEqual({ returnUrl: [RETURN_URL_NOT_PARTNER] });
    }
    const script = await widget.post('/api/stripe/create-checkout-session', {
      ...EMPLOYER_MONTH,
      returnUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    expect(script.body.fieldErrors.returnUrl).toBeDefined();
  });

  it('the app’s own checkout takes no return address', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const res = await client.post('/api/stripe/create-checkout-session', {
      ...EMPLOYER_MONTH,
      returnUrl: `${PARTNER_ORIGIN}/`,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ returnUrl: [RETURN_URL_NOT_EMBED] });
    // Without one it is the app's checkout, back to the app's pages.
    const plain = await client.post('/api/stripe/create-checkout-session', EMPLOYER_MONTH);
    const id = new URL(plain.body.url).pathname.split('/').pop()!;
    expect(await checkoutRow(id)).toMatchObject({ partnerId: null, returnUrl: null });
    expect((await client.post(`/api/checkout/${id}/complete`, {})).body).toEqual({
      redirect: `${server.config.appOrigin}/payment-success?success=true`,
    });
  });
});

describe('the partner page reads the result', () => {
  it('with its own key: status, account type, period, plan and completion time; nothing about who paid', async () => {
    const { client, widget, user } = await visitor();
    const id = await widgetCheckout(widget);
    const open = await server
      .client()
      .get(`/api/embed/checkouts/${id}?key=${partner.publishableKey}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('no-store');
    expect(open.body).toEqual({
      id,
      status: 'open',
      accountType: 'employer',
      billingPeriod: 'month',
      planName: expect.any(String),
      completedAt: null,
    });
    await client.post(`/api/checkout/${id}/complete`, {});
    const done = await server
      .client()
      .get(`/api/embed/checkouts/${id}?key=${partner.publishableKey}&_cb=1`);
    expect(embedCheckoutStatusSchema.safeParse(done.body).success).toBe(true);
    expect(done.body).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const text = JSON.stringify(done.body);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(String(user.name));
  });

  it('is a 404 with another partner’s key, for the app’s checkouts, and for unknown ones', async () => {
    const { widget } = await visitor();
    const id = await widgetCheckout(widget);
    const wrong = await server
      .client()
      .get(`/api/embed/checkouts/${id}?key=${other.publishableKey}`);
    expect(wrong.status).toBe(404);
    expect((await server.client().get(`/api/embed/checkouts/${id}?key=pk_unknown`)).status).toBe(
      404,
    );
    const { client } = await registerUser(server, { role: 'employer' });
    const plain = await client.post('/api/stripe/create-checkout-session', EMPLOYER_MONTH);
    const appId = new URL(plain.body.url).pathname.split('/').pop()!;
    expect(
      (await server.client().get(`/api/embed/checkouts/${appId}?key=${partner.publishableKey}`))
        .status,
    ).toBe(404);
    expect(
      (await server.client().get(`/api/embed/checkouts/co_nope?key=${partner.publishableKey}`))
        .status,
    ).toBe(404);
    expect((await server.client().get(`/api/embed/checkouts/${id}`)).status).toBe(400);
  });

  it('a revoked partner reads nothing, and its credentials start no checkout', async () => {
    const own = await createPartner(admin);
    const { widget } = await visitor(own);
    const id = await widgetCheckout(widget);
    await admin.post(`/api/admin/partners/${own.id}/revoke`);
    expect(
      (await server.client().get(`/api/embed/checkouts/${id}?key=${own.publishableKey}`)).status,
    ).toBe(404);
    const res = await widget.post('/api/stripe/create-checkout-session', EMPLOYER_MONTH);
    expect(res.status).toBe(401);
  });

  // Moves the clock: keep last in this describe.
  it('an abandoned widget checkout reads as expired after a day', async () => {
    const { widget } = await visitor();
    const id = await widgetCheckout(widget);
    server.advanceClock(25 * 60 * 60 * 1000);
    const res = await server
      .client()
      .get(`/api/embed/checkouts/${id}?key=${partner.publishableKey}`);
    expect(res.body.status).toBe('expired');
  });
});

describe('a widget’s checkout on Stripe', () => {
  let stripeServer: TestServer;
  let fakeStripe: FakeStripe;
  beforeAll(async () => {
    fakeStripe = await startFakeStripe();
    stripeServer = await startServer({
      stripeSecretKey: 'sk_test_embed',
      stripeWebhookSecret: 'whsec_embed_test_secret',
      stripeApiBase: fakeStripe.url,
    });
  });
  afterAll(async () => {
    await stripeServer.close();
    await fakeStripe.close();
  });

  it('sends Stripe the partner’s addresses as success_url and cancel_url', async () => {
    const stripeAdmin = await registerAdmin(stripeServer);
    const stripePartner = await createPartner(stripeAdmin);
    const { client } = await registerUser(stripeServer, { role: 'employer' });
    const widget = new WidgetClient(
      stripeServer,
      (await mintToken(client, stripePartner.publishableKey)).token,
    );
    const res = await widget.post('/api/stripe/create-checkout-session', {
      ...EMPLOYER_MONTH,
      returnUrl: `${PARTNER_ORIGIN}/thanks`,
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const call = fakeStripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    const id = call!.body.client_reference_id!;
    expect(call!.body.success_url).toBe(
      `${PARTNER_ORIGIN}/thanks?hireloop_checkout=success&hireloop_checkout_id=${id}`,
    );
    expect(call!.body.cancel_url).toBe(
      `${PARTNER_ORIGIN}/thanks?hireloop_checkout=canceled&hireloop_checkout_id=${id}`,
    );
    // The app's own checkout keeps the app's pages.
    fakeStripe.calls.length = 0;
    await client.post('/api/stripe/create-checkout-session', EMPLOYER_MONTH);
    const plain = fakeStripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(plain!.body.success_url).toBe(
      `${stripeServer.config.appOrigin}/payment-success?success=true`,
    );
    expect(plain!.body.cancel_url).toBe(
      `${stripeServer.config.appOrigin}/subscription?canceled=true`,
    );
  });
});
