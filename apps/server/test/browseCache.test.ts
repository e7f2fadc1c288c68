/**
 * Issue 19: the short cache of signed-out browse listings (BROWSE_CACHE_MS). Signed-out visitors
 * may see a listing up to the cache's age late; signed-in people never; equal queries share one
 * entry and one flight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRequests, skills } from '../src/db/schema';
import { browseCacheKey } from '../src/services/jobRequests/browseCache';
import { browseJobRequestsQuerySchema } from '@hireloop/sdk/schemas';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
let employerId: number;
let talent: TestClient;
let skillIds: number[];

beforeAll(async () => {
  server = await startServer({ browseCacheMs: 5000 });
  employerId = (await registerUser(server, { role: 'employer' })).user.id;
  talent = (await registerUser(server, { role: 'talent' })).client;
  skillIds = (
    await server.app.db
      .insert(skills)
      .values([{ name: 'Bagpipes' }, { name: 'Drums' }])
      .returning()
  ).map((row) => row.id);
});
afterAll(() => server.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

async function addRequest(title: string) {
  await server.app.db.insert(jobRequests).values({
    employerId,
    title,
    description: 'A request',
    type: 'job',
    rateType: 'hourly',
    skills: skillIds,
  });
}

describe('the signed-out browse cache', () => {
  it('serves signed-out visitors a listing at most BROWSE_CACHE_MS old, signed-in ones fresh', async () => {
    await addRequest('First request');
    const before = await server.client().get('/api/job-requests/browse');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^application\/json/);
    expect(titles(before.body)).toEqual(['First request']);

    await addRequest('Second request');
    expect(titles((await server.client().get('/api/job-requests/browse')).body)).toEqual([
      'First request',
    ]);
    expect(titles((await talent.get('/api/job-requests/browse')).body)).toEqual([
      'Second request',
      'First request',
    ]);

    server.advanceClock(5000);
    expect(titles((await server.client().get('/api/job-requests/browse')).body)).toEqual([
      'Second request',
      'First request',
    ]);
  });

  it('shares one entry and one query among equal searches arriving together', async () => {
    const { hits, misses } = server.app.services.jobRequests.browseCacheStats();
    const [a, b] = skillIds;
    const paths = [
      `/api/job-requests/browse?q=Request&skills=${a},${b}`,
      `/api/job-requests/browse?q=request&skills=${b},${a}`,
      `/api/job-requests/browse?skills=${b}&skills=${a},${a}&q=%20request%20`,
    ];
    const answers = await Promise.all(paths.map((path) => server.client().get(path)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.map((res) => titles(res.body))).toEqual(
      answers.map(() => ['Second request', 'First request']),
    );
    expect(server.app.services.jobRequests.browseCacheStats()).toEqual({
      hits: hits + 2,
      misses: misses + 1,
    });
  });

  it('keys every filter: different queries never share an answer', () => {
    const key = (input: Record<string, unknown>) =>
      browseCacheKey(browseJobRequestsQuerySchema.parse(input));
    expect(key({ q: 'React  Developer' })).toBe(key({ q: 'react developer' }));
    const distinct = [
      {},
      { q: 'react' },
      { q: 'react', limit: 10 },
      { type: 'job' },
      { skills: '1' },
      { minRate: 10 },
      { maxRate: 10 },
      { locationType: 'remote' },
      { experience: 'senior' },
      { requestTarget: 'public' },
      { cursor: 'abc' },
    ].map(key);
    expect(new Set(distinct).size).toBe(distinct.length);
  });

  it('never caches an error', async () => {
    const { misses } = server.app.services.jobRequests.browseCacheStats();
    for (let i = 0; i < 2; i++) {
      const res = await server.client().get('/api/job-requests/browse?cursor=garbage');
      expect(res.status).toBe(400);
    }
    expect(server.app.services.jobRequests.browseCacheStats().misses).toBe(misses + 2);
  });
});
