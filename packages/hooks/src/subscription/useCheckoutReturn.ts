import { useEffect, useRef, useState } from 'react';
import { isAccountType, STORAGE_KEYS } from '@hireloop/sdk';
import { TIMINGS } from '@hireloop/sdk/constants';
import { useAccount } from '../account/useAccount';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';

export type CheckoutReturnStatus = 'success' | 'canceled';

/** The part of a location the hook reads. */
export interface CheckoutReturnLocation {
  pathname: string;
  search: string;
}

/**
 * SPEC §4: "Returning with a success or canceled query parameter refreshes subscription data,
 * restores the saved account type from local storage, and clears the query string." The refresh
 * runs 500 ms after the return (SPEC §9), once the session is known. Call it on the pages the
 * checkout returns to; it answers how the checkout ended (kept after the query string is cleared).
 * @param location @default window.location
 */
export function useCheckoutReturn(location?: CheckoutReturnLocation): CheckoutReturnStatus | null {
  const { queryClient, navigate, storage } = useHireloop();
  const { user, isLoading } = useAuth();
  const { setAccountType } = useAccount();
  const { pathname, search } = location ?? window.location;
  const params = new URLSearchParams(search);
  const seen: CheckoutReturnStatus | null = params.has('success')
    ? 'success'
    : params.has('canceled')
      ? 'canceled'
      : null;
  const [status, setStatus] = useState(seen);
  if (seen && seen !== status) setStatus(seen);

  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!seen || isLoading || handled.current === search) return;
    handled.current = search;
    if (user) {
      const stored = storage.local.get(STORAGE_KEYS.currentAccountType(user.id));
      if (isAccountType(stored)) setAccountType(stored);
    }
    navigate(pathname, { replace: true });
    // Not cleared on unmount: the refresh must happen even if the page changes meanwhile.
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage() });
    }, TIMINGS.paymentReturnRefetch);
  }, [seen, isLoading, search, pathname, user, storage, setAccountType, navigate, queryClient]);

  return status;
}
