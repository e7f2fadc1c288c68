/**
 * The hooks run in jsdom against the real server, started in-process per test file on an
 * ephemeral port over in-memory PGlite (`@hireloop/server/testing`). The page's own origin is the
 * one the server trusts, as in the reference app.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Sibling workspace packages (the sdk and the in-process server of `@hireloop/server/testing`)
  // from source, through the "@hireloop/source" export condition (as in tsconfig.base.json):
  // no build needed, none stale.
  resolve: { conditions: ['@hireloop/source'] },
  ssr: { resolve: { conditions: ['@hireloop/source'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://hireloop.test/' } },
    setupFiles: ['test/setup.ts'],
    // The files of a worker share one module graph and one jsdom: the in-process server's modules
    // and PGlite's WebAssembly load once per worker, not once per file (6× faster). Every file
    // starts its own server and database; test/setup.ts empties the DOM, storage and toasts
    // after each test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The JSON report feeds the monorepo's one closing line (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
