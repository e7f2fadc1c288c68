/** A subscription row with its plan, and what it allows at a moment (its quota state). */
import { and, eq } from 'drizzle-orm';
import { isSubscriptionActive } from '@hireloop/sdk';
import type { Db, Tx } from '../../db';
import { plans as plansTable, subscriptions } from '../../db/schema';
import { currentPeriod } from './periods';
import type { AccountType, QuotaState } from './types';

export type Row = {
  sub: typeof subscriptions.$inferSelect;
  plan: typeof plansTable.$inferSelect;
};

/** Where a row's periods are counted from: its anchor (rows from before issue 14: the start). */
export const anchorOf = (sub: Row['sub']): Date => sub.billingAnchor ?? sub.currentPeriodStart;

/**
 * The billing period at `at`: the stored current period (moved by renewals, or by the provider's
 * events); once its end has passed and the renewal has not run yet (the scheduler's next tick, or
 * Stripe's event on its way), the period containing `at` counted from the anchor, so a quota never
 * counts the previous period's requests.
 */
export function periodAt({ sub, plan }: Row, at: Date): { start: Date; end: Date | null } {
  if (plan.billingPeriod === 'lifetime') return { start: sub.currentPeriodStart, end: null };
  const end = sub.currentPeriodEnd;
  if (end && at < end) return { start: sub.currentPeriodStart, end };
  return currentPeriod(anchorOf(sub), plan.billingPeriod, at);
}

export const quotaState = (row: Row, at: Date): QuotaState => {
  const { sub, plan } = row;
  const { start, end } = periodAt(row, at);
  return {
    active: isSubscriptionActive(
      { status: sub.status, subscription: { subscriptionType: sub.accountType } },
      sub.accountType,
    ),
    status: sub.status,
    planId: plan.id,
    planName: plan.name,
    limits: { job: plan.jobLimit, project: plan.projectLimit, task: plan.taskLimit },
    periodStart: start,
    periodEnd: end,
  };
};

export const select = (q: Db | Tx) =>
  q
    .select({ sub: subscriptions, plan: plansTable })
    .from(subscriptions)
    .innerJoin(plansTable, eq(plansTable.id, subscriptions.planId));

export async function find(
  q: Db | Tx,
  userId: number,
  accountType: AccountType,
): Promise<Row | null> {
  const [row] = await select(q).where(
    and(eq(subscriptions.userId, userId), eq(subscriptions.accountType, accountType)),
  );
  return row ?? null;
}
