// `npm run bench -w @hireloop/reference` (turbo's bench depends on build): measures and prints.
//
// (a) Initial JS of EVERY route of the route table (src/app/routes.ts): what the browser must
//     download and run before the route's first meaningful paint — a public page, or the
//     signed-in frame with the page's heading and its skeletons. That is the entry chunk of
//     index.html and its static imports, the route's lazy modules (the signed-in frame, the admin
//     check, the page) with THEIR static imports, and whatever the HTML page the visit gets
//     (dist/pages.json) preloads — a modulepreload is fetched before the first paint too.
//     import() is not followed: what a page loads lazily once it has rendered (chart drawings,
//     dialogs, the modals, the live stream, the background prefetch) comes after that paint.
//     The frame's outline that the signed-in pages' HTML paints before any script runs
//     (src/app/ShellSkeleton.ts) is not a meaningful paint and changes nothing here. The home is
//     counted per account type (its home's chunk, and the page the server sends that role). JS min+gzip
//     (zlib level 9) and CSS gzip, each route beside its budget (≤ 120 KB JS).
// (b) Lighthouse (performance category, mobile and desktop presets, simulated throttling) on
//     /auth, the signed-in home and /messages of the demo employer, against the built server,
//     BENCH_RUNS times each (default 3), median printed.
//
// Exits non-zero when a budget is missed: a route's JS > 120 KB, or a median performance score
// < 97. Options: --sizes-only (skip Lighthouse). Env: BENCH_RUNS, CHROMIUM_PATH; for quick
// iterations BENCH_PRESETS (mobile,desktop) and BENCH_PAGES (auth,home,messages) pick a subset.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from '../scripts/start-server.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = `${appDir}dist`;
const KB = 1024;
const BUDGET = { initialJs: 120 * KB, performance: 97 };
const sizesOnly = process.argv.includes('--sizes-only');
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const failures = [];
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

// ------------------------------------------------------------------------------------------------
// (a) Build sizes

if (!existsSync(`${dist}/index.html`)) {
  console.error(`no build at ${dist}: run npx turbo run build --filter=@hireloop/reference...`);
  process.exit(1);
}

