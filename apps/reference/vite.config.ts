import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

// `npm run dev`: Vite with HMR, the API (and the local checkout page) proxied to the server on
// API_URL, so cookies stay first-party. `npm run build`: dist/, which the server serves.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Every signed-out visit lands on /auth (direct, or redirected by the session guard): its chunk and
 * the chunks it imports are preloaded from index.html, so they download with the entry instead of
 * after it has run. Signed-in visitors pay a few KB.
 */
function preloadAuthPage(): Plugin {
  return {
    name: 'hireloop:preload-auth-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const page = chunks.find((c) => c.facadeModuleId?.endsWith('/src/pages/auth/AuthPage.tsx'));
        if (!page) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        visit(page.fileName);
        // Leave out what index.html already loads or preloads (the entry and its imports).
        return [...files]
          .filter((file) => !html.includes(`/${file}`))
          .map((file) => ({
            tag: 'link',
            // Low priority: a signed-in visitor's own page must not wait behind them.
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAuthPage()],
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
        // Per-module splitting would make a signed-in page wait for ~100 tiny files. Instead: React
        // and the router; the hooks and sdk core every page needs; the component library the
        // signed-in shell needs; the schemas; forms and carousels (loaded with the first page that
        // has one). /auth loads only the first two plus its own chunk.
        codeSplitting: {
          // A group holds the modules its test matches, not everything they import.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 40,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|embla-carousel[^\\/]*)[\\/]|packages[\\/]ui[\\/]src[\\/](primitives[\\/]form|overlays[\\/]carousel|marketplace[\\/]waitlist[\\/](feature-carousel|testimonial-carousel|waitlist-modal)|marketplace[\\/]forms[\\/](rate-field|job-request-form|job-request-modal|bid-modal|optional-select-field)|connected[\\/]connected-(job-request|bid|waitlist)-modal)/,
              priority: 30,
            },
            {
              // The sdk's schemas (and zod): the shell's banner reads their enums, forms validate.
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]sdk[\\/]src[\\/]schemas[\\/]/,
              priority: 25,
            },
            {
              name: 'core',
              // The live stream's hooks validate with the schemas: they load with it, after the page.
              test: /node_modules[\\/]@tanstack[\\/]|packages[\\/](sdk|hooks)[\\/]src[\\/](?!live[\\/])/,
              priority: 20,
            },
            {
              name: 'ui',
              test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|lucide-react|class-variance-authority|clsx|tailwind-merge|react-remove-scroll[^\\/]*|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|detect-node-es|get-nonce|tslib)[\\/]|packages[\\/]ui[\\/]src[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
