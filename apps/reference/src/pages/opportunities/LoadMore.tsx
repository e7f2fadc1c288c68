import { useEffect, useRef } from 'react';
import { Button } from '@hireloop/ui';

export interface LoadMoreProps {
  /** Whether another page exists (`hasNextPage`). */
  hasNextPage: boolean;
  /** Whether it is loading now (`isFetchingNextPage`). */
  isFetchingNextPage: boolean;
  /** Whether the last attempt to load more failed (`isFetchNextPageError`): no auto-loading then. */
  failed?: boolean;
  /** Loads the next page. */
  fetchNextPage: () => unknown;
  /** Load as the sentinel scrolls into view. @default true */
  auto?: boolean;
  /** The button's text. @default 'Load more' */
  label?: string;
}

/**
 * Infinite scroll for a paged list: a sentinel watched by an IntersectionObserver loads the next
 * page as it nears the viewport, and a "Load more" button does the same for keyboard users,
 * browsers without the observer, and after a failed load (which stops the automatic loading so a
 * broken server is not asked again and again).
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  failed = false,
  fetchNextPage,
  auto = true,
  label = 'Load more',
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  load.current = fetchNextPage;

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || failed || !node || !hasNextPage || isFetchingNextPage) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // A new observer after every page: if the sentinel is still in view (a short page), its first
    // callback loads the next one at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, failed, hasNextPage, isFetchingNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-4">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          The next page could not be loaded.
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? 'Loading…' : failed ? 'Try again' : label}
      </Button>
    </div>
  );
}
