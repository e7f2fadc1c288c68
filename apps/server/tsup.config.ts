import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    app: 'src/app.ts',
    'seed-cli': 'src/seed/cli.ts',
    // `@hireloop/server/testing`: the in-process server other packages' tests start (issue 5).
    testing: 'src/testing.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Types for the testing entry only: its surface is small and framework-free.
  dts: { entry: { testing: 'src/testing.ts' } },
  // Dependencies stay in node_modules; the workspace sdk is bundled from its build.
  noExternal: [],
});
