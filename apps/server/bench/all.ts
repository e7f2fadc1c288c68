/**
 * `npm run bench -w @hireloop/server`: every server benchmark, one after another (they measure, so
 * never two at once), each in its own process. Each prints its figures beside their budgets and
 * exits non-zero when one is missed; this runs them all anyway, prints one line per benchmark and
 * exits non-zero when any missed a budget or failed.
 *
 *   --only=server,search   run only these (names below); options for a benchmark go through the
 *                          environment (BENCH_DB=postgres, BENCH_DURATION=…, see each file)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { option } from './options';

/** Each benchmark and what it holds to a budget. */
const BENCHES = [
  ['server', 'signed-in GET /api/user vs a bare Fastify route'],
  ['search', 'browse, search and talent search at 1,000,000 rows'],
  ['trends', 'skill trends at 1,000,000 job requests'],
  ['sse', 'live-event fan-out: statements per message, 1 vs 50 listeners, 4 instances × 500'],
  ['signup', 'sign-in under a registration flood'],
  ['insights', 'employer insights at 100,000 job requests'],
  ['feed', 'career feed at 100,000 posts'],
] as const;

const only = option('only', process.env.BENCH_ONLY)?.split(',');
const unknown = only?.filter((name) => !BENCHES.some(([n]) => n === name)) ?? [];
if (unknown.length > 0) throw new Error(`--only: no benchmark named ${unknown.join(', ')}`);

const dir = fileURLToPath(new URL('.', import.meta.url));
const results: { name: string; what: string; code: number; seconds: number }[] = [];
for (const [name, what] of BENCHES) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== bench/${name}.bench.ts — ${what}\n`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.bench.ts`], {
    stdio: 'inherit',
    env: process.env,
  });
  results.push({
    name,
    what,
    code: run.status ?? 1,
    seconds: (performance.now() - started) / 1000,
  });
}

console.log('\n=== server benchmarks');
for (const r of results) {
  const verdict = r.code === 0 ? 'within budget' : `MISSED a budget or failed (exit ${r.code})`;
  console.log(
    `${r.name.padEnd(9)} ${verdict.padEnd(44)} ${r.seconds.toFixed(0).padStart(5)} s  ${r.what}`,
  );
}
if (results.some((r) => r.code !== 0)) process.exitCode = 1;
