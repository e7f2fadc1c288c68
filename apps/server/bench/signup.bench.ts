/**
 * Registration flood vs sign-in (issue 14): while registrations are attempted at a steady rate
 * from many addresses (TRUST_PROXY, X-Forwarded-For), the demo employer signs in again and again
 * and each sign-in's latency is measured. Production settings: scrypt N=2^16, r=8, p=2, the
 * default registration limit (10 per address per hour) and hashing pool. The budget is a sign-in
 * p95 under 1 s. It prints; it is not a test (the pool's and the limit's behaviour are tested in
 * src/services/passwordPool.test.ts, test/passwordPool.test.ts and test/authRateLimitShared.test.ts).
 *
 *   npm run bench:signup -w @hireloop/server -- --duration 10 --rate 50 --addresses 25 --db both
 *
 * Options: --duration seconds of flood (10), --rate registrations attempted per second (50),
 * --addresses distinct client addresses they come from (25), --db pglite, postgres or both (both =
 * PostgreSQL when it answers). Environment: PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE,
 * REGISTER_RATE_LIMIT, SCRYPT_N, SCRYPT_P as for the server (defaults otherwise). Client and server
 * share one process, as in the other benches.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed';
import { postgresAnswers } from './postgres';
import { startSeededApp, userIdOf } from './seededApp';

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    rate: { type: 'string' },
    addresses: { type: 'string' },
    db: { type: 'string' },
  },
});
const DURATION_S = Number(values.duration ?? 10);
const RATE = Number(values.rate ?? 50);
const ADDRESSES = Math.max(1, Math.trunc(Number(values.addresses ?? 25)));
const DB = values.db ?? 'both';
for (const [name, value] of [
  ['duration', DURATION_S],
  ['rate', RATE],
] as const) {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
}
if (!['pglite', 'postgres', 'both'].includes(DB)) throw new Error('--db: pglite, postgres or both');

/** Time between sign-ins of the probe (ms). */
const LOGIN_EVERY_MS = 100;
/** The budget of issue 14. */
const LOGIN_P95_BUDGET_MS = 1000;

const kinds: ('pglite' | 'postgres')[] = [];
if (DB !== 'postgres') kinds.push('pglite');
if (DB !== 'pglite') {
  if (await postgresAnswers()) kinds.push('postgres');
  else if (DB === 'postgres') throw new Error('PostgreSQL does not answer');
  else console.log('PostgreSQL does not answer: PGlite only.');
}

// Bounded: each database runs a baseline (≈ 3 s), the flood and its drain; past that, stop.
const watchdog = setTimeout(
  () => {
    console.error('signup bench: still running far past its duration; stopping.');
    process.exit(2);
  },
  (kinds.length * (DURATION_S + 60) + 30) * 1000,
);
watchdog.unref();

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
const ms = (n: number) => `${Math.round(n)}`;

function startApp(kind: 'pglite' | 'postgres') {
  return startSeededApp(
    kind,
    // The demo employer's password at the production cost (the seed's hashes are cheap), so
    // every probe sign-in verifies a real hash.
    async (app) => {
      await app.services.users.setPassword(
        await userIdOf(app, DEMO_ACCOUNTS.employer),
        DEMO_PASSWORD,
      );
      return {};
    },
    {
      env: {
        TRUST_PROXY: 'true',
        // The settings under study, from the environment when given (else the defaults).
        PASSWORD_HASH_CONCURRENCY: process.env.PASSWORD_HASH_CONCURRENCY,
        PASSWORD_HASH_QUEUE: process.env.PASSWORD_HASH_QUEUE,
        REGISTER_RATE_LIMIT: process.env.REGISTER_RATE_LIMIT,
        SCRYPT_N: process.env.SCRYPT_N,
        SCRYPT_P: process.env.SCRYPT_P,
      },
    },
  );
}

