/**
 * `npx tsx bench/search.bench.ts` (issue 19, "Search at a million rows"): autocannon on loopback
 * against the real app over 1,000,000 job requests and 100,000 talent profiles on PostgreSQL
 * (100,000 of each on PGlite), seeded by bench/searchRows.ts with realistic roles, texts and
 * skills. Four targets, each a rotation of realistic queries (each request takes the next query
 * of its rotation, whichever connection sends it — bench/searchRotation.cjs — so no single plan or
 * page is measured alone, and no two connections ask the same thing at once):
 *
 *   browse, first page            GET /api/job-requests/browse (signed out, as visitors are)
 *   browse ?q=…&skills=…          a role's words (title, seniority, domain) with some of its
 *                                 skills: 4,216 distinct combinations
 *   talent search ?q=…            full names, last names, title words, bio phrases (562)
 *   talent search ?q=…&skill=…    a title word with one of the role’s skills (967)
 *
 * Browse is signed out, so it goes through the short response cache (BROWSE_CACHE_MS, 5 s); the
 * bench prints its hit rate during each browse target.
 *
 * Prints requests/s and p99 beside each budget (PostgreSQL: browse p99 ≤ 20 ms, the others
 * ≤ 50 ms; PGlite: every target ≤ 150 ms) and sets a non-zero exit code when one is missed.
 *
 * The database is in the state production is in: the GIN indexes take inserts directly
 * (fastupdate off, migration 0021), so no pending list waits for maintenance; the bulk load
 * builds the secondary indexes after the rows (as pg_restore does) and ends with VACUUM
 * ANALYZE, as autovacuum would leave the table.
 *
 * Seeding a million rows takes minutes, so on PostgreSQL the seeded database is kept as a
 * template named by a hash of the migrations, the seed and the row counts
 * (`hireloop_search_tpl_<hash>`, ~1 GB) and each run measures a copy of it (CREATE DATABASE …
 * TEMPLATE, seconds). `--fresh` builds it again; templates of other hashes are dropped.
 *
 * Options (argument or environment variable):
 *   --duration=5       BENCH_DURATION     seconds of load per target (plus a 1 s warm-up)
 *   --connections=10   BENCH_CONNECTIONS  concurrent connections
 *   --rows=1000000     BENCH_ROWS         job requests on PostgreSQL
 *   --talent=100000    BENCH_TALENT       talent profiles on PostgreSQL
 *   --pglite-rows=100000                  job requests and talent profiles on PGlite (each)
 *   --db=both          BENCH_DB           pglite, postgres or both (both = PostgreSQL when it answers)
 *   --fresh                               rebuild the PostgreSQL template
 *   --targets=…        BENCH_TARGETS      a comma-separated subset of browse, browseSearch, talent,
 *                                         talentSkill (default: all four)
 *   BENCH_DATABASE_URL                    PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { migrationsDir } from '../src/db';
import { skills, users } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed';
import { benchDatabases, option, positive, type DatabaseKind } from './options';
import { BENCH_POSTGRES_URL } from './postgres';
import {
  bulkLoad,
  DOMAINS,
  FIRST_NAMES,
  insertSearchJobRequests,
  insertSearchTalent,
  LAST_NAMES,
  SEARCH_ROLES,
  SENIORITIES,
} from './searchRows';

const duration = positive('duration', option('duration', process.env.BENCH_DURATION), 5);
const connections = Math.trunc(
  positive('connections', option('connections', process.env.BENCH_CONNECTIONS), 10),
);
const postgresRows = Math.trunc(
  positive('rows', option('rows', process.env.BENCH_ROWS), 1_000_000),
);
const postgresTalent = Math.trunc(
  positive('talent', option('talent', process.env.BENCH_TALENT), 100_000),
);
const pgliteRows = Math.trunc(positive('pglite-rows', option('pglite-rows', undefined), 100_000));
const fresh = process.argv.includes('--fresh');
const TARGETS = ['browse', 'browseSearch', 'talent', 'talentSkill'] as const;
const chosenTargets = (option('targets', process.env.BENCH_TARGETS) ?? TARGETS.join(','))
  .split(',')
  .map((name) => name.trim());
for (const name of chosenTargets) {
  if (!(TARGETS as readonly string[]).includes(name))
    throw new Error(`--targets: ${name} is not one of ${TARGETS.join(', ')}`);
}
const databases = await benchDatabases();

/** The budgets of issue 19 (p99, ms) per database and target. */
const BUDGETS: Record<DatabaseKind, Record<TargetName, number>> = {
  postgres: { browse: 20, browseSearch: 50, talent: 50, talentSkill: 50 },
  pglite: { browse: 150, browseSearch: 150, talent: 150, talentSkill: 150 },
};
type TargetName = (typeof TARGETS)[number];
const LABELS: Record<TargetName, string> = {
  browse: 'browse, first page',
  browseSearch: 'browse ?q=…&skills=…',
  talent: 'talent search ?q=…',
  talentSkill: 'talent search ?q=…&skill=…',
};

