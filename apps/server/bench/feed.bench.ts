/**
 * `npm run bench:feed -w @hireloop/server` (issue 17): the career feed over 100,000 posts and
 * 10,000 follows on PostgreSQL (PGlite at a tenth of the size by default; `--pglite-scale=1` for
 * the full size). Two thousand authors post over a year (80 % public, 20 % followers-only; a
 * third tagged with skills; reactions and comments counted); the reader — the demo talent, with
 * Lite so matching job requests join in — follows 100 of them and three skills, the other follows
 * are spread over the authors. GET /api/feed is called `--samples` times one after another after a
 * warm-up, in both orders, first page and a later one; prints p50, p95 and max and whether p95
 * stays within the budget (100 ms). With `--explain`, prints PostgreSQL's plan of the feed's
 * post-source queries for that reader. It is not a test: it exits non-zero when a p95 misses the budget.
 *
 * Options (argument or environment variable):
 *   --posts=100000      BENCH_POSTS         posts inserted
 *   --follows=10000     BENCH_FOLLOWS       follows inserted (the reader's 100 and 3 skills included)
 *   --samples=100       BENCH_SAMPLES       calls per endpoint
 *   --pglite-scale=0.1  BENCH_PGLITE_SCALE  share of the sizes used on PGlite
 *   --db=both           BENCH_DB            pglite, postgres or both
 *   --explain                               print the plans
 */
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db';
import { DEMO_ACCOUNTS } from '../src/seed';
import { grantSubscription } from '../src/testServer';
import { benchDatabases, option, positive, timeCalls, type DatabaseKind } from './options';
import { signedInCookie, startSeededApp, userIdOf } from './seededApp';

const BUDGET_MS = 100;
const AUTHORS = 2000;
const READER_FOLLOWS = 100;

const postRows = Math.trunc(positive('posts', option('posts', process.env.BENCH_POSTS), 100_000));
const followRows = Math.trunc(
  positive('follows', option('follows', process.env.BENCH_FOLLOWS), 10_000),
);
const samples = Math.trunc(positive('samples', option('samples', process.env.BENCH_SAMPLES), 100));
const pgliteScale = positive(
  'pglite-scale',
  option('pglite-scale', process.env.BENCH_PGLITE_SCALE),
  0.1,
);
const explain = process.argv.includes('--explain');
const databases = await benchDatabases();

const watchdog = setTimeout(() => {
  console.error('bench: still running after 15 minutes; stopping.');
  process.exit(2);
}, 900_000);
watchdog.unref();

