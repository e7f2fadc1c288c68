/**
 * The embed credential (issue 15): minted from a cookie session for a registered partner's key on
 * one of its origins; sent by the widget's frame as a bearer token; accepted only by the routes
 * that opt in (every other route of the app answers 403); ended with its session (logout,
 * password change, expiry), by the widget's sign-out, by its own expiry and by the partner's
 * revocation.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedTokenSchema, ORIGIN_MESSAGE } from '@hireloop/sdk/schemas';
import { embedTokens } from '../src/db/schema';
import { EMBED_OUT_OF_SCOPE } from '../src/plugins/session';
import { EMBED_REFUSALS } from '../src/services/embedTokens';
import {
  jobRequestForm,
  registerEmployer,
  registerUser,
  startServer,
  type TestClient,
  type TestServer,
} from './helpers';
import {
  createPartner,
  EMBED_FIXTURE_DIR,
  mintToken,
  OTHER_ORIGIN,
  PARTNER_ORIGIN,
  registerAdmin,
  WidgetClient,
  type PartnerAnswer,
} from './embed';
import { fillPath } from './routes';

const TTL_SECONDS = 3600;
let server: TestServer;
let admin: TestClient;
let partner: PartnerAnswer;
beforeAll(async () => {
  server = await startServer({
    embedDir: EMBED_FIXTURE_DIR,
    embedTokenTtlSeconds: TTL_SECONDS,
    sessionIdleSeconds: 10 ** 8,
    sessionAbsoluteSeconds: 10 ** 9,
  });
  admin = await registerAdmin(server);
  partner = await createPartner(admin, {
    allowedOrigins: [PARTNER_ORIGIN, 'http://127.0.0.1:3001'],
  });
});
afterAll(() => server.close());

/** The routes that accept the credential, and nothing else (README "Embedded widgets"). */
const EMBED_SCOPE = [
  'GET /api/user',
  'GET /api/stripe/subscription',
  'GET /api/subscription/plans',
  'GET /api/subscription/usage',
  'GET /api/stripe/config',
  'GET /api/skills',
  'POST /api/job-requests',
  'POST /api/stripe/create-checkout-session',
  'POST /api/embed/sign-out',
];

/** A signed-in employer with a plan, and the widget frame signed in as them. */
async function signedInWidget(planId: string | null = 'employer-lifetime') {
  const employer = await registerEmployer(server, planId);
  const minted = await mintToken(employer.client, partner.publishableKey);
  return { ...employer, minted, widget: new WidgetClient(server, minted.token) };
}

