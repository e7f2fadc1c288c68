/**
 * The talent's browse listing (issue 3): filters, full-text search, who sees what, keyset
 * pagination without duplicates or gaps; and the skills list it filters by.
 */
import { eq, sql } from 'drizzle-orm';
import { jobRequestPageSchema, skillListSchema } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRequests, skills, users } from '../src/db/schema';
import { encodeCursor } from '../src/services/pageCursor';
import {
  activateSubscription,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';

let server: TestServer;
let employerId: number;
let chosen: TestClient;
let chosenId: number;
const skill: Record<string, number> = {};
const request: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  const rows = await server.app.db
    .insert(skills)
    .values(['TypeScript', 'React', 'Go', 'Logo Design'].map((name) => ({ name })))
    .returning();
  for (const row of rows) skill[row.name] = row.id;

  const employer = await registerUser(server, { role: 'employer', name: 'Erin Employer' });
  employerId = employer.user.id;
  await activateSubscription(server, employerId, 'employer-lifetime');
  await server.app.db
    .update(users)
    .set({ companyName: 'Acme', companyLogo: 'https://acme.example/logo.png' })
    .where(eq(users.id, employerId));
  const talent = await registerUser(server, { role: 'talent' });
  chosen = talent.client;
  chosenId = talent.user.id;

  const create = async (key: string, body: Record<string, unknown>) => {
    const res = await employer.client.post('/api/job-requests', body);
    if (res.status !== 201) throw new Error(`${key}: ${res.status} ${JSON.stringify(res.body)}`);
    request[key] = res.body.id;
  };
  // Created in this order, so newest first is: direct, paused, compiler, logo, go, react.
  await create('react', {
    title: 'Senior React developer',
    description: 'Build dashboards in React for a logistics company',
    type: 'job',
    skills: [skill.TypeScript, skill.React],
    minRate: 50,
    maxRate: 80,
    locationType: 'remote',
    experience: 'senior',
  });
  await create('go', {
    title: 'Go microservices',
    description: 'A payments backend written in Go',
    type: 'project',
    skills: [skill.Go],
    minRate: 100,
    maxRate: 150,
    locationType: 'onsite',
    experience: 'mid',
  });
  await create('logo', {
    title: 'Logo for a bakery',
    description: 'A friendly new logo',
    type: 'task',
    skills: [skill['Logo Design']],
    rateType: 'fixed',
    minRate: 500,
    locationType: 'hybrid',
    experience: 'junior',
  });
  await create('compiler', {
    title: 'TypeScript compiler expert',
    description: 'Developers who love type systems',
    type: 'job',
    skills: [skill.TypeScript],
    locationType: 'remote',
    experience: 'expert',
  });
  await create('paused', { title: 'On hold', description: 'Paused for now', type: 'job' });
  await employer.client.patch(`/api/job-requests/${request.paused}/status`, { status: 'paused' });
  await create('direct', {
    title: 'Private React gig',
    description: 'Only for one talent',
    type: 'task',
    requestTarget: 'direct',
    talentId: chosenId,
  });
});
afterAll(() => server.close());

const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

