/**
 * The services marketplace (issue 18): selling (talent only; drafts 404 to others; another's
 * service 403), bad input (400 with field errors), browsing with filters, buying a tier with
 * add-ons through the local checkout (parallel payments of one order applied once), the
 * requirements (field errors per question), the engagement and conversation an order starts, the
 * delivery ⇄ revision loop within the tier's revisions, completion, parallel completions (one
 * wins), reviews (once per side, editable 7 days, the service's and the profile's rating),
 * another's order (404 on every route), disputes resolved by admins (others 403), and the
 * scheduler: 48 h without requirements → cancelled and refunded, 14 days after a delivery →
 * completed — once with two instances on one PostgreSQL database.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_AUTO_COMPLETE_MS, ORDER_REQUIREMENTS_WINDOW_MS } from '@hireloop/sdk';
import {
  MARKETPLACE_MESSAGES,
  orderCheckoutSchema,
  orderDetailsSchema,
  orderPageSchema,
  reviewPageSchema,
  reviewSchema,
  serviceDetailsSchema,
  servicePageSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications } from '../src/db/schema';
import { collectiveMembers } from '../src/db/schemaCollectives';
import { engagements } from '../src/db/schemaCheckins';
import {
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceReviews,
} from '../src/db/schemaMarketplace';
import { grantAdmin, type RunningTestServer } from '../src/testServer';
import {
  registerUser,
  seedSkills,
  startServer,
  TEST_DB,
  TestClient,
  twoInstancesOnPostgres,
  type TestServer,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;

const serviceBody = (skills: number[] = [], overrides: Record<string, unknown> = {}) => ({
  title: 'Brand identity design',
  description: 'A logo, a palette and a one-page guide.',
  skills,
  tiers: [
    { name: 'Starter', price: 150, deliveryDays: 3, revisions: 1 },
    { name: 'Standard', price: 300, deliveryDays: 5, revisions: 2 },
  ],
  addOns: [
    { name: 'Source files', price: 40, extraDays: 1 },
    { name: 'Social kit', price: 25, extraDays: 0 },
  ],
  questions: [
    { text: 'What is the company called?', required: true },
    { text: 'Any colours you like?', required: false },
  ],
  ...overrides,
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function publishedService(seller: User, skills: number[] = [], overrides = {}) {
  const created = await seller.client.post(
    '/api/marketplace/services',
    serviceBody(skills, overrides),
  );
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const published = await seller.client.post(`/api/marketplace/services/${id}/status`, {
    status: 'published',
  });
  expect(published.status).toBe(200);
  return id;
}

/** Buys tier `tierIndex` of the service and pays on the local checkout page; the order id. */
async function paidOrder(
  buyer: User,
  serviceId: number,
  tierIndex = 0,
  addOnIndexes: number[] = [],
) {
  const bought = await buyer.client.post('/api/marketplace/orders', {
    serviceId,
    tierIndex,
    addOnIndexes,
  });
  expect(bought.status).toBe(201);
  const { order, checkoutUrl } = orderCheckoutSchema.parse(bought.body);
  const checkoutId = new URL(checkoutUrl).pathname.split('/').pop()!;
  const paid = await buyer.client.post(`/api/checkout/${checkoutId}/complete`, {});
  expect(paid.status).toBe(200);
  return order.id;
}

async function count(server: TestServer | RunningTestServer, userIds: number[], type: string) {
  const rows = await server.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, type as never)));
  return rows.length;
}

