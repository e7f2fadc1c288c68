/**
 * Builds the widget frame pages (src/frame/*.html) into dist/frame, served by the Hireloop server
 * under /embed/v1/ (apps/server, the embed pages): job-request.html, subscription.html,
 * authorize.html and their hashed assets. The workspace packages are read from source.
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('src/frame'),
  base: '/embed/v1/',
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ['@hireloop/source'],
    alias: [
      { find: /^@hireloop\/ui\/theme\.css$/, replacement: here('../ui/src/styles/theme.css') },
    ],
  },
  build: {
    outDir: here('dist/frame'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Which files each page loads first, and which later: read by .size-limit.js.
    manifest: true,
    rolldownOptions: {
      input: {
        'job-request': here('src/frame/job-request.html'),
        subscription: here('src/frame/subscription.html'),
        authorize: here('src/frame/authorize.html'),
      },
    },
  },
});