const json = (ip: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': ip });

/** One demo sign-in; its latency in ms (throws unless 200). */
async function signIn(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: json('192.0.2.1'),
    body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_PASSWORD }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`demo sign-in answered ${res.status}`);
  return performance.now() - started;
}

async function probe(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    times.push(await signIn(url));
    await new Promise((resolve) => setTimeout(resolve, LOGIN_EVERY_MS));
  }
  return times.sort((a, b) => a - b);
}

console.log(
  `Registration flood bench: ${RATE} registrations/s for ${DURATION_S} s from ${ADDRESSES} addresses, ` +
    `a demo sign-in every ${LOGIN_EVERY_MS} ms; Node ${process.version}, ${cpus().length} CPU(s).\n`,
);

const rows: string[][] = [];
for (const kind of kinds) {
  const server = await startApp(kind);
  try {
    const { concurrency, queue } = server.config.passwordHashing;
    const { max, windowSeconds } = server.config.registerRateLimit;
    const baselineEnd = performance.now() + 2500;
    const baseline = await probe(server.url, () => performance.now() > baselineEnd);

    const counts = { attempted: 0, served: 0, limited: 0, busy: 0, other: 0 };
    const pending: Promise<void>[] = [];
    const floodEnd = performance.now() + DURATION_S * 1000;
    const register = (i: number) => {
      const ip = `10.0.${Math.floor((i % ADDRESSES) / 250)}.${(i % ADDRESSES) % 250}`;
      counts.attempted++;
      return fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: json(ip),
        body: JSON.stringify({
          email: `flood-${i}-${randomBytes(3).toString('hex')}@bench.example`,
          password: 'correct horse battery',
          name: `Flood ${i}`,
          role: 'talent',
        }),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.status === 200) counts.served++;
          else if (res.status === 429) counts.limited++;
          else if (res.status === 503) counts.busy++;
          else counts.other++;
        },
        () => {
          counts.other++;
        },
      );
    };
    // A steady rate: each tick sends the registrations due since the start.
    const started = performance.now();
    let sent = 0;
    const ticker = setInterval(() => {
      const due = Math.min(
        Math.floor(((performance.now() - started) / 1000) * RATE),
        DURATION_S * RATE,
      );
      while (sent < due) pending.push(register(sent++));
    }, 10);
    const underFlood = await probe(server.url, () => performance.now() > floodEnd);
    clearInterval(ticker);
    await Promise.all(pending);

    console.log(
      `${kind}: hashing pool ${concurrency} at a time, ${queue} waiting per lane; ` +
        `registration limit ${max} per address per ${windowSeconds} s`,
    );
    console.log(
      `  registrations: ${counts.attempted} attempted, ${counts.served} served, ` +
        `${counts.limited} limited (429), ${counts.busy} busy (503), ${counts.other} other`,
    );
    const verdict = percentile(underFlood, 95) < LOGIN_P95_BUDGET_MS ? 'within' : 'OVER';
    if (verdict === 'OVER') process.exitCode = 1;
    console.log(
      `  demo sign-in: alone p50 ${ms(percentile(baseline, 50))} ms, p95 ${ms(percentile(baseline, 95))} ms; ` +
        `under the flood p50 ${ms(percentile(underFlood, 50))} ms, p95 ${ms(percentile(underFlood, 95))} ms, ` +
        `max ${ms(underFlood.at(-1) ?? 0)} ms (${underFlood.length} sign-ins): ${verdict} the 1 s p95 budget\n`,
    );
    rows.push([
      kind,
      ms(percentile(baseline, 50)),
      ms(percentile(underFlood, 50)),
      ms(percentile(underFlood, 95)),
      `${counts.served}/${counts.limited}/${counts.busy}/${counts.other}`,
    ]);
  } finally {
    await server.close();
  }
}

console.log(
  '| database | sign-in alone p50 ms | under flood p50 ms | p95 ms | registrations served/429/503/other |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
clearTimeout(watchdog);
