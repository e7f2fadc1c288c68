import { useHireloop } from '@hireloop/hooks';
import type { EmbedCheckoutStatus } from '@hireloop/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFrame } from './FrameContext';

/** How often an open checkout is asked again (Stripe's webhook may arrive after the visitor). */
const OPEN_POLL_MS = 2000;

/**
 * The checkout the partner page came back with, as the server knows it (never as the address
 * says: anyone can write `?hireloop_checkout=success`). Tells the host once: `subscribed` for a
 * paid checkout, `checkout-canceled` for a canceled one.
 */
export function useCheckoutOutcome(): {
  status: EmbedCheckoutStatus | undefined;
  isPending: boolean;
} {
  const { config, params, bridge } = useFrame();
  const { client } = useHireloop();
  const checkout = params.checkout;
  const query = useQuery({
    queryKey: ['embed-checkout', checkout?.id],
    queryFn: () => client.embed.checkoutStatus(checkout!.id, config.publishableKey),
    enabled: checkout !== null,
    refetchInterval: (current) => (current.state.data?.status === 'open' ? OPEN_POLL_MS : false),
  });
  const told = useRef(false);
  const status = query.data;
  useEffect(() => {
    if (!status || told.current) return;
    if (status.status === 'completed') {
      told.current = true;
      bridge.send('subscribed', {
        checkoutId: status.id,
        accountType: status.accountType,
        billingPeriod: status.billingPeriod,
        planName: status.planName,
      });
    } else if (status.status === 'canceled' || status.status === 'expired') {
      told.current = true;
      bridge.send('checkout-canceled', { checkoutId: status.id });
    }
  }, [status, bridge]);
  return { status, isPending: checkout !== null && query.isPending };
}
