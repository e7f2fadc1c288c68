/**
 * Issue 20, "Demo data that shows the product working": each demo account's first visit through
 * the real API (bid manager, messages, notifications, saved items, the Lite talent's engagement),
 * notifications that agree with the unread messages, skill trends that move, and the same origin
 * giving the same data.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData, seedIfEmpty } from '../src/seed';
import { createPlanService } from '../src/services/plans';
import { freshDatabase, startServer, type TestClient, type TestServer } from './helpers';

/** A fixed origin: every seeded time is an offset from it. */
const ORIGIN = new Date('2026-03-02T00:00:00Z');
/** The app's clock during the tests: the morning after the origin. */
const CLOCK = ORIGIN.getTime() + 9 * 3_600_000;
const quiet = { info: () => {} };

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  server.advanceClock(CLOCK - Date.now());
  await seedIfEmpty(server.app.db, { log: quiet, scrypt: server.config.scrypt, origin: ORIGIN });
});
afterAll(() => server.close());

const signIn = async (email: string): Promise<TestClient> => {
  const client = server.client();
  const res = await client.post('/api/login', { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return client;
};

interface Bid {
  kind: string;
  status: string;
}
interface Notice {
  type: string;
  link: string | null;
  read: boolean;
}

/** Every unread message count is announced by exactly one unread new_message notification. */
async function expectNoticesMatchUnread(client: TestClient) {
  const direct = (await client.get('/api/messages/conversations')).body as {
    id: number;
    unreadCount: number;
  }[];
  const groups = (await client.get('/api/groups')).body as { id: number; unreadCount: number }[];
  const notices = (await client.get('/api/notifications?limit=100')).body.items as Notice[];
  const unreadLinks = notices
    .filter((n) => n.type === 'new_message' && !n.read)
    .map((n) => n.link)
    .sort();
  const expected = [...direct, ...groups]
    .filter((c) => c.unreadCount > 0)
    .map((c) => `/messages?conversation=${c.id}`)
    .sort();
  expect(unreadLinks).toEqual(expected);
  return { direct, groups, notices };
}

describe('the demo story (issue 20)', () => {
  it('the demo employer has proposals in, outreach out in every state, conversations, notices and saved items', async () => {
    const employer = await signIn(DEMO_ACCOUNTS.employer);
    const received = (await employer.get('/api/bids/received?limit=50')).body.items as Bid[];
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((b) => b.kind === 'proposal')).toBe(true);
    expect(received.some((b) => b.status === 'pending')).toBe(true);
    const sent = (await employer.get('/api/bids/sent?limit=50')).body.items as Bid[];
    expect(new Set(sent.filter((b) => b.kind === 'outreach').map((b) => b.status))).toEqual(
      new Set(['pending', 'accepted', 'declined']),
    );
    const { direct, groups, notices } = await expectNoticesMatchUnread(employer);
    expect(direct.length).toBeGreaterThan(0);
    expect(groups.length).toBeGreaterThan(0);
    const counts = (await employer.get('/api/unread-counts')).body;
    expect(counts.directMessages.unreadCount).toBeGreaterThan(0);
    expect(counts.groups.unreadCount).toBeGreaterThan(0);
    expect(notices.filter((n) => !n.read).map((n) => n.type)).toEqual(
      expect.arrayContaining(['bid_received', 'new_message', 'checkin_submitted']),
    );
    expect((await employer.get('/api/saved/jobs')).body.length).toBeGreaterThan(0);
  });

  it('the Lite talent is subscribed, sees opportunities, has sent proposals and works with check-ins', async () => {
    const lite = await signIn(DEMO_ACCOUNTS.lite);
    const plan = (await lite.get('/api/stripe/subscription?accountType=talent')).body;
    expect(plan.status).toBe('active');
    const browse = (await lite.get('/api/job-requests/browse?limit=20')).body;
    expect(browse.items.length).toBeGreaterThan(0);
    const sent = (await lite.get('/api/bids/sent?limit=50')).body.items as Bid[];
    expect(sent.filter((b) => b.kind === 'proposal').map((b) => b.status)).toEqual(
      expect.arrayContaining(['pending', 'accepted', 'declined']),
    );
    const received = (await lite.get('/api/bids/received?limit=50')).body.items as Bid[];
    expect(received).toContainEqual(
      expect.objectContaining({ kind: 'outreach', status: 'pending' }),
    );
    const engagements = (await lite.get('/api/engagements?side=talent')).body as {
      id: number;
      status: string;
    }[];
    expect(engagements).toContainEqual(expect.objectContaining({ status: 'active' }));
    const history = await Promise.all(
      engagements.map(async (e) => (await lite.get(`/api/checkins?engagementId=${e.id}`)).body),
    );
    const states = history.flatMap((h: { items: { reviewState: string | null }[] }) =>
      h.items.map((c) => c.reviewState),
    );
    expect(states).toEqual(expect.arrayContaining(['acknowledged', null]));
    const { direct, notices } = await expectNoticesMatchUnread(lite);
    expect(direct.length).toBeGreaterThan(0);
    expect(notices.length).toBeGreaterThan(0);
    // Her first visit shows an unread message too: the recruiter's.
    expect((await lite.get('/api/unread-counts')).body.directMessages.unreadCount).toBe(1);
    expect((await lite.get('/api/saved/jobs')).body.length).toBeGreaterThan(0);
  });

  it('the demo talent has bids both ways, unread group messages, notices and saved items', async () => {
    const talent = await signIn(DEMO_ACCOUNTS.talent);
    expect((await talent.get('/api/bids/sent?limit=50')).body.items.length).toBeGreaterThan(0);
    expect((await talent.get('/api/bids/received?limit=50')).body.items.length).toBeGreaterThan(0);
    const { notices } = await expectNoticesMatchUnread(talent);
    expect(notices.some((n) => !n.read)).toBe(true);
    expect((await talent.get('/api/unread-counts')).body.groups.unreadCount).toBeGreaterThan(0);
    expect((await talent.get('/api/saved/jobs')).body.length).toBeGreaterThan(0);
  });

  it('the admin has verifications to review; the recruiter sees the company and the launch group', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin);
    const queue = (await admin.get('/api/admin/verification')).body;
    expect(queue.length).toBeGreaterThan(0);
    await expectNoticesMatchUnread(admin);
    const recruiter = await signIn('recruiter@hireloop.dev');
    expect((await recruiter.get('/api/bids/received?limit=50')).body.items.length).toBeGreaterThan(
      0,
    );
    const { groups } = await expectNoticesMatchUnread(recruiter);
    expect(groups.some((g) => g.unreadCount > 0)).toBe(true);
  });

  it("the demo employer's insights cover the year: bids eleven months ago and this month", async () => {
    const employer = await signIn(DEMO_ACCOUNTS.employer);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const res = await employer.get(
      `/api/insights?from=${day(CLOCK - 364 * 86_400_000)}&to=${day(CLOCK)}`,
    );
    expect(res.status).toBe(200);
    const withBids = (res.body.series as { start: string; bids: number }[])
      .filter((p) => p.bids > 0)
      .map((p) => Date.parse(p.start));
    expect(Math.min(...withBids)).toBeLessThan(ORIGIN.getTime() - 300 * 86_400_000);
    expect(Math.max(...withBids)).toBeGreaterThan(ORIGIN.getTime() - 45 * 86_400_000);
    expect(withBids.length).toBeGreaterThanOrEqual(6);
  });

  it('every bid notice names a bid of its reader', async () => {
    const rows = await server.app.db.execute(sql`
      select count(*)::int as n from notifications n
      where n.type = 'bid_received' and not exists (
        select 1 from bids b where (case b.kind when 'proposal' then b.employer_id else b.talent_id end) = n.user_id
      )`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('skill trends move: rising, falling and new skills in every window', async () => {
    const anonymous = server.client();
    for (const window of ['7d', '30d', '90d']) {
      const res = await anonymous.get(`/api/skill-trends?window=${window}&limit=50`);
      expect(res.status).toBe(200);
      const items = res.body.items as { name: string; changePercent: number | null }[];
      const changes = items.map((i) => i.changePercent);
      expect(
        changes.some((c) => c !== null && c > 0),
        window,
      ).toBe(true);
      expect(
        changes.some((c) => c !== null && c < 0),
        window,
      ).toBe(true);
      expect(
        changes.some((c) => c === null),
        window,
      ).toBe(true);
      // The top of the list does not carry one badge for all.
      const top = changes.slice(0, 10).map((c) => (c === null ? 'new' : Math.sign(c)));
      expect(new Set(top).size, window).toBeGreaterThan(1);
    }
  });
});

describe('the same origin gives the same data', () => {
  /**
   * Every public table's rows as JSON text, sorted; the hashes of secrets (salted passwords,
   * invitation tokens) are left out: those must stay random.
   */
  async function dump(db: Db): Promise<Record<string, string[]>> {
    const tables = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' order by 1`,
    )) as unknown as { rows: { tablename: string }[] };
    const out: Record<string, string[]> = {};
    for (const { tablename } of tables.rows) {
      const rows = (await db.execute(
        sql`select (to_jsonb(t) - 'password_hash' - 'token_hash')::text as row from ${sql.identifier(tablename)} t`,
      )) as unknown as { rows: { row: string }[] };
      out[tablename] = rows.rows.map((r) => r.row).sort();
    }
    return out;
  }

  it('two empty databases seeded from one origin hold the same rows', async () => {
    const copies = await Promise.all([freshDatabase(), freshDatabase()]);
    try {
      const dumps: Record<string, string[]>[] = [];
      for (const { database } of copies) {
        await createPlanService({
          db: database.db,
          config: server.config,
          now: () => ORIGIN,
          listen: async () => async () => undefined,
          log: server.app.log,
        }).ensure();
        await seedDemoData(database.db, {
          log: quiet,
          scrypt: server.config.scrypt,
          origin: ORIGIN,
        });
        dumps.push(await dump(database.db));
      }
      expect(Object.keys(dumps[0]!).length).toBeGreaterThan(20);
      expect(dumps[0]!.job_requests!.length).toBeGreaterThan(300);
      const differing = Object.keys(dumps[0]!).filter(
        (table) => JSON.stringify(dumps[1]![table]) !== JSON.stringify(dumps[0]![table]),
      );
      expect(differing).toEqual([]);
      expect(dumps[1]).toEqual(dumps[0]);
    } finally {
      await Promise.all(copies.map((c) => c.drop()));
    }
  });
});
