import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

// `npm run dev`: Vite with HMR, the API (and the local checkout page) proxied to the server on
// API_URL, so cookies stay first-party. `npm run build`: dist/, which the server serves.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The app consumes the workspace packages from source (as create-t3-turbo's apps do): the
  // bundler then splits per module, so a page's chunk carries only the components it uses.
  resolve: {
    alias: [
      { find: /^@hireloop\/ui\/theme\.css$/, replacement: source('ui/src/styles/theme.css') },
      { find: /^@hireloop\/ui$/, replacement: source('ui/src/index.ts') },
      { find: /^@hireloop\/hooks$/, replacement: source('hooks/src/index.ts') },
      { find: /^@hireloop\/sdk\/(schemas|constants)$/, replacement: source('sdk/src/$1/index.ts') },
      { find: /^@hireloop\/sdk$/, replacement: source('sdk/src/index.ts') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '^/checkout/(co_|assets/)': { target: api, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React and the router in a chunk of their own, cached across deploys of the app.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
