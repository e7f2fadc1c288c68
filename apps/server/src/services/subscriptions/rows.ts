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

export const quotaState = ({ sub, plan }: Row, at: Date): QuotaState => {
  const { start, end } = currentPeriod(sub.currentPeriodStart, plan.billingPeriod, at);
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
