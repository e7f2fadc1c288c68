/**
 * Route chunk prefetching (SPEC §2 "Routes are prefetched in the background after load and on
 * hover", §9 hover prefetch 80 ms). A chunk is requested once; the browser's module map keeps it,
 * so the router's own `import()` of that page resolves at once.
 */
import { TIMINGS } from '@hireloop/sdk/constants';
import { pageRoutes, routeFor, type PageRoute } from '../app/routes';

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
 * After the page has loaded, fetch every page chunk the visitor can use, one per idle period so
 * the prefetch never competes with input or rendering. Returns a canceller.
 */
export function prefetchInBackground(canUse: (route: PageRoute) => boolean): () => void {
  const queue = pageRoutes.filter((route) => canUse(route) && !requested.has(route));
  let cancel = () => {};
  const next = () => {
    const route = queue.shift();
    if (!route) return;
    prefetch(route);
    cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}
