/**
 * Issue 14: `x-request-id` was taken from the client unchecked, into every answer and every log
 * line of the request. Only a short safe token is kept (1–64 of [A-Za-z0-9._:-]); anything else is
 * replaced by a new UUID, in the answer's header and in the log.
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/types';
import { APP_ORIGIN, freshDatabase } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: App;
let url: string;
let drop: () => Promise<void>;
const log: string[] = [];

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(
    { ...loadConfig({}), appOrigin: APP_ORIGIN, seedOnStart: false, logLevel: 'info' },
    { database: fresh.database, logger: { level: 'info', stream } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** The log lines of the request answered with `id`. */
const linesOf = (id: string) =>
  log
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
    .filter((line) => line.reqId === id);

describe('x-request-id', () => {
  it('a short safe token from the client is kept, in the answer and the log', async () => {
    for (const sent of [
      'req-42',
      'a',
      'trace:0af7651916cd43dd.b7ad6b7169203331_1',
      'x'.repeat(64),
    ]) {
      const res = await fetch(`${url}/api/health`, { headers: { 'x-request-id': sent } });
      expect(res.headers.get('x-request-id')).toBe(sent);
      expect(linesOf(sent).map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    }
  });

  it('no id, or a hostile one over HTTP (10 kB, spaces, quotes, latin-1), gets a new UUID', async () => {
    const hostile = [
      'x'.repeat(10_000),
      'x'.repeat(65),
      'a b',
      '"><script>',
      'caf\u00e9',
      'id,other',
      '',
    ];
    const seen = new Set<string>();
    for (const sent of [undefined, ...hostile]) {
      const headers = sent === undefined ? undefined : { 'x-request-id': sent };
      const res = await fetch(`${url}/api/health`, { headers });
      const id = res.headers.get('x-request-id')!;
      expect(id, JSON.stringify(sent?.slice(0, 20))).toMatch(UUID);
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      expect(linesOf(id)).toHaveLength(2);
    }
    for (const sent of hostile.filter(Boolean)) {
      expect(log.some((line) => line.includes(sent))).toBe(false);
    }
  });

  it('a value with line breaks, control characters or unicode never reaches the header or the log', async () => {
    const hostile = [
      'abc\n{"level":60,"msg":"forged"}',
      'abc\r\nset-cookie: x=1',
      'abc\u0000def',
      'ünïcödé-\u202e-id',
      'id\u2028next',
    ];
    for (const sent of hostile) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      const id = String(res.headers['x-request-id']);
      expect(id, JSON.stringify(sent)).toMatch(UUID);
      expect(linesOf(id)).toHaveLength(2);
    }
    expect(log.some((line) => /forged|set-cookie|ünïcödé|\\u0000def/.test(line))).toBe(false);
  });
});
