/**
 * `npm run bench -w @hireloop/server` (issue 3 "Tests"): autocannon on loopback against the real
 * app over 100 000 job requests — an authenticated `GET /api/user`, the public listing's first
 * page, and the listing with a text query and a skills filter — beside a bare Fastify route in the
 * same process, on PGlite and, when it answers, on PostgreSQL. Prints requests/s and p99 latency
 * and their ratios to the bare route. It measures; it asserts nothing and is not a timed test.
 *
 * Options (argument or environment variable):
 *   --duration=6      BENCH_DURATION     seconds of load per target (plus a 1 s warm-up)
 *   --connections=10  BENCH_CONNECTIONS  concurrent connections
 *   --rows=100000     BENCH_ROWS         job requests inserted
 *   --db=both         BENCH_DB           pglite, postgres or both (both = PostgreSQL when it answers)
 *   BENCH_DATABASE_URL                   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sessions, skills, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../src/seed';
import { hashToken } from '../src/services/sessions';
import { insertJobRequestRows } from './jobRequestRows';
import { measure, printTable, type LoadOptions, type Measurement } from './load';
import { benchDatabases, option, positive, type DatabaseKind } from './options';
import { throwawayPostgres } from './postgres';

const load: LoadOptions = {
  duration: positive('duration', option('duration', process.env.BENCH_DURATION), 6),
  connections: Math.trunc(
    positive('connections', option('connections', process.env.BENCH_CONNECTIONS), 10),
  ),
};
const rows = Math.trunc(positive('rows', option('rows', process.env.BENCH_ROWS), 100_000));
const databases = await benchDatabases();

// Bounded: 1 bare + 3 targets per database, each a warm-up second plus the duration, and time to
// fill each database. Past the bound something hangs: say so and stop.
const runs = 1 + 3 * databases.length;
const boundMs = (runs * (load.duration + 3) + 45 * databases.length + 30) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${Math.round(boundMs / 1000)} s; stopping.`);
  process.exit(2);
}, boundMs);
watchdog.unref();

console.log(
  `Hireloop server bench: ${rows.toLocaleString('en')} job requests, ${load.connections} connections, ` +
    `${load.duration} s per target, ${databases.join(' + ')}; Node ${process.version}, ` +
    `${cpus().length} CPU(s), loopback.\n`,
);

/** The same-process baseline: a minimal Fastify instance with one JSON route. */
async function startBare() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => bare.close() };
}

/** The real app on a fresh database holding the demo seed plus `rows` job requests. */
async function startApp(kind: DatabaseKind) {
  const postgres = kind === 'postgres' ? await throwawayPostgres() : undefined;
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000000',
      DATA_DIR: 'memory://',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      SEED_ON_START: 'false',
    });
    const app = await buildApp(config);
    // Cheap hashes: the bench never checks a password (it signs in with a session row).
    await seedIfEmpty(app.db, { log: { info: () => {} }, scrypt: { N: 2 ** 12, r: 8, p: 1 } });

    const employers = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'employer'));
    const skillRows = await app.db.select({ id: skills.id, name: skills.name }).from(skills);
    const fillMs = await insertJobRequestRows(app.db, {
      rows,
      employerIds: employers.map((e) => e.id),
      skillIds: skillRows.map((s) => s.id),
    });

    // An authenticated cookie without the auth routes: a session row, as login would store it.
    const token = randomBytes(32).toString('base64url');
    const [employer] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.employer));
    await app.db.insert(sessions).values({
      idHash: hashToken(token),
      userId: employer!.id,
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    });

    const searchSkills = await app.db
      .select({ id: skills.id })
      .from(skills)
      .where(inArray(skills.name, ['TypeScript', 'React', 'Node.js']));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      cookie: `${config.sessionCookie}=${token}`,
      fillMs,
      searchQuery: `q=${encodeURIComponent('typescript engineer')}&skills=${searchSkills.map((s) => s.id).join(',')}`,
      close: async () => {
        await app.close();
        await postgres?.drop();
      },
    };
  } catch (error) {
    await postgres?.drop().catch(() => {});
    throw error;
  }
}

/** How many items a listing's first page holds (to show the search does find rows). */
async function firstPageSize(url: string): Promise<string> {
  const res = await fetch(url);
  if (res.status !== 200) return `status ${res.status}`;
  const body = (await res.json()) as { items?: unknown[]; nextCursor?: string | null };
  return `${body.items?.length ?? 0} items${body.nextCursor ? ', more pages' : ''}`;
}

const results: Measurement[] = [];
const bare = await startBare();
try {
  results.push(await measure('—', 'bare Fastify route { ok: true }', bare.url, {}, load));
  for (const kind of databases) {
    const started = performance.now();
    const app = await startApp(kind);
    try {
      const browse = `${app.url}/api/job-requests/browse`;
      const search = `${browse}?${app.searchQuery}`;
      console.log(
        `${kind}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(${rows.toLocaleString('en')} rows inserted in ${(app.fillMs / 1000).toFixed(1)} s); ` +
          `browse: ${await firstPageSize(browse)}; search "?${decodeURIComponent(app.searchQuery)}": ` +
          `${await firstPageSize(search)}`,
      );
      const auth = { cookie: app.cookie };
      results.push(
        await measure(kind, 'GET /api/user (signed in)', `${app.url}/api/user`, auth, load),
      );
      results.push(await measure(kind, 'GET /api/job-requests/browse', browse, {}, load));
      results.push(await measure(kind, 'browse ?q=…&skills=…', search, {}, load));
    } finally {
      await app.close();
    }
  }
} finally {
  await bare.close();
}

console.log('');
printTable(results, results[0]!);
console.log(
  "\nreq/s vs bare: the share of the bare route's throughput; p99 vs bare: how many times its p99 latency.",
);
clearTimeout(watchdog);
