/**
 * Property: whatever a client sends to any write route — random JSON of any shape, broken JSON,
 * hostile path parameters — the answer is never a 5xx. Routes are taken from the app's own route
 * table, so a new route is covered the day it is added.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateSubscription,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';
import { fillPath, writeRoutes } from './routes';

let server: TestServer;
let employer: TestClient;
let talent: TestClient;

beforeAll(async () => {
  server = await startServer({ authRateLimit: { max: 1_000_000, windowSeconds: 60 } });
  const e = await registerUser(server, { role: 'employer' });
  await activateSubscription(server, e.user.id, 'employer-lifetime');
  employer = e.client;
  talent = (await registerUser(server, { role: 'talent' })).client;
});
afterAll(() => server.close());

const param = fc.oneof(
  fc.integer({ min: -2, max: 3 }).map(String),
  fc.constant('99999999999999999999'),
  fc.constant('rec123'),
  fc.string({ maxLength: 12 }),
);

// Each test walks every write route (about 180 with issue 17's), so its time grows with the route
// table: a budget per file rather than the default 30 s per test.
describe('malformed input to every write route', { timeout: 180_000 }, () => {
  it('the route table has the write routes of issue 3', () => {
    const urls = writeRoutes(server).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'POST /api/login',
        'POST /api/job-requests',
        'PATCH /api/job-requests/:id',
      ]),
    );
  });

  it('random JSON bodies never cause a 5xx', async () => {
    for (const route of writeRoutes(server)) {
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue({ maxDepth: 3 }),
          fc.array(param, { minLength: 3, maxLength: 3 }),
          fc.boolean(),
          async (body, params, asEmployer) => {
            const client = asEmployer ? employer : talent;
            const res = await client.request(route.method, fillPath(route.url, params), { body });
            expect(
              res.status,
              `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('broken JSON text never causes a 5xx: a 400, or a 403 where the caller may not write at all', async () => {
    for (const route of writeRoutes(server)) {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 40 }).filter((s) => {
            try {
              JSON.parse(s);
              return false;
            } catch {
              return true;
            }
          }),
          async (raw) => {
            const res = await employer.request(route.method, fillPath(route.url, ['1', '1', '1']), {
              raw,
            });
            // Admin-only routes refuse a non-admin before reading the body.
            const expected =
              route.url.startsWith('/api/admin/') && !route.url.endsWith('/read')
                ? [400, 403]
                : [400];
            expect(expected, `${route.method} ${route.url} ${raw} → ${res.status}`).toContain(
              res.status,
            );
          },
        ),
        { numRuns: 10 },
      );
    }
  });

  it('objects with the right keys but wrong value types are 4xx', async () => {
    const wrong = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer()),
      fc.string({ maxLength: 3 }),
    );
    const keys = [
      'email',
      'password',
      'name',
      'role',
      'title',
      'description',
      'type',
      'minRate',
      'maxRate',
      'rateType',
      'skills',
      'stripePriceId',
      'isEmployer',
      'priceId',
      'originalId',
      'token',
      'status',
      'deadline',
      'talentId',
      'requestTarget',
      'hourlyRate',
      'isLifetime',
      'timestamp',
      'currentPassword',
      'newPassword',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), wrong, { minKeys: 1 }),
        async (body) => {
          for (const route of writeRoutes(server)) {
            const res = await employer.request(route.method, fillPath(route.url, ['1', '1', '1']), {
              body,
            });
            expect(res.status, `${route.method} ${route.url} ${JSON.stringify(body)}`).toBeLessThan(
              500,
            );
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
