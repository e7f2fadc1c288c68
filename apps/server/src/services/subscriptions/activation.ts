/**
 * Writing subscriptions: the upsert a checkout ends in (local page or Stripe webhook) and the
 * changes Stripe reports later, each announced in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { subscriptions } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import type { Announce } from './announce';
import type { Activation, SubscriptionStatus } from './types';

export function createSubscriptionActivation(
  deps: ServiceDeps,
  { announce }: { announce: Announce },
) {
  const { db, now } = deps;

  return {
    /**
     * Upserts the one subscription of (user, account type): shared by the local checkout and the
     * Stripe webhook. Pass `q` to run inside a caller's transaction.
     */
    async activate(a: Activation, q: Db | Tx = db): Promise<void> {
      const values = {
        planId: a.planId,
        status: a.status,
        provider: a.provider,
        providerSubscriptionId: a.providerSubscriptionId ?? null,
        providerCustomerId: a.providerCustomerId ?? null,
        currentPeriodStart: a.periodStart,
        currentPeriodEnd: a.periodEnd,
        updatedAt: now(),
      };
      // One transaction (a savepoint inside the caller's): the row, its notification and its live
      // event commit together.
      await q.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: subscriptions.status, planId: subscriptions.planId })
          .from(subscriptions)
          .where(
            and(eq(subscriptions.userId, a.userId), eq(subscriptions.accountType, a.accountType)),
          )
          .for('update');
        await tx
          .insert(subscriptions)
          .values({ userId: a.userId, accountType: a.accountType, ...values, createdAt: now() })
          .onConflictDoUpdate({
            target: [subscriptions.userId, subscriptions.accountType],
            set: values,
          });
        await announce(tx, before, a);
      });
    },

    /** The subscription a provider knows by its id, locked for the rest of `tx`. */
    async byProviderSubscriptionId(tx: Tx, providerSubscriptionId: string) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .for('update');
      return row ?? null;
    },

    /** Updates the subscription Stripe knows by `providerSubscriptionId`; false when unknown. */
    async updateByProviderId(
      providerSubscriptionId: string,
      change: {
        status: SubscriptionStatus;
        planId?: string | undefined;
        periodStart?: Date | undefined;
        periodEnd?: Date | null | undefined;
      },
      q: Db | Tx = db,
    ): Promise<boolean> {
      const set: Partial<typeof subscriptions.$inferInsert> = {
        status: change.status,
        updatedAt: now(),
      };
      if (change.planId) set.planId = change.planId;
      if (change.periodStart) set.currentPeriodStart = change.periodStart;
      if (change.periodEnd !== undefined) set.currentPeriodEnd = change.periodEnd;
      return q.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: subscriptions.status, planId: subscriptions.planId })
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
          .for('update');
        const [after] = await tx
          .update(subscriptions)
          .set(set)
          .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
          .returning({
            userId: subscriptions.userId,
            accountType: subscriptions.accountType,
            status: subscriptions.status,
            planId: subscriptions.planId,
          });
        if (!after) return false;
        await announce(tx, before, after);
        return true;
      });
    },
  };
}
