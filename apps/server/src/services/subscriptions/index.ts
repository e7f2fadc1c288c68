/**
 * Subscriptions: one row per (user, account type), activated by a checkout (local page or Stripe
 * webhook), renewed at the end of each period (the local provider through the scheduler, Stripe
 * through its events), past_due after a failed renewal, canceled at the end. Quota consumption is
 * never stored: it is counted from the job requests of the current billing period.
 */
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { PlanService } from '../plans';
import { createSubscriptionActivation } from './activation';
import { createAnnouncer } from './announce';
import { createSubscriptionLifecycle } from './lifecycle';
import { createSubscriptionReads } from './reads';

export { addMonths, currentPeriod } from './periods';
export type { LifecycleReport } from './lifecycle';
export type {
  AccountType,
  Activation,
  Consumed,
  QuotaState,
  SubscriptionChange,
  SubscriptionRow,
  SubscriptionStatus,
} from './types';

export function createSubscriptionService(
  deps: ServiceDeps,
  others: {
    plans: PlanService;
    notifications: Pick<NotificationService, 'notify'>;
    live: Pick<LiveService, 'publish'>;
  },
) {
  const announce = createAnnouncer(others);
  const activation = createSubscriptionActivation(deps, { announce });
  return {
    ...createSubscriptionReads(deps),
    ...activation,
    ...createSubscriptionLifecycle(deps, { change: activation.change }),
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
