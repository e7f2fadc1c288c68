import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EMBEDDED_USER_ELEMENT_ID, USER_NAME_SLOT } from '@hireloop/sdk/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startServer, type TestServer } from './helpers';

// A built app as Vite lays it out: index.html, hashed assets, public files, the pages manifest.
const webDir = mkdtempSync(join(tmpdir(), 'hireloop-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Hireloop</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(webDir, 'index.signed-in.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root" data-signed-in></div></body></html>',
);
// The home's heading names its user where the server puts the name (USER_NAME_SLOT).
writeFileSync(
  join(webDir, 'index.home.html'),
  `<!doctype html><html><head></head><body><div id="root" data-signed-in data-home><p>Welcome back, ${USER_NAME_SLOT}. Again: ${USER_NAME_SLOT}.</p></div></body></html>`,
);
// The home of an employer (their account type's home preloaded).
writeFileSync(
  join(webDir, 'index.home.employer.html'),
  `<!doctype html><html><head></head><body><div id="root" data-signed-in data-home data-employer-home><p>Welcome back, ${USER_NAME_SLOT}.</p></div></body></html>`,
);
writeFileSync(
  join(webDir, 'index.notifications.html'),
  '<!doctype html><html><head></head><body><div id="root" data-signed-in data-notifications></div></body></html>',
);
// A public page with a page of its own (its chunks preloaded): no user data block in the file.
writeFileSync(
  join(webDir, 'index.team-invite.html'),
  '<!doctype html><html><head><link rel="modulepreload" href="/assets/invite.js"></head><body><div id="root" data-invite></div></body></html>',
);
// The manifest the app's build writes (apps/reference/vite.config.ts): which page serves which visit.
writeFileSync(
  join(webDir, 'pages.json'),
  JSON.stringify({
    signedOut: 'index.html',
    signedIn: 'index.signed-in.html',
    signedInHome: 'index.home.html',
    signedInHomeByRole: { employer: 'index.home.employer.html' },
    signedInPaths: { '/notifications': 'index.notifications.html' },
    publicPaths: {
      '/team/invites/': 'index.team-invite.html',
      '/demo': 'index.team-invite.html',
    },
  }),
);
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
// What the app's build writes beside each asset (scripts/compress.mjs).
writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ webDir, rateLimitPerMinute: 3 });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, accept = 'text/html') =>
  fetch(`${server.url}${path}`, { headers: { accept } });

describe('the built app on the API origin (WEB_DIR)', () => {
  it('serves index.html for the app pages, the 404 path included, never cached', async () => {
    for (const path of ['/', '/auth', '/talent/12', '/no/such/page?x=1']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and public files revalidated', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', 'image/*');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    // node:http, not fetch (which would decode it): the bytes as sent.
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
      (resolve, reject) => {
        httpGet(
          `${server.url}/assets/index-abc123.js`,
          { headers: { 'accept-encoding': 'br, gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
              }),
            );
          },
        ).on('error', reject);
      },
    );
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe('console.log(1)');
  });

  it('keeps the JSON 404 for unknown API paths and missing assets', async () => {
    for (const path of ['/api/no-such-thing', '/assets/gone-123.js']) {
      const res = await get(path, '*/*');
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: expect.stringMatching(/^Not found: GET/) });
    }
  });

  it('sends the security headers with the page', async () => {
    const res = await get('/auth');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves pages and assets out of the API rate limit', async () => {
    for (let i = 0; i < 6; i++) expect((await get('/messages')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await get('/api/skills', '*/*')).status);
    expect(statuses).toContain(429);
  });
});

