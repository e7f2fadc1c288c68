import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Sibling workspace packages from source, through the "@hireloop/source" export condition (as
  // in tsconfig.base.json): no build needed, none stale.
  resolve: { conditions: ['@hireloop/source'] },
  ssr: { resolve: { conditions: ['@hireloop/source'] } },
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
    projects: [
      {
        // The elements, the protocol and the React wrapper in a DOM; the frame pages' parts
        // against the real server in-process.
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'https://partner.example/jobs?ref=1' } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What a server sees: importing the packages without a `window` (SSR).
        extends: true,
        test: { name: 'node', include: ['test/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