describe('minting a credential (the sign-in window, with the session cookie)', () => {
  it('answers the token, its expiry and the user as GET /api/user does; stores only its hash', async () => {
    const { client, minted } = await signedInWidget();
    expect(embedTokenSchema.safeParse(minted).success).toBe(true);
    expect(minted.token).toMatch(/^hlemb_[A-Za-z0-9_-]{43}$/);
    expect(minted.user).toEqual((await client.get('/api/user')).body);
    const expires = new Date(minted.expiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + TTL_SECONDS * 1000))).toBeLessThan(60_000);
    const rows = await server.app.db
      .select()
      .from(embedTokens)
      .where(eq(embedTokens.userId, minted.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: createHash('sha256').update(minted.token).digest('hex'),
      partnerId: partner.id,
      origin: PARTNER_ORIGIN,
    });
    expect(JSON.stringify(rows)).not.toContain(minted.token);
  });

  it('canonicalises the origin and takes any of the partner’s origins', async () => {
    const { client } = await registerUser(server);
    const minted = await mintToken(client, partner.publishableKey, 'http://127.0.0.1:3001/');
    const [row] = await server.app.db
      .select()
      .from(embedTokens)
      .where(eq(embedTokens.userId, minted.user.id));
    expect(row?.origin).toBe('http://127.0.0.1:3001');
  });

  it('needs a session cookie: 401 signed out', async () => {
    const res = await server.client().post('/api/embed/tokens', {
      publishableKey: partner.publishableKey,
      origin: PARTNER_ORIGIN,
    });
    expect(res.status).toBe(401);
  });

  it('is refused to an embed credential (a widget cannot mint credentials)', async () => {
    const { widget } = await signedInWidget();
    const res = await widget.post('/api/embed/tokens', {
      publishableKey: partner.publishableKey,
      origin: PARTNER_ORIGIN,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: EMBED_OUT_OF_SCOPE });
  });

  it('is 403 for an unknown or revoked key and an origin the partner did not register', async () => {
    const { client } = await registerUser(server);
    const unknown = await client.post('/api/embed/tokens', {
      publishableKey: 'pk_unknown',
      origin: PARTNER_ORIGIN,
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual({ message: EMBED_REFUSALS['unknown-key'] });
    const foreign = await client.post('/api/embed/tokens', {
      publishableKey: partner.publishableKey,
      origin: OTHER_ORIGIN,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: EMBED_REFUSALS['origin-not-allowed'] });
    const gone = await createPartner(admin);
    await admin.post(`/api/admin/partners/${gone.id}/revoke`);
    const revoked = await client.post('/api/embed/tokens', {
      publishableKey: gone.publishableKey,
      origin: PARTNER_ORIGIN,
    });
    expect(revoked.status).toBe(403);
    expect(revoked.body).toEqual({ message: EMBED_REFUSALS['unknown-key'] });
  });

  it('validates the body with the sdk schema', async () => {
    const { client } = await registerUser(server);
    const path = await client.post('/api/embed/tokens', {
      publishableKey: partner.publishableKey,
      origin: `${PARTNER_ORIGIN}/jobs`,
    });
    expect(path.status).toBe(400);
    expect(path.body.fieldErrors).toEqual({ origin: [ORIGIN_MESSAGE] });
    const nul = await client.post('/api/embed/tokens', {
      publishableKey: 'pk_\u0000',
      origin: PARTNER_ORIGIN,
    });
    expect(nul.status).toBe(400);
    expect(nul.body.fieldErrors).toEqual({ publishableKey: ['Invalid character'] });
  });

  it('never outlives its session', async () => {
    const short = await startServer({ sessionAbsoluteSeconds: 600, embedTokenTtlSeconds: 3600 });
    try {
      const shortAdmin = await registerAdmin(short);
      const shortPartner = await createPartner(shortAdmin);
      const { client } = await registerUser(short);
      const minted = await mintToken(client, shortPartner.publishableKey);
      const expires = new Date(minted.expiresAt).getTime();
      expect(Math.abs(expires - (Date.now() + 600 * 1000))).toBeLessThan(60_000);
    } finally {
      await short.close();
    }
  });
});

