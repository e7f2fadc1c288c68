import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
    projects: [
      {
        // Checks on the build: tree-shaking and the compiled stylesheet.
        extends: true,
        test: { name: 'build', include: ['test/**/*.test.ts'], environment: 'node' },
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
