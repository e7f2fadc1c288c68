/**
 * The frame's height on the partner page: the content's height, clamped to the element's
 * `min-height` and `max-height` attributes. Past `max-height` the frame scrolls inside instead.
 */

/**
 * The height a frame has before its content reports one, in CSS pixels (with no `min-height`):
 * a placeholder about the size of a widget, so the page moves little when the real height comes.
 */
export const INITIAL_HEIGHT = 320;

/** A positive number of pixels from an attribute (`"480"`, `"480px"`), or the fallback. */
export function pixelsOf(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : fallback;
}

/** The frame height for a content height: within [min, max] (a max below min counts as min). */
export function clampHeight(content: number, min: number, max: number): number {
  return Math.round(Math.max(min, Math.min(content, Math.max(min, max))));
}

/**
 * Calls `run` once `waitMs` after the last of a burst of calls, with the last argument: a content
 * that grows in steps (fonts, images, an opened section) reports one height, not every step.
 */
export function debounce<A>(
  run: (arg: A) => void,
  waitMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): ((arg: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (arg: A) => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      run(arg);
    }, waitMs);
  };
  return Object.assign(call, {
    cancel: () => {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  });
}
