import { isSubscriptionActive, TALENT_LITE_ANNUAL_LABEL } from '@hireloop/sdk';
import { planListSchema, subscriptionResponseSchema, usageSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRequests } from '../src/db/schema';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // Sessions that outlive the billing periods this file crosses with the clock.
  server = await startServer({ sessionIdleSeconds: 10 ** 9, sessionAbsoluteSeconds: 10 ** 9 });
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

/** Buys a plan through the local checkout: create the session, open its page, press Pay. */
async function buy(client: TestClient, body: Record<string, unknown>) {
  const start = await client.post('/api/stripe/create-checkout-session', body);
  expect(start.status).toBe(200);
  const id = new URL(start.body.url).pathname.split('/').pop() as string;
  const pay = await client.post(`/api/checkout/${id}/complete`, {});
  expect(pay.status).toBe(200);
  return id;
}

async function insertRequests(
  employerId: number,
  types: ('job' | 'project' | 'task')[],
  createdAt: Date,
) {
  await server.app.db.insert(jobRequests).values(
    types.map((type, i) => ({
      employerId,
      title: `Request ${i}`,
      description: 'Inserted by the subscription test',
      type,
      rateType: 'fixed' as const,
      minRate: 100,
      createdAt,
    })),
  );
}

describe('GET /api/subscription/plans', () => {
  it('lists the employer plans month, year, lifetime with the SPEC prices in cents', async () => {
    const res = await server.client().get('/api/subscription/plans?role=employer');
    expect(res.status).toBe(200);
    const plans = planListSchema.parse(res.body);
    expect(plans.map((p) => [p.id, p.price, p.interval, p.role])).toEqual([
      ['employer-month', 9900, 'month', 'employer'],
      ['employer-year', 84000, 'year', 'employer'],
      ['employer-lifetime', 249900, 'one-time', 'employer'],
    ]);
    expect(plans.every((p) => p.stripePriceId.length > 0)).toBe(true);
  });

  it('lists Talent Lite with a cache-busting timestamp, priced so the sdk annual label is true', async () => {
    const res = await server
      .client()
      .get(`/api/subscription/plans?role=talent&timestamp=${Date.now()}`);
    expect(res.status).toBe(200);
    const plans = planListSchema.parse(res.body);
    expect(plans.map((p) => p.id)).toEqual(['talent-month', 'talent-year', 'talent-lifetime']);
    const [month, year] = plans;
    const saving = Math.round((1 - year!.price / (12 * month!.price)) * 100);
    expect(`Annual (Save ${saving}%)`).toBe(TALENT_LITE_ANNUAL_LABEL);
  });

  it('refuses an unknown role with a 400', async () => {
    const res = await server.client().get('/api/subscription/plans?role=admin');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toBeDefined();
  });
});

describe('GET /api/stripe/config', () => {
  it('is local without a Stripe key', async () => {
    const res = await server.client().get('/api/stripe/config');
    expect(res.body).toEqual({ environment: 'local' });
  });
});

