import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

// `npm run dev`: Vite with HMR, the API (and the local checkout page) proxied to the server on
// API_URL, so cookies stay first-party. `npm run build`: dist/, which the server serves.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** A chunk's file and every chunk it statically imports, transitively. */
function closure(chunks: OutputChunk[], entry: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...files];
}

const preloadLinks = (files: string[], priority?: 'low') =>
  files
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin${priority ? ` fetchpriority="${priority}"` : ''} href="/${file}" data-landing>`,
    )
    .join('\n    ');

/**
 * Preloads, from the HTML, the chunks of the page a visit lands on, so they download with the
 * entry instead of after it has run. index.html (signed-out visits: every one lands on /auth,
 * directly or through the session guard) preloads /auth's chunks at low priority;
 * index.signed-in.html, which the server sends when the request carries a session cookie,
 * preloads the signed-in frame and the component library instead.
 */
function preloadLandingChunks(): Plugin {
  const chunksOf = (bundle: OutputBundle) =>
    Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const find = (chunks: OutputChunk[], path: string) =>
    chunks.find((c) => c.facadeModuleId?.endsWith(path));
  return {
    name: 'hireloop:preload-landing-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = chunksOf(bundle ?? {});
        const page = find(chunks, '/src/pages/auth/AuthPage.tsx');
        if (!page) return html;
        // Leave out what index.html already loads or preloads (the entry and its imports).
        const files = closure(chunks, page).filter((file) => !html.includes(`/${file}`));
        return html.replace('</head>', `  ${preloadLinks(files, 'low')}\n  </head>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const frame = find(chunksOf(bundle), '/src/app/RequireAuth.tsx');
        if (index?.type !== 'asset' || !frame) return;
        const html = String(index.source).replace(/\s*<link [^>]*data-landing>/g, '');
        const files = closure(chunksOf(bundle), frame).filter((file) => !html.includes(`/${file}`));
        this.emitFile({
          type: 'asset',
          fileName: 'index.signed-in.html',
          source: html.replace('</head>', `  ${preloadLinks(files)}\n  </head>`),
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLandingChunks()],
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
