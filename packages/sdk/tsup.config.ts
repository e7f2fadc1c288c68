import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