describe('GET /api/stripe/subscription', () => {
  it('needs a signed-in user', async () => {
    expect(
      (await server.client().get('/api/stripe/subscription?accountType=employer')).status,
    ).toBe(401);
    expect((await server.client().get('/api/subscription/usage')).status).toBe(401);
  });

  it('answers none for both account types before any payment', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    for (const accountType of ['employer', 'talent']) {
      const res = await client.get(`/api/stripe/subscription?accountType=${accountType}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'none', subscription: null });
    }
  });

  it('refuses a missing or unknown account type with a 400', async () => {
    const { client } = await registerUser(server);
    expect((await client.get('/api/stripe/subscription')).status).toBe(400);
    expect((await client.get('/api/stripe/subscription?accountType=admin')).status).toBe(400);
  });

  it('after paying the monthly employer plan: active with limits 1/3/5, and talent stays at none', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    await buy(client, {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });

    const employer = await client.get('/api/stripe/subscription?accountType=employer');
    const body = subscriptionResponseSchema.parse(employer.body);
    expect(body.status).toBe('active');
    expect(body.subscription).toMatchObject({
      subscriptionType: 'employer',
      billingPeriod: 'month',
      jobLimit: 1,
      consumedJobs: 0,
      projectLimit: 3,
      consumedProjects: 0,
      taskLimit: 5,
      consumedTasks: 0,
    });
    expect(isSubscriptionActive(body, 'employer')).toBe(true);
    const end = new Date(body.subscription!.currentPeriodEnd!).getTime();
    expect(end - server.app.now().getTime()).toBeGreaterThan(27 * DAY);
    expect(end - server.app.now().getTime()).toBeLessThanOrEqual(31 * DAY);

    const talent = await client.get('/api/stripe/subscription?accountType=talent');
    expect(talent.body).toEqual({ status: 'none', subscription: null });
    expect(isSubscriptionActive(talent.body, 'talent')).toBe(false);
  });

  it('a Talent Lite subscription never unlocks employer features', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    await buy(client, {
      priceId: 'price_local_talent_year',
      isEmployer: false,
      timestamp: Date.now(),
    });

    const talent = subscriptionResponseSchema.parse(
      (await client.get('/api/stripe/subscription?accountType=talent')).body,
    );
    expect(talent.status).toBe('active');
    expect(talent.subscription).toMatchObject({
      subscriptionType: 'talent',
      billingPeriod: 'year',
      jobLimit: 0,
    });
    expect(isSubscriptionActive(talent, 'talent')).toBe(true);

    const employer = await client.get('/api/stripe/subscription?accountType=employer');
    expect(employer.body).toEqual({ status: 'none', subscription: null });
    const usage = usageSchema.parse((await client.get('/api/subscription/usage')).body);
    expect(usage).toMatchObject({
      jobLimit: 0,
      projectLimit: 0,
      taskLimit: 0,
      periodStart: null,
      periodEnd: null,
    });
  });

  it('a lifetime plan reads lifetime, unlimited, with no period end', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    await buy(client, {
      stripePriceId: 'price_local_employer_lifetime',
      isLifetime: true,
      isEmployer: true,
    });
    const body = subscriptionResponseSchema.parse(
      (await client.get('/api/stripe/subscription?accountType=employer')).body,
    );
    expect(body.status).toBe('lifetime');
    expect(body.subscription).toMatchObject({
      billingPeriod: 'lifetime',
      jobLimit: null,
      projectLimit: null,
      taskLimit: null,
      currentPeriodEnd: null,
    });
    expect(isSubscriptionActive(body, 'employer')).toBe(true);
  });

  it('counts the job requests of the current period as consumed', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    await buy(client, {
      stripePriceId: 'price_local_employer_year',
      isLifetime: false,
      isEmployer: true,
    });
    await insertRequests(
      user.id,
      ['job', 'project', 'project', 'task', 'task', 'task'],
      server.app.now(),
    );
    const body = subscriptionResponseSchema.parse(
      (await client.get('/api/stripe/subscription?accountType=employer')).body,
    );
    expect(body.subscription).toMatchObject({
      jobLimit: 12,
      consumedJobs: 1,
      projectLimit: 36,
      consumedProjects: 2,
      taskLimit: 60,
      consumedTasks: 3,
    });
  });
});

describe('POST /api/stripe/create-checkout-session', () => {
  it('needs a signed-in user', async () => {
    const res = await server.client().post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });
    expect(res.status).toBe(401);
  });

  it('answers a url of the local checkout page on the app origin', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const res = await client.post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(
      new RegExp(`^${server.config.appOrigin}/checkout/co_[A-Za-z0-9_-]+$`),
    );
  });

  it('refuses a talent price as an employer, and an employer price as talent', async () => {
    const { client } = await registerUser(server);
    const asEmployer = await client.post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_local_talent_month',
      isLifetime: false,
      isEmployer: true,
    });
    expect(asEmployer.status).toBe(400);
    const asTalent = await client.post('/api/stripe/create-checkout-session', {
      priceId: 'price_local_employer_month',
      isEmployer: false,
      timestamp: Date.now(),
    });
    expect(asTalent.status).toBe(400);
  });

  it('refuses an unknown price with a 404 and a lifetime flag that does not match the plan with a 400', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const unknown = await client.post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_nope',
      isLifetime: false,
      isEmployer: true,
    });
    expect(unknown.status).toBe(404);
    const mismatch = await client.post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_local_employer_month',
      isLifetime: true,
      isEmployer: true,
    });
    expect(mismatch.status).toBe(400);
  });

  it('refuses a body of neither shape with a 400', async () => {
    const { client } = await registerUser(server);
    const res = await client.post('/api/stripe/create-checkout-session', {
      priceId: 'x',
      isEmployer: true,
    });
    expect(res.status).toBe(400);
  });

  it('refuses to sell the plan someone already has, but lets them change plan', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    await buy(client, {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });
    const same = await client.post('/api/stripe/create-checkout-session', {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });
    expect(same.status).toBe(409);
    expect(same.body.message).toMatch(/already have an active Employer Monthly/);
    await buy(client, {
      stripePriceId: 'price_local_employer_year',
      isLifetime: false,
      isEmployer: true,
    });
    const body = subscriptionResponseSchema.parse(
      (await client.get('/api/stripe/subscription?accountType=employer')).body,
    );
    expect(body.subscription).toMatchObject({ billingPeriod: 'year', jobLimit: 12 });
  });

  it('refuses to sell a second plan to someone with lifetime access', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    await buy(client, {
      priceId: 'price_local_talent_lifetime',
      isEmployer: false,
      timestamp: Date.now(),
    });
    const again = await client.post('/api/stripe/create-checkout-session', {
      priceId: 'price_local_talent_month',
      isEmployer: false,
      timestamp: Date.now(),
    });
    expect(again.status).toBe(409);
  });
});

describe('POST /api/stripe/webhook without Stripe', () => {
  it('is a 404 on a server using the local checkout', async () => {
    const res = await server
      .client()
      .request('POST', '/api/stripe/webhook', { raw: '{}', origin: null });
    expect(res.status).toBe(404);
  });
});

// Moves the clock: keep last in this file.
describe('GET /api/subscription/usage', () => {
  it('answers zeros and no period without an employer subscription', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const res = await client.get('/api/subscription/usage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      jobLimit: 0,
      consumedJobs: 0,
      projectLimit: 0,
      consumedProjects: 0,
      taskLimit: 0,
      consumedTasks: 0,
      periodStart: null,
      periodEnd: null,
    });
  });

  it('counts the job requests of the current period only, and starts again in the next period', async () => {
    const { client, user } = await registerUser(server, { role: 'employer' });
    await buy(client, {
      stripePriceId: 'price_local_employer_month',
      isLifetime: false,
      isEmployer: true,
    });
    const first = usageSchema.parse((await client.get('/api/subscription/usage')).body);
    const periodStart = new Date(first.periodStart!);

    // One request before the period began (not counted), three inside it.
    await insertRequests(user.id, ['job'], new Date(periodStart.getTime() - DAY));
    await insertRequests(user.id, ['job', 'project', 'task'], server.app.now());
    const during = usageSchema.parse((await client.get('/api/subscription/usage')).body);
    expect(during).toMatchObject({
      jobLimit: 1,
      consumedJobs: 1,
      projectLimit: 3,
      consumedProjects: 1,
      taskLimit: 5,
      consumedTasks: 1,
    });

    server.advanceClock(32 * DAY);
    const next = usageSchema.parse((await client.get('/api/subscription/usage')).body);
    expect(next).toMatchObject({
      consumedJobs: 0,
      consumedProjects: 0,
      consumedTasks: 0,
      jobLimit: 1,
    });
    expect(next.periodStart).toBe(first.periodEnd);
    expect(new Date(next.periodEnd!).getTime()).toBeGreaterThan(
      new Date(next.periodStart!).getTime(),
    );

    await insertRequests(user.id, ['task', 'task'], server.app.now());
    const later = usageSchema.parse((await client.get('/api/subscription/usage')).body);
    expect(later).toMatchObject({ consumedJobs: 0, consumedProjects: 0, consumedTasks: 2 });
    const sub = subscriptionResponseSchema.parse(
      (await client.get('/api/stripe/subscription?accountType=employer')).body,
    );
    expect(sub.status).toBe('active');
    expect(sub.subscription).toMatchObject({ consumedTasks: 2, currentPeriodEnd: later.periodEnd });
  });
});
