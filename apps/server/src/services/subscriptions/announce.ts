/** What a user's browsers and notifications hear when their subscription changes. */
import { isSubscriptionActive } from '@hireloop/sdk';
import type { NotificationType } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { PlanService } from '../plans';
import type { AccountType, SubscriptionStatus } from './types';

/** The row before a change (undefined: there was none). */
export type Before = { status: SubscriptionStatus; planId: string } | undefined;

/** The row after a change; `renewedUntil` when the change was a paid renewal. */
export interface After {
  userId: number;
  accountType: AccountType;
  status: SubscriptionStatus;
  planId: string;
  renewedUntil?: Date | null | undefined;
  nextPaymentAttemptAt?: Date | null | undefined;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

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

  /** The notification a change deserves, if any: one per change of state (issue 4, issue 14). */
  function notice(
    before: Before,
    after: After,
    planName: string,
  ): { type: NotificationType; title: string; body: string } | null {
    const nowActive = activeStatus(after.status, after.accountType);
    const wasActive = !!before && activeStatus(before.status, after.accountType);
    if (nowActive && (!wasActive || before?.planId !== after.planId)) {
      return {
        type: 'subscription_activated',
        title: 'Subscription activated',
        body: `Your ${planName} plan is active.`,
      };
    }
    if (nowActive && after.renewedUntil) {
      return {
        type: 'subscription_renewed',
        title: 'Subscription renewed',
        body: `Your ${planName} plan renewed until ${day(after.renewedUntil)}.`,
      };
    }
    if (after.status === 'past_due' && before?.status !== 'past_due') {
      return {
        type: 'subscription_past_due',
        title: 'Payment failed',
        body: after.nextPaymentAttemptAt
          ? `The payment for your ${planName} plan did not go through. It will be tried again on ${day(after.nextPaymentAttemptAt)}; until then the plan is paused.`
          : `The payment for your ${planName} plan did not go through; the plan is paused.`,
      };
    }
    if (after.status === 'canceled' && before && before.status !== 'canceled') {
      return {
        type: 'subscription_canceled',
        title: 'Subscription ended',
        body: `Your ${planName} plan has ended.`,
      };
    }
    return null;
  }

  /**
   * After a subscription row changed (inside the caller's transaction), a 'subscription' live
   * event tells the user's browsers to refetch it; a change of state — activated (it was missing
   * or not active, or moved to another plan), renewed, past due, ended — also notifies the user,
   * once.
   */
  async function announce(q: Db | Tx, before: Before, after: After): Promise<void> {
    const plan = await plans.byId(after.planId, q);
    const n = notice(before, after, plan?.name ?? after.planId);
    if (n) await notifications.notify(q, after.userId, { ...n, link: '/subscription' });
    await live.publish(q, after.userId, {
      type: 'subscription',
      data: { accountType: after.accountType },
    });
  }

  return announce;
}
export type Announce = ReturnType<typeof createAnnouncer>;
