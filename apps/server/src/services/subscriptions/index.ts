/**
 * Subscriptions: one row per (user, account type), activated by a checkout (local page or Stripe
 * webhook). Quota consumption is never stored: it is counted from the job requests of the current
 * billing period, which rolls monthly or yearly from the subscription's anchor.
 */
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { PlanService } from '../plans';
import { createSubscriptionActivation } from './activation';
import { createAnnouncer } from './announce';
import { createSubscriptionReads } from './reads';

export { addMonths, currentPeriod } from './periods';
export type { AccountType, Activation, Consumed, QuotaState, SubscriptionStatus } from './types';

export function createSubscriptionService(
  deps: ServiceDeps,
  others: {
    plans: PlanService;
    notifications: Pick<NotificationService, 'notify'>;
    live: Pick<LiveService, 'publish'>;
  },
) {
  const announce = createAnnouncer(others);
  return {
    ...createSubscriptionReads(deps),
    ...createSubscriptionActivation(deps, { announce }),
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
