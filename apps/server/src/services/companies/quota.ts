/**
 * The company's shared quota (issue 16): its employer subscription, read under a lock on the
 * company row, and its job requests of the current period counted by company. Every creation by
 * any member takes the same lock, so parallel creations serialise and never exceed the plan.
 */
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { companies, jobRequests, subscriptions } from '../../db/schema';
import { quotaState, select } from '../subscriptions/rows';
import type { Consumed, QuotaState } from '../subscriptions/types';

/**
 * The company's employer subscription row with its plan (an active one first, else the newest);
 * null when it has none.
 */
export async function findCompanySubscription(q: Db | Tx, companyId: number) {
  const [row] = await select(q)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.accountType, 'employer')))
    .orderBy(
      desc(inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES])),
      desc(subscriptions.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Locks the company row for the rest of `tx` (SELECT … FOR UPDATE) and answers its quota state:
 * concurrent quota checks of the company serialise on it; null without a subscription.
 */
export async function lockCompanyQuota(
  tx: Tx,
  companyId: number,
  at: Date,
): Promise<QuotaState | null> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const row = await findCompanySubscription(tx, companyId);
  return row ? quotaState(row, at) : null;
}

/** The company's job requests created since `since`, per type (all statuses count). */
export async function countCompanyConsumed(
  q: Db | Tx,
  companyId: number,
  since: Date,
): Promise<Consumed> {
  const rows = await q
    .select({ type: jobRequests.type, n: count() })
    .from(jobRequests)
    .where(and(eq(jobRequests.companyId, companyId), gte(jobRequests.createdAt, since)))
    .groupBy(jobRequests.type);
  const consumed: Consumed = { job: 0, project: 0, task: 0 };
  for (const row of rows) consumed[row.type] = Number(row.n);
  return consumed;
}
