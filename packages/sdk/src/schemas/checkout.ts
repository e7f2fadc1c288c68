import * as z from 'zod/mini';
import { returnUrlSchema } from './partner';
import { storableText } from './text';
import { LOCAL_TEST_CARDS } from '../vocabulary';

/** A Stripe (or local-provider) price id (not shown: any non-empty id up to 255 characters). */
const priceIdSchema = z.string().check(z.minLength(1), z.maxLength(255), storableText());

/**
 * Where a checkout started from an embedded widget sends the visitor back (issue 15; absent in
 * the app, which returns to its own pages): an address on one of the widget's partner origins,
 * accepted only with the widget's embed credential.
 */
const returnUrl = z.optional(returnUrlSchema);

/** The employer's checkout payload (SPEC §7: stripePriceId, isLifetime, isEmployer true). */
export const employerCheckoutSchema = z.object({
  stripePriceId: priceIdSchema,
  isLifetime: z.boolean(),
  isEmployer: z.literal(true),
  returnUrl,
});
export type EmployerCheckout = z.output<typeof employerCheckoutSchema>;

/**
 * The talent's checkout payload (SPEC §7: priceId, isEmployer false, timestamp). Not shown:
 * `timestamp` is ms since the epoch, sent to bust caches.
 */
export const talentCheckoutSchema = z.object({
  priceId: priceIdSchema,
  isEmployer: z.literal(false),
  timestamp: z.number(),
  returnUrl,
});
export type TalentCheckout = z.output<typeof talentCheckoutSchema>;

/** The body of POST /api/stripe/create-checkout-session: either payload, told apart by isEmployer. */
export const checkoutSessionRequestSchema = z.discriminatedUnion('isEmployer', [
  employerCheckoutSchema,
  talentCheckoutSchema,
]);
export type CheckoutSessionRequest = z.output<typeof checkoutSessionRequestSchema>;

/** The answer of POST /api/stripe/create-checkout-session: where to send the browser (SPEC §4). */
export const checkoutSessionSchema = z.object({ url: z.url() });
export type CheckoutSession = z.output<typeof checkoutSessionSchema>;

/**
 * The `{id}` of a local checkout page and its actions (not shown; issue 3): the opaque id the
 * server gave the checkout, letters, digits, `_` and `-` only.
 */
export const checkoutParamsSchema = z.object({
  id: z
    .string()
    .check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/), storableText()),
});
export type CheckoutParams = z.output<typeof checkoutParamsSchema>;

/**
 * The answer of the local checkout page's Pay and Cancel (not shown; issue 3): where the browser
 * goes next, `…/payment-success?success=true` or `…/subscription?canceled=true`.
 */
export const checkoutRedirectSchema = z.object({ redirect: z.url() });
export type CheckoutRedirect = z.output<typeof checkoutRedirectSchema>;

/**
 * The body of the local checkout page's Pay (not shown; issue 14): the test card to pay with,
 * `succeeds` by default; `declines-renewal` pays now and fails at renewal (see LOCAL_TEST_CARDS).
 * No body at all (a client from before issue 14) pays with `succeeds`.
 */
export const localCheckoutPaymentSchema = z.nullish(
  z.object({ card: z._default(z.enum(LOCAL_TEST_CARDS), 'succeeds') }),
);
export type LocalCheckoutPayment = z.output<typeof localCheckoutPaymentSchema>;
