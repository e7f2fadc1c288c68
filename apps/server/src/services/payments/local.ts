/**
 * The local provider (default, no Stripe account needed): the checkout url is a page served by
 * this server (routes/checkoutPage.ts) whose Pay button completes the checkout the same way a
 * Stripe webhook does. Its renewals are the scheduler's `subscriptions.renewals`, charging the test
 * card chosen on the page (`succeeds`, or `declines-renewal` to see past_due and the end).
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
    // The local provider's renewals read the subscription row itself (subscriptions/lifecycle.ts).
    async setCancelAtPeriodEnd() {},
  };
}
