import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'schemas/index': 'src/schemas/index.ts',
    // SPEC §9 timings and SPEC texts (issue 5): their own subpath, so the client's budget is untouched.
    'constants/index': 'src/constants/index.ts',
    // Its own entry so the chunk shared by both entries (the rules) stays free of zod: the main
    // entry re-exports the job request form's schema, and bundlers drop this file when it is unused.
    'schemas/jobRequestForm': 'src/schemas/jobRequestForm.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
