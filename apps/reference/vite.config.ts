import { transformAsync } from '@babel/core';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { EMBEDDED_USER_ELEMENT_ID, USER_NAME_SLOT } from '../../packages/sdk/src/constants/page';
import { ShellSkeleton, type ShellSkeletonHeading } from './src/app/ShellSkeleton';
import { homeHeading } from './src/pages/home/homeHeading';
import { MESSAGES_HEADING } from './src/pages/messages/messagesHeading';

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

/**
 * The build's pages manifest, read by the server (apps/server README, "The built app's pages"):
 * `{ "signedOut": …, "signedIn": …, "signedInHome": …, "signedInHomeByRole": { "employer": … },
 * "signedInPaths": { "/messages": … }, "publicPaths": { "/team/invites/": …, "/waitlist-demo": … } }`,
 * the HTML file (relative to dist/) sent for a visit without a session, with one, with one to
 * `/` (for a user of each role named, and for any other), with one to each path named, and for
 * every visit to each public path named (under it, for a key ending with `/`).
 */
const PAGES_MANIFEST = 'pages.json';

/** The signed-out page's user data block: no session (see src/lib/embeddedUser.ts). */
const signedOutBlock = `<script type="application/json" id="${EMBEDDED_USER_ELEMENT_ID}">null</script>`;

