import * as z from 'zod/mini';
import { timestampSchema } from './fields';
import { quotaUsageSchema } from './subscription';

/**
 * The answer of GET /api/subscription/usage (SPEC §7 "shape partly shown"). Not shown: the employer
 * subscription's quota counters (the same six fields as the subscription object; `null` limit =
 * unlimited) and the billing period they count, which is null without a subscription.
 */
export const usageSchema = z.extend(quotaUsageSchema, {
  periodStart: z.nullable(timestampSchema),
  periodEnd: z.nullable(timestampSchema),
});
export type Usage = z.output<typeof usageSchema>;
