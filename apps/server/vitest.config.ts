/**
 * Unit tests (src/) run once; the integration suite (test/) runs against PGlite always and
 * against PostgreSQL when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers. In CI the
 * PostgreSQL run is required: no server means a failed run, not a skipped one.
 */
import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';

function postgresAnswers(): Promise<boolean> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const postgres = await postgresAnswers();
if (!postgres && process.env.CI) {
  throw new Error(
    'CI requires PostgreSQL on 127.0.0.1:5432 (or TEST_DATABASE_URL): the server suite must run on it.',
  );
}
if (!postgres)
  console.warn(
    '[server tests] PostgreSQL does not answer: running the integration suite on PGlite only.',
  );

const integration = (name: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: name },
    // The files of a worker share one module graph: the app's modules and PGlite's WebAssembly
    // load once per worker instead of once per file (the suite ran 3.4× faster). Every file
    // builds its own app and database (src/testServer.ts), so no state crosses files.
    isolate: false,
    // Every test server logs into one file per run, checked for secrets after it (test/runLog.ts).
    globalSetup: ['test/runLog.globalSetup.ts'],
  },
});

export default defineConfig({
  // The sdk (its schemas and constants) from source, through the "@hireloop/source" export
  // condition (as in tsconfig.base.json): no build needed, none stale.
  resolve: { conditions: ['@hireloop/source'] },
  ssr: { resolve: { conditions: ['@hireloop/source'] } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
    projects: [
      { extends: true as const, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      integration('pglite'),
      ...(postgres ? [integration('postgres')] : []),
    ],
  },
});
