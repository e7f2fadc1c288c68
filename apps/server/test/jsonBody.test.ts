/**
 * Issue 14: a body nested 40,000 deep made the error formatter overflow the stack (a 400 saying
 * "Maximum call stack size exceeded", and a RangeError in the log). Bodies are now parsed with a
 * nesting limit: past it, the usual 400 `{ message, fieldErrors }`, on every write route; Fastify's
 * protections (proto poisoning, empty body, BODY_LIMIT) are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, NESTED_TOO_DEEP } from '../src/plugins/jsonBody';
import { startServer, type TestClient, type TestServer } from './helpers';
import { fillPath, routeUsers, writeRoutes } from './routes';

let server: TestServer;
let users: TestClient[];

beforeAll(async () => {
  server = await startServer({ authRateLimit: { max: 1_000_000, windowSeconds: 60 } });
  const { employer, talent, admin } = await routeUsers(server);
  users = [employer, talent, admin];
});
afterAll(() => server.close());

/** JSON text of `depth` arrays, one inside the other (built as text: no recursion anywhere). */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const register = (role: string) =>
  server.client().request('POST', '/api/register', {
    raw: `{"email":"deep@example.com","password":"correct horse battery","name":"Deep","role":${role}}`,
  });

describe('a JSON body nested too deep', () => {
  it('40,000 levels in a field is the usual 400 naming the field', async () => {
    const res = await register(nested(40_000));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: NESTED_TOO_DEEP,
      fieldErrors: { role: [NESTED_TOO_DEEP] },
    });
  });

  it(`${JSON_DEPTH_MAX} levels in all are parsed; one more is refused`, async () => {
    // The body is level 1, so the field may hold JSON_DEPTH_MAX - 1.
    const deepest = await register(nested(JSON_DEPTH_MAX - 1));
    expect(deepest.status).toBe(400);
    expect(deepest.body.fieldErrors).toEqual({
      role: ["Invalid enum value. Expected 'employer' | 'talent', received 'array'"],
    });
    const over = await register(nested(JSON_DEPTH_MAX));
    expect(over.body).toEqual({
      message: NESTED_TOO_DEEP,
      fieldErrors: { role: [NESTED_TOO_DEEP] },
    });
  });

  it('a deep array as the whole body is a form-level 400', async () => {
    const res = await server.client().request('POST', '/api/login', { raw: nested(40_000) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: NESTED_TOO_DEEP, fieldErrors: {} });
  });

  it('every write route answers it with the 400, never a 5xx', async () => {
    const missed: string[] = [];
    for (const route of writeRoutes(server)) {
      const answers: number[] = [];
      let refused = false;
      for (const client of users) {
        const res = await client.request(route.method, fillPath(route.url, []), {
          raw: `{"x":1,"deep":${nested(40_000)}}`,
        });
        answers.push(res.status);
        if (res.status === 400 && res.body.fieldErrors?.deep?.[0] === NESTED_TOO_DEEP) {
          refused = true;
          break;
        }
      }
      if (!refused) missed.push(`${route.method} ${route.url}: ${answers.join(', ')}`);
    }
    expect(missed).toEqual([]);
  });
});

describe("Fastify's own JSON protections are kept", () => {
  it('a body with __proto__ or constructor.prototype is refused', async () => {
    for (const raw of [
      '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.co","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await server.client().request('POST', '/api/login', { raw });
      expect(res.status, raw).toBe(400);
    }
  });

  it('an empty or broken JSON body is a 400; a body over BODY_LIMIT a 413', async () => {
    const client = server.client();
    expect((await client.request('POST', '/api/login', { raw: '' })).status).toBe(400);
    expect((await client.request('POST', '/api/login', { raw: '{"email": ' })).status).toBe(400);
    const huge = await client.request('POST', '/api/login', {
      raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(server.config.bodyLimit) }),
    });
    expect(huge.status).toBe(413);
  });

  it('a normal body is parsed as before', async () => {
    const res = await server.client().request('POST', '/api/login', {
      raw: '{"email":"nobody@example.com","password":"whatever-it-is"}',
    });
    expect(res.status).toBe(401);
  });
});
