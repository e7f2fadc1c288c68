/**
 * The payment provider interface and what the providers share (ARCHITECTURE "payments/"): each
 * provider (./local.ts, ./stripe.ts) imports this module only; ./index.ts chooses one and builds
 * the payment service around it.
 */
import { withCheckoutResult, type LocalTestCard } from '@hireloop/sdk';
import type { StripeEnvironment } from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import type { checkoutSessions } from '../../db/schema';
import type { PlanRow } from '../plans';
import type { AuthUser } from '../sessions';
import type { SubscriptionStatus } from '../subscriptions';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** A checkout not paid within a day expires (as Stripe Checkout Sessions do by default). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** What a provider needs to start a payment. */
export interface CheckoutStart {
  user: AuthUser;
  plan: PlanRow;
  checkoutId: string;
  /** A widget's checkout (issue 15): the partner page to return to; null for the app's own. */
  returnUrl: string | null;
}

/** One payment provider. */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** GET /api/stripe/config: `local`, or Stripe's `test`/`live` from the key. */
  readonly environment: StripeEnvironment;
  /** Where to send the browser to pay. */
  createCheckout(start: CheckoutStart): Promise<{ url: string; providerSessionId?: string }>;
  /**
   * Cancels a subscription at once at the provider (an account being deleted). Absent for the
   * local provider, which bills nothing by itself.
   */
  cancelSubscription?(providerSubscriptionId: string): Promise<void>;
  /**
   * Tells the provider that the subscription it knows by `providerSubscriptionId` ends at the end
   * of its period (`true`) or renews again (`false`). The local provider keeps no state of its own.
   */
  setCancelAtPeriodEnd(providerSubscriptionId: string | null, cancel: boolean): Promise<void>;
  /**
   * Issue 18: a one-time payment for a marketplace order (Stripe Checkout `mode=payment`). Absent
   * for the local provider, whose page (routes/checkoutPage.ts) pays the order itself.
   */
  createOrderCheckout?(
    start: OrderCheckoutStart,
  ): Promise<{ url: string; providerSessionId?: string }>;
  /** Issue 18: refunds an order's payment in full (absent for the local provider). */
  refundOrderPayment?(providerPaymentId: string): Promise<void>;
}

/** What a provider needs to take a marketplace order's payment (issue 18). */
export interface OrderCheckoutStart {
  user: AuthUser;
  /** The order's checkout id (`co_order_…`), Stripe's client_reference_id. */
  checkoutId: string;
  orderId: number;
  /** What the payment page shows: the service and tier. */
  name: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** Issue 18: applies a completed order payment once (the marketplace registers it at wiring). */
export type OrderPaymentHook = (
  tx: Tx,
  checkoutId: string,
  completion: { providerSessionId?: string | null; providerPaymentId?: string | null },
) => Promise<unknown>;

/** How the provider saw the payment end; missing fields are derived from the plan and the clock. */
export interface Completion {
  status?: SubscriptionStatus;
  providerSubscriptionId?: string | null;
  providerCustomerId?: string | null;
  providerSessionId?: string | null;
  periodStart?: Date;
  periodEnd?: Date | null;
  /** Local provider: the test card paid with. */
  localCard?: LocalTestCard;
  /** Stripe: the time of the event that completed the checkout. */
  providerEventAt?: Date;
  /** Stripe: the payment (PaymentIntent id) of a one-time (lifetime) checkout. */
  providerPaymentId?: string | null;
}

/** Where the browser goes after the payment (SPEC §2 routes /payment-success and /subscription). */
export const successUrl = (appOrigin: string) => `${appOrigin}/payment-success?success=true`;
export const cancelUrl = (appOrigin: string) => `${appOrigin}/subscription?canceled=true`;

/**
 * Where the browser goes after paying for a checkout: the app's page, or for a checkout started
 * from a partner's widget (issue 15) its return address with `hireloop_checkout=success` and the
 * checkout id added (the sdk's `withCheckoutResult`).
 */
export const checkoutSuccessUrl = (
  appOrigin: string,
  checkout: { id: string; returnUrl: string | null },
) =>
  checkout.returnUrl
    ? withCheckoutResult(checkout.returnUrl, 'success', checkout.id)
    : successUrl(appOrigin);

/** Where the browser goes after canceling a checkout (the app's page, or the partner's). */
export const checkoutCancelUrl = (
  appOrigin: string,
  checkout: { id: string; returnUrl: string | null },
) =>
  checkout.returnUrl
    ? withCheckoutResult(checkout.returnUrl, 'canceled', checkout.id)
    : cancelUrl(appOrigin);

/** The shared completion step: activates the subscription and closes the checkout (inside `tx`). */
export type CompleteCheckout = (
  tx: Tx,
  checkout: CheckoutRow,
  completion?: Completion,
) => Promise<void>;
