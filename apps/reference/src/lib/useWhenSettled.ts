import { useQueryClient } from '@tanstack/react-query';
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
 *
 * It watches the query cache from an effect rather than through `useIsFetching`: that hook
 * re-renders its component each time a fetch starts or ends, and the app shell uses this one — a
 * signed-in page's dozen first requests re-rendered the whole shell and page some twenty times
 * (130 components each) while the person waited for the page.
 */
export function useWhenSettled(work: () => (() => void) | void, enabled = true): void {
  const queryClient = useQueryClient();
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | void;
    let cancelIdle: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const halt = () => {
      clearTimeout(timer);
      cancelIdle?.();
      cancelIdle = undefined;
      stop?.();
      stop = undefined;
    };
    const arm = () => {
      timer = setTimeout(() => {
        cancelIdle = whenIdle(() => {
          cancelIdle = undefined;
          stop = latest.current();
        });
      }, SETTLE_MS);
    };
    let busy = queryClient.isFetching() > 0;
    if (!busy) arm();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const fetching = queryClient.isFetching() > 0;
      if (fetching === busy) return;
      busy = fetching;
      if (busy) halt();
      else arm();
    });
    return () => {
      unsubscribe();
      halt();
    };
  }, [enabled, queryClient]);
}
