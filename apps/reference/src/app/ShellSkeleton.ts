import { createElement as h } from 'react';

/** What the skeleton's status says to screen readers. */
export const SHELL_LOADING_LABEL = 'Loading your session…';

const block = (className: string, key?: number) => h('div', { key, className });

/**
 * The signed-in frame's outline while its code loads: the sidebar (from `md` up) and the header
 * as empty panels at the app shell's sizes, and a spinner where the page goes. The build writes
 * its markup into the signed-in pages (vite.config.ts), so the browser paints the frame's outline
 * from the HTML and the stylesheet, before any script has run; the app then shows the same
 * outline while the session and the frame load (App, RequireAuth), so nothing flashes in between.
 * Plain elements (no JSX) so that the build can render it to HTML as well.
 */
export function ShellSkeleton() {
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
      h(
        'div',
        {
          className: 'flex flex-1 items-center justify-center p-4 md:p-6',
          role: 'status',
          'aria-live': 'polite',
        },
        h(
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
        ),
        h('span', { className: 'sr-only' }, SHELL_LOADING_LABEL),
      ),
    ),
  );
}
