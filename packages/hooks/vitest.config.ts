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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The JSON report feeds the monorepo's one closing line (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
