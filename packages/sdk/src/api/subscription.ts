import type { Transport } from '../client/types';
import type { CheckoutSession, CheckoutSessionRequest } from '../schemas/checkout';
import type { StripeConfig } from '../schemas/stripeConfig';
import type { SubscriptionResponse } from '../schemas/subscription';
import type { Usage } from '../schemas/usage';
import type { Role } from '../vocabulary';
import type { CallOptions } from './callOptions';

/** Subscription status, usage and payments (SPEC §7). */
export function subscriptionApi(t: Transport) {
  return {
    /** GET /api/stripe/subscription?accountType=…: status and quota usage of that account type. */
    get: (accountType: Role, options?: CallOptions) =>
      t.read<SubscriptionResponse>('/api/stripe/subscription', {
        ...options,
        query: { accountType },
      }),
    /** GET /api/subscription/usage: the employer quota counters of the current period. */
    usage: (options?: CallOptions) => t.read<Usage>('/api/subscription/usage', { ...options }),
    /** GET /api/stripe/config: the payment environment (local, test or live). */
    config: (options?: CallOptions) => t.read<StripeConfig>('/api/stripe/config', { ...options }),
    /**
     * POST /api/stripe/create-checkout-session with the employer or the talent payload (SPEC §7);
     * answers the `url` to send the browser to.
     */
    createCheckoutSession: (body: CheckoutSessionRequest, options?: CallOptions) =>
      t.request<CheckoutSession>('/api/stripe/create-checkout-session', {
        ...options,
        method: 'POST',
        body,
      }),
    /**
     * POST /api/subscription/renewal `{ accountType, cancelAtPeriodEnd: true }`: the subscription
     * ends at the end of its current period instead of renewing; answers the new state.
     */
    cancelAtPeriodEnd: (accountType: Role, options?: CallOptions) =>
      t.request<SubscriptionResponse>('/api/subscription/renewal', {
        ...options,
        method: 'POST',
        body: { accountType, cancelAtPeriodEnd: true },
      }),
    /**
     * POST /api/subscription/renewal `{ accountType, cancelAtPeriodEnd: false }`: undoes a cancel
     * at period end before the period is over; the subscription renews again.
     */
    resume: (accountType: Role, options?: CallOptions) =>
      t.request<SubscriptionResponse>('/api/subscription/renewal', {
        ...options,
        method: 'POST',
        body: { accountType, cancelAtPeriodEnd: false },
      }),
  };
}
export type SubscriptionApi = ReturnType<typeof subscriptionApi>;
