import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CheckoutReturnStatus } from '@hireloop/hooks';

// Shown once per document: leaving the page consumes it, so coming back later shows no notice.
let consumed = false;

const statusOf = (params: URLSearchParams): CheckoutReturnStatus | null =>
  params.has('success') ? 'success' : params.has('canceled') ? 'canceled' : null;

/** The URL this document was loaded from (the payment page redirected here), if known. */
function documentUrl(): URL | null {
  try {
    const [entry] = performance.getEntriesByType('navigation');
    return entry ? new URL(entry.name) : null;
  } catch {
    return null;
  }
}

/**
 * How the checkout ended, for the page it returns to (SPEC §4: `?success` / `?canceled`).
 *
 * Why not `useCheckoutReturn()` here: the frame (AppLayout) already calls it, and it clears the
 * query string as soon as the session is known, before this lazily loaded page has mounted; a
 * second instance would see no query and run the refresh twice. A checkout return is always a
 * full page load (the payment page redirects), so the document's own URL still tells how it
 * ended. The query string is read first, for a page already loaded.
 */
export function useCheckoutReturnNotice(pathname: string): CheckoutReturnStatus | null {
  const location = useLocation();
  const [status] = useState<CheckoutReturnStatus | null>(() => {
    const fromQuery = statusOf(new URLSearchParams(location.search));
    if (fromQuery || consumed) return fromQuery;
    const url = documentUrl();
    return url && url.pathname === pathname ? statusOf(url.searchParams) : null;
  });
  useEffect(
    () => () => {
      consumed = true;
    },
    [],
  );
  return status;
}
