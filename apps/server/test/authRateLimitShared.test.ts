/**
 * The sign-in, forgot-password and registration limits are shared by every server instance
 * (issue 14): two apps on one database, each on its own port, and the attempts made through
 * either add up. On PostgreSQL each instance has its own connection pool on one throwaway
 * database (as two processes would); on PGlite, which only one process can open, both apps share
 * the in-process database.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import type { App } from '../src/types';
import { runLogger } from './runLog';
import { APP_ORIGIN, POSTGRES_URL, TEST_DB, TestClient } from './helpers';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
const databases: Database[] = [];
const apps: App[] = [];
const urls: string[] = [];

async function instance(database: Database) {
  const config: Config = {
    ...loadConfig({}),
    appOrigin: APP_ORIGIN,
    scrypt: { N: 2 ** 12, r: 8, p: 1 },
    logLevel: 'silent',
    rateLimitPerMinute: 100_000,
    authRateLimit: { max: 3, windowSeconds: 600 },
    registerRateLimit: { max: 3, windowSeconds: 600 },
    trustProxy: true,
    seedOnStart: false,
  };
  const app = await buildApp(config, { database, logger: runLogger() });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}

beforeAll(async () => {
  if (TEST_DB === 'postgres') {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      databases.push(
        await openDatabase({
          databaseUrl: url.toString(),
          dataDir: '',
          onConnectionError: () => undefined,
        }),
      );
    }
  } else {
    databases.push(await openDatabase({ dataDir: 'memory://' }));
  }
  await instance(databases[0]!);
  await instance(databases.at(-1)!);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  if (TEST_DB === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

let lastIp = 0;
/** A fresh client address (TEST-NET-3, never routed). */
const newIp = () => `203.0.113.${++lastIp}`;
/** Instance `i` (0 = A, 1 = B), speaking from `ip`. */
const on = (i: number, ip: string) => {
  const client = new TestClient(urls[i]!);
  const headers = { 'x-forwarded-for': ip };
  return {
    register: (email: string) =>
      client.post(
        '/api/register',
        { email, password: 'correct horse battery', name: 'Shared', role: 'talent' },
        { headers },
      ),
    login: (email: string, password: string) =>
      client.post('/api/login', { email, password }, { headers }),
    forgot: (email: string) => client.post('/api/auth/forgot-password', { email }, { headers }),
  };
};
let lastEmail = 0;
const newEmail = () => `shared${++lastEmail}-${randomBytes(3).toString('hex')}@example.com`;

describe('two server instances on one database', () => {
  it('failed sign-ins for one account add up across instances', async () => {
    const email = newEmail();
    expect((await on(0, newIp()).register(email)).status).toBe(200);
    expect((await on(0, newIp()).login(email, 'wrong one')).status).toBe(401);
    expect((await on(1, newIp()).login(email, 'wrong two')).status).toBe(401);
    expect((await on(0, newIp()).login(email, 'wrong three')).status).toBe(401);
    // A fourth try, on either instance and with the right password, waits.
    for (const i of [1, 0]) {
      const res = await on(i, newIp()).login(email, 'correct horse battery');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('parallel failures split over both instances: exactly the limit is let through', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => on(i % 2, newIp()).login(email, `guess ${i}`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('forgot-password requests from one address add up across instances', async () => {
    const ip = newIp();
    expect((await on(0, ip).forgot(newEmail())).status).toBe(200);
    expect((await on(1, ip).forgot(newEmail())).status).toBe(200);
    expect((await on(1, ip).forgot(newEmail())).status).toBe(200);
    const res = await on(0, ip).forgot(newEmail());
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password reset requests\./);
  });

  it('registrations from one address add up across instances', async () => {
    const ip = newIp();
    expect((await on(0, ip).register(newEmail())).status).toBe(200);
    expect((await on(1, ip).register(newEmail())).status).toBe(200);
    expect((await on(0, ip).register(newEmail())).status).toBe(200);
    const res = await on(1, ip).register(newEmail());
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many accounts created from this address\./);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address registers as usual.
    expect((await on(1, newIp()).register(newEmail())).status).toBe(200);
  });
});
