/**
 * The embed pages (issue 15): a widget's frame page is framable by exactly the origin its partner
 * registered (CSP frame-ancestors, no X-Frame-Options), carries its partner in an escaped JSON data
 * block, and tells an unknown key or a foreign origin its error; the sign-in window is never
 * framed and keeps its opener; the loader is readable from any origin.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { EMBED_DATA_ELEMENT_ID } from '@hireloop/sdk/constants';
import { startServer, type TestClient, type TestResponse, type TestServer } from './helpers';
import {
  createPartner,
  EMBED_FIXTURE_DIR,
  OTHER_ORIGIN,
  PARTNER_ORIGIN,
  registerAdmin,
  type PartnerAnswer,
} from './embed';

let server: TestServer;
let admin: TestClient;
let partner: PartnerAnswer;
beforeAll(async () => {
  server = await startServer({ embedDir: EMBED_FIXTURE_DIR });
  admin = await registerAdmin(server);
  partner = await createPartner(admin, {
    name: 'Bootcamp Jobs',
    allowedOrigins: [PARTNER_ORIGIN, 'http://127.0.0.1:3001'],
  });
});
afterAll(() => server.close());

const page = (widget: string, query: Record<string, string>) =>
  server.client().get(`/embed/v1/${widget}?${new URLSearchParams(query)}`);

/** The Content-Security-Policy as a map of directive to its value. */
function csp(res: TestResponse): Map<string, string> {
  return new Map(
    (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name ?? '', values.join(' ')] as const;
    }),
  );
}

