/**
 * The marketplace's demo data (issue 18): published services (a collective's among them, the
 * draft and the paused one not listed), the demo employer's orders in several states with the
 * actions the rules allow, the demo talent's sales, reviews on the service and the profile, and a
 * dispute waiting for the admins.
 */
import {
  orderDetailsSchema,
  orderPageSchema,
  reviewPageSchema,
  servicePageSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { startServer, type TestServer } from './helpers';

describe('the demo marketplace', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await seedDemoData(server.app.db, {
      log: { info: () => undefined },
      scrypt: server.config.scrypt,
      now: () => server.app.now(),
    });
  });
  afterAll(() => server.close());

  const signIn = async (email: string) => {
    const client = server.client();
    await client.post('/api/login', { email, password: DEMO_PASSWORD });
    return client;
  };

  it('shows services, the demo employer’s orders in several states, sales, reviews and a dispute', async () => {
    const employer = await signIn(DEMO_ACCOUNTS.employer);
    const services = servicePageSchema.parse(
      (await employer.get('/api/marketplace/services?limit=50')).body,
    ).items;
    expect(services.length).toBe(5);
    expect(services.every((s) => s.status === 'published')).toBe(true);
    expect(services.some((s) => s.seller.kind === 'collective')).toBe(true);
    const brand = services.find((s) => s.title.startsWith('Brand identity'))!;
    expect(brand.rating).toEqual({ average: 4.5, count: 2 });

    const orders = orderPageSchema.parse(
      (await employer.get('/api/marketplace/orders')).body,
    ).items;
    expect(orders.map((o) => o.state).sort()).toEqual(
      ['awaiting_requirements', 'completed', 'delivered', 'in_progress'].sort(),
    );
    const delivered = orders.find((o) => o.state === 'delivered')!;
    expect(delivered.actions).toEqual(['request_revision', 'complete', 'dispute']);
    const waiting = orders.find((o) => o.state === 'awaiting_requirements')!;
    expect(waiting.actions).toContain('submit_requirements');
    const completed = orderDetailsSchema.parse(
      (
        await employer.get(
          `/api/marketplace/orders/${orders.find((o) => o.state === 'completed')!.id}`,
        )
      ).body,
    );
    expect(completed.reviews.buyer?.rating).toBe(4);
    expect(completed.conversationId).not.toBeNull();
    expect(completed.engagementId).not.toBeNull();

    const talent = await signIn(DEMO_ACCOUNTS.talent);
    const mine = servicePageSchema.parse(
      (await talent.get('/api/marketplace/services?scope=mine')).body,
    ).items;
    expect(mine.map((s) => s.status)).toContain('draft');
    const sales = orderPageSchema.parse(
      (await talent.get('/api/marketplace/orders?role=seller')).body,
    ).items;
    expect(sales.length).toBeGreaterThanOrEqual(4);
    const reviews = reviewPageSchema.parse(
      (await talent.get(`/api/marketplace/reviews?serviceId=${brand.id}`)).body,
    ).items;
    expect(reviews).toHaveLength(2);
    const me = (await talent.get('/api/user')).body;
    expect((await employer.get(`/api/profile/${me.id}`)).body.serviceRating).toEqual({
      average: 4.5,
      count: 2,
    });

    const admin = await signIn(DEMO_ACCOUNTS.admin);
    const disputes = orderPageSchema.parse(
      (await admin.get('/api/admin/marketplace/disputes')).body,
    ).items;
    expect(disputes).toHaveLength(1);
  });
});
