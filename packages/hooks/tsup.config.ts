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
  // Peers and the sdk stay imports: the app's bundler dedupes them.
  external: ['react', 'react/jsx-runtime', '@tanstack/react-query', '@hireloop/sdk'],
});
