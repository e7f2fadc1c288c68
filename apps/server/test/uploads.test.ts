/**
 * The upload plumbing (issue 17) over real HTTP multipart bodies: `readUpload` tells a file's type
 * by its content and refuses with a 400 and field errors (never a 500), `sendStored` answers a
 * stored file safely, the same-origin check applies to multipart writes, and only upload routes
 * take multipart. Test routes on an app with the server's own plugins, once per storage driver
 * (a temp directory; an in-process S3 that checks signatures), and the whole app for what it
 * must refuse.
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  LOGO_MAX_BYTES,
  UPLOAD_MAX_BYTES,
} from '@hireloop/sdk';
import { UPLOAD_TEXTS } from '@hireloop/sdk/constants';
import { loadConfig, type StorageConfig } from '../src/config';
import {
  helmetOptions,
  rateLimitOptions,
  securityHeadersPlugin,
  securityPlugin,
} from '../src/plugins/security';
import { readUpload, sendStored, uploadsPlugin } from '../src/plugins/uploads';
import { validationPlugin } from '../src/plugins/validation';
import type { Services } from '../src/services';
import { createStorage, newStorageKey, type Storage } from '../src/services/storage';
import { startFakeS3, type FakeS3 } from '../src/services/storage/fakeS3';
import { HTML, JPEG, PDF, PNG, SVG, WEBP } from '../src/services/storage/testFiles';
import { APP_ORIGIN, registerUser, startServer, TestClient, type TestServer } from './helpers';

/** An app with the server's validation, security and upload plugins and a few test routes. */
async function uploadApp(storage: Storage): Promise<{ app: FastifyInstance; url: string }> {
  const config = { ...loadConfig({}), appOrigin: APP_ORIGIN, rateLimitPerMinute: 100_000 };
  // As the test servers may (testServer.ts): a connection a test left open never holds close().
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(validationPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, helmetOptions(config));
  await app.register(rateLimit, rateLimitOptions(config));
  app.decorate('services', { storage } as unknown as Services);
  await app.register(securityPlugin, { config });
  await app.register(uploadsPlugin);

  app.post('/test/logo', { config: { upload: true } }, async (request) => {
    const upload = await readUpload(request, {
      field: 'logo',
      maxBytes: LOGO_MAX_BYTES,
      accept: IMAGE_UPLOAD_TYPES,
    });
    const key = newStorageKey('test-logos', upload.type);
    await storage.put(key, upload.bytes, upload.type);
    return {
      key,
      type: upload.type,
      size: upload.bytes.length,
      filename: upload.filename,
      fields: upload.fields,
    };
  });
  app.post('/test/document', { config: { upload: true } }, async (request) => {
    const upload = await readUpload(request, {
      field: 'document',
      maxBytes: DOCUMENT_MAX_BYTES,
      accept: ['application/pdf'],
    });
    const key = newStorageKey('test-documents', upload.type);
    await storage.put(key, upload.bytes, upload.type);
    return { key, type: upload.type };
  });
  app.post('/test/json', async () => ({ ok: true }));
  app.get('/test/files/*', (request, reply) =>
    sendStored(reply, (request.params as { '*': string })['*'], { cache: 'immutable' }),
  );
  app.get('/test/downloads/*', (request, reply) =>
    sendStored(reply, (request.params as { '*': string })['*'], {
      disposition: 'attachment',
      filename: 'Résumé "final"/../x\u0000\ud800.pdf',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A multipart body with one file (and any text fields). */
function form(
  field: string,
  bytes: Uint8Array,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(field, new File([bytes], filename, { type }));
  return body;
}

/** A PNG of `size` bytes: the signature, then zeros. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes, 0, 0, 16);
  return bytes;
};

/** A GET with the path sent exactly as written (no URL normalisation). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fieldErrorsOf = (body: unknown) =>
  (body as { fieldErrors?: Record<string, string[]> }).fieldErrors;

let s3: FakeS3;
let uploadsDir = '';
beforeAll(async () => {
  s3 = await startFakeS3();
  uploadsDir = await mkdtemp(join(tmpdir(), 'hireloop-uploads-test-'));
});
afterAll(async () => {
  await s3.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const drivers: [string, () => StorageConfig][] = [
  ['local', () => ({ driver: 'local', dir: uploadsDir })],
  [
    's3',
    () => ({
      driver: 's3',
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    }),
  ],
];

describe.each(drivers)('uploads on the %s driver', (_driver, storageConfig) => {
  let app: FastifyInstance;
  let client: TestClient;
  let url = '';
  beforeAll(async () => {
    ({ app, url } = await uploadApp(
      createStorage({ storage: storageConfig(), webDir: undefined, embedDir: undefined }),
    ));
    client = new TestClient(url);
  });
  afterAll(() => app.close());

  it('takes a PNG and a JPEG, typed by their content, and serves them back safely', async () => {
    const png = await client.post('/test/logo', undefined, {
      form: form('logo', PNG, 'logo.png', 'image/png', { note: 'hello' }),
    });
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({
      type: 'image/png',
      size: PNG.length,
      filename: 'logo.png',
      fields: { note: 'hello' },
    });

    const served = await fetch(`${url}/test/files/${png.body.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(PNG.length));
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The declared type and the name do not decide: a JPEG sent as text/plain named .txt.
    const jpeg = await client.post('/test/logo', undefined, {
      form: form('logo', JPEG, 'photo.txt', 'text/plain'),
    });
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.type).toBe('image/jpeg');
    expect(jpeg.body.key).toMatch(/^test-logos\/[0-9a-f-]{36}\.jpg$/);
    const webp = await client.post('/test/logo', undefined, {
      form: form('logo', WEBP, 'a', 'application/octet-stream'),
    });
    expect(webp.body.type).toBe('image/webp');
  });

  it('a PNG renamed .pdf is a PNG: refused where a PDF is wanted', async () => {
    const res = await client.post('/test/document', undefined, {
      form: form('document', PNG, 'contract.pdf', 'application/pdf'),
    });
    expect(res.status).toBe(400);
    expect(fieldErrorsOf(res.body)).toEqual({ document: [UPLOAD_TEXTS.wrongType('PDF')] });
    const pdf = await client.post('/test/document', undefined, {
      form: form('document', PDF, 'contract.pdf', 'application/pdf'),
    });
    expect(pdf.body.type).toBe('application/pdf');
  });

  it('an HTML page or an SVG named .png is refused', async () => {
    for (const bytes of [HTML, SVG]) {
      const res = await client.post('/test/logo', undefined, {
        form: form('logo', bytes, 'logo.png', 'image/png'),
      });
      expect(res.status).toBe(400);
      expect(fieldErrorsOf(res.body)).toEqual({
        logo: [UPLOAD_TEXTS.wrongType('JPEG, PNG or WebP')],
      });
    }
  });

  it('too large (over the route limit, or over every limit), and empty, are 400s', async () => {
    const over = await client.post('/test/logo', undefined, {
      form: form('logo', pngOfSize(LOGO_MAX_BYTES + 1), 'big.png', 'image/png'),
    });
    expect(over.status).toBe(400);
    expect(fieldErrorsOf(over.body)).toEqual({ logo: [UPLOAD_TEXTS.tooLarge('2 MB')] });
    const exact = await client.post('/test/logo', undefined, {
      form: form('logo', pngOfSize(LOGO_MAX_BYTES), 'big.png', 'image/png'),
    });
    expect(exact.status).toBe(200);

    const huge = await client.post('/test/document', undefined, {
      form: form(
        'document',
        Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1024)]),
        'huge.pdf',
        'application/pdf',
      ),
    });
    expect(huge.status).toBe(400);
    expect(fieldErrorsOf(huge.body)).toEqual({ document: [UPLOAD_TEXTS.tooLarge('10 MB')] });

    const empty = await client.post('/test/logo', undefined, {
      form: form('logo', new Uint8Array(), 'empty.png', 'image/png'),
    });
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf(empty.body)).toEqual({ logo: [UPLOAD_TEXTS.empty] });
  });

  it('no file, a file under another field, two files, or a JSON body: 400 with field errors', async () => {
    const fieldsOnly = new FormData();
    fieldsOnly.append('note', 'no file');
    const none = await client.post('/test/logo', undefined, { form: fieldsOnly });
    expect(fieldErrorsOf(none.body)).toEqual({ logo: [UPLOAD_TEXTS.required] });

    const elsewhere = await client.post('/test/logo', undefined, {
      form: form('avatar', PNG, 'a.png', 'image/png'),
    });
    expect(elsewhere.status).toBe(400);
    expect(fieldErrorsOf(elsewhere.body)).toEqual({ logo: [UPLOAD_TEXTS.required] });

    const two = form('logo', PNG, 'a.png', 'image/png');
    two.append('logo', new File([JPEG], 'b.jpg', { type: 'image/jpeg' }));
    const twice = await client.post('/test/logo', undefined, { form: two });
    expect(twice.status).toBe(400);
    expect(fieldErrorsOf(twice.body)).toEqual({ logo: [UPLOAD_TEXTS.oneFile] });

    const json = await client.post('/test/logo', { logo: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(fieldErrorsOf(json.body)).toEqual({ logo: [UPLOAD_TEXTS.required] });
  });

  it('a malformed multipart body is a 400, never a 500', async () => {
    const boundary = '----hireloop';
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\u0089PNG`,
      `garbage without any boundary`,
      `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
    ];
    for (const raw of bodies) {
      const res = await client.post('/test/logo', undefined, {
        raw,
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
      expect(res.status, raw).toBe(400);
    }
    const noBoundary = await client.post('/test/logo', undefined, {
      raw: 'x',
      contentType: 'multipart/form-data',
    });
    expect(noBoundary.status).toBe(400);
  });

  it('multipart writes keep the same-origin check, and only upload routes take multipart', async () => {
    const foreign = await client.post('/test/logo', undefined, {
      form: form('logo', PNG, 'a.png', 'image/png'),
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const crossSite = await client.post('/test/logo', undefined, {
      form: form('logo', PNG, 'a.png', 'image/png'),
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const notUpload = await client.post('/test/json', undefined, {
      form: form('logo', PNG, 'a.png', 'image/png'),
    });
    expect(notUpload.status).toBe(415);
  });

  it('serves only what is stored, under well-formed keys: traversal and missing keys are 404s', async () => {
    expect(
      (await fetch(`${url}/test/files/test-logos/00000000-0000-0000-0000-000000000000.png`)).status,
    ).toBe(404);
    for (const path of [
      '/test/files/..%2F..%2F..%2Fetc%2Fpasswd',
      '/test/files/test-logos/../../../etc/passwd',
      '/test/files/%2Fetc%2Fpasswd',
      '/test/files/test-logos/..%5C..%5Csecret.png',
      '/test/files/',
    ]) {
      const res = await rawGet(url, path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });

  it('a download is an attachment with a safe name', async () => {
    const pdf = await client.post('/test/document', undefined, {
      form: form('document', PDF, 'x.pdf', 'application/pdf'),
    });
    const res = await fetch(`${url}/test/downloads/${pdf.body.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_..x.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé "final"..x.pdf')}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });
});

describe('the whole app (issue 17)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('has one storage, in a directory of its own for the test server, and the multipart parser', async () => {
    const { storage } = server.app.services;
    expect(storage.driver).toBe('local');
    expect(server.config.storage).toMatchObject({ driver: 'local' });
    const key = newStorageKey('test-logos', 'image/png');
    await storage.put(key, PNG, 'image/png');
    const dir = (server.config.storage as { dir: string }).dir;
    expect(await readdir(join(dir, 'test-logos'))).toEqual([key.slice('test-logos/'.length)]);
    await storage.delete(key);
    expect(server.app.hasContentTypeParser('multipart/form-data')).toBe(true);
  });

  it('refuses multipart on its JSON routes (415), and a foreign origin first (403)', async () => {
    const { client } = await registerUser(server);
    const body = form('logo', PNG, 'a.png', 'image/png');
    expect((await client.post('/api/login', undefined, { form: body })).status).toBe(415);
    expect((await client.patch('/api/user/profiling', undefined, { form: body })).status).toBe(415);
    expect(
      (
        await client.post('/api/register', undefined, {
          form: body,
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
  });
});
