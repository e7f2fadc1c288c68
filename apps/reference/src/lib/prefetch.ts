/**
 * Route chunk prefetching (SPEC §2 "Routes are prefetched in the background after load and on
 * hover", §9 hover prefetch 80 ms).
 *
 * - On hover the page is about to open: its chunk is loaded and run (`route.load()`), so the
 *   router's own import resolves at once.
 * - In the background the chunks are only downloaded, into the HTTP cache (`<link rel=prefetch>`):
 *   running a dozen pages' modules would keep the main thread busy right after the page has
 *   loaded, when the person starts to use it. The build lists each lazy module's files in the
 *   HTML (vite.config.ts, chunkManifest); without that list (the dev server) the chunk is loaded.
 */
import { TIMINGS } from '@hireloop/sdk/constants';
import { chunkKey, pageRoutes, routeFor, type PageRoute } from '../app/routes';

const requested = new Set<PageRoute>();

/** Loads the chunk of the page `href` leads to (no-op for unknown or already loaded pages). */
export function prefetchRoute(href: string): void {
  const route = routeFor(href);
  if (route) prefetch(route);
}

function prefetch(route: PageRoute): void {
  if (requested.has(route)) return;
  requested.add(route);
  // A failed prefetch (offline, a deploy replaced the chunk) is retried by the navigation itself.
  route.load().catch(() => requested.delete(route));
}

/** Hover intent: prefetch when the pointer stays `TIMINGS.hoverPrefetch` ms; returns a canceller. */
export function prefetchOnHover(href: string): () => void {
  const timer = setTimeout(() => prefetchRoute(href), TIMINGS.hoverPrefetch);
  return () => clearTimeout(timer);
}

let chunkFiles: Record<string, readonly string[]> | null | undefined;
const downloaded = new Set<string>();

/** The build's list of each lazy module's files, or null (dev server, or unreadable). */
function chunkManifest(): Record<string, readonly string[]> | null {
  if (chunkFiles === undefined) {
    try {
      const text = document.getElementById('hireloop-chunks')?.textContent;
      chunkFiles = text ? (JSON.parse(text) as Record<string, readonly string[]>) : null;
    } catch {
      chunkFiles = null;
    }
  }
  return chunkFiles;
}

/**
 * Downloads the files of the lazy module `key` (its path under src/ without the extension, e.g.
 * `app/modals`) into the HTTP cache without running them. Returns false when the build has no list
 * for it (the dev server): the caller then loads the module instead.
 */
export function downloadChunk(key: string): boolean {
  const files = chunkManifest()?.[key];
  if (!files) return false;
  for (const file of files) {
    if (downloaded.has(file)) continue;
    downloaded.add(file);
    // Files the page has fetched already (its scripts, preloads, earlier imports) are skipped.
    if (performance.getEntriesByName(new URL(file, document.baseURI).href).length > 0) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  return true;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the page has loaded and the main thread is idle; returns a canceller. */
export function whenIdle(callback: () => void): () => void {
  const win = window as IdleWindow;
  let handle: number | undefined;
  let cancelled = false;
  const schedule = () => {
    if (cancelled) return;
    handle = win.requestIdleCallback
      ? win.requestIdleCallback(callback, { timeout: 3000 })
      : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (win.cancelIdleCallback) win.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * After the page has loaded, download every page chunk the visitor can use, one page per idle
 * period so the prefetch never competes with input or rendering. Returns a canceller.
 */
export function prefetchInBackground(canUse: (route: PageRoute) => boolean): () => void {
  const queue = pageRoutes.filter((route) => canUse(route) && !requested.has(route));
  let cancel = () => {};
  const next = () => {
    const route = queue.shift();
    if (!route) return;
    if (!requested.has(route) && !downloadChunk(chunkKey(route))) prefetch(route);
    cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}
