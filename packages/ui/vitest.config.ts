import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Sibling workspace packages (the hooks, the sdk and the in-process server of
  // `@hireloop/server/testing`) from source, through the "@hireloop/source" export condition
  // (as in tsconfig.base.json): no build needed, none stale.
  resolve: { conditions: ['@hireloop/source'] },
  ssr: { resolve: { conditions: ['@hireloop/source'] } },
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
    projects: [
      {
        // Checks on the build: tree-shaking and the compiled stylesheet. Each tree-shaking check
        // bundles the package with esbuild: about a second alone, past the default 5 s when the
        // machine's two cores are busy with the other suites.
        extends: true,
        test: {
          name: 'build',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // Pure functions beside their source (formatting), in Node.
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The connected components, in jsdom against the real server in-process (the
        // presentational ones are tested as stories in Chromium, apps/storybook).
        extends: true,
        test: {
          name: 'connected',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://hireloop.test/' } },
          setupFiles: ['test/setup.ts'],
          // One module graph and one jsdom per worker: the in-process server and PGlite load once
          // per worker, not once per file. Every file starts its own server and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