describe('the credential in the widget', () => {
  it('signs the frame in on the routes in its scope: the user, plans, subscription, usage, skills', async () => {
    const { widget, user } = await signedInWidget();
    const me = await widget.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const sub = await widget.get('/api/stripe/subscription?accountType=employer');
    expect(sub.status).toBe(200);
    expect(sub.body.status).toBe('lifetime');
    expect((await widget.get('/api/subscription/usage')).status).toBe(200);
    expect((await widget.get('/api/subscription/plans?role=employer')).status).toBe(200);
    expect((await widget.get('/api/stripe/config')).body).toEqual({ environment: 'local' });
    expect((await widget.get('/api/skills')).status).toBe(200);
  });

  it('posts a job request the employer then finds in the app', async () => {
    const { widget, client } = await signedInWidget('employer-month');
    const created = await widget.post(
      '/api/job-requests',
      jobRequestForm({ title: 'From widget' }),
    );
    expect(created.status).toBe(201);
    const own = await client.get('/api/job-requests');
    expect(own.status).toBe(200);
    const items = (own.body.items ?? own.body) as Array<{ id: number; title: string }>;
    expect(items.map((item) => item.id)).toContain(created.body.id);
    // Quotas are the server's, as in the app: the monthly plan's one job is used.
    const second = await widget.post('/api/job-requests', jobRequestForm({ title: 'Again' }));
    expect(second.status).toBe(403);
  });

  it('without a subscription the job request is the usual 403 "Subscription required"', async () => {
    const { widget } = await signedInWidget(null);
    const res = await widget.post('/api/job-requests', jobRequestForm());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Subscription required');
  });

  it('writes still come from the app’s origin (the frame is on it), not the partner’s', async () => {
    const { widget } = await signedInWidget();
    const res = await widget.post('/api/job-requests', jobRequestForm(), {
      origin: PARTNER_ORIGIN,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Cross-site request refused/);
  });

  it('a bad or unknown credential on a route in scope is a 401 like no session', async () => {
    for (const token of ['hlemb_nope', `hlemb_${'A'.repeat(43)}`]) {
      const widget = new WidgetClient(server, token);
      expect((await widget.get('/api/user')).status).toBe(401);
      expect((await widget.post('/api/job-requests', jobRequestForm())).status).toBe(401);
      // Public reads stay public.
      expect((await widget.get('/api/stripe/config')).status).toBe(200);
    }
  });

  it('the session cookie, when sent, is the one that counts', async () => {
    const { client, user } = await signedInWidget();
    const other = await registerUser(server);
    const minted = await mintToken(other.client, partner.publishableKey);
    const res = await client.get('/api/user', {
      headers: { authorization: `Bearer ${minted.token}` },
    });
    expect(res.body.id).toBe(user.id);
  });
});

describe('the scope: every route that does not opt in refuses the credential', () => {
  it('walks the whole route table: 403 everywhere but the widget routes', async () => {
    const { widget } = await signedInWidget();
    const accepted: string[] = [];
    const wrong: string[] = [];
    // Sign-out last: it ends the credential (the scope is refused whether or not it is valid).
    const routes = [...server.app.routeTable].sort(
      (a, b) => Number(a.url === '/api/embed/sign-out') - Number(b.url === '/api/embed/sign-out'),
    );
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const res = await widget.request(route.method, fillPath(route.url, []));
      const name = `${route.method} ${route.url}`;
      if (res.status === 403 && res.body?.message === EMBED_OUT_OF_SCOPE) continue;
      if (route.method === 'HEAD') {
        // A HEAD answer has no body: refused is a bare 403.
        if (res.status === 403) continue;
      }
      accepted.push(name);
      if (res.status === 403 && route.method !== 'POST') wrong.push(`${name}: ${res.status}`);
    }
    const heads = EMBED_SCOPE.filter((r) => r.startsWith('GET ')).map((r) =>
      r.replace(/^GET /, 'HEAD '),
    );
    expect(accepted.sort()).toEqual([...EMBED_SCOPE, ...heads].sort());
    expect(wrong).toEqual([]);
  });

  it('refuses it on public routes too, and on the live stream, logout and account routes', async () => {
    const { widget } = await signedInWidget();
    for (const [method, path] of [
      ['GET', '/api/job-requests/browse'],
      ['GET', '/api/live'],
      ['GET', '/api/logout-simple'],
      ['POST', '/api/logout'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/delete'],
      ['PATCH', '/api/user/profiling'],
      ['GET', '/api/conversations'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/embed/v1/job-request'],
      ['GET', '/api/no-such-route'],
    ] as const) {
      const res = await widget.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ message: EMBED_OUT_OF_SCOPE });
    }
    // Still valid where it belongs.
    expect((await widget.get('/api/user')).status).toBe(200);
  });
});

