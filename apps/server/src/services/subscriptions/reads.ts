/** Reading subscriptions: the quota state (locked for a quota check, or not), usage counters. */
import { and, eq } from 'drizzle-orm';
import type { SubscriptionResponse, Usage } from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import { subscriptions } from '../../db/schema';
import { findActiveMembership } from '../companies/access';
import { countCompanyConsumed, findCompanySubscription } from '../companies/quota';
import type { ServiceDeps } from '../deps';
import { countConsumed, quotaCounters } from './consumption';
import { find, quotaState, select } from './rows';
import type { AccountType, QuotaState } from './types';

export function createSubscriptionReads(deps: ServiceDeps) {
  const { db, now } = deps;

  /**
   * The subscription a person's answers show, with how to count its consumption: for the employer
   * account type, their active company's (issue 16: shared by its members); else their own.
   */
  async function shown(userId: number, accountType: AccountType) {
    const membership = accountType === 'employer' ? await findActiveMembership(db, userId) : null;
    if (membership) {
      const { companyId } = membership;
      return {
        row: await findCompanySubscription(db, companyId),
        consumed: (since: Date) => countCompanyConsumed(db, companyId, since),
      };
    }
    return {
      row: await find(db, userId, accountType),
      consumed: (since: Date) => countConsumed(db, userId, since),
    };
  }

  return {
    countConsumed,

    /**
     * Locks the (user, account type) subscription row for the rest of `tx` (SELECT … FOR UPDATE)
     * so concurrent quota checks serialise; `null` without a subscription.
     */
    async lockForQuota(
      tx: Tx,
      userId: number,
      accountType: AccountType,
    ): Promise<QuotaState | null> {
      const [row] = await select(tx)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.accountType, accountType)))
        .for('update', { of: subscriptions });
      return row ? quotaState(row, now()) : null;
    },

    /** The quota state without locking (reads). */
    async quota(userId: number, accountType: AccountType): Promise<QuotaState | null> {
      const row = await find(db, userId, accountType);
      return row ? quotaState(row, now()) : null;
    },

    /** GET /api/stripe/subscription for one account type. */
    async response(userId: number, accountType: AccountType): Promise<SubscriptionResponse> {
      const { row, consumed: countFrom } = await shown(userId, accountType);
      if (!row) return { status: 'none', subscription: null };
      const state = quotaState(row, now());
      const consumed =
        accountType === 'employer'
          ? await countFrom(state.periodStart)
          : { job: 0, project: 0, task: 0 };
      // An ended plan shows when it ended; a past-due one the end of the period it failed to pay.
      const { sub } = row;
      const shownEnd =
        sub.status === 'canceled'
          ? (sub.endedAt ?? sub.currentPeriodEnd)
          : sub.status === 'past_due'
            ? sub.currentPeriodEnd
            : state.periodEnd;
      return {
        status: sub.status,
        subscription: {
          subscriptionType: sub.accountType,
          billingPeriod: row.plan.billingPeriod,
          currentPeriodEnd: shownEnd ? shownEnd.toISOString() : null,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          nextPaymentAttemptAt:
            sub.status === 'past_due' && sub.nextPaymentAttemptAt
              ? sub.nextPaymentAttemptAt.toISOString()
              : null,
          ...quotaCounters(state.limits, consumed),
        },
      };
    },

    /** GET /api/subscription/usage: the employer subscription's counters and period. */
    async usage(userId: number): Promise<Usage> {
      const { row, consumed: countFrom } = await shown(userId, 'employer');
      if (!row) {
        // No subscription: nothing allowed (0, not null: null means unlimited).
        const none = { job: 0, project: 0, task: 0 };
        return { ...quotaCounters(none, none), periodStart: null, periodEnd: null };
      }
      const state = quotaState(row, now());
      const consumed = await countFrom(state.periodStart);
      return {
        ...quotaCounters(state.limits, consumed),
        periodStart: state.periodStart.toISOString(),
        periodEnd: state.periodEnd ? state.periodEnd.toISOString() : null,
      };
    },
  };
}
