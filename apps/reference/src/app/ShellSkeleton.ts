import { createElement as h, type ReactNode } from 'react';

/** What the skeleton's status says to screen readers. */
export const SHELL_LOADING_LABEL = 'Loading your session…';

/** A page's heading, as its PageHeader (src/components/PageHeader.tsx) shows it. */
export interface ShellSkeletonHeading {
  title: string;
  description?: string;
}

/** Marks the page heading in the outline (the served page's, which the app's outline keeps). */
const HEADING_SLOT = 'shell-skeleton-heading';
// The classes of Page (the content column) and PageHeader, so the heading sits where the page
// will draw it, at its size: nothing moves when the page replaces the outline.
const PAGE_COLUMN = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6';
const HEADER = 'mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between';
const TITLE = 'text-2xl font-semibold tracking-tight';
const DESCRIPTION = 'mt-1 text-sm text-muted-foreground';

/**
 * In the browser: the heading the served page painted (the server has put the user's name into
 * it), read once as text before the app first renders, so the app's outline shows the same
 * heading on the page it landed on instead of taking it away until the page's code has run.
 */
const served: { path: string; heading: ShellSkeletonHeading } | null =
  typeof document === 'undefined'
    ? null
    : (() => {
        const slot = document.querySelector(`[data-slot="${HEADING_SLOT}"]`);
        const title = slot?.querySelector('h1')?.textContent;
        if (!title) return null;
        const description = slot?.querySelector('p')?.textContent ?? undefined;
        return { path: window.location.pathname, heading: { title, description } };
      })();

const block = (className: string, key?: number) => h('div', { key, className });

function headingElement(given: ShellSkeletonHeading | undefined): ReactNode {
  const heading =
    given ?? (served && served.path === window.location.pathname ? served.heading : undefined);
  if (!heading) return null;
  return h(
    'div',
    { className: HEADER, 'data-slot': HEADING_SLOT },
    h(
      'div',
      { className: 'min-w-0' },
      h('h1', { className: TITLE }, heading.title),
      heading.description ? h('p', { className: DESCRIPTION }, heading.description) : null,
    ),
  );
}

const spinner = h(
  'svg',
  {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 3,
    className: 'size-8 animate-spin text-primary motion-reduce:animate-none',
  },
  h('circle', { cx: 12, cy: 12, r: 10, className: 'opacity-25' }),
  h('path', { d: 'M22 12a10 10 0 0 0-10-10', strokeLinecap: 'round' }),
);

/**
 * The signed-in frame's outline while its code loads: the sidebar (from `md` up) and the header
 * as empty panels at the app shell's sizes, and where the page goes, the page's heading when it
 * is known (the build writes the home's and /messages' into their pages) above a spinner, else a
 * spinner alone. The build writes its markup into the signed-in pages (vite.config.ts), so the
 * browser paints the outline and the heading from the HTML and the stylesheet, before any script
 * has run; the app then shows the same outline, with the heading the page painted, while the
 * session and the frame load (App, RequireAuth), so nothing flashes in between.
 * Plain elements (no JSX) so that the build can render it to HTML as well.
 */
export function ShellSkeleton({ heading }: { heading?: ShellSkeletonHeading }) {
  const header = headingElement(heading);
  const status = h(
    'div',
    {
      className: header
        ? 'flex justify-center py-8'
        : 'flex flex-1 items-center justify-center p-4 md:p-6',
      role: 'status',
      'aria-live': 'polite',
    },
    spinner,
    h('span', { className: 'sr-only' }, SHELL_LOADING_LABEL),
  );
  return h(
    'div',
    { className: 'flex min-h-svh bg-background text-foreground', 'data-slot': 'shell-skeleton' },
    h(
      'div',
      {
        'aria-hidden': true,
        className:
          'sticky top-0 hidden h-svh w-64 shrink-0 flex-col gap-4 border-r border-border bg-sidebar p-4 md:flex',
      },
      block('h-24 rounded-lg bg-muted'),
      h(
        'div',
        { className: 'flex flex-col gap-2' },
        [0, 1, 2, 3, 4, 5, 6].map((i) => block('h-9 rounded-md bg-muted/60', i)),
      ),
    ),
    h(
      'div',
      { className: 'flex min-w-0 flex-1 flex-col' },
      h('div', {
        'aria-hidden': true,
        className: 'sticky top-0 z-10 h-14 shrink-0 border-b border-border bg-background',
      }),
      header
        ? // The shell's <main> padding, then the page's column (Page) with its heading.
          h(
            'div',
            { className: 'flex-1 p-4 md:p-6' },
            h('div', { className: PAGE_COLUMN }, header, status),
          )
        : status,
    ),
  );
}
