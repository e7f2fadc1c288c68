/**
 * Writing subscriptions: the upsert a checkout ends in (local page or Stripe webhook) and the
 * changes a provider reports later, each announced in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { subscriptions } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import type { Announce } from './announce';
import type { AccountType, Activation, SubscriptionChange, SubscriptionRow } from './types';

export function createSubscriptionActivation(
  deps: ServiceDeps,
  { announce }: { announce: Announce },
) {
  const { db, now } = deps;

  return {
    /**
     * Upserts the one subscription of (user, account type): shared by the local checkout and the
     * Stripe webhook. A new checkout starts a fresh lifecycle (anchor at the period start, no
     * pending cancel, no failed renewal). Pass `q` to run inside a caller's transaction.
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
        billingAnchor: a.periodStart,
        cancelAtPeriodEnd: a.cancelAtPeriodEnd ?? false,
        renewalFailures: 0,
        nextPaymentAttemptAt: null,
        endedAt: null,
        localCard: a.localCard ?? null,
        providerEventAt: a.providerEventAt ?? null,
        providerPaymentId: a.providerPaymentId ?? null,
        providerDisputeId: null,
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

    /** The subscription that a payment (PaymentIntent id) paid for, locked for the rest of `tx`. */
    async byProviderPaymentId(tx: Tx, providerPaymentId: string) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerPaymentId, providerPaymentId))
        .for('update');
      return row ?? null;
    },

    /** The subscription with that open dispute, locked for the rest of `tx`. */
    async byProviderDisputeId(tx: Tx, providerDisputeId: string) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerDisputeId, providerDisputeId))
        .for('update');
      return row ?? null;
    },

    /** The (user, account type) subscription, locked for the rest of `tx`; null without one. */
    async lockOwn(tx: Tx, userId: number, accountType: AccountType) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.accountType, accountType)))
        .for('update');
      return row ?? null;
    },

    /**
     * Applies a change to a row the caller locked in `tx`, and announces it (a live event; a
     * notification when the state changed). `renewedUntil` marks a paid renewal.
     */
    async change(
      tx: Tx,
      row: SubscriptionRow,
      change: SubscriptionChange,
      { renewedUntil }: { renewedUntil?: Date | null } = {},
    ): Promise<SubscriptionRow> {
      const [after] = await tx
        .update(subscriptions)
        .set({ ...change, updatedAt: now() })
        .where(eq(subscriptions.id, row.id))
        .returning();
      if (!after) throw new Error(`Subscription ${row.id} vanished while locked`);
      await announce(
        tx,
        { status: row.status, planId: row.planId },
        {
          userId: after.userId,
          accountType: after.accountType,
          status: after.status,
          planId: after.planId,
          renewedUntil,
          nextPaymentAttemptAt: after.nextPaymentAttemptAt,
        },
      );
      return after;
    },
  };
}
