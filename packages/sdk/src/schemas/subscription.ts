import * as z from 'zod/mini';
import { timestampSchema } from './fields';
import { BILLING_PERIODS, SUBSCRIPTION_STATUSES } from '../vocabulary';
import { roleSchema } from './user';

/** A request quota: a `null` limit is unlimited (SPEC §9: lifetime is unlimited). */
const limitSchema = z.nullable(z.int().check(z.nonnegative()));
const countSchema = z.int().check(z.nonnegative());

/**
 * Limits and consumption per request type (SPEC §3). A `null` limit means unlimited (lifetime);
 * consumption counts the job requests of the current billing period. Talent subscriptions carry
 * `0` limits (not shown: talent do not post requests).
 */
export const quotaUsageSchema = z.object({
  jobLimit: limitSchema,
  consumedJobs: countSchema,
  projectLimit: limitSchema,
  consumedProjects: countSchema,
  taskLimit: limitSchema,
  consumedTasks: countSchema,
});
export type QuotaUsageCounts = z.output<typeof quotaUsageSchema>;

/**
 * The subscription object (SPEC §3). Not shown: `billingPeriod` (month, year or lifetime) and
 * `currentPeriodEnd` (null for lifetime) for the subscription page; issue 14's lifecycle adds
 * `cancelAtPeriodEnd` (the plan ends at `currentPeriodEnd` instead of renewing) and
 * `nextPaymentAttemptAt` (past_due: when the failed renewal is tried again; null otherwise).
 */
export const subscriptionSchema = z.extend(quotaUsageSchema, {
  subscriptionType: roleSchema,
  billingPeriod: z.nullable(z.enum(BILLING_PERIODS)),
  currentPeriodEnd: z.nullable(timestampSchema),
  cancelAtPeriodEnd: z.boolean(),
  nextPaymentAttemptAt: z.nullable(timestampSchema),
});
export type Subscription = z.output<typeof subscriptionSchema>;

/**
 * The answer of GET /api/stripe/subscription (SPEC §3: status; subscription object). Not shown:
 * with no subscription for that account type, status is `none` and subscription is `null`.
 */
export const subscriptionResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscription: z.nullable(subscriptionSchema),
});
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;

/**
 * The body of POST /api/subscription/renewal (not shown; issue 14): `cancelAtPeriodEnd: true`
 * cancels the account type's subscription at the end of its period, `false` undoes that before
 * the end. Answers the subscription response.
 */
export const subscriptionRenewalSchema = z.object({
  accountType: roleSchema,
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionRenewal = z.output<typeof subscriptionRenewalSchema>;

/** The query of GET /api/stripe/subscription?accountType={talent or employer} (SPEC §7). */
export const subscriptionQuerySchema = z.object({ accountType: roleSchema });
export type SubscriptionQuery = z.output<typeof subscriptionQuerySchema>;