describe('when the credential ends', () => {
  it('after the main app’s logout (the session ends, and with it the credential)', async () => {
    const { widget, client } = await signedInWidget();
    expect((await widget.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/logout-simple')).status).toBe(200);
    expect((await widget.get('/api/user')).status).toBe(401);
    const rows = await server.app.db
      .select()
      .from(embedTokens)
      .where(eq(embedTokens.tokenHash, createHash('sha256').update(widget.token).digest('hex')));
    expect(rows).toEqual([]);
  });

  it('after the widget’s own sign-out, which answers ok again when already signed out', async () => {
    const { widget, client } = await signedInWidget();
    const out = await widget.post('/api/embed/sign-out');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await widget.get('/api/user')).status).toBe(401);
    expect((await widget.post('/api/embed/sign-out')).body).toEqual({ ok: true });
    // The app's session is untouched.
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('after its own expiry, by the server’s clock', async () => {
    const { widget, client } = await signedInWidget();
    server.advanceClock((TTL_SECONDS - 60) * 1000);
    expect((await widget.get('/api/user')).status).toBe(200);
    server.advanceClock(120 * 1000);
    expect((await widget.get('/api/user')).status).toBe(401);
    // The session itself lives on, and can mint a new one.
    expect((await client.get('/api/user')).status).toBe(200);
    const again = await mintToken(client, partner.publishableKey);
    expect((await new WidgetClient(server, again.token).get('/api/user')).status).toBe(200);
  });

  it('after the partner is revoked, or no longer lists the origin', async () => {
    const own = await createPartner(admin, {
      allowedOrigins: [PARTNER_ORIGIN, 'https://second.example'],
    });
    const { client } = await registerEmployer(server, 'employer-lifetime');
    const first = new WidgetClient(
      server,
      (await mintToken(client, own.publishableKey, 'https://second.example')).token,
    );
    const second = new WidgetClient(server, (await mintToken(client, own.publishableKey)).token);
    expect((await first.get('/api/user')).status).toBe(200);
    await admin.patch(`/api/admin/partners/${own.id}`, { allowedOrigins: [PARTNER_ORIGIN] });
    expect((await first.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(200);
    await admin.post(`/api/admin/partners/${own.id}/revoke`);
    expect((await second.get('/api/user')).status).toBe(401);
  });

  it('after a password change (every session ends)', async () => {
    const { widget, client, password } = await signedInWidget();
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another correct horse',
    });
    expect(changed.status).toBe(200);
    expect((await widget.get('/api/user')).status).toBe(401);
    // The browser's fresh session works; the credential does not come back.
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await widget.get('/api/user')).status).toBe(401);
  });

  it('when its session expires idle, exactly as a cookie would', async () => {
    const idle = await startServer({ sessionIdleSeconds: 600, embedTokenTtlSeconds: 3600 });
    try {
      const idleAdmin = await registerAdmin(idle);
      const idlePartner = await createPartner(idleAdmin);
      const { client } = await registerUser(idle);
      const widget = new WidgetClient(
        idle,
        (await mintToken(client, idlePartner.publishableKey)).token,
      );
      // Used within the idle time: the session is kept alive by the widget's use.
      idle.advanceClock(500 * 1000);
      expect((await widget.get('/api/user')).status).toBe(200);
      idle.advanceClock(500 * 1000);
      expect((await widget.get('/api/user')).status).toBe(200);
      // Unused past it: both end.
      idle.advanceClock(601 * 1000);
      expect((await widget.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(401);
    } finally {
      await idle.close();
    }
  });

  it('when the account is deleted', async () => {
    const { widget, client, password } = await signedInWidget(null);
    const deleted = await client.post('/api/account/delete', { password });
    expect(deleted.status).toBe(200);
    expect((await widget.get('/api/user')).status).toBe(401);
  });

  it('expired credentials are purged by the scheduler', async () => {
    const { minted } = await signedInWidget();
    server.advanceClock((TTL_SECONDS + 1) * 1000 + 2 * 60 * 60 * 1000);
    await server.runScheduledWork();
    const rows = await server.app.db
      .select()
      .from(embedTokens)
      .where(eq(embedTokens.userId, minted.user.id));
    expect(rows).toEqual([]);
  });
});
