import { useEffect, useState } from 'react';
import type { CheckoutReturnStatus } from '@hireloop/hooks';
import { useAppOutlet } from '../../app/outletContext';

// Shown once per document: leaving the page consumes it, so coming back later shows no notice.
let consumed = false;

/**
 * How the checkout ended, for the page it returned to (SPEC §4: `?success` / `?canceled`), once.
 * The frame's `useCheckoutReturn` reads and clears the query string; it hands the status on.
 */
export function useCheckoutReturnNotice(pathname: string): CheckoutReturnStatus | null {
  const { checkoutReturn } = useAppOutlet();
  const [status] = useState(() =>
    !consumed && checkoutReturn?.path === pathname ? checkoutReturn.status : null,
  );
  useEffect(
    () => () => {
      consumed = true;
    },
    [],
  );
  return status;
}
