/** What a user's browsers and notifications hear when their subscription changes. */
import { isSubscriptionActive } from '@hireloop/sdk';
import type { Db, Tx } from '../../db';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { PlanService } from '../plans';
import type { AccountType, SubscriptionStatus } from './types';

export function createAnnouncer({
  plans,
  notifications,
  live,
}: {
  plans: PlanService;
  notifications: Pick<NotificationService, 'notify'>;
  live: Pick<LiveService, 'publish'>;
}) {
  const activeStatus = (status: SubscriptionStatus, accountType: AccountType) =>
    isSubscriptionActive({ status, subscription: { subscriptionType: accountType } }, accountType);

  /**
   * Issue 4: after a subscription row changed (inside the caller's transaction), a 'subscription'
   * live event tells the user's browsers to refetch it; when it became active — it was missing or
   * not active, or it moved to another plan — the user is also notified, once.
   */
  async function announce(
    q: Db | Tx,
    before: { status: SubscriptionStatus; planId: string } | undefined,
    after: { userId: number; accountType: AccountType; status: SubscriptionStatus; planId: string },
  ): Promise<void> {
    const becameActive =
      activeStatus(after.status, after.accountType) &&
      (!before ||
        !activeStatus(before.status, after.accountType) ||
        before.planId !== after.planId);
    if (becameActive) {
      const plan = await plans.byId(after.planId, q);
      await notifications.notify(q, after.userId, {
        type: 'subscription_activated',
        title: 'Subscription activated',
        body: `Your ${plan?.name ?? after.planId} plan is active.`,
        link: '/subscription',
      });
    }
    await live.publish(q, after.userId, {
      type: 'subscription',
      data: { accountType: after.accountType },
    });
  }

  return announce;
}
export type Announce = ReturnType<typeof createAnnouncer>;
