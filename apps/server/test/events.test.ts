/**
 * Events (issue 17): hosting (company members who can write, a collective's owner and admins, the
 * platform's admins), drafts (404 to others) and unlisted events (reachable by id, never listed),
 * registration with capacity under parallel requests (20 for 5 places: exactly 5 confirmed, 15
 * waitlisted in arrival order), the first-in-first-out waitlist with 24 h offers passed on by the
 * scheduler, approval, check-in codes, the online link only for confirmed attendees and hosts,
 * the calendar file, the reminder and the cancellation notifications. With two instances on one
 * PostgreSQL database, an expired offer passes on once and a reminder goes out once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { EVENT_OFFER_MS } from '@hireloop/sdk';
import {
  EVENT_MESSAGES,
  eventDetailsSchema,
  eventPageSchema,
  registrationListSchema,
} from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { collectiveMembers, collectives } from '../src/db/schemaCollectives';
import { eventRegistrations } from '../src/db/schemaEvents';
import { companyMembers } from '../src/db/schemaTeam';
import { grantAdmin, type RunningTestServer } from '../src/testServer';
import {
  twoInstancesOnPostgres,
  registerUser,
  startServer,
  TEST_DB,
  TestClient,
  type TestServer,
} from './helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function eventBody(server: { app: { now(): Date } }, overrides: Record<string, unknown> = {}) {
  const start = server.app.now().getTime() + 3 * DAY;
  return {
    title: 'Rust, WASM; and you',
    description: 'Bring a laptop.\nDoors open at 6.',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * HOUR).toISOString(),
    timezone: 'Europe/Berlin',
    onlineUrl: 'https://meet.example/rust',
    hostKind: 'company',
    ...overrides,
  };
}

type Client = TestClient;
async function hostedEvent(
  server: TestServer,
  host: Client,
  overrides: Record<string, unknown> = {},
  publish = true,
) {
  const created = await host.post('/api/events', eventBody(server, overrides));
  expect(created.status).toBe(201);
  if (publish) expect((await host.post(`/api/events/${created.body.id}/publish`)).status).toBe(200);
  return created.body.id as number;
}

async function countNotifications(server: TestServer, userIds: number[], type: string) {
  if (!userIds.length) return 0;
  const rows = await server.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, type as never)));
  return rows.length;
}

describe('events', () => {
  let server: TestServer;
  let host: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    server = await startServer();
    host = await registerUser(server, { role: 'employer', name: 'Host Employer' });
  });
  afterAll(() => server.close());

  it('a draft is seen only by its hosts; published, it is listed; another company cannot edit it (403)', async () => {
    const id = await hostedEvent(server, host.client, {}, false);
    const other = await registerUser(server);
    expect((await other.client.get(`/api/events/${id}`)).status).toBe(404);
    expect((await other.client.put(`/api/events/${id}`, eventBody(server))).status).toBe(404);
    expect((await other.client.post(`/api/events/${id}/registration`)).status).toBe(404);
    const listed = await other.client.get('/api/events');
    expect(eventPageSchema.parse(listed.body).items.map((e) => e.id)).not.toContain(id);
    const hosting = await host.client.get('/api/events?scope=hosting');
    expect(hosting.body.items.map((e: { id: number }) => e.id)).toContain(id);
    const mine = await host.client.get(`/api/events/${id}`);
    expect(eventDetailsSchema.parse(mine.body)).toMatchObject({ status: 'draft', canManage: true });

    expect((await host.client.post(`/api/events/${id}/publish`)).status).toBe(200);
    const seen = await other.client.get(`/api/events/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.canManage).toBe(false);
    expect(
      (await other.client.get('/api/events')).body.items.map((e: { id: number }) => e.id),
    ).toContain(id);

    const otherEmployer = await registerUser(server, { role: 'employer' });
    expect((await otherEmployer.client.put(`/api/events/${id}`, eventBody(server))).status).toBe(
      403,
    );
    expect((await otherEmployer.client.post(`/api/events/${id}/cancel`)).status).toBe(403);
    expect((await otherEmployer.client.get(`/api/events/${id}/registrations`)).status).toBe(403);
    expect(
      (await otherEmployer.client.post(`/api/events/${id}/messages`, { body: 'hi' })).status,
    ).toBe(403);
  });

  it('a company viewer cannot host; a member who can write can', async () => {
    const viewer = await registerUser(server, { role: 'employer' });
    const [membership] = await server.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, host.user.id));
    await server.app.db
      .update(companyMembers)
      .set({ role: 'viewer' })
      .where(eq(companyMembers.userId, viewer.user.id));
    expect((await viewer.client.post('/api/events', eventBody(server))).status).toBe(403);
    expect(membership!.role).toBe('owner');
  });

  it('bad input is a 400 with field errors', async () => {
    const res = await host.client.post(
      '/api/events',
      eventBody(server, {
        title: 'x',
        endsAt: new Date(server.app.now().getTime()).toISOString(),
        onlineUrl: '',
        capacity: -1,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      title: [EVENT_MESSAGES.titleLength],
      endsAt: [EVENT_MESSAGES.endsBeforeStarts],
      onlineUrl: [EVENT_MESSAGES.placeRequired],
      capacity: [EVENT_MESSAGES.capacityInvalid],
    });
    const collective = await host.client.post(
      '/api/events',
      eventBody(server, { hostKind: 'collective' }),
    );
    expect(collective.body.fieldErrors).toMatchObject({
      hostCollectiveId: [EVENT_MESSAGES.collectiveRequired],
    });
    expect((await host.client.get('/api/events?when=soon')).status).toBe(400);
    expect((await host.client.get('/api/events?cursor=%%%')).status).toBe(400);
    const id = await hostedEvent(server, host.client);
    const check = await host.client.post(`/api/events/${id}/check-in`, { code: 'O0I1L' });
    expect(check.status).toBe(400);
    expect(check.body.fieldErrors.code).toEqual([EVENT_MESSAGES.codeInvalid]);
  });

  it('an unlisted event is reachable by id but never listed', async () => {
    const id = await hostedEvent(server, host.client, {
      visibility: 'unlisted',
      title: 'Unlisted one',
    });
    const other = await registerUser(server);
    expect((await other.client.get(`/api/events/${id}`)).status).toBe(200);
    const search = await other.client.get('/api/events?q=Unlisted%20one');
    expect(search.body.items).toEqual([]);
  });

  it('20 parallel registrations for 5 places: exactly 5 confirmed and 15 waitlisted in arrival order', async () => {
    const id = await hostedEvent(server, host.client, { capacity: 5 });
    // Accounts one after the other (the password pool refuses a burst of sign-ups with a 503).
    const people: Awaited<ReturnType<typeof registerUser>>[] = [];
    for (let i = 0; i < 20; i++) people.push(await registerUser(server));
    const answers = await Promise.all(
      people.map((p) => p.client.post(`/api/events/${id}/registration`)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await server.app.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(eventRegistrations.id);
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 5).every((r) => r.state === 'confirmed')).toBe(true);
    expect(rows.slice(5).every((r) => r.state === 'waitlisted')).toBe(true);
    const list = registrationListSchema.parse(
      (await host.client.get(`/api/events/${id}/registrations`)).body,
    );
    expect(list.filter((r) => r.state === 'waitlisted').map((r) => r.position)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    const event = (await people[0]!.client.get(`/api/events/${id}`)).body;
    expect(event).toMatchObject({ attendeeCount: 5, waitlistCount: 15, placesLeft: 0 });
  });

  it('the online link is only for confirmed attendees and hosts, in the server answer', async () => {
    const id = await hostedEvent(server, host.client, { capacity: 1 });
    const first = await registerUser(server);
    const second = await registerUser(server);
    const stranger = await registerUser(server);
    const a = await first.client.post(`/api/events/${id}/registration`);
    expect(a.body).toMatchObject({ onlineUrl: 'https://meet.example/rust' });
    expect(a.body.myRegistration.state).toBe('confirmed');
    expect(a.body.myRegistration.checkInCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const b = await second.client.post(`/api/events/${id}/registration`);
    expect(b.body.onlineUrl).toBeNull();
    expect(b.body.myRegistration).toMatchObject({
      state: 'waitlisted',
      position: 1,
      checkInCode: null,
    });
    expect((await stranger.client.get(`/api/events/${id}`)).body.onlineUrl).toBeNull();
    expect((await host.client.get(`/api/events/${id}`)).body.onlineUrl).toBe(
      'https://meet.example/rust',
    );
    const listed = await stranger.client.get('/api/events');
    expect(JSON.stringify(listed.body)).not.toContain('meet.example');
    const ics = await second.client.get(`/api/events/${id}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Rust\\, WASM\\; and you');
    expect(ics.body).toContain('DESCRIPTION:Bring a laptop.\\nDoors open at 6.');
    expect(ics.body).not.toContain('meet.example');
    const confirmedIcs = await first.client.get(`/api/events/${id}/calendar.ics`);
    expect(confirmedIcs.body).toContain('meet.example/rust');
  });

  it('a freed place is offered to the first waitlisted person; the offer passes on at expiry, once', async () => {
    const id = await hostedEvent(server, host.client, { capacity: 1 });
    const [holder, next, after] = await Promise.all([
      registerUser(server),
      registerUser(server),
      registerUser(server),
    ]);
    await holder!.client.post(`/api/events/${id}/registration`);
    await next!.client.post(`/api/events/${id}/registration`);
    await after!.client.post(`/api/events/${id}/registration`);
    expect((await next!.client.post(`/api/events/${id}/registration/claim`)).status).toBe(409);

    const left = await holder!.client.delete(`/api/events/${id}/registration`);
    expect(left.body.myRegistration.state).toBe('cancelled');
    const offered = (await next!.client.get(`/api/events/${id}`)).body;
    expect(offered.myRegistration.state).toBe('offered');
    const expiresIn =
      Date.parse(offered.myRegistration.offerExpiresAt) - server.app.now().getTime();
    expect(expiresIn).toBeGreaterThan(EVENT_OFFER_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(EVENT_OFFER_MS);
    expect(offered.onlineUrl).toBeNull();
    expect((await after!.client.get(`/api/events/${id}`)).body.myRegistration).toMatchObject({
      state: 'waitlisted',
      position: 1,
    });
    expect(await countNotifications(server, [next!.user.id], 'event_offered')).toBe(1);

    server.advanceClock(EVENT_OFFER_MS + 1000);
    expect((await next!.client.post(`/api/events/${id}/registration/claim`)).status).toBe(409);
    await server.app.services.events.runOffers();
    await server.app.services.events.runOffers();
    expect((await next!.client.get(`/api/events/${id}`)).body.myRegistration.state).toBe(
      'cancelled',
    );
    expect((await after!.client.get(`/api/events/${id}`)).body.myRegistration.state).toBe(
      'offered',
    );
    expect(await countNotifications(server, [after!.user.id], 'event_offered')).toBe(1);

    const claimed = await after!.client.post(`/api/events/${id}/registration/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body.myRegistration.state).toBe('confirmed');
    expect(claimed.body.onlineUrl).toBe('https://meet.example/rust');
  });

  it('approval: hosts approve pending registrations; others cannot (403)', async () => {
    const id = await hostedEvent(server, host.client, { joinMode: 'approval', capacity: 2 });
    const person = await registerUser(server);
    const reg = await person.client.post(`/api/events/${id}/registration`);
    expect(reg.body.myRegistration.state).toBe('pending');
    expect((await host.client.get(`/api/events/${id}`)).body.pendingCount).toBe(1);
    const regId = reg.body.myRegistration.id;
    expect(
      (await person.client.post(`/api/events/${id}/registrations/${regId}/approve`)).status,
    ).toBe(403);
    const approved = await host.client.post(`/api/events/${id}/registrations/${regId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'confirmed', user: { id: person.user.id } });
    expect(await countNotifications(server, [person.user.id], 'event_approved')).toBe(1);
    expect(
      (await host.client.post(`/api/events/${id}/registrations/${regId}/approve`)).status,
    ).toBe(409);
    expect((await host.client.post(`/api/events/${id}/registrations/999999/approve`)).status).toBe(
      404,
    );
    const declined = await host.client.post(`/api/events/${id}/registrations/${regId}/decline`);
    expect(declined.body.state).toBe('cancelled');
    expect(await countNotifications(server, [person.user.id], 'event_declined')).toBe(1);
  });

  it('hosts check attendees in by code (any case), once', async () => {
    const id = await hostedEvent(server, host.client);
    const person = await registerUser(server);
    const reg = await person.client.post(`/api/events/${id}/registration`);
    const code: string = reg.body.myRegistration.checkInCode;
    const checked = await host.client.post(`/api/events/${id}/check-in`, {
      code: `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`,
    });
    expect(checked.status).toBe(200);
    expect(checked.body.state).toBe('attended');
    const again = await host.client.post(`/api/events/${id}/check-in`, { code });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.code).toHaveLength(1);
    expect((await person.client.post(`/api/events/${id}/check-in`, { code })).status).toBe(403);
    expect((await person.client.delete(`/api/events/${id}/registration`)).status).toBe(409);
  });

  it('cancelling notifies everyone registered; hosts message attendees; the reminder goes once', async () => {
    const id = await hostedEvent(server, host.client, { capacity: 1 });
    const people = [await registerUser(server), await registerUser(server)];
    for (const p of people) await p.client.post(`/api/events/${id}/registration`);
    const ids = people.map((p) => p.user.id);

    const sent = await host.client.post(`/api/events/${id}/messages`, { body: 'Room 4B' });
    expect(sent.body).toEqual({ sent: 2 });
    expect(await countNotifications(server, ids, 'event_message')).toBe(2);

    server.advanceClock(2 * DAY + HOUR);
    await server.app.services.events.runReminders();
    await server.app.services.events.runReminders();
    // Only the confirmed attendee is reminded.
    expect(await countNotifications(server, ids, 'event_reminder')).toBe(1);

    const cancelled = await host.client.post(`/api/events/${id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await countNotifications(server, ids, 'event_cancelled')).toBe(2);
    expect((await people[0]!.client.post(`/api/events/${id}/registration`)).status).toBe(409);
    expect((await host.client.post(`/api/events/${id}/cancel`)).status).toBe(409);
  });

  it('lists upcoming and past with filters and search', async () => {
    const skill = 424242;
    const online = await hostedEvent(server, host.client, {
      title: 'Filter online',
      skills: [skill],
    });
    const inPerson = await hostedEvent(server, host.client, {
      title: 'Filter in person',
      onlineUrl: '',
      address: '1 Main St',
      skills: [skill],
    });
    const client = (await registerUser(server)).client;
    const ids = async (query: string) => {
      const res = await client.get(`/api/events?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.map((e: { id: number }) => e.id);
    };
    expect(await ids(`skill=${skill}&format=online`)).toEqual([online]);
    expect(await ids(`skill=${skill}&format=in_person`)).toEqual([inPerson]);
    expect(await ids(`skill=${skill}&q=in%20person`)).toEqual([inPerson]);
    expect(await ids(`skill=${skill}&host=platform`)).toEqual([]);
    const page = await client.get(`/api/events?skill=${skill}&limit=1`);
    expect(page.body.nextCursor).not.toBeNull();
    const second = await client.get(
      `/api/events?skill=${skill}&limit=1&cursor=${page.body.nextCursor}`,
    );
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(page.body.items[0].id);
    const feed = await server.app.services.events.publicUpcomingMatching(null, [skill], 10);
    expect(feed.map((e) => e.id).sort()).toEqual([online, inPerson].sort());
    server.advanceClock(4 * DAY);
    expect(await ids(`skill=${skill}&when=past`)).toEqual(
      expect.arrayContaining([online, inPerson]),
    );
    expect(await ids(`skill=${skill}`)).toEqual([]);
  });

  it('collective events are hosted by its owner and admins; platform events by admins', async () => {
    const owner = await registerUser(server);
    const member = await registerUser(server);
    const [collective] = await server.app.db
      .insert(collectives)
      .values({
        slug: `ev-${randomBytes(3).toString('hex')}`,
        name: 'Rustaceans',
        createdBy: owner.user.id,
      })
      .returning();
    await server.app.db.insert(collectiveMembers).values([
      { collectiveId: collective!.id, userId: owner.user.id, role: 'owner', state: 'active' },
      { collectiveId: collective!.id, userId: member.user.id, role: 'member', state: 'active' },
    ]);
    const body = eventBody(server, { hostKind: 'collective', hostCollectiveId: collective!.id });
    expect((await member.client.post('/api/events', body)).status).toBe(403);
    const created = await owner.client.post('/api/events', body);
    expect(created.status).toBe(201);
    expect(created.body.host).toEqual({
      kind: 'collective',
      id: collective!.id,
      name: 'Rustaceans',
    });
    expect((await owner.client.get('/api/events/hosts')).body).toContainEqual({
      kind: 'collective',
      id: collective!.id,
      name: 'Rustaceans',
    });
    expect((await member.client.get(`/api/events/${created.body.id}`)).status).toBe(404);

    const platform = eventBody(server, { hostKind: 'platform' });
    expect((await member.client.post('/api/events', platform)).status).toBe(403);
    await grantAdmin(server.app, member.user.id);
    const made = await member.client.post('/api/events', platform);
    expect(made.status).toBe(201);
    expect(made.body.host.kind).toBe('platform');
  });
});

if (TEST_DB === 'postgres') {
  describe('events on two instances of one PostgreSQL database', () => {
    const instances = twoInstancesOnPostgres();

    it('an expired offer passes on once and a reminder goes out once when both run at once', async () => {
      const [a, b] = instances as [RunningTestServer, RunningTestServer];
      const onA = { ...a, client: () => new TestClient(a.url) } as TestServer;
      const host = await registerUser(onA, { role: 'employer' });
      const ids: number[] = [];
      const waiting: number[] = [];
      for (let i = 0; i < 3; i++) {
        const id = await hostedEvent(onA, host.client, { capacity: 1 });
        ids.push(id);
        const holder = await registerUser(onA);
        const first = await registerUser(onA);
        const second = await registerUser(onA);
        await holder.client.post(`/api/events/${id}/registration`);
        await first.client.post(`/api/events/${id}/registration`);
        await second.client.post(`/api/events/${id}/registration`);
        await holder.client.delete(`/api/events/${id}/registration`);
        waiting.push(second.user.id);
      }
      const both = (ms: number) => {
        a.advanceClock(ms);
        b.advanceClock(ms);
      };
      both(EVENT_OFFER_MS + 1000);
      await Promise.all([
        a.runScheduledWork(),
        b.runScheduledWork(),
        a.app.services.events.runOffers(),
        b.app.services.events.runOffers(),
      ]);
      const offered = await a.app.db
        .select()
        .from(eventRegistrations)
        .where(
          and(inArray(eventRegistrations.eventId, ids), eq(eventRegistrations.state, 'offered')),
        );
      expect(offered.map((r) => r.userId).sort()).toEqual([...waiting].sort());
      const count = async (type: string) =>
        (
          await a.app.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(inArray(notifications.userId, waiting), eq(notifications.type, type as never)),
            )
        ).length;
      expect(await count('event_offered')).toBe(3);
      // The offered people hold their places; 24 h before the start, the confirmed are reminded.
      for (const id of ids) {
        const offeredTo = offered.find((r) => r.eventId === id)!;
        await a.app.db
          .update(eventRegistrations)
          .set({ state: 'confirmed' })
          .where(eq(eventRegistrations.id, offeredTo.id));
      }
      both(DAY);
      await Promise.all([
        a.app.services.events.runReminders(),
        b.app.services.events.runReminders(),
        a.app.services.events.runReminders(),
        b.app.services.events.runReminders(),
      ]);
      expect(await count('event_reminder')).toBe(3);
    });
  });
}
