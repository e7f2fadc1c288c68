/**
 * The ui primitives' looks (Card, Input, Button, link) as plain class strings for the public pages.
 * /auth must stay within its JS budget (120 kB min+gzip for the first route): the frame already
 * takes ~108 kB, and any ui component brings `cn` (tailwind-merge, ~8.5 kB) and cva (~1.7 kB),
 * which leaves too little for the page. The classes are the ui's own (theme tokens), so the pages
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

/** ui Button, default variant and size, full width. */
export const PRIMARY_BUTTON =
  'inline-flex w-full shrink-0 items-center justify-center gap-2 rounded-md bg-primary px-4 py-2 h-9 text-sm font-medium whitespace-nowrap text-primary-foreground transition-colors outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50';

/** A text link (ui Button's `link` variant, with a focus ring). */
export const LINK =
  'rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring';
