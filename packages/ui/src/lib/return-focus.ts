import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus back where it was once an overlay (dialog, alert dialog, sheet) closes: to the control
 * that had it as the overlay opened. Radix returns it to the overlay's Trigger only; one opened by
 * another control (a button that sets `open`, a lazily loaded dialog) would leave it on the
 * page's body. The control is read in `onOpenAutoFocus`, before Radix moves focus inside. The
 * caller's own handlers run first: one that calls `preventDefault()` on close decides. An opener
 * disabled meanwhile (a "Revoke" button while its row is revoked) hands focus to its nearest
 * ancestor with `tabindex="-1"`; one gone, or without such an ancestor, is left to Radix.
 */
export function useReturnFocus(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const opened = opener.current;
      const target = opened?.matches(':disabled')
        ? opened.closest<HTMLElement>('[tabindex="-1"]')
        : opened;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
