/**
 * Test harness: a real server listening on an ephemeral port over a fresh database — in-memory
 * PGlite, or a throwaway PostgreSQL database when TEST_DB=postgres — and a small HTTP client with
 * a cookie jar that sends the app's Origin like a browser would.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { subscriptions } from '../src/db/schema';
import type { App } from '../src/types';

export const APP_ORIGIN = 'http://hireloop.test';
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the kind under test, and how to throw it away. */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (TEST_DB === 'postgres') {
    const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    // Connections still closing when the database is dropped are expected to be cut.
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '',
      onConnectionError: () => undefined,
    });
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  return { database, drop: () => database.close() };
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestInitLike {
  /** JSON body; use `raw` for anything else. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** The Origin header: the app's by default, `null` for none (like curl). */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** An HTTP client with a cookie jar, like one browser. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    init: RequestInitLike = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    const origin = init.origin === undefined ? APP_ORIGIN : init.origin;
    if (origin !== null && method !== 'GET') headers.origin = origin;
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.raw !== undefined) {
      body = init.raw;
      headers['content-type'] = init.contentType ?? 'application/json';
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (name) {
        if (expired) this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), value);
      }
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(path: string, init?: RequestInitLike) {
    return this.request<T>('GET', path, init);
  }
  post<T = any>(path: string, body?: unknown, init?: RequestInitLike) {
    return this.request<T>('POST', path, { ...init, body });
  }
  patch<T = any>(path: string, body?: unknown, init?: RequestInitLike) {
    return this.request<T>('PATCH', path, { ...init, body });
  }
  delete<T = any>(path: string, init?: RequestInitLike) {
    return this.request<T>('DELETE', path, init);
  }
}

export interface TestServer {
  url: string;
  app: App;
  config: Config;
  /** Moves the server's clock forward (billing periods, expiries). */
  advanceClock(ms: number): void;
  client(): TestClient;
  close(): Promise<void>;
}

/** Starts the app on an ephemeral port over a fresh database. */
export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const { database, drop } = await freshDatabase();
  const config: Config = {
    ...loadConfig({}),
    appOrigin: APP_ORIGIN,
    // Cheap hashes keep the suite fast; production uses N=2^16 (the parameters live in each hash).
    scrypt: { N: 2 ** 12, r: 8, p: 1 },
    logLevel: 'silent',
    rateLimitPerMinute: 100_000,
    seedOnStart: false,
    ...overrides,
  };
  let offset = 0;
  const app = await buildApp(config, {
    database,
    now: () => new Date(Date.now() + offset),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    config,
    advanceClock: (ms) => {
      offset += ms;
    },
    client: () => new TestClient(url),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

let counter = 0;
/** Registers a new user through the API; returns their signed-in client and user. */
export async function registerUser(
  server: TestServer,
  init: { role?: 'employer' | 'talent'; email?: string; name?: string; password?: string } = {},
) {
  const client = server.client();
  const email = init.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = init.password ?? 'correct horse battery';
  const res = await client.post('/api/register', {
    email,
    password,
    name: init.name ?? `User ${counter}`,
    role: init.role ?? 'talent',
  });
  if (res.status !== 200)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    client,
    user: res.body as { id: number; email: string; name: string; role: string },
    password,
  };
}

/**
 * Gives a user an active subscription directly in the database (for tests about what a
 * subscription allows; the payment flow has its own tests). Plan ids: employer-month,
 * employer-year, employer-lifetime, talent-month, talent-year, talent-lifetime.
 */
export async function activateSubscription(server: TestServer, userId: number, planId: string) {
  const accountType = planId.startsWith('employer') ? 'employer' : 'talent';
  await server.app.db
    .insert(subscriptions)
    .values({
      userId,
      accountType,
      planId,
      status: planId.endsWith('lifetime') ? 'lifetime' : 'active',
      provider: 'local',
      currentPeriodStart: server.app.now(),
    })
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.accountType],
      set: {
        planId,
        status: planId.endsWith('lifetime') ? 'lifetime' : 'active',
        currentPeriodStart: server.app.now(),
      },
    });
}