const html = readFileSync(`${dist}/index.html`, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
const tags = (name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const entryScripts = tags('script')
  .filter((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'))
  .map((tag) => attr(tag, 'src').replace(/^\//, ''));
const entryStyles = tags('link')
  .filter((tag) => attr(tag, 'rel') === 'stylesheet')
  .map((tag) => attr(tag, 'href').replace(/^\//, ''));

// Vite's manifest (build.manifest), when the build writes one, attributes CSS files to chunks.
const manifestPath = `${dist}/.vite/manifest.json`;
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null;
const assets = readdirSync(`${dist}/assets`);

/** The static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file) {
  const code = readFileSync(`${dist}/${file}`, 'utf8');
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const found = new Set();
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const spec = match[1];
    found.add(spec.startsWith('./') ? `${dir}${spec.slice(2)}` : spec.replace(/^\//, ''));
  }
  return [...found];
}

/** The files in `roots` and everything they import statically, transitively. */
function staticClosure(roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of staticImports(file)) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

/** CSS that the manifest lists for the chunks (with no manifest: index.html's stylesheets only). */
function cssOf(files) {
  const css = new Set(entryStyles);
  if (manifest) {
    for (const entry of Object.values(manifest)) {
      if (files.has(entry.file)) for (const f of entry.css ?? []) css.add(f);
    }
  }
  return css;
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(`${dist}/${file}`);
    sizeCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}
const sum = (files, key) => [...files].reduce((total, f) => total + sizes(f)[key], 0);

// Every route of the route table (src/app/routes.ts), each with the lazy modules it renders
// before it can paint: a public page alone; a signed-in page inside the signed-in frame
// (app/RequireAuth); an admin page behind the admin check (app/AdminOnly) as well.
const routeTable = readFileSync(`${appDir}src/app/routes.ts`, 'utf8');
const routes = [
  ...routeTable.matchAll(
    /\{\s*path:\s*'([^']+)',\s*access:\s*'(public|user|admin)',\s*page:\s*'([^']+)'/g,
  ),
].map(([, path, access, page]) => ({
  name: path,
  access,
  lazy: [
    ...(access === 'public' ? [] : ['app/RequireAuth']),
    ...(access === 'admin' ? ['app/AdminOnly'] : []),
    `pages/${page}`,
  ],
  budget: BUDGET.initialJs,
}));
if (routes.length < 10) throw new Error(`read ${routes.length} routes from src/app/routes.ts`);

// The home renders the home of the account type (src/pages/home/homes.ts, HOME_CHUNKS), each a
// chunk of its own, and the server sends each role's page for `/` (pages.json
// `signedInHomeByRole`): one row per account type, with its home's chunk.
const homeChunks = Object.fromEntries(
  [
    ...readFileSync(`${appDir}src/pages/home/homes.ts`, 'utf8').matchAll(
      /^\s*(employer|talent): '(pages\/home\/\w+)',$/gm,
    ),
  ].map(([, accountType, key]) => [accountType, key]),
);
if (Object.keys(homeChunks).length !== 2) {
  throw new Error('read no HOME_CHUNKS of both account types from src/pages/home/homes.ts');
}
const home = routes.findIndex((route) => route.name === '/');
routes.splice(
  home,
  1,
  ...Object.entries(homeChunks).map(([accountType, key]) => ({
    ...routes[home],
    name: `/ (${accountType})`,
    accountType,
    lazy: [...routes[home].lazy, key],
  })),
);

// The build's list of each lazy module's files (vite.config.ts, chunkManifest): the chunk and
// every chunk it imports statically.
const lazyFiles = JSON.parse(
  html.match(/<script type="application\/json" id="hireloop-chunks">(.*?)<\/script>/s)?.[1] ??
    'null',
);
if (!lazyFiles) throw new Error('dist/index.html has no hireloop-chunks data block');
function filesOf(key) {
  const files = lazyFiles[key];
  if (!files) throw new Error(`${key} is not in the build's chunk list (hireloop-chunks)`);
  return files.map((file) => file.replace(/^\//, ''));
}

// What the HTML page a visit gets makes the browser fetch before the app runs: its module
// scripts and modulepreloads. A preload is downloaded (and compiled) before the first paint, so
// it counts toward the route's initial JS even if the route does not import it.
const pages = JSON.parse(readFileSync(`${dist}/pages.json`, 'utf8'));
function htmlPreloads(file) {
  const page = readFileSync(`${dist}/${file}`, 'utf8');
  return [...page.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter(
      (tag) =>
        (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) ||
        attr(tag, 'rel') === 'modulepreload',
    )
    .map((tag) => (attr(tag, 'src') ?? attr(tag, 'href')).replace(/^\//, ''));
}
// A public route with a page of its own (`publicPaths`: that path, or every path under a key ending
// with `/`, as the server's servesPublicPath reads it) gets it, signed in or out; the others, a
// visit without a session's.
const publicPageOf = (route) =>
  Object.entries(pages.publicPaths ?? {}).find(([at]) =>
    at.endsWith('/') ? route.name.startsWith(at) : route.name === at,
  )?.[1];
const pageOf = (route) =>
  route.access === 'public'
    ? (publicPageOf(route) ?? pages.signedOut)
    : route.accountType
      ? (pages.signedInHomeByRole?.[route.accountType] ?? pages.signedInHome)
      : (pages.signedInPaths?.[route.name] ?? pages.signedIn);

const rows = routes.map((route) => {
  const preloads = htmlPreloads(pageOf(route));
  const js = staticClosure([...entryScripts, ...route.lazy.flatMap(filesOf)]);
  const extra = staticClosure(preloads.filter((file) => !js.has(file)));
  for (const file of extra) js.add(file);
  const css = cssOf(js);
  return {
    ...route,
    html: pageOf(route),
    preloads: preloads.length,
    extra: extra.size,
    js,
    css,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
  };
});
const allJs = assets.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const allCss = assets.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`);

const pad = (text, width) => String(text).padEnd(width);
const lpad = (text, width) => String(text).padStart(width);
const NAME = 28;
console.log(
  `\nInitial JS per route (dist/, gzip level 9; KB = 1024 B): the entry, the frame and the page's chunks with their static imports, and whatever the page's HTML preloads\n`,
);
console.log(
  `${pad('route', NAME)}${pad('access', 8)}${lpad('JS files', 9)}${lpad('JS min', 11)}${lpad('JS gzip', 11)}${lpad('CSS gzip', 10)}  budget`,
);
for (const row of rows) {
  const ok = row.jsGzip <= row.budget;
  if (!ok) failures.push(`${row.name}: JS ${kb(row.jsGzip)} > ${kb(row.budget)}`);
  console.log(
    `${pad(row.name, NAME)}${pad(row.access, 8)}${lpad(row.js.size, 9)}${lpad(kb(row.jsRaw), 11)}${lpad(kb(row.jsGzip), 11)}${lpad(kb(row.cssGzip), 10)}  JS ≤ ${kb(row.budget)} ${ok ? 'ok' : 'MISSED'}`,
  );
}
console.log(
  `${pad('whole build', NAME + 8)}${lpad(allJs.length, 9)}${lpad(kb(sum(allJs, 'raw')), 11)}${lpad(kb(sum(allJs, 'gzip')), 11)}${lpad(kb(sum(allCss, 'gzip')), 10)}`,
);
const largest = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
console.log(`largest: ${largest.name} ${kb(largest.jsGzip)}`);
// What every route pays before its own page: the entry (and its imports), and for signed-in
// routes the frame as well (with what the signed-in page preloads).
const entryJs = staticClosure(entryScripts);
const frameJs = staticClosure([...entryScripts, ...filesOf('app/RequireAuth')]);
for (const file of staticClosure(htmlPreloads(pages.signedIn))) frameJs.add(file);
console.log(
  `shared: the entry ${kb(sum(entryJs, 'gzip'))} (${entryJs.size} files); entry + signed-in frame ${kb(sum(frameJs, 'gzip'))} (${frameJs.size} files)`,
);
// The HTML pages' preloads (each one is fetched before the first paint).
for (const file of new Set(
  Object.values(pages).flatMap((page) => (typeof page === 'string' ? [page] : Object.values(page))),
)) {
  const preloads = htmlPreloads(file);
  const beyond = rows.filter((row) => row.html === file && row.extra > 0);
  console.log(
    `${file}: ${preloads.length} scripts and modulepreloads, ${kb(sum(new Set(preloads), 'gzip'))}${beyond.length ? `; beyond what ${beyond.length} of its routes import: counted in their JS` : ''}`,
  );
}
// The biggest chunks of /auth, the home and the largest route (gzip), where a budget is won or lost.
const SHOWN_CHUNKS = 8;
for (const row of new Set([
  rows.find((r) => r.name === '/auth'),
  ...rows.filter((r) => r.accountType),
  largest,
])) {
  if (!row) continue;
  const biggest = [...row.js].sort((a, b) => sizes(b).gzip - sizes(a).gzip);
  const rest = biggest.slice(SHOWN_CHUNKS);
  const listed = biggest
    .slice(0, SHOWN_CHUNKS)
    .map((f) => `${f.replace('assets/', '')} ${kb(sizes(f).gzip)}`);
  if (rest.length) listed.push(`${rest.length} more ${kb(sum(rest, 'gzip'))}`);
  console.log(`\n${row.name}: ${listed.join(', ')}`);
}
if (!manifest && allCss.length > entryStyles.length) {
  console.log(
    `\nnote: ${allCss.length - entryStyles.length} CSS file(s) besides index.html's; without build.manifest they are not attributed to routes`,
  );
}

// ------------------------------------------------------------------------------------------------
// (b) Lighthouse

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Whether a comma-separated subset in env[name] (when set) names `value`. */
const picked = (name, value) =>
  !process.env[name] || process.env[name].split(',').some((v) => v.trim() === value);

async function sessionCookie(server, email, password) {
  // 127.0.0.1 (the address the server binds) with the app's Origin, as the browser would send it.
  const res = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function lighthouseBench() {
  if (!existsSync(chromePath)) {
    const message = `no Chromium at ${chromePath} (install Debian's chromium or set CHROMIUM_PATH)`;
    if (process.env.CI) {
      failures.push(`Lighthouse not run: ${message}`);
    } else {
      console.warn(`\nLighthouse skipped: ${message}`);
    }
    return;
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer({
    logPath: `${appDir}test-output/bench-server.log`,
    logLevel: 'warn',
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const cookie = await sessionCookie(server, 'employer@hireloop.dev', 'hireloop-demo');
    const pages = [
      { name: '/auth', slug: 'auth', url: `${server.origin}/auth`, headers: {} },
      {
        name: '/ (signed in, demo employer)',
        slug: 'home',
        url: `${server.origin}/`,
        headers: { Cookie: cookie },
      },
      {
        name: '/messages (signed in, demo employer)',
        slug: 'messages',
        url: `${server.origin}/messages`,
        headers: { Cookie: cookie },
      },
    ].filter(({ slug }) => picked('BENCH_PAGES', slug));
    const metrics = [
      [
        'performance',
        (lhr) => Math.round(lhr.categories.performance.score * 100),
        (v) => String(v),
      ],
      [
        'FCP',
        (lhr) => lhr.audits['first-contentful-paint'].numericValue,
        (v) => `${(v / 1000).toFixed(2)} s`,
      ],
      [
        'LCP',
        (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
        (v) => `${(v / 1000).toFixed(2)} s`,
      ],
      [
        'TBT',
        (lhr) => lhr.audits['total-blocking-time'].numericValue,
        (v) => `${Math.round(v)} ms`,
      ],
      ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
    ];
    // Lighthouse's two presets: mobile (Moto G Power, slow 4G, 4x CPU slowdown) and desktop.
    const formFactors = [
      { name: 'mobile', config: undefined },
      { name: 'desktop', config: desktopConfig },
    ].filter(({ name }) => picked('BENCH_PRESETS', name));
    for (const formFactor of formFactors) {
      console.log(
        `\nLighthouse ${lighthouseVersion()} (performance, ${formFactor.name}, simulated throttling), ${runs} run(s) per page\n`,
      );
      for (const page of pages) {
        const results = [];
        // A trace Lighthouse failed to record (NO_NAVSTART and the like) is run again, up to twice.
        let retries = 2;
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(
            page.url,
            {
              port: chrome.port,
              onlyCategories: ['performance'],
              output: 'json',
              logLevel: 'error',
              extraHeaders: page.headers,
            },
            formFactor.config,
          );
          if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${page.url}`);
          if (result.lhr.runtimeError) {
            if (retries-- > 0) {
              console.log(`  (run again: ${result.lhr.runtimeError.code})`);
              i--;
              continue;
            }
            throw new Error(`Lighthouse on ${page.url}: ${result.lhr.runtimeError.message}`);
          }
          const finalUrl = result.lhr.finalDisplayedUrl;
          if (new URL(finalUrl).pathname !== new URL(page.url).pathname) {
            throw new Error(`Lighthouse on ${page.url} ended on ${finalUrl} (not signed in?)`);
          }
          results.push(result.lhr);
        }
        console.log(page.name);
        for (const [label, read, format] of metrics) {
          const values = results.map(read);
          const spread = values.length > 1 ? `   runs: ${values.map(format).join(', ')}` : '';
          console.log(`  ${pad(label, 12)}${lpad(format(median(values)), 10)}${spread}`);
        }
        // What Lighthouse would change, from the run with the median score.
        const scores = results.map(metrics[0][1]);
        const medianRun = results[scores.indexOf(median(scores))] ?? results[0];
        const reportPath = `${appDir}test-output/lighthouse-${page.slug}-${formFactor.name}.json`;
        writeFileSync(reportPath, JSON.stringify(medianRun));
        const opportunities = Object.values(medianRun.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
          .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
          .slice(0, 4);
        for (const a of opportunities) {
          console.log(`  opportunity: ${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
        }
        console.log(
          `  median run's report: ${reportPath.replace(appDir, '')} (open in the Lighthouse viewer)`,
        );
        const score = median(scores);
        if (score < BUDGET.performance) {
          failures.push(
            `${page.name} (${formFactor.name}): performance ${score} < ${BUDGET.performance}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}

if (!sizesOnly) await lighthouseBench();

if (failures.length) {
  console.error(`\nbudget missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nall budgets met');
