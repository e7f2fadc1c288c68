/**
 * Issue 14: a NUL character in a text field was a 500 (PostgreSQL text cannot hold it), on routes
 * open to anyone. Every text field of every route, taken from the app's own route table and the
 * sdk schemas it validates with, gets NUL and another control character: each must be a 400
 * naming that field, from a user who gets past the route's access check. A new route or field is
 * covered the day it is added.
 */
import { INVALID_CHARACTER, textInputsOf, type TextInput } from '@hireloop/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/types';
import { startServer, type TestClient, type TestResponse, type TestServer } from './helpers';
import { clientRoutes, fillPath, paramNames, routeUsers } from './routes';

let server: TestServer;
let users: TestClient[];

beforeAll(async () => {
  server = await startServer({ authRateLimit: { max: 1_000_000, windowSeconds: 60 } });
  const { employer, talent, admin } = await routeUsers(server);
  users = [employer, talent, admin];
});
afterAll(() => server.close());

type Part = 'body' | 'querystring' | 'params';

/** One text field of one route: where it goes and what to send around it. */
interface Target {
  route: RouteEntry;
  part: Part;
  input: TextInput;
}

const targets = (): Target[] =>
  clientRoutes(server).flatMap((route) =>
    (['body', 'querystring', 'params'] as const).flatMap((part) => {
      const schema = route.schema[part];
      return schema ? textInputsOf(schema).map((input) => ({ route, part, input })) : [];
    }),
  );

/** `value` at the input's path inside its discriminators: a JSON body. */
function bodyWith(input: TextInput, value: string): unknown {
  const root: Record<string | number, unknown> = { ...input.base };
  let node = root;
  input.path.forEach((key, index) => {
    const last = index === input.path.length - 1;
    const next = last ? value : typeof input.path[index + 1] === 'number' ? [] : {};
    node[key] = next;
    node = next as Record<string | number, unknown>;
  });
  return root;
}

/** Sends `value` in the target's field as `client`. */
function send(client: TestClient, { route, part, input }: Target, value: string) {
  const field = String(input.path[0]);
  const params = paramNames(route.url).map((name) =>
    part === 'params' && name === field ? value : '1',
  );
  let path = fillPath(route.url, params);
  if (part === 'querystring') path += `?${new URLSearchParams({ [field]: value })}`;
  const body = part === 'body' ? bodyWith(input, value) : undefined;
  return client.request(route.method, path, body === undefined ? {} : { body });
}

/** Whether the answer is the 400 naming the field for a character it may not hold. */
const refusesField = (res: TestResponse, field: string) =>
  res.status === 400 &&
  (res.body?.fieldErrors?.[field] ?? []).some((message: string) =>
    /invalid character/i.test(message),
  );

describe('a control character in any text field of any route', () => {
  it('finds the text fields of every route with a schema, the ones of issue 14 included', () => {
    const found = targets().map(({ route, part, input }) => {
      const where = `${route.method} ${route.url} ${part}.${input.path.join('.')}`;
      return input.base && Object.keys(input.base).length
        ? `${where} (${JSON.stringify(input.base)})`
        : where;
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/profile/talent querystring.q',
        'POST /api/register body.name',
        'POST /api/register body.email',
        'POST /api/register body.password',
        'PATCH /api/user/profiling body.bio',
        'PATCH /api/user/profiling body.name',
        'PATCH /api/user/profiling body.title',
        'PATCH /api/user/profiling body.location',
        'PATCH /api/user/profiling body.companyName',
        'PATCH /api/user/profiling body.profileImage',
        'PATCH /api/user/profiling body.companyLogo',
        'GET /api/job-requests/browse querystring.cursor',
        'GET /api/job-requests/:id params.id',
        'POST /api/bids body.message ({"kind":"proposal"})',
        'POST /api/admin/sticky-messages body.title',
      ]),
    );
    expect(found.length).toBeGreaterThan(80);
  });

  it('every route with a parameter in its path validates it', () => {
    const unchecked = clientRoutes(server)
      .filter((route) => paramNames(route.url).length > 0 && !route.schema.params)
      .map((route) => `${route.method} ${route.url}`);
    expect(unchecked).toEqual([]);
  });

  it('is a 400 naming the field, never a 5xx, for NUL, ESC, DEL and a C1 control', async () => {
    const missed: string[] = [];
    const failed: string[] = [];
    for (const target of targets()) {
      const field = String(target.input.path[0]);
      for (const control of ['\u0000', '\u001b', '\u007f', '\u0085']) {
        const value = `1${control}2`;
        const answers: string[] = [];
        let refused = false;
        for (const client of users) {
          const res = await send(client, target, value);
          answers.push(`${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          if (res.status >= 500) failed.push(`${target.route.method} ${target.route.url}`);
          if (refusesField(res, field)) {
            refused = true;
            break;
          }
        }
        if (!refused) {
          const { route, part, input } = target;
          missed.push(
            `${route.method} ${route.url} ${part}.${input.path.join('.')} ${JSON.stringify(control)}: ${answers.join(' | ')}`,
          );
        }
      }
    }
    expect(failed).toEqual([]);
    expect(missed).toEqual([]);
  });

  it('the cases of issue 14 answer the designed field error', async () => {
    const [employer] = users as [TestClient];
    const anonymous = server.client();
    const search = await anonymous.get('/api/profile/talent?q=%00');
    expect(search.status).toBe(400);
    expect(search.body).toEqual({
      message: INVALID_CHARACTER,
      fieldErrors: { q: [INVALID_CHARACTER] },
    });
    const register = await anonymous.post('/api/register', {
      email: 'nul@example.com',
      password: 'correct horse battery',
      name: 'a\u0000b',
      role: 'talent',
    });
    expect(register.status).toBe(400);
    expect(register.body.fieldErrors).toEqual({ name: [INVALID_CHARACTER] });
    for (const field of ['bio', 'name', 'title', 'location', 'companyName']) {
      const res = await employer.patch('/api/user/profiling', { [field]: 'a\u0000b' });
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors, field).toEqual({ [field]: [INVALID_CHARACTER] });
    }
    for (const field of ['profileImage', 'companyLogo']) {
      const res = await employer.patch('/api/user/profiling', {
        [field]: 'https://example.com/a\u0000b.png',
      });
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors[field], field).toContain(INVALID_CHARACTER);
    }
  });

  it('a multi-line field keeps line breaks and tabs; a one-line field refuses them', async () => {
    const [employer] = users as [TestClient];
    const bio = 'Line one\r\nLine two\n\tindented';
    const saved = await employer.patch('/api/user/profiling', { bio });
    expect(saved.status).toBe(200);
    expect(saved.body.bio).toBe(bio);
    const named = await employer.patch('/api/user/profiling', { name: 'Ada\tLovelace' });
    expect(named.status).toBe(400);
    expect(named.body.fieldErrors).toEqual({ name: [INVALID_CHARACTER] });
  });
});
