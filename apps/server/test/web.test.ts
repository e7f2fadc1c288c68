import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

// A built app as Vite lays it out: index.html, hashed assets, public files.
const webDir = mkdtempSync(join(tmpdir(), 'hireloop-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(
  join(webDir, 'index.signed-in.html'),
  '<!doctype html><div id="root" data-signed-in></div>',
);
writeFileSync(
  join(webDir, 'index.home.html'),
  '<!doctype html><div id="root" data-signed-in data-home></div>',
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

  it('sends the signed-in variant of the page when the request carries a session cookie', async () => {
    const signedOut = await (await get('/messages')).text();
    expect(signedOut).not.toContain('data-signed-in');
    const res = await fetch(`${server.url}/messages`, {
      headers: { accept: 'text/html', cookie: `${server.config.sessionCookie}=anything` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const page = await res.text();
    expect(page).toContain('data-signed-in');
    expect(page).not.toContain('data-home');
  });

  it('sends the home variant (its chunks preloaded too) for / with a session cookie', async () => {
    const cookie = `${server.config.sessionCookie}=anything`;
    const home = await fetch(`${server.url}/?from=login`, {
      headers: { accept: 'text/html', cookie },
    });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('data-home');
    expect(await (await get('/')).text()).not.toContain('data-signed-in');
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

describe('the page over plain http', () => {
  it('does not ask the browser to upgrade its requests to https (they would fail)', async () => {
    const res = await get('/auth');
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});
