import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from '../client/createTransport';
import { isHttpError } from '../errors/HttpError';
import { uploadFile } from './uploads';

/** What the in-process server received: the headers and the parsed multipart body. */
interface Received {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  form: FormData;
}

let url = '';
const received: Received[] = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const body = Buffer.concat(chunks);
    const form = await new Response(body, {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    received.push({ method: request.method, headers: request.headers, form });
    if (request.url?.startsWith('/api/refused')) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Invalid request', fieldErrors: { logo: ['x'] } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 7, logoUrl: '/api/collectives/7/logo' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('uploadFile (issue 17)', () => {
  it('sends the file as multipart/form-data over the paced client, with its fields', async () => {
    received.length = 0;
    const t = createTransport({ baseUrl: url, logger: false, headers: { 'x-extra': 'yes' } });
    const file = new File([PNG], 'logo.png', { type: 'image/png' });
    const answer = await uploadFile<{ id: number }>(t, '/api/collectives/7/logo', {
      field: 'logo',
      file,
      fields: { note: 'new logo' },
    });
    expect(answer).toEqual({ id: 7, logoUrl: '/api/collectives/7/logo' });
    const [{ method, headers, form }] = received as [Received];
    expect(method).toBe('POST');
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers['x-request-priority']).toBe('normal');
    expect(headers['x-extra']).toBe('yes');
    expect(form.get('note')).toBe('new logo');
    const sent = form.get('logo') as File;
    expect(sent.name).toBe('logo.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
  });

  it('sends a Blob under the given name, with PUT; a content-type header never replaces the boundary', async () => {
    received.length = 0;
    const t = createTransport({
      baseUrl: url,
      logger: false,
      headers: { 'Content-Type': 'application/json' },
    });
    await uploadFile(t, '/api/documents', {
      field: 'document',
      file: new Blob([PNG]),
      filename: 'scan.png',
      method: 'PUT',
    });
    const [{ method, headers, form }] = received as [Received];
    expect(method).toBe('PUT');
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((form.get('document') as File).name).toBe('scan.png');
  });

  it("throws the server's 400 as an HttpError with its field errors", async () => {
    const t = createTransport({ baseUrl: url, logger: false });
    const error = await uploadFile(t, '/api/refused', {
      field: 'logo',
      file: new Blob([PNG]),
    }).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(isHttpError(error) && error.body).toContain('fieldErrors');
  });
});
