import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalJobs, jobRequests, skills, subscriptions, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty, type SeedSummary } from '../src/seed';
import { DEMO_EMPLOYER, DEMO_RECRUITER } from '../src/seed/data/employers';
import { DEMO_INVITEE } from '../src/seed/team';
import { verifyPassword } from '../src/services/passwords';
import { createPlanService } from '../src/services/plans';
import { freshDatabase, startServer, type TestServer } from './helpers';

const quiet = { info: () => {} };

let server: TestServer;
let seeded: SeedSummary | null;
beforeAll(async () => {
  // startServer ensures the plan catalogue, which the seeded subscriptions reference.
  server = await startServer();
  seeded = await seedIfEmpty(server.app.db, { log: quiet, scrypt: server.config.scrypt });
});
afterAll(() => server.close());

const userByEmail = async (email: string) => {
  const [user] = await server.app.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

async function tableCounts() {
  const db = server.app.db;
  const n = async (
    table:
      | typeof users
      | typeof skills
      | typeof jobRequests
      | typeof externalJobs
      | typeof subscriptions,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    skills: await n(skills),
    jobRequests: await n(jobRequests),
    externalJobs: await n(externalJobs),
    subscriptions: await n(subscriptions),
  };
}

describe('seeding an empty database', () => {
  it('returns the demo accounts, the Lite talent last (issue 20)', () => {
    expect(seeded?.accounts).toEqual([
      'employer@hireloop.dev',
      'talent@hireloop.dev',
      'admin@hireloop.dev',
      'lite@hireloop.dev',
    ]);
    expect(Object.values(DEMO_ACCOUNTS)).toEqual(seeded?.accounts);
    expect(DEMO_PASSWORD).toBe('hireloop-demo');
  });

  it('creates the demo employer with a company, the talent with a partial profile, and the admin', async () => {
    const employer = await userByEmail(DEMO_ACCOUNTS.employer);
    expect(employer).toMatchObject({ role: 'employer', isAdmin: false });
    expect(employer.companyName).toBeTruthy();
    expect(employer.companyLogo).toBeNull();
    expect(employer.title).toBeTruthy();

    const talent = await userByEmail(DEMO_ACCOUNTS.talent);
    expect(talent).toMatchObject({
      role: 'talent',
      isAdmin: false,
      location: null,
      hourlyRate: null,
    });
    expect(talent.title).toBeTruthy();
    expect(talent.bio).toBeTruthy();
    expect(talent.skills.length).toBeGreaterThan(0);

    const admin = await userByEmail(DEMO_ACCOUNTS.admin);
    expect(admin).toMatchObject({ role: 'employer', isAdmin: true });
  });

  it('stores every demo password as a scrypt hash of "hireloop-demo", each with its own salt', async () => {
    const hashes: string[] = [];
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const user = await userByEmail(email);
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      expect(await verifyPassword('wrong password', user.passwordHash)).toBe(false);
      hashes.push(user.passwordHash);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('lets each demo account log in with the demo password', async () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const client = server.client();
      const login = await client.post('/api/login', { email, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.email).toBe(email);
      const me = await client.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(email);
    }
  });

  it('gives the demo employer an active yearly subscription with quota left for every type', async () => {
    const client = server.client();
    await client.post('/api/login', { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
    const res = await client.get('/api/stripe/subscription?accountType=employer');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('active');
    const usage = res.body.subscription;
    expect(usage.subscriptionType).toBe('employer');
    expect(usage.consumedJobs).toBeGreaterThan(0);
    expect(usage.consumedJobs).toBeLessThan(usage.jobLimit);
    expect(usage.consumedProjects).toBeLessThan(usage.projectLimit);
    expect(usage.consumedTasks).toBeLessThan(usage.taskLimit);
  });

  it('subscribes every non-admin employer to the yearly employer plan', async () => {
    const rows = await server.app.db
      .select({
        planId: subscriptions.planId,
        status: subscriptions.status,
        isAdmin: users.isAdmin,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.accountType, 'employer'));
    const employers = await server.app.db.select().from(users).where(eq(users.role, 'employer'));
    // The demo recruiter acts for the demo employer's company, under its plan (issue 16).
    expect(rows).toHaveLength(
      employers.filter((u) => !u.isAdmin && u.email !== DEMO_RECRUITER.email).length,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows)
      expect(row).toEqual({ planId: 'employer-year', status: 'active', isAdmin: false });
  });

  it("gives the demo employer's company a recruiter, acting for it, and a pending invite", async () => {
    const recruiter = server.client();
    await recruiter.post('/api/login', { email: DEMO_RECRUITER.email, password: DEMO_PASSWORD });
    const team = await recruiter.get('/api/team');
    expect(team.body.company.name).toBe(DEMO_EMPLOYER.companyName);
    expect(team.body.role).toBe('recruiter');
    expect(team.body.members.map((m: { email: string }) => m.email)).toEqual([
      DEMO_EMPLOYER.email,
      DEMO_RECRUITER.email,
    ]);
    const usage = await recruiter.get('/api/subscription/usage');
    expect(usage.body.jobLimit).toBeGreaterThan(usage.body.consumedJobs);
    const employer = server.client();
    await employer.post('/api/login', { email: DEMO_EMPLOYER.email, password: DEMO_PASSWORD });
    const invites = (await employer.get('/api/team')).body.invites;
    expect(invites).toMatchObject([{ email: DEMO_INVITEE, state: 'pending' }]);
  });

  it('gives the demo talent an engagement with the demo employer: one check-in reviewed, one due', async () => {
    const talent = server.client();
    await talent.post('/api/login', { email: DEMO_ACCOUNTS.talent, password: DEMO_PASSWORD });
    const due = (await talent.get('/api/checkins/due')).body;
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ state: 'due', editable: true, employer: { role: 'employer' } });
    const history = (await talent.get(`/api/checkins?engagementId=${due[0].engagementId}`)).body;
    expect(
      history.items.map((c: { state: string; reviewState: string | null }) => [
        c.state,
        c.reviewState,
      ]),
    ).toEqual([
      ['due', null],
      ['submitted', 'acknowledged'],
    ]);
    const notices = (await talent.get('/api/notifications')).body.items;
    expect(notices.some((n: { type: string }) => n.type === 'checkin_due')).toBe(true);
    const employer = server.client();
    await employer.post('/api/login', { email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD });
    const engagements = (await employer.get('/api/engagements?side=employer')).body;
    const demo = engagements.find((e: { id: number }) => e.id === due[0].engagementId);
    expect(demo).toMatchObject({ status: 'active', schedule: { cadence: 'weekly' } });
    // Every accepted bid of the demo data has its engagement.
    const missing = await server.app.db.execute(
      sql`select count(*)::int as n from bids b left join engagements e on e.bid_id = b.id where b.status = 'accepted' and e.id is null`,
    );
    expect((missing as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('creates a catalogue of at least 150 unique skills, each with a category', async () => {
    const rows = await server.app.db.select().from(skills);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((s) => s.name.toLowerCase())).size).toBe(rows.length);
    expect(rows.every((s) => s.category)).toBe(true);
    expect(new Set(rows.map((s) => s.category)).size).toBeGreaterThanOrEqual(10);
    const res = await server.client().get('/api/skills');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(rows.length);
  });

  it('creates a dozen talent profiles with titles, locations, rates and known skills', async () => {
    const skillIds = new Set(
      (await server.app.db.select({ id: skills.id }).from(skills)).map((s) => s.id),
    );
    const talent = await server.app.db.select().from(users).where(eq(users.role, 'talent'));
    const others = talent.filter(
      (t) => t.email !== DEMO_ACCOUNTS.talent && t.email !== DEMO_ACCOUNTS.lite,
    );
    expect(others.length).toBeGreaterThanOrEqual(12);
    for (const profile of others) {
      expect(profile.email).toMatch(/^[a-z]+\.[a-z]+@talent\.hireloop\.dev$/);
      expect(profile.title && profile.bio && profile.location).toBeTruthy();
      expect(profile.hourlyRate).toBeGreaterThan(0);
      expect(profile.skills.length).toBeGreaterThanOrEqual(3);
      expect(profile.skills.every((id) => skillIds.has(id))).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, profile.passwordHash)).toBe(true);
    }
  });

  it('creates job requests of all three types, public and direct, spread over past weeks', async () => {
    // The closed and filled ones are the insights' history (issue 16): public, hourly.
    const all = await server.app.db.select().from(jobRequests);
    const past = all.filter((r) => r.status !== 'active');
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((r) => r.requestTarget === 'public' && r.rateType === 'hourly')).toBe(true);
    const rows = all.filter((r) => r.status === 'active');
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['job', 'project', 'task']));
    expect(new Set(rows.map((r) => r.rateType)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.locationType)).size).toBe(3);
    expect(new Set(rows.map((r) => r.experience)).size).toBe(4);
    expect(rows.every((r) => r.status === 'active' && r.skills.length > 0)).toBe(true);

    const talent = await userByEmail(DEMO_ACCOUNTS.talent);
    const direct = rows.filter((r) => r.requestTarget === 'direct');
    expect(direct.length).toBeGreaterThanOrEqual(2);
    expect(direct.every((r) => r.talentId === talent.id)).toBe(true);
    expect(rows.filter((r) => r.requestTarget === 'public').length).toBeGreaterThanOrEqual(20);

    const now = Date.now();
    const ages = rows.map((r) => (now - r.createdAt.getTime()) / (24 * 3600 * 1000));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(21);
    expect(new Set(rows.map((r) => r.employerId)).size).toBeGreaterThanOrEqual(3);
  });

  it('lists the seeded requests for talent, the direct ones only to their talent', async () => {
    const anonymous = await server.client().get('/api/job-requests/browse?limit=100');
    expect(anonymous.status).toBe(200);
    const publicCount = anonymous.body.items.length;
    expect(publicCount).toBeGreaterThanOrEqual(20);
    expect(
      anonymous.body.items.every((r: { requestTarget: string }) => r.requestTarget === 'public'),
    ).toBe(true);

    const talent = server.client();
    await talent.post('/api/login', { email: DEMO_ACCOUNTS.talent, password: DEMO_PASSWORD });
    const mine = await talent.get('/api/job-requests/browse?limit=100');
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(publicCount);
  });

  it('creates an external feed whose ids are "rec" and 14 letters or digits', async () => {
    const rows = await server.app.db.select().from(externalJobs);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const job of rows) {
      expect(job.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
      expect(job.url).toMatch(/^https:\/\/[^/]+\.example(\/|$)/);
      expect(job.company).toBeTruthy();
      expect(job.skills.length).toBeGreaterThan(0);
      expect(job.postedAt).toBeInstanceOf(Date);
    }
    expect(new Set(rows.map((j) => j.type))).toEqual(new Set(['job', 'project', 'task']));

    const feed = await server.client().get('/api/airtable/jobs?limit=100');
    expect(feed.status).toBe(200);
    expect(feed.body.items.map((j: { id: string }) => j.id).sort()).toEqual(
      rows.map((j) => j.id).sort(),
    );
  });

  it('leaves the demo talent a pending group invitation to accept, with its notification (issue 14)', async () => {
    const talent = server.client();
    await talent.post('/api/login', { email: DEMO_ACCOUNTS.talent, password: DEMO_PASSWORD });
    const invitations = await talent.get('/api/groups/invitations');
    expect(invitations.body).toHaveLength(1);
    const [invitation] = invitations.body;
    expect(invitation).toMatchObject({ groupName: 'Brightpath design guild', memberCount: 4 });
    expect((await talent.get(`/api/groups/${invitation.groupId}`)).status).toBe(404);
    const notifications = await talent.get('/api/notifications');
    expect(notifications.body.items).toContainEqual(
      expect.objectContaining({
        type: 'group_invitation',
        link: `/messages?invitation=${invitation.id}`,
        read: false,
      }),
    );
    // The members have read the history; the owner sees the invitation.
    const owner = server.client();
    await owner.post('/api/login', { email: 'hiring@brightpath.example', password: DEMO_PASSWORD });
    expect((await owner.get('/api/unread-counts')).body.groups.unreadCount).toBe(0);
    const group = await owner.get(`/api/groups/${invitation.groupId}`);
    expect(group.body.invitations).toHaveLength(1);
    expect(group.body.lastMessage.body).toMatch(/accessibility/);
  });
});

describe('seeding again', () => {
  it('returns null and adds nothing once the database has users', async () => {
    const before = await tableCounts();
    const again = await seedIfEmpty(server.app.db, { log: quiet, scrypt: server.config.scrypt });
    expect(again).toBeNull();
    expect(await tableCounts()).toEqual(before);
    expect(before.users).toBe(seeded?.users);
  });

  it('two starts racing on one empty database seed it once', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const deps = {
        db: database.db,
        config: server.config,
        now: () => new Date(),
        listen: async () => async () => undefined,
        log: server.app.log,
      };
      await createPlanService(deps).ensure();
      const opts = { log: quiet, scrypt: server.config.scrypt };
      const results = await Promise.all([
        seedIfEmpty(database.db, opts),
        seedIfEmpty(database.db, opts),
      ]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(results.find((r) => r !== null)?.users);
    } finally {
      await drop();
    }
  });
});