describe('signed-in visits', () => {
  // Its own server: the one above has a tiny rate limit, and these register users.
  let signedIn: TestServer;
  beforeAll(async () => {
    signedIn = await startServer({ webDir });
  });
  afterAll(() => signedIn.close());

  it('sends the signed-in variant, with the user in it, to a request with a valid session', async () => {
    const { client, user } = await registerUser(signedIn, {
      name: 'Ada </script><script>x()</script>',
    });
    const signedOut = await (
      await fetch(`${signedIn.url}/messages`, { headers: { accept: 'text/html' } })
    ).text();
    expect(signedOut).not.toContain('data-signed-in');
    expect(signedOut).not.toContain(EMBEDDED_USER_ELEMENT_ID);

    const res = await client.get('/messages', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    // It names who is signed in: private, and it depends on the cookie.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const page = res.body as string;
    expect(page).toContain('data-signed-in');
    expect(page).not.toContain('data-home');
    // The user as GET /api/user answers it, in a data block the name cannot close.
    expect(page).not.toContain('<script>x()');
    // The page's own module script and the data block: the name added no element.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    const block = page.match(
      new RegExp(
        `<script type="application/json" id="${EMBEDDED_USER_ELEMENT_ID}">(.*?)</script></head>`,
      ),
    );
    const embedded = JSON.parse(block?.[1] ?? 'null');
    expect(embedded).toEqual((await client.get('/api/user')).body);
    expect(embedded).toMatchObject({ id: user.id, name: 'Ada </script><script>x()</script>' });
  });

  it('sends the signed-out page when the session cookie is unknown or has ended', async () => {
    const res = await fetch(`${signedIn.url}/messages`, {
      headers: { accept: 'text/html', cookie: `${signedIn.config.sessionCookie}=no-such-session` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const page = await res.text();
    expect(page).not.toContain('data-signed-in');
    expect(page).not.toContain(EMBEDDED_USER_ELEMENT_ID);

    // A session that was signed out: its cookie, sent again, is no session any more.
    const { client } = await registerUser(signedIn);
    const name = signedIn.config.sessionCookie;
    const token = client.cookies.get(name);
    expect((await client.get('/', { headers: { accept: 'text/html' } })).body).toContain(
      'data-signed-in',
    );
    await client.post('/api/logout');
    const after = await fetch(`${signedIn.url}/`, {
      headers: { accept: 'text/html', cookie: `${name}=${token}` },
    });
    expect(await after.text()).not.toContain('data-signed-in');
  });

  it('sends the home variant (its chunks preloaded too) for / with a session', async () => {
    const { client } = await registerUser(signedIn);
    const home = await client.get('/?from=login', { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.body).toContain('data-home');
    expect(home.body).toContain(EMBEDDED_USER_ELEMENT_ID);
    expect(
      await (await fetch(`${signedIn.url}/`, { headers: { accept: 'text/html' } })).text(),
    ).not.toContain('data-signed-in');
  });

  it("sends the home of the user's role where the manifest names one, for / only", async () => {
    const { client: employer } = await registerUser(signedIn, { role: 'employer', name: 'Em' });
    const home = (await employer.get('/', { headers: { accept: 'text/html' } })).body as string;
    expect(home).toContain('data-employer-home');
    expect(home).toContain('<p>Welcome back, Em.</p>');
    expect(home).toContain(EMBEDDED_USER_ELEMENT_ID);
    const other = (await employer.get('/settings', { headers: { accept: 'text/html' } }))
      .body as string;
    expect(other).not.toContain('data-home');
    // A role the manifest does not name: the home for anyone.
    const { client: talent } = await registerUser(signedIn, { role: 'talent' });
    const talentHome = (await talent.get('/', { headers: { accept: 'text/html' } })).body as string;
    expect(talentHome).toContain('data-home');
    expect(talentHome).not.toContain('data-employer-home');
  });

  it("puts the user's name, as text, where the home names its user", async () => {
    const { client } = await registerUser(signedIn, { name: 'Bo <b>& "Co"</b>' });
    const home = (await client.get('/', { headers: { accept: 'text/html' } })).body as string;
    expect(home).toContain(
      '<p>Welcome back, Bo &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;. Again: Bo &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;.</p>',
    );
    expect(home).not.toContain(USER_NAME_SLOT);
    // A name that looks like the slot is only text: the build's slots are the ones filled.
    const { client: other } = await registerUser(signedIn, { name: USER_NAME_SLOT });
    const page = (await other.get('/', { headers: { accept: 'text/html' } })).body as string;
    expect(page).toContain('<p>Welcome back, &lt;!--hireloop:user-name--&gt;. Again:');
  });

  it('sends the page the manifest names for a signed-in path (exactly that path)', async () => {
    const { client } = await registerUser(signedIn);
    const own = await client.get('/notifications?tab=all', { headers: { accept: 'text/html' } });
    expect(own.body).toContain('data-notifications');
    expect(own.body).toContain(EMBEDDED_USER_ELEMENT_ID);
    for (const path of ['/notifications/', '/notifications/12', '/settings']) {
      const page = (await client.get(path, { headers: { accept: 'text/html' } })).body as string;
      expect(page, path).toContain('data-signed-in');
      expect(page, path).not.toContain('data-notifications');
    }
    // Signed out, the signed-out page, as for any path.
    const signedOut = await fetch(`${signedIn.url}/notifications`, {
      headers: { accept: 'text/html' },
    });
    expect(await signedOut.text()).not.toContain('data-signed-in');
  });

  it('sends a public page of its own to every visit to its path, with the user or null', async () => {
    const blockOf = (page: string) =>
      page.match(
        new RegExp(
          `<script type="application/json" id="${EMBEDDED_USER_ELEMENT_ID}">(.*?)</script></head>`,
        ),
      )?.[1];
    // Signed out: the page, with the block saying there is no session.
    const signedOut = await fetch(`${signedIn.url}/team/invites/abc?x=1`, {
      headers: { accept: 'text/html' },
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('cache-control')).toBe('no-cache');
    expect(signedOut.headers.get('vary')).toMatch(/cookie/i);
    const page = await signedOut.text();
    expect(page).toContain('data-invite');
    expect(blockOf(page)).toBe('null');
    // Signed in: the same page (not the signed-in frame's), with the user, private.
    const { client, user } = await registerUser(signedIn, { name: 'Ida <i>' });
    const own = await client.get('/team/invites/abc', { headers: { accept: 'text/html' } });
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    const body = own.body as string;
    expect(body).toContain('data-invite');
    expect(body).not.toContain('data-signed-in');
    expect(body.match(new RegExp(`id="${EMBEDDED_USER_ELEMENT_ID}"`, 'g'))).toHaveLength(1);
    expect(JSON.parse(blockOf(body) ?? 'null')).toMatchObject({ id: user.id, name: 'Ida <i>' });
    // A path that does not end with / is that path only.
    expect((await client.get('/demo?x=1', { headers: { accept: 'text/html' } })).body).toContain(
      'data-invite',
    );
    // Only under the prefix, or that exact path: /team itself is the signed-in frame's.
    for (const path of ['/team', '/team/invites', '/team/invitesx/abc', '/demo/', '/demos']) {
      const other = (await client.get(path, { headers: { accept: 'text/html' } })).body as string;
      expect(other, path).not.toContain('data-invite');
    }
  });

  it('compresses the signed-in page for a browser that accepts it', async () => {
    const { client } = await registerUser(signedIn);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        httpGet(
          `${signedIn.url}/settings`,
          { headers: { accept: 'text/html', cookie, 'accept-encoding': acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        ).on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('data-signed-in');
    const gzip = await raw('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('data-signed-in');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('data-signed-in');
  });
});

describe('the page over plain http', () => {
  it('does not ask the browser to upgrade its requests to https (they would fail)', async () => {
    const res = await get('/auth');
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});
