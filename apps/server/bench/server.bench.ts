/**
 * `npm run bench -w @hireloop/server` (issue 3 "Tests", issue 19 part 1): autocannon on loopback
 * against the real app — an authenticated `GET /api/user` and `/api/health` — beside a bare
 * Fastify route in the same process, on PGlite and, when it answers, on PostgreSQL. The machine
 * is shared and noisy, so the targets are measured alternately in rounds (bare → user → health,
 * `--rounds` times per database) and each figure is the median of its rounds; the ratio of the
 * signed-in route to the bare route is printed beside its budget (issue 19: ≥ 0.40 on
 * PostgreSQL, ≥ 0.25 on PGlite) and `process.exitCode` is 1 when one is missed. The listing and
 * search targets live in ./search.bench.ts.
 *
 * Options (argument or environment variable):
 *   --duration=4      BENCH_DURATION     seconds of load per target and round (plus a 1 s warm-up)
 *   --rounds=3        BENCH_ROUNDS       rounds of bare → user → health per database
 *   --connections=10  BENCH_CONNECTIONS  concurrent connections
 *   --db=both         BENCH_DB           pglite, postgres or both (both = PostgreSQL when it answers)
 *   BENCH_DATABASE_URL                   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import Fastify from 'fastify';
import { DEMO_ACCOUNTS } from '../src/seed';
import { measure, printTable, type LoadOptions, type Measurement } from './load';
import { benchDatabases, option, positive, type DatabaseKind } from './options';
import { signedInCookie, startSeededApp, userIdOf } from './seededApp';

/** Issue 19: the signed-in `GET /api/user` over the bare route, at least. */
const USER_ROUTE_BUDGETS: Record<DatabaseKind, number> = { postgres: 0.4, pglite: 0.25 };

const load: LoadOptions = {
  duration: positive('duration', option('duration', process.env.BENCH_DURATION), 4),
  connections: Math.trunc(
    positive('connections', option('connections', process.env.BENCH_CONNECTIONS), 10),
  ),
};
const rounds = Math.trunc(positive('rounds', option('rounds', process.env.BENCH_ROUNDS), 3));
const databases = await benchDatabases();

// Bounded: 3 targets per round and database, each a warm-up second plus the duration, and time to
// start each database. Past the bound something hangs: say so and stop.
const runs = 3 * rounds * databases.length;
const boundMs = (runs * (load.duration + 3) + 45 * databases.length + 30) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${Math.round(boundMs / 1000)} s; stopping.`);
  process.exit(2);
}, boundMs);
watchdog.unref();

console.log(
  `Hireloop server bench: ${load.connections} connections, ${load.duration} s per target, ` +
    `${rounds} rounds of bare → user → health, ${databases.join(' + ')}; Node ${process.version}, ` +
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

/** The real app on a fresh database holding the demo seed, and the demo employer's cookie. */
function startApp(kind: DatabaseKind) {
  return startSeededApp(kind, async (app, config) => ({
    cookie: await signedInCookie(app, config, await userIdOf(app, DEMO_ACCOUNTS.employer)),
  }));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One row of the table: the median requests/s and p99 of a target's rounds. */
function medianOf(runs: Measurement[]): Measurement {
  const skipped = runs.find((run) => run.skipped);
  if (skipped) return skipped;
  return {
    ...runs[0]!,
    name: `${runs[0]!.name} (median of ${runs.length})`,
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

const verdicts: string[] = [];
const bare = await startBare();
try {
  for (const kind of databases) {
    const started = performance.now();
    const app = await startApp(kind);
    const targets: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: 'bare Fastify route { ok: true }', url: bare.url, headers: {} },
      {
        name: 'GET /api/user (signed in)',
        url: `${app.url}/api/user`,
        headers: { cookie: app.cookie },
      },
      { name: 'GET /api/health', url: `${app.url}/api/health`, headers: {} },
    ];
    const measured = targets.map((): Measurement[] => []);
    try {
      console.log(`${kind}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      for (let round = 1; round <= rounds; round++) {
        const line: string[] = [];
        for (const [i, target] of targets.entries()) {
          const result = await measure(kind, target.name, target.url, target.headers, load);
          measured[i]!.push(result);
          line.push(result.skipped ?? `${result.rps.toFixed(0)} req/s`);
        }
        const [bareRun, userRun] = [measured[0]!.at(-1)!, measured[1]!.at(-1)!];
        const share = userRun.skipped
          ? ''
          : ` (user ÷ bare ${(userRun.rps / bareRun.rps).toFixed(2)})`;
        console.log(
          `  round ${round}: bare ${line[0]}, user ${line[1]}, health ${line[2]}${share}`,
        );
      }
    } finally {
      await app.close();
    }
    const [bareRow, userRow, healthRow] = measured.map(medianOf) as [
      Measurement,
      Measurement,
      Measurement,
    ];
    console.log('');
    printTable([bareRow, userRow, healthRow], bareRow);
    console.log('');
    const budget = USER_ROUTE_BUDGETS[kind];
    const ratio = userRow.skipped ? 0 : userRow.rps / bareRow.rps;
    const met = ratio >= budget;
    if (!met) process.exitCode = 1;
    verdicts.push(
      `${kind}: signed-in GET /api/user ÷ bare route = ${ratio.toFixed(2)} ` +
        `(budget ≥ ${budget.toFixed(2)}) ${met ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await bare.close();
}

console.log(
  "req/s vs bare: the share of the bare route's throughput; p99 vs bare: how many times its p99 latency.\n",
);
for (const verdict of verdicts) console.log(verdict);
clearTimeout(watchdog);
