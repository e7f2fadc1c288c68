/** SPEC §4 "Subscription active": "status is active, trialing or lifetime". */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'lifetime'] as const;
export type ActiveSubscriptionStatus = (typeof ACTIVE_SUBSCRIPTION_STATUSES)[number];

/**
 * Statuses of a subscription that is not active (not shown): `incomplete` (checkout not finished),
 * `past_due` (a renewal failed), `canceled` (ended). Stripe's other statuses map onto these.
 */
export const INACTIVE_SUBSCRIPTION_STATUSES = ['incomplete', 'past_due', 'canceled'] as const;
export type InactiveSubscriptionStatus = (typeof INACTIVE_SUBSCRIPTION_STATUSES)[number];

// The unions below are written out rather than spread: a spread is a call to a bundler, and would
// keep every list in a bundle that uses none. The vocabulary test pins each to its parts.

/** The statuses a stored subscription can have: the active ones and the inactive ones. */
export const STORED_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'lifetime',
  'incomplete',
  'past_due',
  'canceled',
] as const satisfies readonly (ActiveSubscriptionStatus | InactiveSubscriptionStatus)[];
export type StoredSubscriptionStatus = (typeof STORED_SUBSCRIPTION_STATUSES)[number];

/**
 * The statuses GET /api/stripe/subscription answers (SPEC §3 "status"): a stored status, or
 * `none` (not shown: never subscribed for that account type).
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'lifetime',
  'none',
  'incomplete',
  'past_due',
  'canceled',
] as const satisfies readonly (StoredSubscriptionStatus | 'none')[];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §4: "Billing period selection: month, year or lifetime". */
export const BILLING_PERIODS = ['month', 'year', 'lifetime'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** SPEC §4: billing period "default month". */
export const DEFAULT_BILLING_PERIOD = 'month' satisfies BillingPeriod;

/** SPEC §3 "Subscription plan": "interval (month, year, one-time)". */
export const PLAN_INTERVALS = ['month', 'year', 'one-time'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/**
 * The payment providers (ARCHITECTURE "payments/"): the server's own checkout page, or Stripe
 * when it is configured.
 */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Where a checkout stands (not shown): open until paid, canceled or expired. */
export const CHECKOUT_STATUSES = ['open', 'completed', 'canceled', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * Payment environments (not shown; issue 3): `local` is the built-in checkout page, `test` and
 * `live` are Stripe's modes.
 */
export const STRIPE_ENVIRONMENTS = ['local', 'test', 'live'] as const;
export type StripeEnvironment = (typeof STRIPE_ENVIRONMENTS)[number];

/**
 * The local checkout's test cards (not shown; issue 14), as Stripe's test cards: `succeeds` pays
 * now and at every renewal; `declines-renewal` pays now and is declined at every renewal, to see
 * past_due and the end of a subscription without a payment provider.
 */
export const LOCAL_TEST_CARDS = ['succeeds', 'declines-renewal'] as const;
export type LocalTestCard = (typeof LOCAL_TEST_CARDS)[number];

/** SPEC §4 "Employer subscription modal reason: no-subscription, no-job-request or other". */
export const SUBSCRIPTION_MODAL_REASONS = ['no-subscription', 'no-job-request', 'other'] as const;
export type SubscriptionModalReason = (typeof SUBSCRIPTION_MODAL_REASONS)[number];