describe('the services marketplace', () => {
  let server: TestServer;
  let seller: User;
  let buyer: User;
  let skills: number[];
  beforeAll(async () => {
    server = await startServer();
    skills = await seedSkills(server);
    seller = await registerUser(server, { role: 'talent', name: 'Sam Seller' });
    buyer = await registerUser(server, { role: 'employer', name: 'Bea Buyer' });
  });
  afterAll(() => server.close());

  it('lets talent sell; a draft is theirs alone; employers cannot sell; bad input is 400 with field errors', async () => {
    const created = await seller.client.post(
      '/api/marketplace/services',
      serviceBody([skills[0]!]),
    );
    expect(created.status).toBe(201);
    const draft = serviceDetailsSchema.parse(created.body);
    expect(draft).toMatchObject({ status: 'draft', startingPrice: 150, fastestDeliveryDays: 3 });
    expect(draft.canManage).toBe(true);
    expect((await buyer.client.get(`/api/marketplace/services/${draft.id}`)).status).toBe(404);
    expect(
      (await buyer.client.post('/api/marketplace/orders', { serviceId: draft.id, tierIndex: 0 }))
        .status,
    ).toBe(404);

    const employerSells = await buyer.client.post('/api/marketplace/services', serviceBody());
    expect(employerSells.status).toBe(403);

    const bad = await seller.client.post('/api/marketplace/services', {
      ...serviceBody(),
      title: 'ab',
      tiers: [{ name: '', price: 2, deliveryDays: 0, revisions: 20 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.title).toEqual([MARKETPLACE_MESSAGES.titleLength]);
    expect(JSON.stringify(bad.body.fieldErrors)).toContain(MARKETPLACE_MESSAGES.priceInvalid);
    const unknownSkill = await seller.client.post(
      '/api/marketplace/services',
      serviceBody([999_999]),
    );
    expect(unknownSkill.status).toBe(400);
    expect(unknownSkill.body.fieldErrors.skills).toBeDefined();

    // Published, others see it; another talent may not change it (403).
    expect(
      (
        await seller.client.post(`/api/marketplace/services/${draft.id}/status`, {
          status: 'published',
        })
      ).status,
    ).toBe(200);
    const seen = serviceDetailsSchema.parse(
      (await buyer.client.get(`/api/marketplace/services/${draft.id}`)).body,
    );
    expect(seen).toMatchObject({ canManage: false, canBuy: true });
    const other = await registerUser(server, { role: 'talent' });
    expect(
      (await other.client.put(`/api/marketplace/services/${draft.id}`, serviceBody())).status,
    ).toBe(403);
  });

  it('browses published services by search, skill, price, delivery time and rating', async () => {
    const talent = await registerUser(server, { role: 'talent' });
    const cheap = await publishedService(talent, [skills[1]!], {
      title: 'Quick landing page copy',
      tiers: [{ name: 'One', price: 40, deliveryDays: 1, revisions: 0 }],
    });
    const pricey = await publishedService(talent, [skills[2]!], {
      title: 'Database tuning audit',
      tiers: [{ name: 'One', price: 2000, deliveryDays: 14, revisions: 1 }],
    });
    const list = async (query: string) =>
      servicePageSchema
        .parse((await buyer.client.get(`/api/marketplace/services?${query}`)).body)
        .items.map((s) => s.id);
    expect(await list('q=landing')).toEqual([cheap]);
    expect(await list(`skill=${skills[2]}`)).toEqual([pricey]);
    expect(await list('priceMax=50')).toContain(cheap);
    expect(await list('priceMax=50')).not.toContain(pricey);
    expect(await list('priceMin=1000')).toEqual([pricey]);
    expect(await list('deliveryMax=2')).toContain(cheap);
    expect(await list('deliveryMax=2')).not.toContain(pricey);
    expect(await list('ratingMin=4')).not.toContain(cheap);
    expect((await buyer.client.get('/api/marketplace/services?priceMax=abc')).status).toBe(400);
    const mine = await talent.client.get('/api/marketplace/services?scope=mine');
    expect(mine.body.items.map((s: { id: number }) => s.id).sort()).toEqual([cheap, pricey].sort());
  });

  it('buys a tier with add-ons; parallel payments of one order apply once; the seller is told', async () => {
    const serviceId = await publishedService(seller);
    const bought = await buyer.client.post('/api/marketplace/orders', {
      serviceId,
      tierIndex: 1,
      addOnIndexes: [0, 1],
    });
    expect(bought.status).toBe(201);
    const { order, checkoutUrl } = orderCheckoutSchema.parse(bought.body);
    expect(order).toMatchObject({
      state: 'pending_payment',
      side: 'buyer',
      total: 365,
      deliveryDays: 6,
      revisionsAllowed: 2,
      actions: ['pay', 'cancel'],
    });
    const checkoutId = new URL(checkoutUrl).pathname.split('/').pop()!;
    const page = await buyer.client.get(`/checkout/${checkoutId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('$365');
    expect((await seller.client.get(`/checkout/${checkoutId}`)).status).toBe(404);

    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        buyer.client.post(`/api/checkout/${checkoutId}/complete`, {}),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const paid = await server.app.db
      .select()
      .from(marketplaceOrderEvents)
      .where(
        and(eq(marketplaceOrderEvents.orderId, order.id), eq(marketplaceOrderEvents.kind, 'paid')),
      );
    expect(paid).toHaveLength(1);
    expect(await count(server, [seller.user.id], 'order_paid')).toBe(1);
    const details = orderDetailsSchema.parse(
      (await seller.client.get(`/api/marketplace/orders/${order.id}`)).body,
    );
    expect(details).toMatchObject({ state: 'awaiting_requirements', side: 'seller' });
    expect(details.conversationId).not.toBeNull();
    expect(details.requirementsDueAt).not.toBeNull();
    const sales = orderPageSchema.parse(
      (await seller.client.get('/api/marketplace/orders?role=seller')).body,
    );
    expect(sales.items.map((o) => o.id)).toContain(order.id);
  });

  it('takes the requirements, starts the engagement, loops delivery ⇄ revision within the tier, completes once, and takes one review per side', async () => {
    const serviceId = await publishedService(seller);
    const id = await paidOrder(buyer, serviceId, 0);
    const missing = await buyer.client.post(`/api/marketplace/orders/${id}/requirements`, {
      answers: ['', 'Blue'],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors['answers.0']).toEqual(['Answer this question']);
    const wrongCount = await buyer.client.post(`/api/marketplace/orders/${id}/requirements`, {
      answers: ['Acme'],
    });
    expect(wrongCount.status).toBe(400);
    expect(
      (
        await seller.client.post(`/api/marketplace/orders/${id}/requirements`, {
          answers: ['x', ''],
        })
      ).status,
    ).toBe(409);
    const started = await buyer.client.post(`/api/marketplace/orders/${id}/requirements`, {
      answers: ['Acme', ''],
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ state: 'in_progress', answers: ['Acme', ''] });
    expect(started.body.dueAt).not.toBeNull();
    const [engagement] = await server.app.db
      .select()
      .from(engagements)
      .where(eq(engagements.orderId, id));
    expect(engagement).toMatchObject({ employerId: buyer.user.id, talentId: seller.user.id });
    expect(started.body.engagementId).toBe(engagement!.id);
    // The check-ins apply: the engagement is listed for both sides.
    const talentSide = await seller.client.get('/api/engagements?side=talent');
    expect(talentSide.status).toBe(200);
    expect(talentSide.body.map((e: { id: number }) => e.id)).toContain(engagement!.id);
    const employerList = await buyer.client.get('/api/engagements?side=employer');
    expect(employerList.body.map((e: { id: number }) => e.id)).toContain(engagement!.id);
    const employerSide = await buyer.client.get(`/api/engagements/${engagement!.id}`);
    expect(employerSide.status).toBe(200);
    expect(employerSide.body.jobRequest.title).toBe('Brand identity design');

    const deliver = (message: string) =>
      seller.client.post(`/api/marketplace/orders/${id}/deliver`, { message });
    expect(
      (await buyer.client.post(`/api/marketplace/orders/${id}/deliver`, { message: 'x' })).status,
    ).toBe(409);
    expect((await deliver('   ')).status).toBe(400);
    expect((await deliver('Here is the logo.')).body.state).toBe('delivered');
    expect(await count(server, [buyer.user.id], 'order_delivered')).toBeGreaterThanOrEqual(1);
    const revision = await buyer.client.post(`/api/marketplace/orders/${id}/request-revision`, {
      message: 'A little greener, please.',
    });
    expect(revision.body).toMatchObject({ state: 'revision_requested', revisionsUsed: 1 });
    expect((await deliver('Greener now.')).body.actions).toEqual(['dispute']);
    // The Starter tier allows one revision: no second one.
    const second = await buyer.client.post(`/api/marketplace/orders/${id}/request-revision`, {
      message: 'Once more',
    });
    expect(second.status).toBe(409);

    // No review before completion.
    expect(
      (await buyer.client.put(`/api/marketplace/orders/${id}/review`, { rating: 5, body: 'Great' }))
        .status,
    ).toBe(409);
    const completions = await Promise.all(
      Array.from({ length: 4 }, () => buyer.client.post(`/api/marketplace/orders/${id}/complete`)),
    );
    expect(completions.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const done = orderDetailsSchema.parse(
      (await buyer.client.get(`/api/marketplace/orders/${id}`)).body,
    );
    expect(done).toMatchObject({ state: 'completed', canReview: true });
    expect(done.events.map((e) => e.kind)).toEqual([
      'placed',
      'paid',
      'requirements_submitted',
      'delivered',
      'revision_requested',
      'delivered',
      'completed',
    ]);

    const bad = await buyer.client.put(`/api/marketplace/orders/${id}/review`, {
      rating: 9,
      body: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.rating).toEqual([MARKETPLACE_MESSAGES.ratingInvalid]);
    const written = await buyer.client.put(`/api/marketplace/orders/${id}/review`, {
      rating: 4,
      body: 'Quick and clear.',
    });
    expect(written.status).toBe(200);
    expect(reviewSchema.parse(written.body)).toMatchObject({ side: 'buyer', rating: 4 });
    const edited = await buyer.client.put(`/api/marketplace/orders/${id}/review`, {
      rating: 5,
      body: 'Quick, clear, and they fixed everything.',
    });
    expect(edited.body.id).toBe(written.body.id);
    expect(
      (
        await seller.client.put(`/api/marketplace/orders/${id}/review`, {
          rating: 5,
          body: 'Clear brief.',
        })
      ).status,
    ).toBe(200);
    const service = serviceDetailsSchema.parse(
      (await buyer.client.get(`/api/marketplace/services/${serviceId}`)).body,
    );
    expect(service.rating).toEqual({ average: 5, count: 1 });
    expect(service.completedOrders).toBe(1);
    const reviews = reviewPageSchema.parse(
      (await buyer.client.get(`/api/marketplace/reviews?serviceId=${serviceId}`)).body,
    );
    expect(reviews.items.map((r) => r.body)).toEqual(['Quick, clear, and they fixed everything.']);
    const profile = await buyer.client.get(`/api/profile/${seller.user.id}`);
    expect(profile.body.serviceRating).toEqual({ average: 5, count: 1 });

    // After 7 days a review can no longer be edited (its writing time moved back a week).
    await server.app.db
      .update(marketplaceReviews)
      .set({ createdAt: new Date(server.app.now().getTime() - 7 * DAY - 60_000) })
      .where(eq(marketplaceReviews.id, written.body.id));
    expect(
      (
        await buyer.client.put(`/api/marketplace/orders/${id}/review`, {
          rating: 1,
          body: 'Changed my mind',
        })
      ).status,
    ).toBe(409);
  });

  it('sells as a collective: its managers manage the service, a member delivers, both see the sale; the other side hears live', async () => {
    const owner = await registerUser(server, { role: 'talent', name: 'Olga Owner' });
    const member = await registerUser(server, { role: 'talent', name: 'Max Member' });
    const made = await owner.client.post('/api/collectives', { name: 'Type Foundry' });
    expect(made.status).toBe(201);
    const collectiveId = made.body.id as number;
    const sellers = await owner.client.get('/api/marketplace/sellers');
    expect(sellers.body).toEqual([
      { kind: 'talent', id: owner.user.id, name: 'Olga Owner' },
      { kind: 'collective', id: collectiveId, name: 'Type Foundry' },
    ]);
    const asCollective = { ...serviceBody(), sellerKind: 'collective', collectiveId };
    // Not a member: refused on the field; a talent who does not manage it: refused too.
    const notMember = await owner.client.post('/api/marketplace/services', {
      ...asCollective,
      deliveredByUserId: member.user.id,
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.fieldErrors.deliveredByUserId).toBeDefined();
    const outsider = await member.client.post('/api/marketplace/services', asCollective);
    expect(outsider.status).toBe(400);
    expect(outsider.body.fieldErrors.collectiveId).toBeDefined();

    await server.app.db.insert(collectiveMembers).values({
      collectiveId,
      userId: member.user.id,
      role: 'member',
      state: 'active',
    });
    const created = await owner.client.post('/api/marketplace/services', {
      ...asCollective,
      deliveredByUserId: member.user.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.seller).toMatchObject({ kind: 'collective', id: collectiveId });
    expect(created.body.deliveredBy.id).toBe(member.user.id);
    // A plain member delivers but does not manage the service.
    expect(
      (await member.client.put(`/api/marketplace/services/${created.body.id}`, serviceBody()))
        .status,
    ).toBe(404);
    await owner.client.post(`/api/marketplace/services/${created.body.id}/status`, {
      status: 'published',
    });

    const id = await paidOrder(buyer, created.body.id);
    for (const seller of [owner, member]) {
      const sales = await seller.client.get('/api/marketplace/orders?role=seller');
      expect(sales.body.items.map((o: { id: number }) => o.id)).toContain(id);
    }
    expect(await count(server, [owner.user.id, member.user.id], 'order_paid')).toBe(2);
    await buyer.client.post(`/api/marketplace/orders/${id}/requirements`, {
      answers: ['Acme', ''],
    });
    const delivered = await member.client.post(`/api/marketplace/orders/${id}/deliver`, {
      message: 'Done',
    });
    expect(delivered.body.state).toBe('delivered');
    const heard = await server.app.db
      .select({ data: liveEvents.data })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, buyer.user.id), eq(liveEvents.type, 'marketplace-order')));
    expect(heard.map((e) => e.data)).toContainEqual({ orderId: id, change: 'delivered' });
  });

  it('answers 404 for another person’s order on every route', async () => {
    const serviceId = await publishedService(seller);
    const id = await paidOrder(buyer, serviceId);
    const stranger = await registerUser(server, { role: 'employer' });
    const c = stranger.client;
    const base = `/api/marketplace/orders/${id}`;
    const calls = [
      c.get(base),
      c.post(`${base}/checkout`),
      c.post(`${base}/requirements`, { answers: ['a', ''] }),
      c.post(`${base}/deliver`, { message: 'x' }),
      c.post(`${base}/request-revision`, { message: 'x' }),
      c.post(`${base}/complete`),
      c.post(`${base}/cancel`, {}),
      c.post(`${base}/dispute`, { reason: 'x' }),
      c.put(`${base}/review`, { rating: 5, body: 'x' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect((await c.get('/api/marketplace/orders')).body.items).toEqual([]);
    expect((await c.get(`/api/admin/marketplace/orders/${id}`)).status).toBe(403);
  });

  it('cancels before the requirements (refunded), and admins resolve disputes', async () => {
    const serviceId = await publishedService(seller);
    const cancelled = await paidOrder(buyer, serviceId);
    const res = await buyer.client.post(`/api/marketplace/orders/${cancelled}/cancel`, {
      reason: 'Changed plans',
    });
    expect(res.body).toMatchObject({ state: 'cancelled', paymentStatus: 'refunded' });
    expect(await count(server, [seller.user.id], 'order_cancelled')).toBeGreaterThanOrEqual(1);

    const id = await paidOrder(buyer, serviceId);
    await buyer.client.post(`/api/marketplace/orders/${id}/requirements`, {
      answers: ['Acme', ''],
    });
    await seller.client.post(`/api/marketplace/orders/${id}/deliver`, { message: 'Done' });
    expect((await buyer.client.post(`/api/marketplace/orders/${id}/cancel`, {})).status).toBe(409);
    const disputed = await buyer.client.post(`/api/marketplace/orders/${id}/dispute`, {
      reason: 'This is not what we agreed.',
    });
    expect(disputed.body).toMatchObject({ state: 'disputed', actions: [] });
    expect(disputed.body.dispute).toMatchObject({ openedBy: 'buyer' });

    const adminUser = await registerUser(server, { role: 'employer' });
    await grantAdmin(server.app, adminUser.user.id);
    expect((await buyer.client.get('/api/admin/marketplace/disputes')).status).toBe(403);
    const queue = orderPageSchema.parse(
      (await adminUser.client.get('/api/admin/marketplace/disputes')).body,
    );
    expect(queue.items.map((o) => o.id)).toContain(id);
    const noNote = await adminUser.client.post(`/api/admin/marketplace/orders/${id}/resolve`, {
      resolution: 'refund',
    });
    expect(noNote.status).toBe(400);
    const resolved = await adminUser.client.post(`/api/admin/marketplace/orders/${id}/resolve`, {
      resolution: 'refund',
      note: 'The delivery did not match the tier.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ state: 'cancelled', paymentStatus: 'refunded' });
    expect(resolved.body.dispute).toMatchObject({ resolution: 'refund' });
    expect(
      (
        await adminUser.client.post(`/api/admin/marketplace/orders/${id}/resolve`, {
          resolution: 'complete',
          note: 'again',
        })
      ).status,
    ).toBe(409);
    expect(await count(server, [buyer.user.id, seller.user.id], 'order_resolved')).toBe(2);
  });

  it('the scheduler cancels and refunds after 48 h without requirements, and completes 14 days after a delivery', async () => {
    // Fresh sessions: the clock jumps past the sessions' 7-day idle expiry below.
    const seller = await registerUser(server, { role: 'talent' });
    const buyer = await registerUser(server, { role: 'employer' });
    const serviceId = await publishedService(seller);
    const waiting = await paidOrder(buyer, serviceId);
    const delivered = await paidOrder(buyer, serviceId);
    await buyer.client.post(`/api/marketplace/orders/${delivered}/requirements`, {
      answers: ['Acme', ''],
    });
    await seller.client.post(`/api/marketplace/orders/${delivered}/deliver`, { message: 'Done' });
    server.advanceClock(ORDER_REQUIREMENTS_WINDOW_MS - 60_000);
    await server.runScheduledWork();
    expect((await buyer.client.get(`/api/marketplace/orders/${waiting}`)).body.state).toBe(
      'awaiting_requirements',
    );
    server.advanceClock(120_000);
    await server.runScheduledWork();
    expect((await buyer.client.get(`/api/marketplace/orders/${waiting}`)).body).toMatchObject({
      state: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect((await buyer.client.get(`/api/marketplace/orders/${delivered}`)).body.state).toBe(
      'delivered',
    );
    server.advanceClock(ORDER_AUTO_COMPLETE_MS);
    await server.runScheduledWork();
    const completed = await server.app.services.marketplace.orders.adminDetails(delivered);
    expect(completed.state).toBe('completed');
    expect(completed.events.at(-1)).toMatchObject({ kind: 'auto_completed', actor: 'system' });
    expect(await count(server, [seller.user.id], 'order_completed')).toBe(1);
  });
});

if (TEST_DB === 'postgres') {
  describe('the marketplace on two instances of one PostgreSQL database', () => {
    const instances = twoInstancesOnPostgres();

    it('cancels an order without requirements once and auto-completes a delivery once when both run at once', async () => {
      const [a, b] = instances as [RunningTestServer, RunningTestServer];
      const onA = { ...a, client: () => new TestClient(a.url) } as TestServer;
      const seller = await registerUser(onA, { role: 'talent' });
      const buyer = await registerUser(onA, { role: 'employer' });
      const serviceId = await publishedService(seller);
      const waiting = [await paidOrder(buyer, serviceId), await paidOrder(buyer, serviceId)];
      const delivered = await paidOrder(buyer, serviceId);
      await buyer.client.post(`/api/marketplace/orders/${delivered}/requirements`, {
        answers: ['Acme', ''],
      });
      await seller.client.post(`/api/marketplace/orders/${delivered}/deliver`, { message: 'Done' });
      const both = (ms: number) => {
        a.advanceClock(ms);
        b.advanceClock(ms);
      };
      both(ORDER_AUTO_COMPLETE_MS + 60_000);
      await Promise.all([
        a.runScheduledWork(),
        b.runScheduledWork(),
        a.app.services.marketplace.runRequirements(),
        b.app.services.marketplace.runRequirements(),
        a.app.services.marketplace.runAutoComplete(),
        b.app.services.marketplace.runAutoComplete(),
      ]);
      const rows = await a.app.db
        .select()
        .from(marketplaceOrders)
        .where(inArray(marketplaceOrders.id, [...waiting, delivered]));
      expect(rows.map((r) => [r.id, r.state]).sort()).toEqual(
        [
          [waiting[0], 'cancelled'],
          [waiting[1], 'cancelled'],
          [delivered, 'completed'],
        ].sort(),
      );
      const events = await a.app.db
        .select()
        .from(marketplaceOrderEvents)
        .where(
          and(
            inArray(marketplaceOrderEvents.orderId, [...waiting, delivered]),
            inArray(marketplaceOrderEvents.kind, ['requirements_expired', 'auto_completed']),
          ),
        );
      expect(events).toHaveLength(3);
      expect(await count(a, [buyer.user.id], 'order_cancelled')).toBe(2);
      expect(await count(a, [buyer.user.id], 'order_completed')).toBe(1);
    });
  });
}