async function browse(query: string, client: TestClient = server.client()) {
  const res = await client.get(`/api/job-requests/browse${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(jobRequestPageSchema.safeParse(res.body).success).toBe(true);
  return ids(res.body);
}

describe('browsing job requests', () => {
  it('signed out, lists active public requests, newest first, with the employer and bids count', async () => {
    const res = await server.client().get('/api/job-requests/browse');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([request.compiler, request.logo, request.go, request.react]);
    expect(res.body.items[0]).toMatchObject({
      employerId,
      employerName: 'Erin Employer',
      companyName: 'Acme',
      companyLogo: 'https://acme.example/logo.png',
      bidsCount: 0,
    });
    expect(res.body.nextCursor).toBeNull();
  });

  it('signed in as the talent of a direct request, it is listed too; other talent do not see it', async () => {
    expect(await browse('', chosen)).toEqual([
      request.direct,
      request.compiler,
      request.logo,
      request.go,
      request.react,
    ]);
    const other = await registerUser(server, { role: 'talent' });
    expect(await browse('', other.client)).not.toContain(request.direct);
    expect(await browse('?requestTarget=direct', chosen)).toEqual([request.direct]);
    expect(await browse('?requestTarget=public', chosen)).not.toContain(request.direct);
    expect(await browse('?requestTarget=direct')).toEqual([]);
  });

  it('filters by type', async () => {
    expect(await browse('?type=project')).toEqual([request.go]);
    expect(await browse('?type=job')).toEqual([request.compiler, request.react]);
  });

  it('filters by skills: any of them, as a comma list or repeated', async () => {
    expect(await browse(`?skills=${skill.TypeScript}`)).toEqual([request.compiler, request.react]);
    expect(await browse(`?skills=${skill.Go},${skill['Logo Design']}`)).toEqual([
      request.logo,
      request.go,
    ]);
    expect(await browse(`?skills=${skill.Go}&skills=${skill.React}`)).toEqual([
      request.go,
      request.react,
    ]);
    expect(await browse('?skills=99999')).toEqual([]);
    expect(await browse('?skills=99999999999')).toEqual([]);
  });

  it('filters by rate range: requests whose range overlaps it', async () => {
    expect(await browse('?minRate=90')).toEqual([request.logo, request.go]);
    expect(await browse('?maxRate=60')).toEqual([request.react]);
    expect(await browse('?minRate=60&maxRate=120')).toEqual([request.go, request.react]);
    expect(await browse('?minRate=500&maxRate=500')).toEqual([request.logo]);
    expect(await browse('?minRate=1e300')).toEqual([]);
  });

  it('filters by location type and experience', async () => {
    expect(await browse('?locationType=remote')).toEqual([request.compiler, request.react]);
    expect(await browse('?experience=mid')).toEqual([request.go]);
    expect(await browse('?type=job&locationType=remote&experience=expert')).toEqual([
      request.compiler,
    ]);
  });

  it('searches title and description with full-text search', async () => {
    // "developer" also finds "Developers" (English stemming); ranked (issue 19): the title's
    // "developer" before the description's.
    expect(await browse('?q=developer')).toEqual([request.react, request.compiler]);
    expect(await browse('?q=payments%20backend')).toEqual([request.go]);
    expect(await browse('?q=react%20-logistics', chosen)).toEqual([request.direct]);
    expect(await browse(`?q=${encodeURIComponent('"new logo"')}`)).toEqual([request.logo]);
    expect(await browse('?q=the')).toEqual([]);
    // Whatever people type is a search, never an error.
    for (const q of ['"', "'", '&|!():*', '\\', 'a <-> b', '-', 'or or or']) {
      expect(
        (await server.client().get(`/api/job-requests/browse?q=${encodeURIComponent(q)}`)).status,
      ).toBe(200);
    }
  });

  it('refuses bad filters with a 400 and field errors', async () => {
    for (const query of [
      '?type=gig',
      '?limit=0',
      '?limit=101',
      '?minRate=-1',
      '?skills=abc',
      '?locationType=moon',
    ]) {
      const res = await server.client().get(`/api/job-requests/browse${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors, query).toBeTypeOf('object');
    }
    const range = await server.client().get('/api/job-requests/browse?minRate=10&maxRate=5');
    expect(range.status).toBe(400);
    expect(range.body.fieldErrors.maxRate).toEqual([
      'Maximum rate must be at least the minimum rate',
    ]);
  });
});

describe('paging through the listing', () => {
  it('walks every page with no duplicates and no gaps, even when rows share a timestamp', async () => {
    // 40 more rows: 15 share one millisecond, 10 differ only in microseconds, 15 are spread out.
    await server.app.db.execute(sql`
      insert into job_requests (employer_id, title, description, type, rate_type, created_at, updated_at)
      select ${employerId}, 'Bulk ' || n, 'Bulk row', 'task', 'hourly',
        case
          when n <= 15 then timestamptz '2024-06-01 12:00:00.123+00'
          when n <= 25 then timestamptz '2024-06-01 12:00:00.123+00' + (n - 15) * interval '1 microsecond'
          else timestamptz '2024-05-01 00:00:00+00' + n * interval '1 hour'
        end,
        now()
      from generate_series(1, 40) as n`);
    const all = await browse('?limit=100');
    expect(all).toHaveLength(44);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await server.client().get(`/api/job-requests/browse${query}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res.body));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('a request created between pages neither repeats nor hides what follows', async () => {
    const first = await server.client().get('/api/job-requests/browse?limit=3');
    await server.app.db.insert(jobRequests).values({
      employerId,
      title: 'Brand new',
      description: 'Arrived while paging',
      type: 'job',
      rateType: 'hourly',
    });
    const second = await server
      .client()
      .get(`/api/job-requests/browse?limit=3&cursor=${first.body.nextCursor}`);
    const all = await browse('?limit=100');
    expect(all[0]).not.toBe(first.body.items[0].id); // the new one is now first…
    expect([...ids(first.body), ...ids(second.body)]).toEqual(all.slice(1, 7)); // …and the pages join up
  });

  it('a malformed cursor is a 400, not a 500', async () => {
    const bad = [
      'garbage!',
      'e30',
      Buffer.from('[null, "x"]').toString('base64url'),
      encodeCursor({ at: '2024-13-45T99:00:00Z', id: 1 }),
      encodeCursor({ at: '2024-01-01T00:00:00Z', id: 2 ** 33 }),
      'A'.repeat(501),
    ];
    for (const cursor of bad) {
      const res = await server.client().get(`/api/job-requests/browse?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
    }
    const res = await server.client().get('/api/job-requests/browse?cursor=garbage');
    expect(res.body.message).toBe('Invalid cursor');
  });
});

describe('the skills list', () => {
  it('lists every skill sorted by name, case-insensitively', async () => {
    await server.app.db
      .insert(skills)
      .values([{ name: 'angular' }, { name: 'C#' }, { name: 'ASP.NET' }]);
    const res = await server.client().get('/api/skills');
    expect(res.status).toBe(200);
    expect(skillListSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      'angular',
      'ASP.NET',
      'C#',
      'Go',
      'Logo Design',
      'React',
      'TypeScript',
    ]);
    expect(res.body.find((s: { name: string }) => s.name === 'Go').id).toBe(skill.Go);
  });
});
