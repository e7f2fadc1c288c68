import type { BillingPeriod } from '@hireloop/sdk';
import { useEffect, useRef, useState } from 'react';

/** What the subscription page gives its plans: whether the visitor is signed in, and sign-in. */
export interface PlansProps {
  signedIn: boolean;
  /** Opens the sign-in window; resolves true once signed in. */
  signIn: () => Promise<boolean>;
}

/**
 * Subscribe to a period: at once when signed in; otherwise sign in first, and start the checkout
 * by itself once the credential has arrived (and the page knows who it is).
 */
export function useSubscribe(
  { signedIn, signIn }: PlansProps,
  checkout: (period: BillingPeriod) => Promise<boolean>,
) {
  const [waiting, setWaiting] = useState<BillingPeriod | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (waiting === null || !signedIn || started.current) return;
    started.current = true;
    setWaiting(null);
    void checkout(waiting).finally(() => {
      started.current = false;
    });
  }, [waiting, signedIn, checkout]);

  const subscribe = (period: BillingPeriod) => {
    if (signedIn) {
      void checkout(period);
      return;
    }
    setWaiting(period);
    void signIn().then((signed) => {
      if (!signed) setWaiting(null);
    });
  };
  return { subscribe, waiting: waiting !== null };
}
