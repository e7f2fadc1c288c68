/**
 * `npm run bench:insights -w @hireloop/server` (issue 16): the insights endpoints over 100,000 job
 * requests and 1,000,000 activity rows on PostgreSQL — spread over a thousand companies and a
 * year, the demo employer's company holding a large customer's 2 % — and the same on PGlite at a
 * tenth of the size by default (in-process PGlite fills a million rows too slowly for a bench
 * run; `--pglite-scale=1` for the full size). Each endpoint is
 * called `--samples` times one after another after a warm-up; prints p50, p95 and max latency and
 * whether p95 stays within the budget (200 ms). It is not a test: it exits non-zero when a PostgreSQL p95 misses the budget.
 *
 * Options (argument or environment variable):
 *   --requests=100000   BENCH_REQUESTS      job requests inserted
 *   --activity=1000000  BENCH_ACTIVITY      activity rows inserted (about)
 *   --samples=100       BENCH_SAMPLES       calls per endpoint
 *   --pglite-scale=0.1  BENCH_PGLITE_SCALE  share of the sizes used on PGlite
 *   --db=both           BENCH_DB            pglite, postgres or both
 */
import { cpus } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db';
import { skills, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed';
import { insertJobRequestRows } from './jobRequestRows';
import { benchDatabases, option, positive, timeCalls, type DatabaseKind } from './options';
import { signedInCookie, startSeededApp } from './seededApp';

const BUDGET_MS = 200;

const requestRows = Math.trunc(
  positive('requests', option('requests', process.env.BENCH_REQUESTS), 100_000),
);
const activityRows = Math.trunc(
  positive('activity', option('activity', process.env.BENCH_ACTIVITY), 1_000_000),
);
const samples = Math.trunc(positive('samples', option('samples', process.env.BENCH_SAMPLES), 100));
const pgliteScale = positive(
  'pglite-scale',
  option('pglite-scale', process.env.BENCH_PGLITE_SCALE),
  0.1,
);
const databases = await benchDatabases();

const watchdog = setTimeout(() => {
  console.error('bench: still running after 15 minutes; stopping.');
  process.exit(2);
}, 900_000);
watchdog.unref();

console.log(
  `Hireloop insights bench: ${requestRows.toLocaleString('en')} job requests and ` +
    `~${activityRows.toLocaleString('en')} activity rows (PGlite: ×${pgliteScale}), ` +
    `${samples} sequential calls per endpoint, ${databases.join(' + ')}; Node ${process.version}, ` +
    `${cpus().length} CPU(s), loopback.\n`,
);

/**
 * A year of activity in bulk (`INSERT … SELECT … generate_series`): bench talents, bids on the
 * requests (a quarter outreach; 10 % accepted, 50 % declined, 20 % withdrawn), and their log rows
 * — each request posted, each bid sent, 40 % replied to, every decision — then views to make up
 * `activity` rows, spread over the last year. Returns the activity rows and the elapsed ms.
 */
async function fillActivity(db: Db, activity: number, afterRequestId: number, talentCount = 1000) {
  const started = performance.now();
  await db.execute(sql`
    insert into users (email, password_hash, name, role)
    select 'bench-talent-' || i || '@example.com', 'x', 'Bench Talent ' || i, 'talent'
    from generate_series(1, ${talentCount}) as g(i)`);
  await db.execute(sql`
    create temporary table bench_requests as
    select n, id, company_id, employer_id,
      now() - ((n * 37) % 365) * interval '1 day' - (n % 1440) * interval '1 minute' as created_at
    from (
      select row_number() over (order by id) - 1 as n, id, company_id, employer_id
      from job_requests where id > ${afterRequestId}
    ) numbered`);
  await db.execute(sql`
    create temporary table bench_talent as
    select row_number() over (order by id) - 1 as n, id from users where email like 'bench-talent-%'`);
  const [{ requests }] = (
    (await db.execute(sql`select count(*)::int as requests from bench_requests`)) as unknown as {
      rows: { requests: number }[];
    }
  ).rows as [{ requests: number }];
  const bidCount = Math.trunc(activity / 5);
  // (request, talent, kind) pairs never repeat: request = i mod requests, talent = i div requests.
  await db.execute(sql`
    insert into bids (kind, status, job_request_id, employer_id, talent_id, rate, message, created_at, updated_at)
    select case when i % 4 = 0 then 'outreach' else 'proposal' end,
      case when i % 10 = 0 then 'accepted' when i % 10 < 6 then 'declined'
        when i % 10 < 8 then 'withdrawn' else 'pending' end,
      r.id, r.employer_id, t.id, 30 + (i % 120), 'Bench bid',
      r.created_at + (i % 72) * interval '1 hour', r.created_at + (i % 72 + 24) * interval '1 hour'
    from generate_series(0, ${bidCount - 1}) as g(i)
    join bench_requests r on r.n = i % ${requests}
    join bench_talent t on t.n = (i / ${requests}) % ${talentCount}`);
  await db.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id)
    select created_at, 'request_created', employer_id, company_id, id from bench_requests`);
  await db.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id, bid_id, bid_kind, talent_id)
    select b.created_at, 'bid_created', case when b.kind = 'outreach' then b.employer_id else b.talent_id end,
      r.company_id, b.job_request_id, b.id, b.kind, b.talent_id
    from bids b join bench_requests r on r.id = b.job_request_id where b.message = 'Bench bid'`);
  await db.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id, bid_id, bid_kind, talent_id)
    select b.created_at + interval '3 hours', 'message_replied',
      case when b.kind = 'outreach' then b.talent_id else b.employer_id end,
      r.company_id, b.job_request_id, b.id, b.kind, b.talent_id
    from bids b join bench_requests r on r.id = b.job_request_id
    where b.message = 'Bench bid' and b.id % 5 < 2`);
  await db.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id, bid_id, bid_kind, talent_id)
    select b.updated_at, 'bid_' || b.status, b.employer_id, r.company_id, b.job_request_id, b.id,
      b.kind, b.talent_id
    from bids b join bench_requests r on r.id = b.job_request_id
    where b.message = 'Bench bid' and b.status <> 'pending'`);
  const [{ sofar }] = (
    (await db.execute(sql`select count(*)::int as sofar from activity_events`)) as unknown as {
      rows: { sofar: number }[];
    }
  ).rows as [{ sofar: number }];
  const views = Math.max(activity - sofar, 0);
  await db.execute(sql`
    insert into activity_events (at, kind, actor_id, company_id, job_request_id)
    select now() - (i % 365) * interval '1 day' - (i % 86) * interval '1000 seconds',
      'request_viewed', t.id, r.company_id, r.id
    from generate_series(0, ${views - 1}) as g(i)
    join bench_requests r on r.n = (i * 7) % ${requests}
    join bench_talent t on t.n = i % ${talentCount}
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const [{ total }] = (
    (await db.execute(sql`select count(*)::int as total from activity_events`)) as unknown as {
      rows: { total: number }[];
    }
  ).rows as [{ total: number }];
  return { total, ms: performance.now() - started };
}

/**
 * `count` employer accounts, each owning a one-person company (as registration makes them), in
 * bulk; answers their ids. The job requests are spread over them and the demo employer.
 */
async function insertBenchCompanies(db: Db, count: number): Promise<number[]> {
  await db.execute(sql`
    insert into users (email, password_hash, name, role)
    select 'bench-employer-' || i || '@example.com', 'x', 'Bench Employer ' || i, 'employer'
    from generate_series(1, ${count}) as g(i)`);
  await db.execute(sql`
    insert into companies (name) select email from users where email like 'bench-employer-%'`);
  await db.execute(sql`
    insert into company_members (company_id, user_id, role)
    select c.id, u.id, 'owner' from companies c join users u on u.email = c.name`);
  await db.execute(sql`
    update users u set active_company_id = c.id from companies c where c.name = u.email`);
  const { rows } = (await db.execute(
    sql`select id from users where email like 'bench-employer-%' order by id`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

async function startApp(kind: DatabaseKind) {
  const scale = kind === 'pglite' ? pgliteScale : 1;
  return startSeededApp(kind, async (app, config) => {
    // A thousand companies, and the demo employer's with a large customer's share (2 %).
    const benchEmployers = await insertBenchCompanies(
      app.db,
      Math.max(10, Math.trunc(1000 * scale)),
    );
    const [employer] = await app.db
      .select({ id: users.id, companyId: users.activeCompanyId })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.employer));
    const employerIds = [
      ...benchEmployers,
      ...Array.from({ length: Math.ceil(benchEmployers.length / 50) }, () => employer!.id),
    ];
    const skillRows = await app.db.select({ id: skills.id, name: skills.name }).from(skills);
    const [{ last }] = (
      (await app.db.execute(
        sql`select coalesce(max(id), 0)::int as last from job_requests`,
      )) as unknown as {
        rows: { last: number }[];
      }
    ).rows as [{ last: number }];
    const requestMs = await insertJobRequestRows(app.db, {
      rows: Math.trunc(requestRows * scale),
      employerIds,
      skillIds: skillRows.map((s) => s.id),
    });
    const filled = await fillActivity(app.db, Math.trunc(activityRows * scale), last);

    const [counts] = (
      (await app.db.execute(sql`
        select (select count(*)::int from job_requests) as requests,
          (select count(*)::int from activity_events where company_id = ${employer!.companyId}) as company_rows,
          (select job_request_id from activity_events
            where company_id = ${employer!.companyId} and kind = 'bid_created'
            order by at desc limit 1) as busy_request`)) as unknown as {
        rows: { requests: number; company_rows: number; busy_request: number }[];
      }
    ).rows;
    const typescript = skillRows.find((s) => s.name === 'TypeScript') ?? skillRows[0]!;
    return {
      cookie: await signedInCookie(app, config, employer!.id),
      scale,
      requestMs,
      filled,
      counts: counts!,
      skillId: typescript.id,
    };
  });
}

/** `samples` sequential calls after five warm-up calls: p50, p95 and max in ms. */
function time(url: string, cookie: string) {
  return timeCalls(async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  }, samples);
}

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const table: string[][] = [
  ['db', 'endpoint', 'p50 ms', 'p95 ms', 'max ms', `p95 ≤ ${BUDGET_MS} ms`],
];
for (const kind of databases) {
  const started = performance.now();
  const app = await startApp(kind);
  try {
    console.log(
      `${kind}${app.scale === 1 ? '' : ` (a smaller seed: ×${app.scale})`}: ready in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s — ` +
        `${app.counts.requests.toLocaleString('en')} job requests ` +
        `(${(app.requestMs / 1000).toFixed(1)} s), ${app.filled.total.toLocaleString('en')} activity rows ` +
        `(${(app.filled.ms / 1000).toFixed(1)} s), ${app.counts.company_rows.toLocaleString('en')} ` +
        `of them the demo employer's company's.`,
    );
    const endpoints: [string, string][] = [
      ['GET /api/insights (30 days)', '/api/insights'],
      ['GET /api/insights (a year, weekly)', `/api/insights?from=${day(-364)}&to=${day(0)}`],
      ['GET /api/insights?jobRequestId=…', `/api/insights?jobRequestId=${app.counts.busy_request}`],
      ['GET /api/insights/benchmarks?skill=…', `/api/insights/benchmarks?skill=${app.skillId}`],
      ['GET /api/insights/activity', '/api/insights/activity?limit=20'],
    ];
    for (const [name, path] of endpoints) {
      const { p50, p95, max } = await time(`${app.url}${path}`, app.cookie);
      table.push([
        kind,
        name,
        p50.toFixed(1),
        p95.toFixed(1),
        max.toFixed(1),
        p95 <= BUDGET_MS ? 'yes' : kind === 'postgres' ? 'NO' : 'no (PGlite: not budgeted)',
      ]);
      // The budget is PostgreSQL's (README "Benchmark"); PGlite runs a tenth of the data, for scale.
      if (p95 > BUDGET_MS && kind === 'postgres') process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
console.log('');
for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
clearTimeout(watchdog);
