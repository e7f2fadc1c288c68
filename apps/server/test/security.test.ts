import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ bodyLimit: 4096 });
});
afterAll(() => server.close());

const login = { email: 'nobody@example.com', password: 'whatever-it-is' };

describe('writes must come from the app', () => {
  it('a POST from another origin is refused with 403', async () => {
    const res = await server.client().post('/api/login', login, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/cross-site request refused/i);
  });

  it('a browser request marked cross-site without an Origin is refused', async () => {
    const res = await server
      .client()
      .post('/api/login', login, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('a request from the app origin goes through (and a wrong password is a 401, not a 403)', async () => {
    const res = await server.client().post('/api/login', login, { origin: APP_ORIGIN });
    expect(res.status).toBe(401);
  });

  it('a non-browser client without Origin (curl) is served', async () => {
    const res = await server.client().post('/api/login', login, { origin: null });
    expect(res.status).toBe(401);
  });

  it('a form post (urlencoded) is refused: bodies must be JSON', async () => {
    const res = await server.client().request('POST', '/api/login', {
      raw: 'email=a%40b.co&password=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });

  it('a text/plain body (what a cross-site form can send without preflight) is refused', async () => {
    const res = await server.client().request('POST', '/api/login', {
      raw: JSON.stringify(login),
      contentType: 'text/plain',
    });
    expect(res.status).toBe(415);
  });
});

describe('bad input never becomes a 500', () => {
  it('malformed JSON is a 400', async () => {
    const res = await server.client().request('POST', '/api/login', { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTypeOf('string');
  });

  it('a body over the size limit is a 413', async () => {
    const res = await server
      .client()
      .post('/api/login', { email: 'a@b.co', password: 'x'.repeat(10_000) });
    expect(res.status).toBe(413);
  });

  it('a schema failure is a 400 with field errors in SPEC wording', async () => {
    const res = await server
      .client()
      .post('/api/register', { email: 'not-an-email', password: 'short', role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(['Invalid email']);
    expect(res.body.fieldErrors.name).toEqual(['Required']);
    expect(res.body.fieldErrors.password).toEqual(['String must contain at least 8 character(s)']);
    expect(res.body.fieldErrors.role[0]).toMatch(
      /^Invalid enum value\. Expected 'employer' \| 'talent', received 'admin'$/,
    );
  });

  it('an unknown route is a JSON 404', async () => {
    const res = await server.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('/api/no-such-thing');
  });
});

describe('every response', () => {
  it('carries security headers and a request id', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('API answers carry the rate-limit headers the sdk pacer reads', async () => {
    const res = await server.client().get('/api/skills');
    expect(res.headers.get('x-ratelimit-limit')).toBe(String(server.config.rateLimitPerMinute));
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    expect(res.headers.get('x-ratelimit-reset')).not.toBeNull();
  });

  it('the session cookie is httpOnly and SameSite=Lax', async () => {
    const client = server.client();
    const res = await client.post('/api/register', {
      email: 'cookie@example.com',
      password: 'correct horse battery',
      name: 'Cookie',
      role: 'talent',
    });
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http APP_ORIGIN; Secure when https
  });
});

describe('the API rate limit', () => {
  it('cannot be dodged by sending a made-up session cookie on every request', async () => {
    const limited = await startServer({ rateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.client().get('/api/skills', {
          headers: { cookie: `${limited.config.sessionCookie}=made-up-${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('authorisation', () => {
  it('every route that needs a user answers 401 to an anonymous caller', async () => {
    const { client } = await registerUser(server, { role: 'employer' });
    const anonymous = server.client();
    const open = new Set([
      '/api/health',
      '/api/login',
      '/api/register',
      '/api/logout-simple',
      '/api/logout',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/subscription/plans',
      '/api/stripe/config',
      '/api/skills',
      '/api/skill-trends',
      '/api/skill-trends/:id',
      '/api/job-requests/browse',
      '/api/airtable/jobs',
      '/api/airtable/jobs/:id',
      '/api/profile/:userId',
      '/api/profile/talent',
      '/api/job-requests/:id',
      '/api/stripe/webhook',
      '/api/user',
      // Issue 15: a widget's sign-out answers ok like logout; a widget checkout's result is read
      // with the partner's publishable key.
      '/api/embed/sign-out',
      '/api/embed/checkouts/:id',
      // Issue 16: an invite link shows what it offers before the person signs in or registers.
      '/api/invites/:token',
    ]);
    const guarded = server.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !open.has(r.url) && r.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const path = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await anonymous.request(
        route.method,
        path,
        route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} },
      );
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      // The signed-in client proves the route exists and is not 401 for a user. The live stream
      // never ends, so only its status is read, then the stream is aborted.
      if (route.url === '/api/live') {
        const controller = new AbortController();
        const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const live = await fetch(`${server.url}/api/live`, {
          headers: { cookie },
          signal: controller.signal,
        });
        expect(live.status).toBe(200);
        controller.abort();
        continue;
      }
      const signedIn = await client.request(
        route.method,
        path,
        route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} },
      );
      expect(signedIn.status, `${route.method} ${route.url} signed in`).not.toBe(401);
    }
    const me = await anonymous.get('/api/user');
    expect(me.status).toBe(401);
  });
});
