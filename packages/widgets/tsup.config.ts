import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The package's entries for sites that bundle their own code. React and the sdk stay imports.
    entry: { index: 'src/index.ts', react: 'src/react.tsx', jsx: 'src/jsx.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    platform: 'browser',
    external: ['react', 'react/jsx-runtime', '@hireloop/sdk'],
  },
  {
    // The loader a partner page includes with one script tag: a single file with nothing left
    // to import (the sdk constants it uses are inlined), minified. Served at /embed/v1/loader.js.
    entry: { loader: 'src/loader.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: false,
    clean: false,
    treeshake: true,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
  },
]);