// Bounded: seeding (minutes for a fresh million rows) and 4 targets per database. Past the bound
// something hangs: say so and stop.
const boundMs = (databases.length * (4 * (duration + 4) + 600) + 60) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${Math.round(boundMs / 1000)} s; stopping.`);
  process.exit(2);
}, boundMs);
watchdog.unref();

console.log(
  `Hireloop search bench: PostgreSQL ${postgresRows.toLocaleString('en')} job requests + ` +
    `${postgresTalent.toLocaleString('en')} talent, PGlite ${pgliteRows.toLocaleString('en')} of each; ` +
    `${connections} connections, ${duration} s per target, ${databases.join(' + ')}; ` +
    `Node ${process.version}, ${cpus().length} CPU(s), loopback.\n`,
);

const configFor = (databaseUrl?: string) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_ON_START: 'false',
  });

/** The demo seed plus `jobs` job requests and `talent` talent profiles, bulk-loaded. */
async function fill(db: Db, jobs: number, talent: number): Promise<void> {
  await seedIfEmpty(db, { log: { info: () => {} }, scrypt: { N: 2 ** 12, r: 8, p: 1 } });
  const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  const skillIds = new Map(skillRows.map((s) => [s.name, s.id]));
  await bulkLoad(db, 'users', () => insertSearchTalent(db, { rows: talent, skillIds }));
  const employers = await db
    .select({ id: users.id, companyId: users.activeCompanyId })
    .from(users)
    .where(eq(users.role, 'employer'));
  const talentIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'talent'))
      .orderBy(users.id)
      .limit(5000)
  ).map((row) => row.id);
  await bulkLoad(db, 'job_requests', () =>
    insertSearchJobRequests(db, { rows: jobs, employers, talentIds, skillIds }),
  );
}

async function adminQuery(text: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Every file under `dir` (sorted), for the template's hash. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** The template's name: a hash of what makes its content (migrations, seeds, row counts). */
function templateName(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const hash = createHash('sha256').update(`${postgresRows}/${postgresTalent}`);
  for (const file of [
    ...filesUnder(migrationsDir()),
    ...filesUnder(resolve(here, '../src/seed')),
    resolve(here, 'searchRows.ts'),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  return `hireloop_search_tpl_${hash.digest('hex').slice(0, 12)}`;
}

/**
 * A PostgreSQL database holding the seeded rows: a copy of the template, built first when
 * missing (or `--fresh`). Returns its URL, how it was made and `drop()`.
 */
async function postgresCopy() {
  const template = templateName();
  const { rows: existing } = await adminQuery(
    `SELECT datname FROM pg_database WHERE datname LIKE 'hireloop_search_tpl_%'`,
  );
  for (const { datname } of existing) {
    if (datname !== template || fresh) {
      await adminQuery(`DROP DATABASE IF EXISTS ${String(datname)} WITH (FORCE)`);
    }
  }
  let made = `copied from template ${template}`;
  if (fresh || !existing.some((row) => row.datname === template)) {
    const building = `${template}_building`;
    await adminQuery(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${building}`);
    const started = performance.now();
    const app = await buildApp(configFor(urlOf(building)));
    try {
      await fill(app.db, postgresRows, postgresTalent);
    } finally {
      await app.close();
    }
    await adminQuery(`ALTER DATABASE ${building} RENAME TO ${template}`);
    made = `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s, kept as template ${template}`;
  }
  const name = `hireloop_bench_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  return {
    url: urlOf(name),
    made,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

/** A deterministic shuffle (a fixed linear congruential sequence), so every run asks the same. */
function shuffled<T>(items: T[]): T[] {
  let seed = 19;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The rotations of each target: realistic queries, resolved to skill ids. The search rotations
 * are wide — thousands of distinct `q`/skills combinations, each request taking the next one
 * whichever connection sends it (bench/searchRotation.cjs) — so the signed-out listing cache is
 * measured at the hit rate such variety gives it, not as a replay of six queries.
 */
async function targetPaths(db: Db): Promise<Record<TargetName, string[]>> {
  const rows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  const id = (name: string) => {
    const skill = byName.get(name);
    if (skill === undefined) throw new Error(`bench: skill ${name} is not in the catalogue`);
    return skill;
  };
  const browse = (q: string, names: readonly string[]) =>
    `/api/job-requests/browse?q=${encodeURIComponent(q)}&skills=${names.map(id).join(',')}`;
  const talent = (q: string, skill?: string) =>
    `/api/profile/talent?q=${encodeURIComponent(q)}${skill ? `&skill=${id(skill)}` : ''}`;
  const lastWord = (text: string) => text.split(' ').at(-1)!;

  const browseSearch: string[] = [];
  const talentSkill: string[] = [];
  for (const role of SEARCH_ROLES) {
    const s = role.skills;
    const skillSets = [s.slice(0, 3), s.slice(0, 2), s.slice(1, 3), [s[0]!], [s[2]!], [s[3]!]];
    const words = [
      role.title,
      lastWord(role.title),
      ...SENIORITIES.map((seniority) => `${seniority} ${role.title}`),
      ...DOMAINS.map((domain) => `${domain} ${lastWord(role.title)}`),
    ];
    for (const q of words) for (const set of skillSets) browseSearch.push(browse(q, set));
    for (const word of [role.title, lastWord(role.title), ...SENIORITIES]) {
      for (const skill of s) talentSkill.push(talent(word, skill));
    }
  }
  const talentText = [
    ...FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => talent(`${first} ${last}`))),
    ...LAST_NAMES.map((last) => talent(last)),
    ...SEARCH_ROLES.flatMap((role) => [talent(role.title), talent(lastWord(role.title))]),
    ...DOMAINS.map((domain) => talent(`years in ${domain}`)),
    ...SENIORITIES.map((seniority) => talent(seniority)),
  ];
  return {
    browse: ['/api/job-requests/browse'],
    browseSearch: shuffled([...new Set(browseSearch)]),
    talent: shuffled([...new Set(talentText)]),
    talentSkill: shuffled([...new Set(talentSkill)]),
  };
}

interface Result {
  kind: DatabaseKind;
  target: TargetName;
  rps: number;
  p99: number;
  failures: number;
  note: string;
}

const rotationDir = mkdtempSync(join(tmpdir(), 'hireloop-search-bench-'));

/**
 * Loads `paths` for `duration` s after a 1 s warm-up, each request taking the next path of the
 * rotation (bench/searchRotation.cjs); `during` is read around the measured run.
 */
async function load<T>(base: string, paths: string[], during: () => T) {
  const { hostname, port } = new URL(base);
  const url = `http://${hostname}:${port}`;
  const run = (from: number, seconds: number) => {
    // The rotation from `from` on: the measured run goes on where the warm-up stopped (each run's
    // worker starts its rotation afresh), so it never repeats what the warm-up just cached.
    const file = join(rotationDir, `rotation-${Date.now()}-${from}.json`);
    const start = from % paths.length;
    writeFileSync(file, JSON.stringify([...paths.slice(start), ...paths.slice(0, start)]));
    process.env.HIRELOOP_SEARCH_ROTATION = file;
    const requests = [
      {
        method: 'GET' as const,
        path: paths[start]!,
        setupRequest: fileURLToPath(new URL('./searchRotation.cjs', import.meta.url)),
      },
    ] as unknown as autocannon.Request[];
    return autocannon({ url, requests, connections, duration: seconds, workers: 1 });
  };
  const warmUp = await run(0, 1);
  const before = during();
  const result = await run(warmUp.requests.sent + connections, duration);
  return { result, before, after: during() };
}

