import * as z from 'zod/mini';
import { STRIPE_ENVIRONMENTS } from '../vocabulary';

/** The answer of GET /api/stripe/config (SPEC §7: environment). */
export const stripeConfigSchema = z.object({ environment: z.enum(STRIPE_ENVIRONMENTS) });
export type StripeConfig = z.output<typeof stripeConfigSchema>;
