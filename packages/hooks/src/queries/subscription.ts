import { queryOptions } from '@tanstack/react-query';
import type { AccountType, Client, Plan, Role } from '@hireloop/sdk';
import { CACHING } from '@hireloop/sdk/constants';
import { queryKeys } from '../core/queryKeys';
import { InvalidPlansError } from '../errors/InvalidPlansError';

/** GET /api/stripe/subscription?accountType=…, cached 2 minutes (SPEC §9). */
export const subscriptionQuery = (client: Client, accountType: AccountType) =>
  queryOptions({
    queryKey: queryKeys.subscription(accountType),
    queryFn: ({ signal }) => client.subscription.get(accountType, { signal }),
    staleTime: CACHING.subscriptionStaleTime,
  });

/** GET /api/subscription/usage: the employer's quota counters this period. */
export const usageQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.usage(),
    queryFn: ({ signal }) => client.subscription.usage({ signal }),
  });

/** GET /api/stripe/config: the payment environment. */
export const stripeConfigQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.stripeConfig(),
    queryFn: ({ signal }) => client.subscription.config({ signal }),
  });

/**
 * GET /api/subscription/plans?role=…. SPEC §8: "Plans fetch retries 3 times at 1 s intervals; a
 * non-OK response or non-array body is an error."
 */
export const plansQuery = (client: Client, role: Role) =>
  queryOptions({
    queryKey: queryKeys.plans(role),
    queryFn: async ({ signal }): Promise<Plan[]> => {
      const plans: unknown = await client.plans.list(role, { signal });
      if (!Array.isArray(plans)) throw new InvalidPlansError();
      return plans as Plan[];
    },
    retry: CACHING.plansRetries,
    retryDelay: CACHING.plansRetryDelay,
  });
