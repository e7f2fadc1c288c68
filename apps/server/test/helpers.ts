/**
 * Test harness: a real server listening on an ephemeral port over a fresh database — in-memory
 * PGlite, or a throwaway PostgreSQL database when TEST_DB=postgres — and a small HTTP client with
 * a cookie jar that sends the app's Origin like a browser would.
 */
import { randomBytes } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { liveEvents, skills } from '../src/db/schema';
import { createMigratedPostgres, openTestPglite } from '../src/db/testTemplates';
import { TEST_APP_ORIGIN } from '../src/testOrigin';
import { grantSubscription, listenForTests, type RunningTestServer } from '../src/testServer';
import type { AccountType } from '@hireloop/sdk';
import { recordSecret, runLogger } from './runLog';

export const APP_ORIGIN = TEST_APP_ORIGIN;
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
    const url = await createMigratedPostgres(POSTGRES_URL, name);
    // Connections still closing when the database is dropped are expected to be cut.
    const database = await openDatabase({
      databaseUrl: url,
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
  const database = await openTestPglite();
  return { database, drop: () => database.close() };
}

/**
 * Two servers on one fresh PostgreSQL database, as two instances run in production: started
 * before the describe block's tests, closed (and the database dropped) after them. For the tests
 * that a timed action runs exactly once with several instances.
 */
export function twoInstancesOnPostgres(
  options: {
    /**
     * The second instance receives every NOTIFY this much later, as a busy instance does: what
     * must not depend on how fast another instance hears of a change is tested against it.
     */
    notificationLagOfSecondMs?: number;
  } = {},
): RunningTestServer[] {
  const name = `hireloop_test_${randomBytes(6).toString('hex')}`;
  const instances: RunningTestServer[] = [];
  beforeAll(async () => {
    const url = await createMigratedPostgres(POSTGRES_URL, name);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({
        databaseUrl: url,
        dataDir: '',
        onConnectionError: () => undefined,
      });
      const lag = i === 1 ? options.notificationLagOfSecondMs : undefined;
      instances.push(await listenForTests(lag ? withNotificationLag(database, lag) : database));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return instances;
}

/** The database with every NOTIFY handed to its listeners `ms` late (in the order they came). */
function withNotificationLag(database: Database, ms: number): Database {
  return {
    ...database,
    listen: (channel, onPayload, onState, listenerName) =>
      database.listen(
        channel,
        (payload) => setTimeout(() => onPayload(payload), ms),
        onState,
        listenerName,
      ),
  };
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
  /** A multipart body (issue 17's uploads): fetch sets its content-type and boundary. */
  form?: FormData;
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
    // What the server must never log (test/runLog.ts checks the run's log for them).
    for (const name of ['authorization', 'stripe-signature'])
      for (const part of (headers[name] ?? '').split(/[\s,=]+/)) recordSecret('token', part);
    if (typeof init.body === 'object' && init.body !== null) {
      const fields = init.body as Record<string, unknown>;
      for (const name of ['password', 'currentPassword', 'newPassword'])
        recordSecret('phrase', fields[name]);
      recordSecret('token', fields.token);
    }
    const origin = init.origin === undefined ? APP_ORIGIN : init.origin;
    if (origin !== null && method !== 'GET') headers.origin = origin;
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | FormData | undefined;
    if (init.form !== undefined) {
      body = init.form;
    } else if (init.raw !== undefined) {
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
        recordSecret('token', value);
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
  put<T = any>(path: string, body?: unknown, init?: RequestInitLike) {
    return this.request<T>('PUT', path, { ...init, body });
  }
  delete<T = any>(path: string, init?: RequestInitLike) {
    return this.request<T>('DELETE', path, init);
  }
}

export type TestServer = RunningTestServer & {
  /** A new client with its own cookie jar, like another browser. */
  client(): TestClient;
};

/** Starts the app on an ephemeral port over a fresh database. */
export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const { database, drop } = await freshDatabase();
  const server = await listenForTests(database, overrides, drop, { logger: runLogger() });
  return { ...server, client: () => new TestClient(server.url) };
}

let counter = 0;
/** Registers a new user through the API; returns their signed-in client and user. */
export async function registerUser(
  server: TestServer,
  init: { role?: AccountType; email?: string; name?: string; password?: string } = {},
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
 * Publishes a marker event (a subscription change) to the user and answers its id. A test that
 * must show that nothing else reaches a stream publishes one after the events under test and
 * reads up to it with `stream.takeUntil(id)`: streams deliver in id order, so whatever was
 * published before the marker and is not in front of it never comes.
 */
export async function publishMarker(server: TestServer, userId: number): Promise<number> {
  await server.app.services.live.publish(server.app.db, userId, {
    type: 'subscription',
    data: { accountType: 'talent' },
  });
  const [row] = await server.app.db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return row!.id!;
}

/** Gives a user an active subscription directly in the database (see `grantSubscription`). */
export const activateSubscription = (server: TestServer, userId: number, planId: string) =>
  grantSubscription(server.app, userId, planId);

/** A valid job request form, with `overrides`. */
export const jobRequestForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior TypeScript engineer',
  description: 'Remote, six months, a payments product',
  type: 'job',
  ...overrides,
});

/** A new employer, with an active subscription to `planId` unless it is null. */
export async function registerEmployer(server: TestServer, planId: string | null) {
  const employer = await registerUser(server, { role: 'employer' });
  if (planId) await activateSubscription(server, employer.user.id, planId);
  return employer;
}

/**
 * A job request suite's server: started (with three skills) before the file's tests, closed after
 * them. Read `suite.server` and `suite.skillIds` inside the tests.
 */
export function jobRequestSuite(): { server: TestServer; skillIds: number[] } {
  const suite = { server: undefined as unknown as TestServer, skillIds: [] as number[] };
  beforeAll(async () => {
    suite.server = await startServer();
    suite.skillIds = await seedSkills(suite.server);
  });
  afterAll(() => suite.server.close());
  return suite;
}

/** Three skills in the catalogue (TypeScript, React, PostgreSQL); their ids. */
export async function seedSkills(server: TestServer): Promise<number[]> {
  const rows = await server.app.db
    .insert(skills)
    .values([{ name: 'TypeScript' }, { name: 'React' }, { name: 'PostgreSQL' }])
    .returning({ id: skills.id });
  return rows.map((row) => row.id);
}

/**
 * Accepts the caller's pending invitation to group `groupId` (issue 14: people join a group by
 * accepting); answers the group as the new member sees it.
 */
export async function acceptInvitation(client: TestClient, groupId: number) {
  const list = await client.get<Array<{ id: number; groupId: number }>>('/api/groups/invitations');
  const invitation = list.body.find((i) => i.groupId === groupId);
  if (!invitation)
    throw new Error(`no invitation to group ${groupId}: ${JSON.stringify(list.body)}`);
  const res = await client.post(`/api/groups/invitations/${invitation.id}/accept`);
  if (res.status !== 200)
    throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; memberCount: number; members: Array<{ id: number }> };
}

/** A group of `owner` that `members` were invited to and joined; answers its id. */
export async function groupWithMembers(
  owner: { client: TestClient },
  name: string,
  members: ReadonlyArray<{ client: TestClient; user: { id: number } }>,
): Promise<number> {
  const created = await owner.client.post('/api/groups', {
    name,
    memberIds: members.map((m) => m.user.id),
  });
  if (created.status !== 201)
    throw new Error(`group creation failed: ${created.status} ${JSON.stringify(created.body)}`);
  for (const member of members) await acceptInvitation(member.client, created.body.id);
  return created.body.id as number;
}
