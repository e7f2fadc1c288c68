/**
 * The external job feed, GET /api/airtable/jobs (issue 3): the seeded local table over HTTP, and
 * the Airtable source with an injected fetch (no network), falling back to the local table.
 */
import { externalJobPageSchema, externalJobSchema } from '@hireloop/sdk/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalJobs } from '../src/db/schema';
import { createExternalJobService } from '../src/services/externalJobs';
import { startServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  await server.app.db.insert(externalJobs).values([
    {
      id: 'recOldest',
      title: 'Data engineer',
      company: 'Northwind',
      description: 'Pipelines and warehouses',
      type: 'job',
      locationType: 'remote',
      minRate: 90,
      maxRate: 120,
      rateType: 'hourly',
      skills: ['Python', 'SQL'],
      url: 'https://jobs.example.com/data',
      postedAt: new Date('2025-01-01T00:00:00Z'),
    },
    {
      id: 'recMiddleB',
      title: 'Brand refresh',
      type: 'project',
      postedAt: new Date('2025-02-01T00:00:00Z'),
    },
    {
      id: 'recMiddleA',
      title: 'Landing page copy',
      type: 'task',
      postedAt: new Date('2025-02-01T00:00:00Z'),
    },
    {
      id: 'recNewest',
      title: 'Senior Python developer',
      company: 'Contoso',
      type: 'job',
      postedAt: new Date('2025-03-01T00:00:00Z'),
    },
    { id: 'recUndated', title: 'Odd jobs', type: 'task' },
  ]);
});
afterAll(() => server.close());

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('the external job feed from the local table', () => {
  it('lists jobs newest first, undated last, ties by id, in the sdk shape', async () => {
    const res = await server.client().get('/api/airtable/jobs');
    expect(res.status).toBe(200);
    expect(externalJobPageSchema.safeParse(res.body).success).toBe(true);
    expect(ids(res.body)).toEqual([
      'recNewest',
      'recMiddleA',
      'recMiddleB',
      'recOldest',
      'recUndated',
    ]);
    expect(res.body.items[3]).toEqual({
      id: 'recOldest',
      title: 'Data engineer',
      company: 'Northwind',
      description: 'Pipelines and warehouses',
      type: 'job',
      location: null,
      locationType: 'remote',
      minRate: 90,
      maxRate: 120,
      rateType: 'hourly',
      skills: ['Python', 'SQL'],
      url: 'https://jobs.example.com/data',
      postedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(res.body.nextCursor).toBeNull();
  });

  it('filters by type and searches the text', async () => {
    expect(ids((await server.client().get('/api/airtable/jobs?type=task')).body)).toEqual([
      'recMiddleA',
      'recUndated',
    ]);
    expect(ids((await server.client().get('/api/airtable/jobs?q=developers')).body)).toEqual([
      'recNewest',
    ]);
    expect(ids((await server.client().get('/api/airtable/jobs?q=warehouse')).body)).toEqual([
      'recOldest',
    ]);
    expect(ids((await server.client().get('/api/airtable/jobs?q=contoso')).body)).toEqual([
      'recNewest',
    ]);
  });

  it('pages with a cursor through ties and undated jobs', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await server.client().get(`/api/airtable/jobs${query}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res.body));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['recNewest', 'recMiddleA', 'recMiddleB', 'recOldest', 'recUndated']);
    const bad = await server.client().get('/api/airtable/jobs?cursor=nonsense!');
    expect(bad.status).toBe(400);
  });

  it('answers one job by id; an unknown id is a 404, a non-"rec" id or a control character a 400', async () => {
    const res = await server.client().get('/api/airtable/jobs/recMiddleB');
    expect(res.status).toBe(200);
    expect(externalJobSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      id: 'recMiddleB',
      title: 'Brand refresh',
      postedAt: '2025-02-01T00:00:00.000Z',
    });
    expect((await server.client().get('/api/airtable/jobs/recNothing')).status).toBe(404);
    expect((await server.client().get('/api/airtable/jobs/rec%00x')).status).toBe(400);
    expect((await server.client().get('/api/airtable/jobs/12')).status).toBe(400);
  });
});

describe('the external job feed from Airtable', () => {
  const airtable = { token: 'pat_test', base: 'appTest', table: 'Jobs' };

  function serviceWith(fetch: typeof globalThis.fetch) {
    const warnings: string[] = [];
    const log = Object.assign(Object.create(server.app.log) as FastifyBaseLogger, {
      warn: (_obj: unknown, message: string) => warnings.push(message),
    });
    const service = createExternalJobService(
      {
        db: server.app.db,
        config: { ...server.config, airtable },
        now: server.app.now,
        log,
        listen: async () => async () => undefined,
      },
      { fetch },
    );
    return { service, warnings };
  }

  it('reads, maps and pages the Airtable records, calling Airtable once per five minutes', async () => {
    const calls: string[] = [];
    const fetch = (async (url: string | URL) => {
      calls.push(String(url));
      const offset = new URL(String(url)).searchParams.get('offset');
      return Response.json(
        offset
          ? {
              records: [
                {
                  id: 'recAir3',
                  createdTime: '2025-04-01T00:00:00.000Z',
                  fields: { Title: 'Copywriter', Type: 'Gig' },
                },
              ],
            }
          : {
              records: [
                {
                  id: 'recAir1',
                  createdTime: '2025-04-03T00:00:00.000Z',
                  fields: { Name: 'Rust developer', Company: 'Initech', Skills: ['Rust'] },
                },
                {
                  id: 'recAir2',
                  createdTime: '2025-04-02T00:00:00.000Z',
                  fields: { Title: 'Mobile app', Type: 'Project' },
                },
              ],
              offset: 'itr2',
            },
      );
    }) as typeof globalThis.fetch;
    const { service } = serviceWith(fetch);
    expect(service.source).toBe('airtable');

    const page = await service.list({ limit: 2 });
    expect(page.items.map((job) => job.id)).toEqual(['recAir1', 'recAir2']);
    expect(page.items[0]).toMatchObject({ company: 'Initech', skills: ['Rust'], type: 'job' });
    const next = await service.list({ limit: 2, cursor: page.nextCursor! });
    expect(next).toEqual({
      items: [expect.objectContaining({ id: 'recAir3', type: 'task' })],
      nextCursor: null,
    });
    expect((await service.list({ limit: 20, type: 'project' })).items.map((job) => job.id)).toEqual(
      ['recAir2'],
    );
    expect(
      (await service.list({ limit: 20, q: 'rust initech' })).items.map((job) => job.id),
    ).toEqual(['recAir1']);
    expect((await service.get('recAir2')).title).toBe('Mobile app');
    await expect(service.get('recOldest')).rejects.toMatchObject({ statusCode: 404 });
    expect(calls).toHaveLength(2); // two pages, read once, then served from the cache
  });

  it('when Airtable fails, logs it and serves the local table', async () => {
    const fetch = (async () =>
      new Response('{"error":"AUTHENTICATION_REQUIRED"}', {
        status: 401,
      })) as typeof globalThis.fetch;
    const { service, warnings } = serviceWith(fetch);
    const page = await service.list({ limit: 20 });
    expect(page.items.map((job) => job.id)).toEqual([
      'recNewest',
      'recMiddleA',
      'recMiddleB',
      'recOldest',
      'recUndated',
    ]);
    expect((await service.get('recOldest')).title).toBe('Data engineer');
    expect(warnings).toEqual(['Airtable feed failed; serving the local external_jobs table']);
  });
});