/** The page's data block, as the frame's script reads it (JSON.parse of the element's text). */
function dataBlock(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${EMBED_DATA_ELEMENT_ID}">(.*?)</script></head>`,
    's',
  ).exec(html);
  if (!match) throw new Error(`no data block in ${html}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('a widget page for a registered partner on its origin', () => {
  it.each(['job-request', 'subscription'])(
    '%s: the build page with the data block, framable by that one origin only',
    async (widget) => {
      const res = await page(widget, {
        key: partner.publishableKey,
        origin: 'https://PARTNER.example:443',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const directives = csp(res);
      expect(directives.get('frame-ancestors')).toBe(PARTNER_ORIGIN);
      // The rest is helmet's policy, unchanged.
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('connect-src')).toBe("'self'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const html = res.body as string;
      const fixture = readFileSync(join(EMBED_FIXTURE_DIR, 'frame', `${widget}.html`), 'utf8');
      expect(html.replace(/<script type="application\/json"[^]*?<\/script>/, '')).toBe(fixture);
      expect(dataBlock(html)).toEqual({
        widget,
        publishableKey: partner.publishableKey,
        parentOrigin: PARTNER_ORIGIN,
        partnerName: 'Bootcamp Jobs',
        appOrigin: server.config.appOrigin,
      });
    },
  );

  it('names the other registered origin when the page is there', async () => {
    const res = await page('job-request', {
      key: partner.publishableKey,
      origin: 'http://127.0.0.1:3001',
    });
    expect(csp(res).get('frame-ancestors')).toBe('http://127.0.0.1:3001');
    expect(dataBlock(res.body).parentOrigin).toBe('http://127.0.0.1:3001');
  });

  it('escapes the partner name so it cannot close the data block', async () => {
    const name = '</script><script>alert(1)</script> & \u2028\u2029 <!--';
    const hostile = await createPartner(admin, { name });
    const res = await page('subscription', {
      key: hostile.publishableKey,
      origin: PARTNER_ORIGIN,
    });
    const html = res.body as string;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html).toContain('\\u0026 \\u2028\\u2029 \\u003c!--');
    // Exactly one data block, closed where the server closed it.
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
    expect(dataBlock(html).partnerName).toBe(name);
  });
});

describe('a widget page that makes no working widget', () => {
  it('an unknown key: the error page, framable by the origin the page claimed', async () => {
    const res = await page('job-request', { key: 'pk_unknown', origin: OTHER_ORIGIN });
    expect(res.status).toBe(200);
    expect(csp(res).get('frame-ancestors')).toBe(OTHER_ORIGIN);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(dataBlock(res.body)).toEqual({
      widget: 'job-request',
      error: 'unknown-key',
      publishableKey: 'pk_unknown',
      parentOrigin: OTHER_ORIGIN,
      appOrigin: server.config.appOrigin,
    });
  });

  it('an origin the partner did not register: origin-not-allowed, framable only there', async () => {
    const res = await page('subscription', { key: partner.publishableKey, origin: OTHER_ORIGIN });
    expect(csp(res).get('frame-ancestors')).toBe(OTHER_ORIGIN);
    const data = dataBlock(res.body);
    expect(data).toMatchObject({ error: 'origin-not-allowed', parentOrigin: OTHER_ORIGIN });
    expect(data).not.toHaveProperty('partnerName');
  });

  it('a revoked partner: unknown-key', async () => {
    const gone = await createPartner(admin, { name: 'Gone' });
    await admin.post(`/api/admin/partners/${gone.id}/revoke`);
    const res = await page('job-request', { key: gone.publishableKey, origin: PARTNER_ORIGIN });
    expect(dataBlock(res.body)).toMatchObject({
      error: 'unknown-key',
      parentOrigin: PARTNER_ORIGIN,
    });
    expect(res.body).not.toContain('Gone');
    expect(csp(res).get('frame-ancestors')).toBe(PARTNER_ORIGIN);
  });

  it("an origin that is no origin, or none: frame-ancestors 'none'", async () => {
    for (const query of [
      { key: partner.publishableKey, origin: 'https://partner.example/jobs' } as Record<
        string,
        string
      >,
      { key: partner.publishableKey, origin: 'not an origin' },
      { key: partner.publishableKey, origin: 'https://*.example' },
      { key: partner.publishableKey, origin: "https://a.example;script-src 'unsafe-inline'" },
      { key: partner.publishableKey },
      {},
    ]) {
      const res = await page('job-request', query);
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(csp(res).get('frame-ancestors'), JSON.stringify(query)).toBe("'none'");
      expect(csp(res).get('script-src')).toBe("'self'");
      expect(dataBlock(res.body)).toMatchObject({
        error: query.key ? 'origin-not-allowed' : 'unknown-key',
        parentOrigin: null,
      });
    }
  });

  it('a control character in the query is a 400 naming the field', async () => {
    const res = await page('job-request', { key: 'pk_\u0000', origin: PARTNER_ORIGIN });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.key).toEqual(['Invalid character']);
  });
});

describe('the sign-in window', () => {
  it('is never framed and keeps its opener', async () => {
    const res = await page('authorize', { key: partner.publishableKey, origin: PARTNER_ORIGIN });
    expect(res.status).toBe(200);
    expect(csp(res).get('frame-ancestors')).toBe("'none'");
    expect(csp(res).get('script-src')).toBe("'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(dataBlock(res.body)).toEqual({
      widget: 'authorize',
      publishableKey: partner.publishableKey,
      parentOrigin: PARTNER_ORIGIN,
      partnerName: 'Bootcamp Jobs',
      appOrigin: server.config.appOrigin,
    });
    const bad = await page('authorize', { key: 'pk_nope', origin: PARTNER_ORIGIN });
    expect(csp(bad).get('frame-ancestors')).toBe("'none'");
    expect(dataBlock(bad.body)).toMatchObject({ widget: 'authorize', error: 'unknown-key' });
  });

  it('other pages keep helmet’s own opener policy and framing', async () => {
    const res = await server.client().get('/api/stripe/config');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp(res).get('frame-ancestors')).toBe("'self'");
  });
});

describe('the loader and the frame assets', () => {
  it('serves the loader to any origin (a module script is fetched in CORS mode)', async () => {
    const res = await server.client().get('/embed/v1/loader.js', {
      headers: { origin: PARTNER_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toBe(readFileSync(join(EMBED_FIXTURE_DIR, 'loader.js'), 'utf8'));
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.client().get('/embed/v1/loader.js', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the frame assets for good', async () => {
    const res = await server.client().get('/embed/v1/assets/job-request-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('job-request fixture');
    expect((await server.client().get('/embed/v1/assets/nope.js')).status).toBe(404);
    // Nothing outside frame/assets (fetch itself resolves a plain `..`; an encoded one reaches us).
    const traversal = await server.client().get('/embed/v1/assets/..%2f..%2floader.js');
    expect([400, 403, 404]).toContain(traversal.status);
    expect(JSON.stringify(traversal.body)).not.toContain('hireloop-loader');
    expect((await server.client().get('/embed/v1/elsewhere')).status).toBe(404);
  });
});

describe('without the widgets build', () => {
  it('answers 404 for every embed path, also beside the built app, and the server starts', async () => {
    // The built app answers every other GET with its page: not the /embed paths.
    const webDir = mkdtempSync(join(tmpdir(), 'hireloop-web-'));
    for (const file of ['index.html', 'index.signed-in.html', 'index.home.html']) {
      writeFileSync(
        join(webDir, file),
        '<!doctype html><html><head></head><body>app</body></html>',
      );
    }
    writeFileSync(
      join(webDir, 'pages.json'),
      JSON.stringify({
        signedOut: 'index.html',
        signedIn: 'index.signed-in.html',
        signedInHome: 'index.home.html',
      }),
    );
    const bare = await startServer({ webDir });
    try {
      for (const path of [
        '/embed/v1/loader.js',
        '/embed/v1/job-request?key=pk_x&origin=https%3A%2F%2Fpartner.example',
        '/embed/v1/subscription',
        '/embed/v1/authorize',
        '/embed/v1/assets/job-request-abc123.js',
        '/embed',
      ]) {
        const res = await bare.client().get(path);
        expect(res.status, path).toBe(404);
        expect(JSON.stringify(res.body), path).not.toContain('app');
      }
      expect((await bare.client().get('/jobs')).body).toContain('app');
      expect((await bare.client().get('/api/stripe/config')).status).toBe(200);
    } finally {
      await bare.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with an EMBED_DIR that lacks a page, saying what to build', async () => {
    // The build is read before the database is opened: nothing to close.
    await expect(
      buildApp({ ...loadConfig({}), embedDir: join(EMBED_FIXTURE_DIR, 'frame') }),
    ).rejects.toThrow(/has no frame\/job-request\.html: build the widgets/);
  });
});
