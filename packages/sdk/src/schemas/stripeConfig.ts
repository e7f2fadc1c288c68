import * as z from 'zod/mini';

/**
 * Payment environments (not shown; issue 3): `local` is the built-in checkout page, `test` and
 * `live` are Stripe's modes.
 */
export const STRIPE_ENVIRONMENTS = ['local', 'test', 'live'] as const;
export type StripeEnvironment = (typeof STRIPE_ENVIRONMENTS)[number];

/** The answer of GET /api/stripe/config (SPEC §7: environment). */
export const stripeConfigSchema = z.object({ environment: z.enum(STRIPE_ENVIRONMENTS) });
export type StripeConfig = z.output<typeof stripeConfigSchema>;
