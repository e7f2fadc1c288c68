import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // The JSON report feeds the monorepo's one closing line (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
