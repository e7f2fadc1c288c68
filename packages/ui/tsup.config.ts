import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'browser',
  // Every dependency stays an import, so an app's bundler dedupes and tree-shakes them; the CSS
  // is built by scripts/build-css.mjs.
  external: [/^[^./]/],
});
