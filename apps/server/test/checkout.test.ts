import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../src/db/schema';
import { escapeHtml } from '../src/html';
import { CHECKOUT_SCRIPT } from '../src/routes/checkoutScript';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ sessionIdleSeconds: 10 ** 9, sessionAbsoluteSeconds: 10 ** 9 });
});
afterAll(() => server.close());

const EMPLOYER_MONTH = {
  stripePriceId: 'price_local_employer_month',
  isLifetime: false,
  isEmployer: true,
};

/** Starts a local checkout; answers its id and page path. */
async function startCheckout(client: TestClient, body: Record<string, unknown> = EMPLOYER_MONTH) {
  const res = await client.post('/api/stripe/create-checkout-session', body);
  expect(res.status).toBe(200);
  const path = new URL(res.body.url).pathname;
  return { id: path.split('/').pop() as string, path };
}

describe('the local checkout page', () => {
  it('shows the plan name, price and billing period with Pay and Cancel, under a same-origin-only CSP', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id, path } = await startCheckout(client);
    const res = await client.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    expect(html).toContain('Employer Monthly');
    expect(html).toContain('$99');
    expect(html).toContain('Billed monthly');
    expect(html).toMatch(/<button type="button" data-action="complete">Pay \$99<\/button>/);
    expect(html).toMatch(/<button type="button" data-action="cancel">Cancel<\/button>/);
    expect(html).toContain(`data-checkout-id="${id}"`);
    expect(html).toContain('<script src="/checkout/assets/checkout.js" defer></script>');
    // No inline script: helmet's CSP would block it.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const csp = new Map(
      (res.headers.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
  });

  it('shows the lifetime price of a talent plan as a one-time payment', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    const { path } = await startCheckout(client, {
      priceId: 'price_local_talent_lifetime',
      isEmployer: false,
      timestamp: Date.now(),
    });
    const html = (await client.get(path)).body as string;
    expect(html).toContain('Lite Lifetime');
    expect(html).toContain('$79');
    expect(html).toContain('One-time payment, lifetime access');
  });

  it('serves its script from the same origin, posting JSON and following the answered redirect', async () => {
    const res = await server.client().get('/checkout/assets/checkout.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.body).toBe(CHECKOUT_SCRIPT);
    expect(CHECKOUT_SCRIPT).toContain("'/api/checkout/' + encodeURIComponent(id) + '/' + action");
    expect(CHECKOUT_SCRIPT).toContain("'content-type': 'application/json'");
    expect(CHECKOUT_SCRIPT).toContain('location.href = result.body.redirect');
  });

  it('escapes every value it shows', async () => {
    const original = await server.app.db.select().from(plans).where(eq(plans.id, 'employer-year'));
    await server.app.db
      .update(plans)
      .set({ name: '<script>alert("x")</script>', description: `Tom & Jerry's <b>plan</b>` })
      .where(eq(plans.id, 'employer-year'));
    try {
      const { client } = await registerUser(server, { role: 'employer' });
      const { path } = await startCheckout(client, {
        stripePriceId: 'price_local_employer_year',
        isLifetime: false,
        isEmployer: true,
      });
      const html = (await client.get(path)).body as string;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<b>plan</b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;plan&lt;/b&gt;');
    } finally {
      await server.app.db.update(plans).set(original[0]!).where(eq(plans.id, 'employer-year'));
    }
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('belongs to its owner: another user gets a 404 and a visitor is asked to sign in', async () => {
    const owner = await registerUser(server, { role: 'employer' });
    const other = await registerUser(server, { role: 'employer' });
    const { path } = await startCheckout(owner.client);
    const res = await other.client.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toContain('Checkout not found');
    expect(res.body).not.toContain('Employer Monthly');
    const visitor = await server.client().get(path);
    expect(visitor.status).toBe(401);
    expect(visitor.body).not.toContain('Employer Monthly');
  });

  it('answers 404 for an unknown checkout and 400 for a malformed id', async () => {
    const { client } = await registerUser(server);
    expect((await client.get('/checkout/co_doesnotexist')).status).toBe(404);
    expect((await client.get('/checkout/bad%20id!')).status).toBe(400);
  });
});

describe('Pay', () => {
  it('activates the subscription and redirects to the payment-success page', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id, path } = await startCheckout(client);
    const pay = await client.post(`/api/checkout/${id}/complete`, {});
    expect(pay.status).toBe(200);
    expect(pay.body).toEqual({
      redirect: `${server.config.appOrigin}/payment-success?success=true`,
    });
    const sub = await client.get('/api/stripe/subscription?accountType=employer');
    expect(sub.body.status).toBe('active');
    const page = (await client.get(path)).body as string;
    expect(page).toContain('already completed');
    expect(page).not.toMatch(/<button[^>]*data-action="complete"/);
  });

  it('works once: completing the same checkout again is refused with a 409', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id } = await startCheckout(client);
    expect((await client.post(`/api/checkout/${id}/complete`, {})).status).toBe(200);
    const again = await client.post(`/api/checkout/${id}/complete`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already completed/);
    expect((await client.post(`/api/checkout/${id}/cancel`, {})).status).toBe(409);
  });

  it('parallel presses activate once: exactly one succeeds', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id } = await startCheckout(client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post(`/api/checkout/${id}/complete`, {})),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("cannot complete or cancel someone else's checkout (404), nor without signing in (401)", async () => {
    const owner = await registerUser(server, { role: 'employer' });
    const other = await registerUser(server, { role: 'employer' });
    const { id } = await startCheckout(owner.client);
    expect((await other.client.post(`/api/checkout/${id}/complete`, {})).status).toBe(404);
    expect((await other.client.post(`/api/checkout/${id}/cancel`, {})).status).toBe(404);
    expect((await server.client().post(`/api/checkout/${id}/complete`, {})).status).toBe(401);
    expect(
      (await other.client.get('/api/stripe/subscription?accountType=employer')).body.status,
    ).toBe('none');
    expect(
      (await owner.client.get('/api/stripe/subscription?accountType=employer')).body.status,
    ).toBe('none');
    // The owner can still pay afterwards.
    expect((await owner.client.post(`/api/checkout/${id}/complete`, {})).status).toBe(200);
  });

  it('is refused from another origin (a cross-site form cannot pay for you)', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id } = await startCheckout(client);
    const res = await client.post(
      `/api/checkout/${id}/complete`,
      {},
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await client.get('/api/stripe/subscription?accountType=employer')).body.status).toBe(
      'none',
    );
  });
});

describe('Cancel', () => {
  it('activates nothing and redirects to the subscription page with canceled=true', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id, path } = await startCheckout(client);
    const cancel = await client.post(`/api/checkout/${id}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({
      redirect: `${server.config.appOrigin}/subscription?canceled=true`,
    });
    expect((await client.get('/api/stripe/subscription?accountType=employer')).body).toEqual({
      status: 'none',
      subscription: null,
    });
    expect((await client.get(path)).body).toContain('was canceled');
    const pay = await client.post(`/api/checkout/${id}/complete`, {});
    expect(pay.status).toBe(409);
  });
});

// Moves the clock: keep last in this file.
describe('an abandoned checkout', () => {
  it('expires after a day: the page says so and Pay is refused', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const { id, path } = await startCheckout(client);
    server.advanceClock(25 * 60 * 60 * 1000);
    expect((await client.get(path)).body).toContain('has expired');
    const pay = await client.post(`/api/checkout/${id}/complete`, {});
    expect(pay.status).toBe(409);
    expect(pay.body.message).toMatch(/expired/);
  });
});
