import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPageSchema, type NotificationType } from '@hireloop/sdk/schemas';
import {
  activateSubscription,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';
import { openStream } from './sseClient';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Creates `count` notifications for the user through the service other services call. */
async function notifyMany(userId: number, count: number, type: NotificationType = 'bid_received') {
  for (let i = 1; i <= count; i++) {
    await server.app.services.notifications.notify(server.app.db, userId, {
      type,
      title: `Notification ${i}`,
      body: `Body ${i}`,
      link: i % 2 ? '/bid-manager' : null,
    });
  }
}

async function allPages(client: TestClient, query = ''): Promise<{ title: string; id: number }[]> {
  const items: { title: string; id: number }[] = [];
  let cursor: string | null = null;
  do {
    const sep: string = query ? '&' : '';
    const res: { status: number; body: any } = await client.get(
      `/api/notifications?limit=4${sep}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

describe('GET /api/notifications', () => {
  it('answers 401 without a session', async () => {
    expect((await server.client().get('/api/notifications')).status).toBe(401);
    expect((await server.client().post('/api/notifications/read-all')).status).toBe(401);
    expect((await server.client().post('/api/notifications/1/read')).status).toBe(401);
  });

  it('is empty for a new user', async () => {
    const { client } = await registerUser(server);
    const res = await client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
  });

  it('lists newest first in the sdk shape, with the unread count', async () => {
    const { client, user } = await registerUser(server);
    await notifyMany(user.id, 3);
    const res = await client.get('/api/notifications');
    expect(notificationPageSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.items.map((n: { title: string }) => n.title)).toEqual([
      'Notification 3',
      'Notification 2',
      'Notification 1',
    ]);
    expect(res.body.items[2]).toMatchObject({
      type: 'bid_received',
      body: 'Body 1',
      link: '/bid-manager',
      read: false,
    });
    expect(res.body.items[1].link).toBeNull();
    expect(res.body.unreadCount).toBe(3);
    expect(res.body.nextCursor).toBeNull();
  });

  it('pages with a cursor: every notification once, in order', async () => {
    const { client, user } = await registerUser(server);
    await notifyMany(user.id, 10);
    const first = await client.get('/api/notifications?limit=4');
    expect(first.body.items).toHaveLength(4);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.unreadCount).toBe(10);
    const titles = (await allPages(client)).map((n) => n.title);
    expect(titles).toEqual(Array.from({ length: 10 }, (_, i) => `Notification ${10 - i}`));
  });

  it('filters unread ones only, and pages through them', async () => {
    const { client, user } = await registerUser(server);
    await notifyMany(user.id, 9);
    const all = await allPages(client);
    for (const n of all.filter((_, i) => i % 3 === 0)) {
      expect((await client.post(`/api/notifications/${n.id}/read`)).body).toEqual({ ok: true });
    }
    const unread = await allPages(client, 'unreadOnly=true');
    expect(unread.map((n) => n.title)).toEqual(
      all.filter((_, i) => i % 3 !== 0).map((n) => n.title),
    );
    expect((await client.get('/api/notifications?unreadOnly=false')).body.items).toHaveLength(9);
    expect((await client.get('/api/notifications')).body.unreadCount).toBe(6);
  });

  it('refuses a cursor or limit it did not make', async () => {
    const { client } = await registerUser(server);
    expect((await client.get('/api/notifications?cursor=nonsense!')).status).toBe(400);
    expect((await client.get('/api/notifications?cursor=WzEsMl0')).status).toBe(400);
    expect((await client.get('/api/notifications?limit=0')).status).toBe(400);
    expect((await client.get('/api/notifications?limit=101')).status).toBe(400);
    expect((await client.get('/api/notifications?unreadOnly=maybe')).status).toBe(400);
  });
});

describe('marking notifications read', () => {
  it('marks one read; marking it again is fine', async () => {
    const { client, user } = await registerUser(server);
    await notifyMany(user.id, 2);
    const [newest] = (await client.get('/api/notifications')).body.items;
    expect((await client.post(`/api/notifications/${newest.id}/read`)).body).toEqual({ ok: true });
    expect((await client.post(`/api/notifications/${newest.id}/read`)).status).toBe(200);
    const after = (await client.get('/api/notifications')).body;
    expect(after.items[0]).toMatchObject({ id: newest.id, read: true });
    expect(after.items[1].read).toBe(false);
    expect(after.unreadCount).toBe(1);
  });

  it('marks all read', async () => {
    const { client, user } = await registerUser(server);
    await notifyMany(user.id, 5);
    expect((await client.post('/api/notifications/read-all')).body).toEqual({ ok: true });
    const after = (await client.get('/api/notifications')).body;
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await client.get('/api/notifications?unreadOnly=true')).body.items).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const { client } = await registerUser(server);
    expect((await client.post('/api/notifications/2147483647/read')).status).toBe(404);
    expect((await client.post('/api/notifications/99999999999/read')).status).toBe(404);
    expect((await client.post('/api/notifications/abc/read')).status).toBe(400);
  });
});

describe('isolation', () => {
  it('a user never sees, reads or marks another user’s notifications', async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    await notifyMany(alice.user.id, 3);
    const aliceItems = (await alice.client.get('/api/notifications')).body.items;
    expect(aliceItems).toHaveLength(3);

    const bobs = await bob.client.get('/api/notifications');
    expect(bobs.body).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
    // A cursor made from Alice's ids still only pages Bob's own.
    const first = await alice.client.get('/api/notifications?limit=1');
    expect(
      (await bob.client.get(`/api/notifications?cursor=${first.body.nextCursor}`)).body.items,
    ).toEqual([]);

    const res = await bob.client.post(`/api/notifications/${aliceItems[0].id}/read`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Notification not found' });
    await bob.client.post('/api/notifications/read-all');
    expect((await alice.client.get('/api/notifications')).body.unreadCount).toBe(3);
  });
});

describe('notifications created by the marketplace', () => {
  it('a completed checkout notifies the subscriber and announces the subscription live', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const stream = await openStream(client);
    try {
      const start = await client.post('/api/stripe/create-checkout-session', {
        stripePriceId: 'price_local_employer_month',
        isLifetime: false,
        isEmployer: true,
      });
      expect(start.status).toBe(200);
      const id = new URL(start.body.url).pathname.split('/').pop();
      expect((await client.post(`/api/checkout/${id}/complete`, {})).status).toBe(200);

      const page = (await client.get('/api/notifications')).body;
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        type: 'subscription_activated',
        title: 'Subscription activated',
        body: 'Your Employer Monthly plan is active.',
        link: '/subscription',
        read: false,
      });
      expect(page.unreadCount).toBe(1);

      const events = [await stream.next(), await stream.next()];
      expect(events.map((e) => e.event).sort()).toEqual(['notification', 'subscription']);
      expect(events.find((e) => e.event === 'subscription')!.data).toEqual({
        type: 'subscription',
        data: { accountType: 'employer' },
      });
      expect(events.find((e) => e.event === 'notification')!.data.data.id).toBe(page.items[0].id);
    } finally {
      stream.close();
    }
  });

  it('a talent checkout notifies the talent once, even when activated again on the same plan', async () => {
    const { client, user } = await registerUser(server, { role: 'talent' });
    const start = await client.post('/api/stripe/create-checkout-session', {
      priceId: 'price_local_talent_lifetime',
      isEmployer: false,
      timestamp: Date.now(),
    });
    const id = new URL(start.body.url).pathname.split('/').pop();
    expect((await client.post(`/api/checkout/${id}/complete`, {})).status).toBe(200);
    await server.app.services.subscriptions.activate({
      userId: user.id,
      accountType: 'talent',
      planId: 'talent-lifetime',
      provider: 'local',
      status: 'lifetime',
      periodStart: new Date(),
      periodEnd: null,
    });
    const items = (await client.get('/api/notifications')).body.items;
    expect(items.map((n: { body: string }) => n.body)).toEqual([
      'Your Lite Lifetime plan is active.',
    ]);
  });

  it('a direct job request notifies the talent it is addressed to, and nobody else', async () => {
    const employer = await registerUser(server, { role: 'employer', name: 'Grace' });
    await activateSubscription(server, employer.user.id, 'employer-lifetime');
    const talent = await registerUser(server, { role: 'talent' });
    const bystander = await registerUser(server, { role: 'talent' });
    const form = {
      title: 'Data pipeline',
      description: 'Three weeks',
      type: 'project',
      requestTarget: 'direct',
      talentId: talent.user.id,
    };
    expect((await employer.client.post('/api/job-requests', form)).status).toBe(201);
    const items = (await talent.client.get('/api/notifications')).body.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'direct_job_request',
      title: 'New direct job request',
      body: 'Grace sent you a job request: Data pipeline',
      link: '/opportunities',
      read: false,
    });
    expect((await bystander.client.get('/api/notifications')).body.items).toEqual([]);
    expect((await employer.client.get('/api/notifications')).body.items).toEqual([]);
  });

  it('a public job request notifies nobody; an edit that addresses it to a talent notifies them once', async () => {
    const employer = await registerUser(server, { role: 'employer' });
    await activateSubscription(server, employer.user.id, 'employer-lifetime');
    const talent = await registerUser(server, { role: 'talent' });
    const form = { title: 'Audit', description: 'One week', type: 'task' };
    const created = await employer.client.post('/api/job-requests', form);
    expect(created.status).toBe(201);
    expect((await talent.client.get('/api/notifications')).body.items).toEqual([]);

    const direct = { ...form, requestTarget: 'direct', talentId: talent.user.id };
    const path = `/api/job-requests/${created.body.id}`;
    expect((await employer.client.patch(path, direct)).status).toBe(200);
    expect((await employer.client.patch(path, { ...direct, title: 'Audit v2' })).status).toBe(200);
    const items = (await talent.client.get('/api/notifications')).body.items;
    expect(items.map((n: { type: string }) => n.type)).toEqual(['direct_job_request']);
  });
});
