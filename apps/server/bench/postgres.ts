/**
 * PostgreSQL for the benchmark: whether a server answers (`BENCH_DATABASE_URL`, else
 * 127.0.0.1:5432), and a throwaway database on it that is dropped afterwards — the way
 * test/helpers.ts makes one for the PostgreSQL test run.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';

/** The server to benchmark on: an administrative URL (its database is only used to create ours). */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something listens at the URL's host and port (1 s timeout). */
export function postgresAnswers(url = BENCH_POSTGRES_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; `drop()` removes it (call it after the app closed its pool). */
export async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hireloop_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