const preloadLinks = (files: string[], priority?: 'low') =>
  files
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin${priority ? ` fetchpriority="${priority}"` : ''} href="/${file}" data-landing>`,
    )
    .join('\n    ');

/**
 * The files each lazily loaded module needs (its chunk and the chunks it imports statically), as a
 * JSON data block for the HTML: `{"pages/home/HomePage": ["/assets/HomePage-….js", …], …}`,
 * keyed by the module's path under src/ without its extension. The background prefetch reads it
 * to download chunks without running them (src/lib/prefetch.ts).
 */
function chunkManifest(chunks: OutputChunk[]): string {
  const src = fileURLToPath(new URL('src/', import.meta.url));
  const manifest: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId;
    if (!chunk.isDynamicEntry || !id?.startsWith(src)) continue;
    const key = id.slice(src.length).replace(/\.[jt]sx?$/, '');
    manifest[key] = closure(chunks, chunk).map((file) => `/${file}`);
  }
  // A data block is not run, so the Content-Security-Policy's script-src does not apply; `<` is
  // escaped so no file name could end the element.
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return `<script type="application/json" id="hireloop-chunks">${json}</script>`;
}

/**
 * The signed-in pages with an HTML page of their own (besides `index.signed-in.html`, which
 * serves the others): the page's heading in the frame's outline (the home's with the server's
 * slot for the user's name, `USER_NAME_SLOT`), and the chunks of its modules preloaded. The home
 * has one page per role, preloading the home of that account type (src/pages/home/homes.ts), and
 * one preloading both for any other user (`role` left out).
 */
const HOME_PAGE = '/src/pages/home/HomePage.tsx';
const EMPLOYER_HOME = '/src/pages/home/EmployerHome.tsx';
const TALENT_HOME = '/src/pages/home/TalentHome.tsx';
const SIGNED_IN_LANDINGS: {
  path: string;
  role?: 'employer' | 'talent';
  file: string;
  modules: string[];
  heading: ShellSkeletonHeading;
}[] = [
  {
    path: '/',
    file: 'index.home.html',
    modules: [HOME_PAGE, EMPLOYER_HOME, TALENT_HOME],
    heading: homeHeading(USER_NAME_SLOT),
  },
  {
    path: '/',
    role: 'employer',
    file: 'index.home.employer.html',
    modules: [HOME_PAGE, EMPLOYER_HOME],
    heading: homeHeading(USER_NAME_SLOT),
  },
  {
    path: '/',
    role: 'talent',
    file: 'index.home.talent.html',
    modules: [HOME_PAGE, TALENT_HOME],
    heading: homeHeading(USER_NAME_SLOT),
  },
  {
    path: '/messages',
    file: 'index.messages.html',
    modules: ['/src/pages/messages/MessagesPage.tsx'],
    heading: MESSAGES_HEADING,
  },
];

/**
 * The public pages with an HTML page of their own, for every visit to the path (under it, for a
 * path ending with `/`), signed in or out: the page's chunks preloaded instead of /auth's or the
 * signed-in frame's, and no user data block (the server adds it: the user, or `null`).
 */
const PUBLIC_LANDINGS = [
  {
    path: '/team/invites/',
    file: 'index.team-invite.html',
    module: '/src/pages/team/InviteAcceptPage.tsx',
  },
  {
    path: '/waitlist-demo',
    file: 'index.waitlist-demo.html',
    module: '/src/pages/waitlist/WaitlistDemoPage.tsx',
  },
];

/**
 * Preloads, from the HTML, the chunks of the page a visit lands on, so they download with the
 * entry instead of after it has run. index.html (signed-out visits: every one lands on /auth,
 * directly or through the session guard) preloads /auth's chunks at low priority;
 * index.signed-in.html, which the server sends when the request carries a session cookie,
 * preloads the signed-in frame and the component library instead, and index.home.html (the same
 * for /, where sign-in lands) and index.messages.html (/messages) their page's chunks as well,
 * under that page's heading (SIGNED_IN_LANDINGS). The invite link's page preloads its own
 * chunks, whoever opens it, and so does /waitlist-demo (PUBLIC_LANDINGS). dist/pages.json tells
 * the server which page is which (see {@link PAGES_MANIFEST}).
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
        // Which page serves which visit, for the server; a variant not built falls back to the
        // page before it (index.html, then the signed-in page).
        const pages = {
          signedOut: 'index.html',
          signedIn: 'index.html',
          signedInHome: 'index.html',
          signedInHomeByRole: {} as Record<string, string>,
          signedInPaths: {} as Record<string, string>,
          publicPaths: {} as Record<string, string>,
        };
        const emitPages = () => {
          this.emitFile({
            type: 'asset',
            fileName: PAGES_MANIFEST,
            source: `${JSON.stringify(pages, null, 2)}\n`,
          });
        };
        const index = bundle['index.html'];
        const chunks = chunksOf(bundle);
        // `resolveDependencies` (below) tells the entry chunk by its file name alone.
        const named = chunks.filter((chunk) => ENTRY_CHUNK.test(chunk.fileName));
        if (named.length !== 1 || !named[0]!.isEntry) {
          throw new Error(
            `ENTRY_CHUNK must name the entry chunk only: ${named.map((c) => c.fileName).join(', ')}`,
          );
        }
        const frame = find(chunks, '/src/app/RequireAuth.tsx');
        if (index?.type !== 'asset' || !frame) return emitPages();
        // The signed-in pages paint the frame's outline from the HTML and the stylesheet, before
        // any script has run (src/app/ShellSkeleton.ts), with the page's heading where the build
        // knows it; the app replaces it with the same outline and heading, then the frame.
        const signedIn = String(index.source).replace(/\s*<link [^>]*data-landing>/g, '');
        const withSkeleton = (heading?: ShellSkeletonHeading) =>
          signedIn.replace(
            '<div id="root"></div>',
            `<div id="root">${renderToStaticMarkup(createElement(ShellSkeleton, { heading }))
              // React wrote the slot (an HTML comment) as text: the server's slot again.
              .replaceAll(
                USER_NAME_SLOT.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
                USER_NAME_SLOT,
              )}</div>`,
          );
        const files = closure(chunks, frame).filter((file) => !signedIn.includes(`/${file}`));
        const manifest = chunkManifest(chunks);
        // Low priority, as /auth's: none of them is needed for the first paint (the outline and
        // heading paint from the HTML and the stylesheet), so the stylesheet and the entry go
        // first. The app's import of a chunk still finds its preload in flight. Measured in
        // Chromium at 1.6 Mbit/s, 150 ms and 4x CPU: the frame and the page were ready as soon as
        // with high-priority preloads (median of 5: 1.79 s / 2.32 s against 1.81 s / 2.33 s);
        // Lighthouse's simulation no longer counts the page's chunks before the first paint.
        const page = (html: string, preloads: string[]) =>
          html.replace('</head>', `  ${preloadLinks(preloads, 'low')}\n    ${manifest}\n  </head>`);
        // index.html is now the signed-out page only (the server sends it to requests without a
        // live session): it says so, as the user data block the signed-in pages carry, holding
        // `null`, and the app does not ask GET /api/user (src/lib/embeddedUser.ts).
        index.source = String(index.source).replace(
          '</head>',
          `  ${manifest}\n    ${signedOutBlock}\n  </head>`,
        );
        this.emitFile({
          type: 'asset',
          fileName: 'index.signed-in.html',
          source: page(withSkeleton(), files),
        });
        pages.signedIn = pages.signedInHome = 'index.signed-in.html';
        // The home, where sign-in lands, and /messages have pages of their own
        // (SIGNED_IN_LANDINGS): the page's heading painted from the HTML, the page's chunks
        // preloaded with the frame's.
        for (const landing of SIGNED_IN_LANDINGS) {
          const modules = landing.modules.map((path) => find(chunks, path));
          if (!modules.every((module) => module !== undefined)) continue;
          const own = [...new Set(modules.flatMap((module) => closure(chunks, module)))].filter(
            (file) => !signedIn.includes(`/${file}`) && !files.includes(file),
          );
          this.emitFile({
            type: 'asset',
            fileName: landing.file,
            source: page(withSkeleton(landing.heading), [...files, ...own]),
          });
          if (landing.role) pages.signedInHomeByRole[landing.role] = landing.file;
          else if (landing.path === '/') pages.signedInHome = landing.file;
          else pages.signedInPaths[landing.path] = landing.file;
        }
        for (const landing of PUBLIC_LANDINGS) {
          const module = find(chunks, landing.module);
          if (!module) continue;
          const own = closure(chunks, module).filter((file) => !signedIn.includes(`/${file}`));
          this.emitFile({ type: 'asset', fileName: landing.file, source: page(signedIn, own) });
          pages.publicPaths[landing.path] = landing.file;
        }
        emitPages();
      },
    },
  };
}

/**
 * React Compiler (babel-plugin-react-compiler) over the app's and the workspace packages' React
 * source: components and hooks are memoised automatically, so a query that arrives re-renders
 * the parts that read it, not the whole shell and page. Runs before plugin-react's transform.
 */
function reactCompiler(): Plugin {
  const included = /[\\/](apps[\\/]reference[\\/]src|packages[\\/]ui[\\/]src)[\\/].*\.tsx?$/;
  return {
    name: 'hireloop:react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      if (!included.test(id) || id.includes('.stories.') || id.includes('.test.')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [['babel-plugin-react-compiler', { target: '19' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

// The sdk and hooks modules the entry runs before any page (signed-out ones included): the sdk
// client (its transport and endpoint namespaces), errors, storage and the constants they read; the
// hooks' providers (query client, session, account and modal state, toasts) and the queries they
// start; the password reset hooks of the signed-out pages. The rest of the sdk and the hooks load
// with the signed-in frame and pages ('hooks' chunk), so the signed-out pages do not download them.
const entryDataModule =
  /packages[\\/](sdk[\\/]src[\\/](client[\\/]|api[\\/]|errors[\\/]|storage[\\/]|createClient\.ts$|constants[\\/](page|texts|timings)\.ts$|vocabulary[\\/](accounts|limits)\.ts$|rules[\\/]accountType\.ts$)|hooks[\\/]src[\\/]((core|auth|account|errors)[\\/]|toast[\\/]toastStore\.ts$|queries[\\/](session|messaging|subscription)\.ts$|profile[\\/]use(Forgot|Reset)Password\.ts$))/;
const uiModule =
  /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|lucide-react|class-variance-authority|clsx|tailwind-merge|react-remove-scroll[^\\/]*|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|detect-node-es|get-nonce|tslib)[\\/]|packages[\\/]ui[\\/]src[\\/]/;
// The ui modules only the admin pages use (partner registration): they load with /admin.
const adminOnlyModule = /packages[\\/]ui[\\/]src[\\/]marketplace[\\/]partners[\\/]/;
// The insights page's ui modules and recharts (issue 16): they load with /insights only.
const insightsOnlyModule =
  /packages[\\/]ui[\\/]src[\\/](marketplace[\\/]insights[\\/]|connected[\\/]connected-insights-page\.tsx$|insights\.ts$)/;
// The sdk's rules and schemas and the hooks that only the pages of issue 16 use (team, insights,
// job check-ins): they load with those pages (and the company switcher after the paint), not with
// /auth or the signed-in frame.
const workspaceOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](rules[\\/](checkins|insights|team)|schemas[\\/](checkin|insights|team))\.ts$|hooks[\\/]src[\\/]((checkins|insights|team)[\\/]|queries[\\/](checkins|insights|team)\.ts$))/;
// The check-in pages' ui modules (issue 16): they load with /job-checkins and /admin/check-ins.
const checkinsOnlyModule =
  /packages[\\/]ui[\\/]src[\\/](marketplace[\\/]checkins[\\/]|connected[\\/]connected-(job|admin)-checkins\.tsx$)/;
// The events pages' sdk endpoints, rules and schemas, ui modules and hooks (issue 17): they load
// with /events and /events/:id (and the collective page, which lists a collective's events).
const eventsOnlyModule =
  /packages[\\/](ui[\\/]src[\\/](marketplace[\\/]events[\\/]|connected[\\/]connected-event(s|-details)\.tsx$)|hooks[\\/]src[\\/](events[\\/]|queries[\\/]events\.ts$)|sdk[\\/]src[\\/](api[\\/]events|rules[\\/]events|schemas[\\/]event)\.ts$)/;
// The career feed's sdk rules and schemas, hooks and ui (issue 17): they load with /career-feed
// and /admin/career-feed, the follow button with the collective and profile pages (the live
// event's "new posts" counter, hooks/feed/invalidateFeed, loads with the live stream, after the
// page).
const feedOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](api|rules|schemas)[\\/]feed\.ts$|hooks[\\/]src[\\/](feed[\\/]|queries[\\/]feed\.ts$)|ui[\\/]src[\\/](marketplace[\\/]feed[\\/]|connected[\\/]connected-(career-feed|feed-moderation|follow-button)\.tsx$))/;
// The collectives' sdk endpoints, rules and schemas, hooks and ui (issue 17): they load with
// /collective and /collective/:id, not with /auth (`collectivesApi(client)` is made by the hooks,
// with the upload helper only it uses). The live event's invalidation
// (hooks/collectives/invalidateCollectives) loads with the live stream, after the page; the badge
// on talent cards (schemas/collectiveBadge, lists/collective-badges) stays shared.
const collectivesOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](rules[\\/]collectives|schemas[\\/]collective|api[\\/](collectives|uploads))\.ts$|hooks[\\/]src[\\/](collectives[\\/]|queries[\\/]collectives\.ts$)|ui[\\/]src[\\/](marketplace[\\/]collectives[\\/]|connected[\\/]connected-collectives\.tsx$))/;
// The value lists and query keys of issue 17's and issue 18's features, and the upload rules and
// field: used by those features' schemas, hooks and pages (and the live stream) only, so they load with them rather than in /auth's core.
const communityOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](vocabulary[\\/](events|collectives|feed|uploads|marketplace|library|verification)|rules[\\/]uploads|constants[\\/]uploadTexts)\.ts$|hooks[\\/]src[\\/](queries[\\/](communityKeys|marketplaceKeys)|verification[\\/](keys|invalidateVerification))\.ts$|ui[\\/]src[\\/]marketplace[\\/]uploads[\\/])/;
// The library's sdk endpoints, rules, schemas and value lists, hooks and ui (issue 18): they load
// with /library, /library/:id, /admin/library and /saved — and the Markdown renderer
// (react-markdown, remark-gfm) only when a resource's body shows (markdown-body's React.lazy).
const libraryOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](api|rules|schemas|vocabulary)[\\/]library\.ts$|hooks[\\/]src[\\/]library[\\/]|ui[\\/]src[\\/](marketplace[\\/]library[\\/]|connected[\\/]connected-library\.tsx$))/;
// The services marketplace's sdk endpoints, rules and schemas, hooks and ui (issue 18): they load
// with /marketplace, its service and order pages and /admin/marketplace, not with /auth (the
// hooks make `marketplaceApi(client)`); the profile pages take the reviews' part. Its value lists
// (read by the live event's schema) and query keys (the live stream) stay shared.
const marketplaceOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](api|rules|schemas)[\\/]marketplace\.ts$|hooks[\\/]src[\\/](marketplace[\\/]|queries[\\/]marketplace\.ts$)|ui[\\/]src[\\/](marketplace[\\/]services-market[\\/]|connected[\\/]connected-(marketplace(-[a-z]+)?|profile-reviews)\.tsx$))/;
// Verification's sdk endpoints, rules and schemas, hooks and ui (issue 18): they load with
// /verification, /admin/verification and (the "Verified only" filter) /explorer. The badge
// (schemas/verificationBadge, ui verified-badge) on profiles and cards, the value lists, and the
// live event's invalidation and keys stay shared.
const verificationOnlyModule =
  /packages[\\/](sdk[\\/]src[\\/](api|rules|schemas)[\\/]verification\.ts$|hooks[\\/]src[\\/]verification[\\/](useVerification|useVerificationMutations|verificationClient)\.ts$|ui[\\/]src[\\/](marketplace[\\/]verification[\\/](verification-(audit-log|kind-card|review-list)|verified-only-filter|texts)\.tsx?$|connected[\\/]connected-verification\.tsx$))/;
// The sdk's waitlist rules and number format (0.5 KB), which the public /waitlist-demo prints: in
// `core` rather than `hooks`, so that page does not load the rest of the sdk and the hooks. (As a
// chunk of their own they added two requests and 0.4 KB in front of every signed-in page.)
const waitlistRulesModule =
  /packages[\\/]sdk[\\/]src[\\/]rules[\\/](waitlist|waitlistTasks|numbers)\.ts$/;
/** The sdk and hooks modules of issues 16-18's pages: they load with those pages. */
const pageOnlyModule = (id: string) =>
  workspaceOnlyModule.test(id) ||
  eventsOnlyModule.test(id) ||
  feedOnlyModule.test(id) ||
  collectivesOnlyModule.test(id) ||
  communityOnlyModule.test(id) ||
  libraryOnlyModule.test(id) ||
  marketplaceOnlyModule.test(id) ||
  verificationOnlyModule.test(id);
// The team page's ui modules (issue 16): they load with /team, and the switcher after the paint.
const teamOnlyModule =
  /packages[\\/]ui[\\/]src[\\/](marketplace[\\/]team[\\/]|connected[\\/]connected-(team|company-switcher)\.tsx$)/;
// The app's own small modules that most signed-in pages share (the page header, the opportunity
// grid, the plan card, …): kept with the frame's component library rather than as a handful of
// 1 KB files, each a request of its own in front of the first paint.
const frameModule =
  /apps[\\/]reference[\\/]src[\\/](components[\\/](PageHeader|LazyBidModals|OpportunityGrid|Page)|pages[\\/]requests[\\/](PlanUsageCard|JobRequestButton))\.tsx$/;
const overlayModule =
  /node_modules[\\/](@radix-ui[\\/]react-(dialog|alert-dialog|dropdown-menu|menu|popover|popper|select|tooltip|toast|focus-scope|focus-guards|dismissable-layer|portal|collection|roving-focus|use-size|use-escape-keydown|visually-hidden)|@floating-ui|react-remove-scroll[^\\/]*|aria-hidden|use-sidecar|react-style-singleton|detect-node-es|get-nonce)[\\/]|packages[\\/]ui[\\/]src[\\/](overlays[\\/]|primitives[\\/](tooltip|select|tabs|checkbox|radio-group)\.tsx|marketplace[\\/]shell[\\/](account-menu-dropdown|mobile-menu)\.tsx)/;

type ModuleGraph = {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; importers: readonly string[] } | null;
};
const barrel = /[\\/]index\.ts$|[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.m?js$/;
/** Whether a module matches `pattern` or imports one that does statically, directly or further down. */
function importsMatching(pattern: RegExp) {
  const known = new Map<string, boolean>();
  const uses = (id: string, graph: ModuleGraph, visiting = new Set<string>()): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const result =
      pattern.test(id) ||
      (graph.getModuleInfo(id)?.importedIds ?? []).some(
        // Barrels re-export everything; what a page takes from one is judged by its own module
        // (a barrel the pattern names, such as the schemas' index, counts as a match).
        (dep) => (barrel.test(dep) ? pattern.test(dep) : uses(dep, graph, visiting)),
      );
    known.set(id, result);
    return result;
  };
  return uses;
}
/** Whether a module is an overlay or imports one. */
const usesOverlay = importsMatching(overlayModule);
/** Whether a module runs zod or the sdk's schemas (a type-only import is erased before this). */
const usesSchemas = importsMatching(
  /node_modules[\\/]zod[\\/]|packages[\\/]sdk[\\/]src[\\/]schemas[\\/]/,
);
// What the signed-in frame draws before the first paint: the shell, the sticky message banner,
// the primitives, class helpers and labels they use. The lists, cards, forms and waitlist views
// are pages' and load with the pages that show them, in chunks of their own, so the frame's
// library is not the sum of every page's.
const frameUiModule =
  /node_modules[\\/]|packages[\\/]ui[\\/]src[\\/](marketplace[\\/]shell[\\/]|connected[\\/]connected-(app-shell|sticky-message-banner)\.tsx$|primitives[\\/]|lib[\\/]|labels\.ts$)|apps[\\/]reference[\\/]src[\\/]components[\\/](PageHeader|Page)\.tsx$/;
const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
/**
 * The icon files the frame's own modules draw (they import them by name from lucide-react's
 * barrel, so the module graph alone does not tell): the barrel's `export { … } from
 * './icons/<file>.mjs'` lines map each name to its file. Other icons load with the pages.
 */
function frameIcons(): Set<string> {
  const require = createRequire(import.meta.url);
  const lucide = readFileSync(
    join(
      dirname(require.resolve('lucide-react/package.json', { paths: [source('ui')] })),
      'dist/esm/lucide-react.mjs',
    ),
    'utf8',
  );
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of lucide.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name = ''] of names.matchAll(/as (\w+)/g)) fileOf.set(name, file);
  }
  const sources = [
    'ui/src/marketplace/shell',
    'ui/src/primitives',
    'ui/src/lib',
    'ui/src/connected',
  ]
    .flatMap((dir) => readdirSync(source(dir)).map((file) => join(source(dir), file)))
    .filter(
      (file) =>
        frameUiModule.test(file) && /\.tsx?$/.test(file) && !/\.(test|stories)\./.test(file),
    );
  const icons = new Set<string>();
  for (const file of sources) {
    const code = readFileSync(file, 'utf8');
    for (const [, names = ''] of code.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of names.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
        const icon = fileOf.get(name);
        if (icon) icons.add(icon);
      }
    }
  }
  return icons;
}
const iconsOfFrame = frameIcons();

/** The entry chunk's file (index.html's script): `assets/index-<hash>.js` (checked at build). */
const ENTRY_CHUNK = /(^|[\\/])index-[\w-]+\.js$/;

export default defineConfig({
  plugins: [reactCompiler(), react(), tailwindcss(), preloadLandingChunks()],
  // The app consumes the workspace packages from source (as create-t3-turbo's apps do): the
  // bundler then splits per module, so a page's chunk carries only the components it uses.
  resolve: {
    alias: [
      { find: /^@hireloop\/ui\/theme\.css$/, replacement: source('ui/src/styles/theme.css') },
      { find: /^@hireloop\/ui$/, replacement: source('ui/src/index.ts') },
      // The insights entry from source too (not its prebuilt bundle), so its charts' drawings
      // (recharts) stay a lazily loaded chunk of their own.
      { find: /^@hireloop\/ui\/insights$/, replacement: source('ui/src/insights.ts') },
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
    // No modulepreload polyfill in the entry (0.5 KB on every route): every browser the target
    // covers but Safari before 17 supports `<link rel="modulepreload">`, and there a preload is
    // only skipped, the import still loads the chunk.
    modulePreload: {
      polyfill: false,
      // The entry chunk's lazy imports (the route table's pages, the signed-in frame and the
      // app's other lazy parts) preload their files from the HTML's chunk list
      // (src/lib/chunkManifest.ts, `preloadModule`), which names the same files: Vite's list of
      // them in the entry (`__vite__mapDeps`) was 2.4 KB of every route's JS (min + gzip).
      // Lazy imports in the other chunks keep Vite's preload.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // Per-module splitting would make a signed-in page wait for ~100 tiny files. Instead: React
        // (the app's own router, src/lib/router.tsx, stays in the entry); the hooks and sdk core every page needs; the component library the
        // signed-in shell needs; the schemas; forms and carousels (loaded with the first page that
        // has one). /auth loads only the first two plus its own chunk.
        codeSplitting: {
          // A group holds the modules its test matches, not everything they import.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 40,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]|packages[\\/]ui[\\/]src[\\/]primitives[\\/]form\.tsx$/,
              priority: 30,
            },
            {
              // The sdk's schemas (and zod): the shell's banner reads their enums, forms validate.
              name: 'schemas',
              // The schemas of issue 16's pages (team, insights, check-ins) load with those pages. The
              // notification types come along: only the notification schema reads them.
              test: (id) =>
                /node_modules[\\/]zod[\\/]|packages[\\/]sdk[\\/]src[\\/](schemas[\\/]|vocabulary[\\/]notifications\.ts$)/.test(
                  id,
                ) &&
                !workspaceOnlyModule.test(id) &&
                !eventsOnlyModule.test(id) &&
                !feedOnlyModule.test(id) &&
                !collectivesOnlyModule.test(id) &&
                !communityOnlyModule.test(id) &&
                !libraryOnlyModule.test(id) &&
                !marketplaceOnlyModule.test(id) &&
                !verificationOnlyModule.test(id),
              priority: 25,
            },
            {
              name: 'core',
              // What the entry runs before any page can paint (a signed-out page included): TanStack
              // Query, the sdk client, the providers (entryDataModule). The app's link and
              // page-title helpers, which /auth uses too, come along (2 requests fewer), and the
              // waitlist rules /waitlist-demo prints (waitlistRulesModule).
              test: (id) =>
                /node_modules[\\/]@tanstack[\\/]|apps[\\/]reference[\\/]src[\\/]lib[\\/](AppLink\.tsx|usePageTitle\.ts|router\.tsx)$/.test(
                  id,
                ) ||
                (entryDataModule.test(id) && !pageOnlyModule(id)) ||
                waitlistRulesModule.test(id),
              priority: 20,
            },
            {
              name: 'hooks',
              // The rest of the sdk and the hooks the signed-in frame and pages use (the signed-out
              // pages do not load it). The live stream's hooks validate with the schemas: they load
              // with it, after the page. The rules, schemas and hooks of issues 16-18's pages load
              // with those pages.
              test: (id) =>
                /packages[\\/](sdk|hooks)[\\/]src[\\/](?!live[\\/])/.test(id) &&
                !pageOnlyModule(id) &&
                !waitlistRulesModule.test(id),
              priority: 15,
            },
            {
              // The component library the signed-in frame and most pages use. Overlays (dialogs,
              // menus, popovers, selects, their positioning and focus code) stay out: they load
              // with the first page or popup that opens one, so the frame's first render skips them.
              name: (id, ctx) =>
                usesOverlay(id, ctx) ||
                usesSchemas(id, ctx) ||
                !frameUiModule.test(id) ||
                (lucideIcon.test(id) && !iconsOfFrame.has(lucideIcon.exec(id)![1]!))
                  ? null
                  : 'ui',
              test: (id) =>
                (uiModule.test(id) &&
                  !adminOnlyModule.test(id) &&
                  !teamOnlyModule.test(id) &&
                  !checkinsOnlyModule.test(id) &&
                  !feedOnlyModule.test(id) &&
                  !eventsOnlyModule.test(id) &&
                  !collectivesOnlyModule.test(id) &&
                  !communityOnlyModule.test(id) &&
                  !libraryOnlyModule.test(id) &&
                  !marketplaceOnlyModule.test(id) &&
                  !verificationOnlyModule.test(id) &&
                  !insightsOnlyModule.test(id)) ||
                frameModule.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
