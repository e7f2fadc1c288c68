/**
 * The benchmarks' command line: `--name=value` options (else an environment variable, else a
 * default) and the databases to run on (`--db=pglite|postgres|both`, PostgreSQL only when it
 * answers).
 */
import { BENCH_POSTGRES_URL, postgresAnswers } from './postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/** `--name=value` from the command line, else `env`. */
export function option(name: string, env: string | undefined): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : env;
}

/** A positive number, or `fallback` when unset; anything else is an error naming `--name`. */
export function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
}

/**
 * The databases `--db` (or `BENCH_DB`) asks for, default both: PostgreSQL is left out, with a
 * line saying so, when it does not answer, unless it was asked for alone (then an error).
 */
export async function benchDatabases(): Promise<DatabaseKind[]> {
  const choice = option('db', process.env.BENCH_DB) ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(choice)) {
    throw new Error('--db must be pglite, postgres or both');
  }
  const databases: DatabaseKind[] = [];
  if (choice !== 'postgres') databases.push('pglite');
  if (choice !== 'pglite') {
    if (await postgresAnswers()) databases.push('postgres');
    else if (choice === 'postgres')
      throw new Error(`PostgreSQL does not answer at ${BENCH_POSTGRES_URL}`);
    else console.log(`PostgreSQL does not answer at ${BENCH_POSTGRES_URL}: PGlite only.`);
  }
  return databases;
}

/** The `q` quantile (0–1) of ascending `sorted` times, nearest rank. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** `samples` sequential runs of `call` (ms each) after five warm-up runs: p50, p95 and max in ms. */
export async function timeCalls(call: () => Promise<number>, samples: number) {
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1)! };
}
