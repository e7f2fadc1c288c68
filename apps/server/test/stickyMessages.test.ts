import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStickyMessageListSchema,
  adminStickyMessageSchema,
  liveEventSchema,
  stickyMessageListSchema,
} from '@hireloop/sdk/schemas';
import { liveEvents, users } from '../src/db/schema';
import {
  publishMarker,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';
import { openStream, type SseStream } from './sseClient';

let server: TestServer;
let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  server = await startServer();
  const registered = await registerUser(server, { role: 'employer' });
  await server.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, registered.user.id));
  admin = registered.client;
  adminId = registered.user.id;
});
afterAll(() => server.close());

const BASE = '/api/admin/sticky-messages';
const HOUR = 3600 * 1000;

async function createNotice(body: Record<string, unknown>) {
  const res = await admin.post(BASE, { title: 'Maintenance', body: 'Tonight at 22:00', ...body });
  expect(res.status).toBe(201);
  return res.body as { id: number; title: string };
}

const titles = (list: { title: string }[]) => list.map((m) => m.title);

describe('managing sticky messages (admins)', () => {
  it('creates with defaults, lists under manage, edits and retires', async () => {
    const created = await createNotice({ title: 'Welcome' });
    expect(adminStickyMessageSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      title: 'Welcome',
      body: 'Tonight at 22:00',
      level: 'info',
      audience: 'all',
      endsAt: null,
      authorId: adminId,
      retiredAt: null,
    });

    const endsAt = new Date(Date.now() + 48 * HOUR).toISOString();
    const edited = await admin.patch(`${BASE}/${created.id}`, {
      title: '  Welcome back  ',
      level: 'warning',
      endsAt,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      title: 'Welcome back',
      body: 'Tonight at 22:00',
      level: 'warning',
      audience: 'all',
      endsAt,
    });
    const cleared = await admin.patch(`${BASE}/${created.id}`, { endsAt: null });
    expect(cleared.body.endsAt).toBeNull();
    expect(cleared.body.title).toBe('Welcome back');

    const retired = await admin.post(`${BASE}/${created.id}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.retiredAt).toEqual(expect.any(String));
    const again = await admin.post(`${BASE}/${created.id}/retire`);
    expect(again.body.retiredAt).toBe(retired.body.retiredAt);

    const managed = await admin.get(`${BASE}/manage`);
    expect(managed.status).toBe(200);
    expect(adminStickyMessageListSchema.safeParse(managed.body).success).toBe(true);
    expect(managed.body.find((m: { id: number }) => m.id === created.id)).toMatchObject({
      title: 'Welcome back',
      retiredAt: retired.body.retiredAt,
    });
    // Retired: no longer shown to users, admins included.
    expect(titles((await admin.get(BASE)).body)).not.toContain('Welcome back');
  });

  it('validates the input with the sdk schema and refuses an end time in the past', async () => {
    const empty = await admin.post(BASE, { title: ' ', body: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual(['body', 'title']);
    const level = await admin.post(BASE, { title: 'a', body: 'b', level: 'loud' });
    expect(level.status).toBe(400);
    expect(level.body.fieldErrors.level).toBeDefined();
    const past = await admin.post(BASE, {
      title: 'a',
      body: 'b',
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors.endsAt).toEqual(['End time must be in the future']);
    const nul = await admin.post(BASE, { title: 'a\u0000', body: 'b' });
    expect(nul.status).toBe(400);
    expect(nul.body.fieldErrors.title).toEqual(['Invalid character']);
  });

  it('answers 404 for an unknown notice', async () => {
    expect((await admin.patch(`${BASE}/2147483647`, { title: 'x' })).status).toBe(404);
    expect((await admin.post(`${BASE}/2147483647/retire`)).status).toBe(404);
    expect((await admin.post(`${BASE}/2147483647/read`)).status).toBe(404);
    expect((await admin.post(`${BASE}/99999999999/retire`)).status).toBe(404);
  });

  it('refuses every admin route to non-admins with 403 "Admins only", and to visitors with 401', async () => {
    const notice = await createNotice({ title: 'Admins decide' });
    for (const role of ['talent', 'employer'] as const) {
      const { client } = await registerUser(server, { role });
      const calls = [
        client.get(`${BASE}/manage`),
        client.post(BASE, { title: 'x', body: 'y' }),
        client.patch(`${BASE}/${notice.id}`, { title: 'hacked' }),
        client.post(`${BASE}/${notice.id}/retire`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Admins only' });
      }
    }
    const visitor = server.client();
    expect((await visitor.get(`${BASE}/manage`)).status).toBe(401);
    expect((await visitor.post(BASE, { title: 'x', body: 'y' })).status).toBe(401);
    expect((await visitor.get(BASE)).status).toBe(401);
    expect((await visitor.get(`${BASE}/unread-count`)).status).toBe(401);
    const managed = (await admin.get(`${BASE}/manage`)).body;
    expect(managed.find((m: { id: number }) => m.id === notice.id)).toMatchObject({
      title: 'Admins decide',
      retiredAt: null,
    });
  });
});

describe('sticky messages as users see them', () => {
  it('shows each account type the notices for everyone and for its role, newest first', async () => {
    const everyone = await createNotice({ title: 'For everyone' });
    const talentOnly = await createNotice({ title: 'For talent', audience: 'talent' });
    const employersOnly = await createNotice({ title: 'For employers', audience: 'employer' });
    const talent = await registerUser(server, { role: 'talent' });
    const employer = await registerUser(server, { role: 'employer' });

    const seenByTalent = await talent.client.get(BASE);
    expect(seenByTalent.status).toBe(200);
    expect(stickyMessageListSchema.safeParse(seenByTalent.body).success).toBe(true);
    const talentTitles = titles(seenByTalent.body);
    expect(talentTitles).toContain('For everyone');
    expect(talentTitles).toContain('For talent');
    expect(talentTitles).not.toContain('For employers');
    expect(talentTitles.indexOf('For talent')).toBeLessThan(talentTitles.indexOf('For everyone'));

    const employerTitles = titles((await employer.client.get(BASE)).body);
    expect(employerTitles).toContain('For employers');
    expect(employerTitles).not.toContain('For talent');

    // A notice outside your audience cannot be marked read either.
    expect((await talent.client.post(`${BASE}/${employersOnly.id}/read`)).status).toBe(404);
    expect((await talent.client.post(`${BASE}/${talentOnly.id}/read`)).status).toBe(200);
    expect((await employer.client.post(`${BASE}/${everyone.id}/read`)).status).toBe(200);
    for (const id of [everyone.id, talentOnly.id, employersOnly.id]) {
      await admin.post(`${BASE}/${id}/retire`);
    }
  });

  it('keeps read state per user and counts the unread ones', async () => {
    const first = await createNotice({ title: 'First' });
    const second = await createNotice({ title: 'Second' });
    const a = await registerUser(server, { role: 'talent' });
    const b = await registerUser(server, { role: 'talent' });
    const before = (await a.client.get(`${BASE}/unread-count`)).body.unreadCount as number;
    expect(before).toBeGreaterThanOrEqual(2);

    expect((await a.client.post(`${BASE}/${first.id}/read`)).body).toEqual({ ok: true });
    expect((await a.client.post(`${BASE}/${first.id}/read`)).body).toEqual({ ok: true });
    expect((await a.client.get(`${BASE}/unread-count`)).body).toEqual({ unreadCount: before - 1 });
    expect((await b.client.get(`${BASE}/unread-count`)).body).toEqual({ unreadCount: before });

    const listA = (await a.client.get(BASE)).body as { id: number; read: boolean }[];
    expect(listA.find((m) => m.id === first.id)?.read).toBe(true);
    expect(listA.find((m) => m.id === second.id)?.read).toBe(false);
    const listB = (await b.client.get(BASE)).body as { id: number; read: boolean }[];
    expect(listB.find((m) => m.id === first.id)?.read).toBe(false);

    // Retiring drops it from the count of those who had not read it.
    await admin.post(`${BASE}/${second.id}/retire`);
    expect((await b.client.get(`${BASE}/unread-count`)).body).toEqual({ unreadCount: before - 1 });
    expect((await b.client.post(`${BASE}/${second.id}/read`)).status).toBe(404);
    await admin.post(`${BASE}/${first.id}/retire`);
  });

  it('hides a notice once its end time has passed', async () => {
    const ending = await createNotice({
      title: 'Ends soon',
      endsAt: new Date(server.app.now().getTime() + HOUR).toISOString(),
    });
    const { client } = await registerUser(server, { role: 'employer' });
    expect(titles((await client.get(BASE)).body)).toContain('Ends soon');
    const count = (await client.get(`${BASE}/unread-count`)).body.unreadCount as number;

    server.advanceClock(HOUR + 1000);
    expect(titles((await client.get(BASE)).body)).not.toContain('Ends soon');
    expect((await client.get(`${BASE}/unread-count`)).body.unreadCount).toBe(count - 1);
    expect((await client.post(`${BASE}/${ending.id}/read`)).status).toBe(404);
    // Admins still see it under manage, not retired.
    const managed = (await admin.get(`${BASE}/manage`)).body as { id: number; retiredAt: null }[];
    expect(managed.find((m) => m.id === ending.id)?.retiredAt).toBeNull();
  });

  it('serves /unread-count and /manage rather than taking them for ids', async () => {
    const { client } = await registerUser(server, { role: 'talent' });
    const count = await client.get(`${BASE}/unread-count`);
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ unreadCount: expect.any(Number) });
    expect((await admin.get(`${BASE}/manage`)).status).toBe(200);
  });
});

describe('sticky message live events (issue 14)', () => {
  it('creating, editing and retiring reach the signed-in audience, old and new', async () => {
    const talent = await registerUser(server, { role: 'talent' });
    const employer = await registerUser(server, { role: 'employer' });
    const signedOut = await registerUser(server, { role: 'talent' });
    await signedOut.client.post('/api/logout');
    const [toTalent, toEmployer] = [
      await openStream(talent.client),
      await openStream(employer.client),
    ];
    const stickyEvents = async (s: SseStream, userId: number) =>
      (await s.takeUntil(await publishMarker(server, userId)))
        .filter((e) => e.event === 'sticky-message')
        .map((e) => {
          expect(liveEventSchema.safeParse(e.data).success).toBe(true);
          return e.data.data;
        });
    try {
      const notice = await createNotice({ title: 'For talent', audience: 'talent' });
      const created = { stickyMessageId: notice.id, change: 'created' };
      expect(await stickyEvents(toTalent, talent.user.id)).toEqual([created]);
      expect(await stickyEvents(toEmployer, employer.user.id)).toEqual([]);

      await admin.patch(`${BASE}/${notice.id}`, { audience: 'employer' });
      const updated = { stickyMessageId: notice.id, change: 'updated' };
      expect(await stickyEvents(toTalent, talent.user.id)).toEqual([updated]);
      expect(await stickyEvents(toEmployer, employer.user.id)).toEqual([updated]);

      await admin.post(`${BASE}/${notice.id}/retire`);
      await admin.post(`${BASE}/${notice.id}/retire`);
      const retired = { stickyMessageId: notice.id, change: 'retired' };
      expect(await stickyEvents(toTalent, talent.user.id)).toEqual([]);
      expect(await stickyEvents(toEmployer, employer.user.id)).toEqual([retired]);

      // Nobody without a session is sent one.
      const rows = await server.app.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.userId, signedOut.user.id));
      expect(rows).toEqual([]);
    } finally {
      toTalent.close();
      toEmployer.close();
    }
  });

  it('a notice whose end time passes is announced as ended, once, by the scheduler', async () => {
    const talent = await registerUser(server, { role: 'talent' });
    const stream = await openStream(talent.client);
    const endedOf = async (id: number) =>
      (await stream.takeUntil(await publishMarker(server, talent.user.id)))
        .filter((e) => e.event === 'sticky-message' && e.data.data.stickyMessageId === id)
        .map((e) => e.data.data.change);
    try {
      const notice = await createNotice({
        title: 'Ends within the hour',
        audience: 'talent',
        endsAt: new Date(server.app.now().getTime() + HOUR).toISOString(),
      });
      expect(await endedOf(notice.id)).toEqual(['created']);
      await server.runScheduledWork();
      expect(await endedOf(notice.id)).toEqual([]);

      server.advanceClock(HOUR + 1000);
      await server.runScheduledWork();
      expect(await endedOf(notice.id)).toEqual(['ended']);
      server.advanceClock(5 * 60 * 1000);
      await server.runScheduledWork();
      expect(await endedOf(notice.id)).toEqual([]);

      // Given a new end, it is announced again when that one passes.
      await admin.patch(`${BASE}/${notice.id}`, {
        endsAt: new Date(server.app.now().getTime() + HOUR).toISOString(),
      });
      expect(await endedOf(notice.id)).toEqual(['updated']);
      server.advanceClock(HOUR + 1000);
      await server.runScheduledWork();
      expect(await endedOf(notice.id)).toEqual(['ended']);
    } finally {
      stream.close();
    }
  });
});
