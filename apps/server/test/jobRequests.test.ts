/**
 * Job requests: creation under the subscription quota (issue 3: parallel creations never exceed
 * it), owner-only edits, the own list with bids counts, and who may see a request (validation:
 * jobRequestValidation.test.ts).
 */
import { jobRequestDetailsSchema, jobRequestSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids, subscriptions } from '../src/db/schema';
import {
  activateSubscription,
  jobRequestForm,
  registerEmployer,
  registerUser,
  seedSkills,
  startServer,
  type TestServer,
} from './helpers';

let server: TestServer;
let skillIds: number[];

beforeAll(async () => {
  server = await startServer();
  skillIds = await seedSkills(server);
});
afterAll(() => server.close());

const form = jobRequestForm;
const employerWith = (planId: string | null) => registerEmployer(server, planId);

describe('creating job requests within the subscription quota', () => {
  it('given a monthly plan, ten parallel job creations make exactly one job request', async () => {
    const { client } = await employerWith('employer-month');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post('/api/job-requests', form({ title: `Job ${i}` })),
      ),
    );
    const created = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 403);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const res of refused) {
      expect(res.body.message).toBe(
        'Your Employer Monthly plan allows 1 job per billing period; you have used 1.',
      );
    }
    const own = await client.get('/api/job-requests');
    expect(own.body.items).toHaveLength(1);
  });

  it('given a monthly plan, projects allow three even when asked for in parallel', async () => {
    const { client } = await employerWith('employer-month');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/job-requests', form({ type: 'project' }))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    const refused = answers.filter((res) => res.status === 403);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe(
      'Your Employer Monthly plan allows 3 projects per billing period; you have used 3.',
    );
    // Each type has its own quota: the projects used up do not block a task.
    expect((await client.post('/api/job-requests', form({ type: 'task' }))).status).toBe(201);
  });

  it('given a lifetime plan, creations are unlimited', async () => {
    const { client } = await employerWith('employer-lifetime');
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => client.post('/api/job-requests', form())),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(15).fill(201));
  });

  it('the quota comes back in the next billing period', async () => {
    const { client, user, password } = await employerWith('employer-month');
    expect((await client.post('/api/job-requests', form())).status).toBe(201);
    expect((await client.post('/api/job-requests', form())).status).toBe(403);
    server.advanceClock(32 * 24 * 3600 * 1000);
    // The session has expired by then (30 days absolute): sign in again.
    expect((await client.post('/api/login', { email: user.email, password })).status).toBe(200);
    expect((await client.post('/api/job-requests', form())).status).toBe(201);
  });

  it('without a subscription, creating answers 403 "Subscription required"', async () => {
    const { client } = await employerWith(null);
    const res = await client.post('/api/job-requests', form());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Subscription required' });
  });

  it('a talent Lite subscription does not allow creating job requests', async () => {
    const talent = await registerUser(server, { role: 'talent' });
    await activateSubscription(server, talent.user.id, 'talent-month');
    const res = await talent.client.post('/api/job-requests', form());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Subscription required');
  });

  it('a canceled subscription does not allow creating job requests', async () => {
    const { client, user } = await employerWith('employer-year');
    await server.app.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, user.id));
    expect((await client.post('/api/job-requests', form())).status).toBe(403);
  });

  it('signed out, writing answers 401, whatever the body', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/job-requests', form())).status).toBe(401);
    expect((await anonymous.post('/api/job-requests', {})).status).toBe(401);
    expect((await anonymous.patch('/api/job-requests/1', {})).status).toBe(401);
    expect((await anonymous.patch('/api/job-requests/1/status', {})).status).toBe(401);
  });
});