console.log(
  `Hireloop career feed bench: ${postRows.toLocaleString('en')} posts and ` +
    `${followRows.toLocaleString('en')} follows (PGlite: ×${pgliteScale}), ${samples} sequential ` +
    `calls per endpoint, ${databases.join(' + ')}; Node ${process.version}, ${cpus().length} CPU(s), loopback.\n`,
);

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Authors, posts, reactions and follows in bulk (`INSERT … SELECT … generate_series`). */
async function fillFeed(db: Db, readerId: number, posts: number, followCount: number) {
  const started = performance.now();
  const authors = Math.max(50, Math.min(AUTHORS, Math.trunc(posts / 20)));
  await db.execute(sql`
    insert into users (email, password_hash, name, role)
    select 'bench-author-' || i || '@example.com', 'x', 'Bench Author ' || i, 'talent'
    from generate_series(1, ${authors}) as g(i)`);
  await db.execute(sql`
    create temporary table bench_authors as
    select row_number() over (order by id) - 1 as n, id from users where email like 'bench-author-%'`);
  await db.execute(sql`
    create temporary table bench_skills as
    select row_number() over (order by id) - 1 as n, id from skills`);
  const [skillRow] = await rowsOf<{ skillCount: number }>(
    db,
    sql`select count(*)::int as "skillCount" from bench_skills`,
  );
  const skillCount = skillRow!.skillCount;
  await db.execute(sql`
    insert into posts (author_id, kind, body, skills, visibility, reaction_count, comment_count, created_at)
    select a.id,
      (array['update','win','question'])[1 + i % 3],
      'Bench post ' || i || ': shipped, learned, asked.',
      case when i % 3 = 0 then array[(select id from bench_skills where n = (i * 7) % ${skillCount}),
        (select id from bench_skills where n = (i * 11 + 3) % ${skillCount})]
        else '{}'::integer[] end,
      case when i % 5 = 0 then 'followers' else 'public' end,
      (i * 13) % 40, (i * 7) % 9,
      now() - (i::float8 / ${posts}) * interval '365 days'
    from generate_series(0, ${posts - 1}) as g(i)
    join bench_authors a on a.n = (i * 7919) % ${authors}`);
  // One reaction row per post (the counts above stand for the rest).
  await db.execute(sql`
    insert into post_reactions (post_id, user_id, kind)
    select p.id, a.id, (array['like','celebrate','support','insightful','funny'])[1 + p.id % 5]
    from posts p join bench_authors a on a.n = (p.id * 31) % ${authors}
    where a.id <> p.author_id`);
  // The reader follows 100 authors and three skills; the other follows pair authors.
  await db.execute(sql`
    insert into follows (follower_id, target, user_id)
    select ${readerId}, 'person', id from bench_authors where n % ${Math.max(1, Math.trunc(authors / READER_FOLLOWS))} = 0
    limit ${READER_FOLLOWS}
    on conflict do nothing`);
  await db.execute(sql`
    insert into follows (follower_id, target, skill_id)
    select ${readerId}, 'skill', id from bench_skills where n in (1, 5, 9)
    on conflict do nothing`);
  const rest = Math.max(0, followCount - READER_FOLLOWS - 3);
  await db.execute(sql`
    insert into follows (follower_id, target, user_id)
    select f.id, 'person', t.id
    from generate_series(0, ${rest - 1}) as g(i)
    join bench_authors f on f.n = i % ${authors}
    join bench_authors t on t.n = (i % ${authors} + 1 + i / ${authors}) % ${authors}
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const [counts] = await rowsOf<{ posts: number; follows: number }>(
    db,
    sql`select (select count(*)::int from posts) as posts, (select count(*)::int from follows) as follows`,
  );
  return { ...counts!, ms: performance.now() - started };
}

async function startApp(kind: DatabaseKind) {
  const scale = kind === 'pglite' ? pgliteScale : 1;
  return startSeededApp(kind, async (app, config) => {
    const readerId = await userIdOf(app, DEMO_ACCOUNTS.talent);
    await grantSubscription(app, readerId, 'talent-month');
    const filled = await fillFeed(
      app.db,
      readerId,
      Math.trunc(postRows * scale),
      Math.trunc(followRows * scale),
    );
    return { readerId, scale, filled, cookie: await signedInCookie(app, config, readerId) };
  });
}

async function get(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  const body = (await res.json()) as { nextCursor: string | null; items: unknown[] };
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return body;
}

/** `samples` sequential calls after five warm-up calls: p50, p95 and max in ms. */
function time(url: string, cookie: string) {
  return timeCalls(async () => {
    const started = performance.now();
    await get(url, cookie);
    return performance.now() - started;
  }, samples);
}

/** PostgreSQL's plans of the feed's post sources (as services/feed/feed.ts writes them). */
async function printPlans(db: Db, readerId: number) {
  const follows = sql`(select array_agg(user_id) from follows where follower_id = ${readerId} and user_id is not null)`;
  const skills = sql`(select array_agg(skill_id) from follows where follower_id = ${readerId} and skill_id is not null)`;
  const queries: [string, ReturnType<typeof sql>][] = [
    [
      'followed people (posts_person_idx)',
      sql`select id from posts where author_kind = 'person' and author_id = any(array_append(${follows}, ${readerId}))
        and (author_id = ${readerId} or (hidden_at is null and (visibility = 'public' or (visibility = 'followers'
          and exists (select 1 from follows f where f.follower_id = ${readerId} and f.user_id = posts.author_id)))))
        order by created_at desc nulls last, id desc nulls last limit 21`,
    ],
    [
      'followed skills (posts_public_created_idx / posts_skills_idx)',
      sql`select id from posts where visibility = 'public' and hidden_at is null and skills && ${skills}
        order by created_at desc nulls last, id desc nulls last limit 21`,
    ],
  ];
  for (const [name, query] of queries) {
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, costs off, timing on) ${query}`,
    );
    console.log(`\nEXPLAIN ANALYZE — ${name}`);
    for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
  }
}

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
        `${app.filled.posts.toLocaleString('en')} posts and ${app.filled.follows.toLocaleString('en')} ` +
        `follows (${(app.filled.ms / 1000).toFixed(1)} s).`,
    );
    const latest = await get(`${app.url}/api/feed?limit=20`, app.cookie);
    const relevant = await get(`${app.url}/api/feed?order=relevant&limit=20`, app.cookie);
    const endpoints: [string, string][] = [
      ['GET /api/feed (latest)', '/api/feed?limit=20'],
      ['GET /api/feed (latest, page 2)', `/api/feed?limit=20&cursor=${latest.nextCursor}`],
      ['GET /api/feed (relevant)', '/api/feed?order=relevant&limit=20'],
      [
        'GET /api/feed (relevant, page 2)',
        `/api/feed?order=relevant&limit=20&cursor=${relevant.nextCursor}`,
      ],
    ];
    for (const [name, path] of endpoints) {
      const { p50, p95, max } = await time(`${app.url}${path}`, app.cookie);
      table.push([
        kind,
        name,
        p50.toFixed(1),
        p95.toFixed(1),
        max.toFixed(1),
        p95 <= BUDGET_MS ? 'yes' : 'NO',
      ]);
      if (p95 > BUDGET_MS) process.exitCode = 1;
    }
    if (explain && kind === 'postgres') await printPlans(app.app.db, app.readerId);
  } finally {
    await app.close();
  }
}

const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
console.log('');
for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
clearTimeout(watchdog);
