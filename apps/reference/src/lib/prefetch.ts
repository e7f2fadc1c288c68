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
import { chunkKey, pageRoutes, partKeys, routeFor, type PageRoute } from '../app/routes';
import { chunkManifest, fetchedAlready } from './chunkManifest';

const requested = new Set<PageRoute>();

/** Loads the chunk of the page `href` leads to (no-op for unknown or already loaded pages). */
export function prefetchRoute(href: string): void {
  const route = routeFor(href);
  if (route) prefetch(route);
}

function prefetch(route: PageRoute): void {
  if (requested.has(route)) return;
  requested.add(route);
  partKeys(route).forEach((key) => downloadChunk(key));
  // A failed prefetch (offline, a deploy replaced the chunk) is retried by the navigation itself.
  route.load().catch(() => requested.delete(route));
}

/** Hover intent: prefetch when the pointer stays `TIMINGS.hoverPrefetch` ms; returns a canceller. */
export function prefetchOnHover(href: string): () => void {
  const timer = setTimeout(() => prefetchRoute(href), TIMINGS.hoverPrefetch);
  return () => clearTimeout(timer);
}

const downloaded = new Set<string>();
/** Files waiting for their `<link rel=prefetch>`, added a few at a time (see `drain`). */
const pending: string[] = [];
let cancelDrain: (() => void) | undefined;

/**
 * How long one idle slice may add prefetch links. Each costs about 0.2 ms here and 1 ms on a
 * mid-range phone (Lighthouse's 4x CPU slowdown); a page's files (20–30, its static imports) added
 * in one go made a 40–70 ms task there, which a tap would have waited behind.
 */
export const PREFETCH_SLICE_MS = 4;

/**
 * Downloads the files of the lazy module `key` (its path under src/ without the extension, e.g.
 * `app/modals`) into the HTTP cache without running them, in idle slices of PREFETCH_SLICE_MS.
 * Returns false when the build has no list for it (the dev server): the caller then loads the
 * module instead.
 */
export function downloadChunk(key: string): boolean {
  const files = chunkManifest()?.[key];
  if (!files) return false;
  for (const file of files) {
    if (downloaded.has(file)) continue;
    downloaded.add(file);
    pending.push(file);
  }
  scheduleDrain();
  return true;
}

/** Starts requesting the pending files in idle slices, unless that is already under way. */
function scheduleDrain(): void {
  if (pending.length > 0 && !cancelDrain) cancelDrain = whenIdle(drain);
}

/** Adds the pending files' links for one slice, then waits for the next idle period. */
function drain(): void {
  const start = performance.now();
  do {
    const file = pending.shift();
    if (file === undefined) break;
    // Files the page has fetched already (its scripts, preloads, earlier imports) are skipped.
    if (fetchedAlready(file)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  } while (performance.now() - start < PREFETCH_SLICE_MS);
  cancelDrain = pending.length > 0 ? whenIdle(drain) : undefined;
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
 * After the page has loaded, download every page chunk the visitor can use: a page's files are
 * queued once the previous page's are all requested, and requested in idle slices, so the
 * prefetch never competes with input or rendering. The canceller also pauses the files queued
 * (they are requested when the prefetch starts again).
 */
export function prefetchInBackground(canUse: (route: PageRoute) => boolean): () => void {
  const queue = pageRoutes.filter((route) => canUse(route) && !requested.has(route));
  let cancel = () => {};
  const next = () => {
    if (pending.length === 0) {
      const route = queue.shift();
      if (!route) return;
      if (!requested.has(route) && !downloadChunk(chunkKey(route))) prefetch(route);
      partKeys(route).forEach((key) => downloadChunk(key));
    }
    cancel = whenIdle(next);
  };
  scheduleDrain();
  cancel = whenIdle(next);
  return () => {
    cancel();
    cancelDrain?.();
    cancelDrain = undefined;
  };
}
