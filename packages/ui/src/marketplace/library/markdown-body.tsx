import { lazy, Suspense } from 'react';
import { Skeleton } from '../../primitives/skeleton';
import { LIBRARY_TEXTS as TEXTS } from './texts';

// Its own chunk: react-markdown and remark-gfm load only when a resource's body is shown.
const MarkdownRenderer = /* @__PURE__ */ lazy(() => import('./markdown-renderer'));

export interface MarkdownBodyProps {
  /** The Markdown source (HTML in it is dropped, never rendered). */
  markdown: string;
  className?: string;
}

/**
 * A library resource's body (issue 18): Markdown rendered by react-markdown + remark-gfm without
 * raw HTML, loaded lazily (a skeleton shows meanwhile).
 */
export function MarkdownBody({ markdown, className }: MarkdownBodyProps) {
  return (
    <Suspense
      fallback={<Skeleton role="status" aria-label={TEXTS.loadingBody} className="h-40 w-full" />}
    >
      <MarkdownRenderer className={className}>{markdown}</MarkdownRenderer>
    </Suspense>
  );
}
