import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The package's own checks run on its build (tree-shaking, the compiled stylesheet); the
    // components are tested as stories in apps/storybook, in Chromium.
    include: ['test/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
