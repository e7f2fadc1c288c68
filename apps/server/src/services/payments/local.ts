/**
 * The local provider (default, no Stripe account needed): the checkout url is a page served by
 * this server (routes/checkoutPage.ts) whose Pay button completes the checkout the same way a
 * Stripe webhook does.
 */
import type { ServiceDeps } from '../deps';
import type { PaymentProvider } from './provider';

export function createLocalProvider(deps: ServiceDeps): PaymentProvider {
  const { appOrigin } = deps.config;
  return {
    name: 'local',
    environment: 'local',
    async createCheckout({ checkoutId }) {
      return { url: `${appOrigin}/checkout/${encodeURIComponent(checkoutId)}` };
    },
  };
}
