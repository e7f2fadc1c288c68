import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { whenIdle } from './prefetch';

/** How long the page's own requests must have been quiet before background work starts. */
export const SETTLE_MS = 1000;

/**
 * Runs `work` once the page has loaded, none of its queries has been fetching for `SETTLE_MS` and
 * the main thread is idle; stops it (its returned canceller) as soon as a query fetches again, and
 * runs it again once things settle. Background prefetching uses it so it never delays the data the
 * person is waiting for: HTTP/1.1 gives a page six connections, and a queue of chunk downloads
 * would hold its API calls back.
 */
export function useWhenSettled(work: () => (() => void) | void, enabled = true): void {
  const busy = useIsFetching() > 0;
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(() => {
    if (!enabled || busy) return;
    let stop: (() => void) | void;
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        stop = latest.current();
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
      stop?.();
    };
  }, [enabled, busy]);
}