/**
 * CPU time (ms) used so far by the machine's PostgreSQL processes (Linux /proc; undefined
 * elsewhere or for PGlite, which runs in this process): read around a target's measured run, it
 * gives PostgreSQL's CPU per request, a figure queueing on a shared machine does not move.
 */
function postgresCpuMs(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime, in USER_HZ (100) ticks
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * 10;
}

/**
 * CPU time (ms) used so far by this process's main thread — the server's JavaScript; autocannon
 * runs in a worker thread and is not counted (Linux /proc; undefined elsewhere). On PGlite it
 * includes the database, which runs on this thread.
 */
function serverThreadCpuMs(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** How many items the first query of a rotation answers (to show the search finds rows). */
async function firstPage(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`);
  if (res.status !== 200) return `status ${res.status}`;
  const body = (await res.json()) as { items?: unknown[]; nextCursor?: string | null };
  return `${body.items?.length ?? 0}${body.nextCursor ? '+' : ''}`;
}

const results: Result[] = [];
for (const kind of databases) {
  const started = performance.now();
  let copy: Awaited<ReturnType<typeof postgresCopy>> | undefined;
  let made: string;
  if (kind === 'postgres') {
    copy = await postgresCopy();
    made = copy.made;
  } else made = '';
  const app = await buildApp(configFor(copy?.url));
  try {
    if (kind === 'pglite') {
      const seeded = performance.now();
      await fill(app.db, pgliteRows, pgliteRows);
      made = `seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`;
    }
    const { rows: countRows } = (await app.db.execute(
      sql`SELECT (SELECT count(*) FROM job_requests)::int AS jobs, (SELECT count(*) FROM users WHERE role = 'talent')::int AS talent`,
    )) as unknown as { rows: { jobs: number; talent: number }[] };
    const counts = countRows[0];
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const paths = await targetPaths(app.db);
    console.log(
      `${kind}: ${counts!.jobs.toLocaleString('en')} job requests, ${counts!.talent.toLocaleString('en')} talent ` +
        `(${made}); ready in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const cacheStats = () => app.services.jobRequests.browseCacheStats();
    for (const target of chosenTargets as TargetName[]) {
      const sample = paths[target].slice(0, 8);
      const sizes = await Promise.all(sample.map((path) => firstPage(base, path)));
      const during = () => ({
        ...cacheStats(),
        sql: kind === 'postgres' ? postgresCpuMs() : undefined,
        node: serverThreadCpuMs(),
      });
      const { result, before, after } = await load(base, paths[target], during);
      const sqlCpu =
        before.sql !== undefined && after.sql !== undefined && result.requests.total > 0
          ? `, PostgreSQL CPU ${((after.sql - before.sql) / result.requests.total).toFixed(2)} ms/request`
          : '';
      const nodeCpu =
        before.node !== undefined && after.node !== undefined && result.requests.total > 0
          ? `, server thread CPU ${((after.node - before.node) / result.requests.total).toFixed(2)} ms/request`
          : '';
      const served = after.hits - before.hits + (after.misses - before.misses);
      const cache = target.startsWith('browse')
        ? `, signed-out cache hits ${served ? (((after.hits - before.hits) / served) * 100).toFixed(1) : '0.0'} %`
        : '';
      results.push({
        kind,
        target,
        rps: result.requests.total / result.duration,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors,
        note:
          `${paths[target].length} distinct queries${cache}${sqlCpu}${nodeCpu}; ` +
          `first-page items of the first ${sample.length}: ${sizes.join(' ')}`,
      });
      const last = results.at(-1)!;
      const budget = BUDGETS[kind][target];
      console.log(
        `  ${LABELS[target].padEnd(28)} ${last.rps.toFixed(0).padStart(6)} req/s  p99 ${last.p99
          .toFixed(1)
          .padStart(
            6,
          )} ms  (budget ≤ ${budget} ms: ${last.p99 <= budget && last.failures === 0 ? 'ok' : 'MISSED'})` +
          `${last.failures ? `  ${last.failures} failures` : ''}  [${last.note}]`,
      );
    }
  } finally {
    await app.close();
    await copy?.drop();
  }
}

const missed = results.filter((r) => r.p99 > BUDGETS[r.kind][r.target] || r.failures > 0);
console.log(
  missed.length === 0
    ? '\nEvery search target is within its p99 budget.'
    : `\nMissed: ${missed.map((r) => `${r.kind} ${LABELS[r.target]} (p99 ${r.p99.toFixed(1)} ms > ${BUDGETS[r.kind][r.target]} ms${r.failures ? `, ${r.failures} failures` : ''})`).join('; ')}.`,
);
if (missed.length > 0) process.exitCode = 1;
rmSync(rotationDir, { recursive: true, force: true });
clearTimeout(watchdog);
