import { defineConfig } from 'tsup';

export default defineConfig({
  // `insights` is its own entry (issue 16): recharts loads only with an app's insights page.
  entry: { index: 'src/index.ts', insights: 'src/insights.ts' },
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
  // The sdk's constants are compiled in: the app shell's shared chunk reads SPEC's labels, and an
  // import of the sdk there would make a bundler without code splitting keep all of its texts for
  // any component (the Button-alone budget). Rollup keeps only the constants the ui reads.
  noExternal: ['@hireloop/sdk/constants'],
});
