import * as z from 'zod/mini';
import { PLAN_INTERVALS } from '../vocabulary';
import { coercedNumberSchema } from './fields';
import { roleSchema } from './user';

/**
 * A subscription plan (SPEC §3: id, name, description, price in cents, interval, stripePriceId).
 * Not shown: `id` is a stable slug (e.g. `employer-month`), and `role` says whose plan it is.
 */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In cents (SPEC §3); divide by 100 for dollars (SPEC §9). */
  price: z.int().check(z.nonnegative()),
  interval: z.enum(PLAN_INTERVALS),
  stripePriceId: z.string(),
  role: roleSchema,
});
export type Plan = z.output<typeof planSchema>;

/** The answer of GET /api/subscription/plans: a list (SPEC §8: a non-array body is an error). */
export const planListSchema = z.array(planSchema);

/**
 * The query of GET /api/subscription/plans?role=… (SPEC §7). Talent add a cache-busting
 * `timestamp` (ms since the epoch), ignored by the server.
 */
export const plansQuerySchema = z.object({
  role: roleSchema,
  timestamp: z.optional(coercedNumberSchema),
});
export type PlansQueryInput = z.input<typeof plansQuerySchema>;
export type PlansQuery = z.output<typeof plansQuerySchema>;