describe('what a created job request looks like', () => {
  it('answers the stored request in the sdk shape, with ISO timestamps and a YYYY-MM-DD deadline', async () => {
    const { client, user } = await employerWith('employer-lifetime');
    const res = await client.post(
      '/api/job-requests',
      form({
        minRate: '50',
        maxRate: 80,
        rateType: 'hourly',
        location: 'Lisbon',
        locationType: 'hybrid',
        department: 'Engineering',
        experience: 'senior',
        duration: '3-months',
        skills: [String(skillIds[0]), skillIds[1], skillIds[1]],
        deadline: '2031-03-01T23:30:00-05:00',
      }),
    );
    expect(res.status).toBe(201);
    expect(jobRequestSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      employerId: user.id,
      status: 'active',
      minRate: 50,
      maxRate: 80,
      skills: [skillIds[0], skillIds[1]],
      deadline: '2031-03-01',
      requestTarget: 'public',
      talentId: null,
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('a fixed rate keeps the price in minRate and drops maxRate', async () => {
    const { client } = await employerWith('employer-lifetime');
    const res = await client.post(
      '/api/job-requests',
      form({ rateType: 'fixed', minRate: 5000, maxRate: 9000 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rateType: 'fixed', minRate: 5000, maxRate: null });
  });

  it('blank optional fields are stored as not set', async () => {
    const { client } = await employerWith('employer-lifetime');
    const res = await client.post(
      '/api/job-requests',
      form({ minRate: '', maxRate: ' ', location: '', experience: '', deadline: '', talentId: '' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      minRate: null,
      maxRate: null,
      location: null,
      experience: null,
      deadline: null,
    });
  });
});

describe('editing', () => {
  it('the owner edits with the whole form, without consuming quota again', async () => {
    const { client } = await employerWith('employer-month');
    const created = await client.post('/api/job-requests', form());
    const res = await client.patch(
      `/api/job-requests/${created.body.id}`,
      form({ title: 'Staff engineer', rateType: 'fixed', minRate: 100, maxRate: 200 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      title: 'Staff engineer',
      minRate: 100,
      maxRate: null,
    });
    expect(jobRequestSchema.safeParse(res.body).success).toBe(true);
    expect(new Date(res.body.updatedAt) >= new Date(created.body.updatedAt)).toBe(true);
    const again = await client.patch(
      `/api/job-requests/${created.body.id}`,
      form({ title: 'Principal engineer' }),
    );
    expect(again.status).toBe(200);
  });

  it("editing another employer's request answers 404, as does an unknown id", async () => {
    const owner = await employerWith('employer-lifetime');
    const other = await employerWith('employer-lifetime');
    const created = await owner.client.post('/api/job-requests', form());
    const id = created.body.id;
    expect(
      (await other.client.patch(`/api/job-requests/${id}`, form({ title: 'Mine now' }))).status,
    ).toBe(404);
    expect(
      (await other.client.patch(`/api/job-requests/${id}/status`, { status: 'closed' })).status,
    ).toBe(404);
    for (const unknown of ['99999999', '2147483648', '9007199254740991']) {
      expect((await owner.client.patch(`/api/job-requests/${unknown}`, form())).status).toBe(404);
    }
    const still = await owner.client.get(`/api/job-requests/${id}`);
    expect(still.body.title).toBe('Senior TypeScript engineer');
    expect(still.body.status).toBe('active');
  });

  it('changing the type needs room in the quota of the new type', async () => {
    const { client } = await employerWith('employer-month');
    expect((await client.post('/api/job-requests', form())).status).toBe(201);
    const task = await client.post('/api/job-requests', form({ type: 'task' }));
    const res = await client.patch(`/api/job-requests/${task.body.id}`, form({ type: 'job' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/allows 1 job per billing period/);
    expect(
      (await client.patch(`/api/job-requests/${task.body.id}`, form({ type: 'project' }))).status,
    ).toBe(200);
  });

  it('the owner pauses, closes and reopens a request', async () => {
    const { client } = await employerWith('employer-lifetime');
    const { body } = await client.post('/api/job-requests', form());
    for (const status of ['paused', 'closed', 'active', 'filled']) {
      const res = await client.patch(`/api/job-requests/${body.id}/status`, { status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    expect(
      (await client.patch(`/api/job-requests/${body.id}/status`, { status: 'deleted' })).status,
    ).toBe(400);
  });
});

describe("the employer's own list", () => {
  it('lists my requests newest first with their bids counts, in every status', async () => {
    const { client, user } = await employerWith('employer-lifetime');
    const talent = await registerUser(server, { role: 'talent' });
    const first = await client.post('/api/job-requests', form({ title: 'First' }));
    const second = await client.post('/api/job-requests', form({ title: 'Second', type: 'task' }));
    await client.patch(`/api/job-requests/${first.body.id}/status`, { status: 'paused' });
    await server.app.db.insert(bids).values([
      {
        kind: 'proposal',
        jobRequestId: first.body.id,
        employerId: user.id,
        talentId: talent.user.id,
        rate: 50,
      },
      {
        kind: 'outreach',
        jobRequestId: first.body.id,
        employerId: user.id,
        talentId: talent.user.id,
      },
    ]);
    // Someone else's request never shows up.
    await (await employerWith('employer-lifetime')).client.post('/api/job-requests', form());

    const res = await client.get('/api/job-requests');
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((item: { title: string }) => item.title)).toEqual([
      'Second',
      'First',
    ]);
    expect(res.body.items.map((item: { bidsCount: number }) => item.bidsCount)).toEqual([0, 2]);
    expect(res.body.items[1]).toMatchObject({
      status: 'paused',
      employerName: user.name,
      companyName: null,
    });
    for (const item of res.body.items)
      expect(jobRequestDetailsSchema.safeParse(item).success).toBe(true);

    const paused = await client.get('/api/job-requests?status=paused');
    expect(paused.body.items.map((item: { id: number }) => item.id)).toEqual([first.body.id]);
    const tasks = await client.get('/api/job-requests?type=task');
    expect(tasks.body.items.map((item: { id: number }) => item.id)).toEqual([second.body.id]);
  });

  it('pages with a cursor', async () => {
    const { client } = await employerWith('employer-lifetime');
    for (let i = 0; i < 5; i++)
      await client.post('/api/job-requests', form({ title: `Request ${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const res = await client.get(`/api/job-requests${query}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((item: { title: string }) => item.title));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Request 4', 'Request 3', 'Request 2', 'Request 1', 'Request 0']);
    expect((await client.get('/api/job-requests?cursor=garbage!')).status).toBe(400);
  });

  it('signed out, the own list answers 401', async () => {
    expect((await server.client().get('/api/job-requests')).status).toBe(401);
  });
});

describe('who sees a request', () => {
  it('a public active request is visible to anyone, signed in or not', async () => {
    const { client } = await employerWith('employer-lifetime');
    const { body } = await client.post('/api/job-requests', form());
    const anonymous = await server.client().get(`/api/job-requests/${body.id}`);
    expect(anonymous.status).toBe(200);
    expect(jobRequestDetailsSchema.safeParse(anonymous.body).success).toBe(true);
    const talent = await registerUser(server, { role: 'talent' });
    expect((await talent.client.get(`/api/job-requests/${body.id}`)).status).toBe(200);
  });

  it('a paused request is visible to its owner only', async () => {
    const { client } = await employerWith('employer-lifetime');
    const { body } = await client.post('/api/job-requests', form());
    await client.patch(`/api/job-requests/${body.id}/status`, { status: 'paused' });
    expect((await client.get(`/api/job-requests/${body.id}`)).status).toBe(200);
    expect((await server.client().get(`/api/job-requests/${body.id}`)).status).toBe(404);
    const talent = await registerUser(server, { role: 'talent' });
    expect((await talent.client.get(`/api/job-requests/${body.id}`)).status).toBe(404);
  });

  it('a direct request is visible only to its employer and that talent, in lists and by id', async () => {
    const employer = await employerWith('employer-lifetime');
    const chosen = await registerUser(server, { role: 'talent' });
    const other = await registerUser(server, { role: 'talent' });
    const res = await employer.client.post(
      '/api/job-requests',
      form({ title: 'Just for you', requestTarget: 'direct', talentId: String(chosen.user.id) }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ requestTarget: 'direct', talentId: chosen.user.id });
    const id = res.body.id;

    expect((await employer.client.get(`/api/job-requests/${id}`)).status).toBe(200);
    expect((await chosen.client.get(`/api/job-requests/${id}`)).status).toBe(200);
    expect((await other.client.get(`/api/job-requests/${id}`)).status).toBe(404);
    expect((await server.client().get(`/api/job-requests/${id}`)).status).toBe(404);

    const ids = async (client: typeof chosen.client) =>
      (await client.get('/api/job-requests/browse?limit=100')).body.items.map(
        (item: { id: number }) => item.id,
      );
    expect(await ids(chosen.client)).toContain(id);
    expect(await ids(other.client)).not.toContain(id);
    expect(await ids(server.client())).not.toContain(id);
    const own = await employer.client.get('/api/job-requests');
    expect(own.body.items.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('a public request keeps no talent even if the form still names one', async () => {
    const { client } = await employerWith('employer-lifetime');
    const talent = await registerUser(server, { role: 'talent' });
    const res = await client.post(
      '/api/job-requests',
      form({ requestTarget: 'public', talentId: talent.user.id }),
    );
    expect(res.body.talentId).toBeNull();
  });

  it('unknown and impossible ids answer 404, malformed ones 400', async () => {
    const client = server.client();
    expect((await client.get('/api/job-requests/99999999')).status).toBe(404);
    expect((await client.get('/api/job-requests/2147483648')).status).toBe(404);
    expect((await client.get('/api/job-requests/abc')).status).toBe(400);
    expect((await client.get('/api/job-requests/-1')).status).toBe(400);
  });
});
