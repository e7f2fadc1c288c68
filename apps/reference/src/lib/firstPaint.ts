import { useSyncExternalStore } from 'react';

/**
 * How long the API calls and the live stream wait at most for the first contentful paint (a tab
 * opened in the background does not paint until shown; a browser may not report paints).
 */
export const FIRST_PAINT_WAIT_MS = 1000;

let painted = false;
const listeners = new Set<() => void>();
let pending: Promise<void> | undefined;

/**
 * Resolves once the page has painted its first content, a frame later, or after
 * `FIRST_PAINT_WAIT_MS`. A signed-in visit renders its frame from the user the server put into
 * the page; its data requests wait for this, so the browser paints the frame (the page heading
 * and skeletons) before the main thread turns to sending requests and handling their answers.
 */
export function firstPaint(): Promise<void> {
  pending ??= new Promise<void>((resolve) => {
    const done = () => {
      if (painted) return;
      painted = true;
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
      listeners.forEach((listener) => listener());
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        // After the paint's frame: setTimeout runs once the browser has presented it.
        if (list.getEntriesByName('first-contentful-paint').length) setTimeout(done);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the timeout alone.
    }
  });
  return pending;
}

/** `fetch` that sends once the first content has painted. */
export const fetchAfterFirstPaint: typeof fetch = (input, init) =>
  firstPaint().then(() => fetch(input, init));

/** Whether the first content has painted (re-renders when it has). */
export function useFirstPaint(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void firstPaint();
      return () => listeners.delete(listener);
    },
    () => painted,
    () => false,
  );
}
