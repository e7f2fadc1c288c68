/**
 * The ui primitives' looks (Card, Input, Button, Skeleton, link) as plain class strings for the
 * public pages. They must stay within the JS budget (120 kB min+gzip for the first route): the
 * entry already takes ~109 kB, and any ui component brings the signed-in frame's component
 * library (31 kB: `cn` with tailwind-merge, cva, Radix's slot, the shell), which leaves too little
 * for the page. The classes are the ui's own (theme tokens), so the pages
 * look the same as the signed-in ones.
 */

/** ui Card. */
export const CARD =
  'flex flex-col gap-6 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm';
/** ui CardHeader (without the action column). */
export const CARD_HEADER = 'grid gap-1.5 px-6';
/** ui CardContent. */
export const CARD_CONTENT = 'px-6';
/** ui CardFooter. */
export const CARD_FOOTER = 'flex items-center justify-center px-6';

/** ui Input. */
export const INPUT =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive';

/** ui Button's base classes with its default size. */
const BUTTON_BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md px-4 py-2 h-9 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50';

/** ui Button, default variant and size. */
export const BUTTON = `${BUTTON_BASE} bg-primary text-primary-foreground hover:bg-primary/90`;

/** ui Button, `outline` variant, default size. */
export const OUTLINE_BUTTON = `${BUTTON_BASE} border border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground`;

/** ui Button, default variant and size, full width. */
export const PRIMARY_BUTTON = `${BUTTON} w-full`;

/** ui Skeleton (give it a size). */
export const SKELETON = 'animate-pulse rounded-md bg-muted';

/** A text link (ui Button's `link` variant, with a focus ring). */
export const LINK =
  'rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring';
