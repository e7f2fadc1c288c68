import { useLayoutEffect, useRef } from 'react';

/**
 * Focus back where it was once a dialog opened without a trigger closes (Radix returns it to the
 * trigger only): remembers the focused element when `open` turns true — in a layout effect, so
 * before the dialog moves focus inside — and answers the content's `onCloseAutoFocus` handler.
 * An element disabled meanwhile hands focus to its nearest ancestor with `tabindex="-1"`; one
 * gone is left to Radix.
 */
export function useRestoreFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnTo.current = document.activeElement;
    }
  }, [open]);
  return (event) => {
    const previous = returnTo.current;
    const target = previous?.matches(':disabled')
      ? previous.closest<HTMLElement>('[tabindex="-1"]')
      : previous;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
