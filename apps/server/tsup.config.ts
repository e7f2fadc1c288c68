import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', app: 'src/app.ts', 'seed-cli': 'src/seed/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; the workspace sdk is bundled from its build.
  noExternal: [],
});
