/**
 * The local provider's renewals (issue 14), run by the scheduler: what a payment provider does at
 * the end of a period. Each due subscription is handled in its own transaction, locked with
 * `FOR UPDATE SKIP LOCKED` and checked again under the lock, so with several instances (or two
 * overlapping runs) each renewal happens exactly once.
 *
 * - Active at its period end: `cancelAtPeriodEnd` → canceled (ended at the period end); otherwise
 *   the test card is charged: `succeeds` → renewed (the next period, counted from the anchor);
 *   `declines-renewal` → past_due, the new period started unpaid, a retry planned
 *   (`nextRenewalAttempt`: 1, 3 and 7 days after the period ended).
 * - Past due at its retry: the card is charged again; paid → active; declined → the next retry,
 *   or canceled once the retries are used up (7 days of grace).
 * - Lifetime never lapses (no period end). Stripe subscriptions are renewed by Stripe (webhooks).
 */
import { nextRenewalAttempt } from '@hireloop/sdk';
import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db';
import { plans as plansTable, subscriptions } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { currentPeriod } from './periods';
import { anchorOf } from './rows';
import type { SubscriptionChange, SubscriptionRow } from './types';

/** Subscriptions handled per run; the next run takes the rest. */
const BATCH = 100;

export interface LifecycleReport {
  renewed: number;
  pastDue: number;
  retried: number;
  canceled: number;
}

type Change = (
  tx: Tx,
  row: SubscriptionRow,
  change: SubscriptionChange,
  options?: { renewedUntil?: Date | null },
) => Promise<SubscriptionRow>;

export function createSubscriptionLifecycle(deps: ServiceDeps, { change }: { change: Change }) {
  const { db, now } = deps;

  const dueCondition = (at: Date) =>
    and(
      eq(subscriptions.provider, 'local'),
      or(
        and(
          inArray(subscriptions.status, ['active', 'trialing']),
          lte(subscriptions.currentPeriodEnd, at),
        ),
        and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextPaymentAttemptAt, at)),
      ),
    );

  /** Renews, retries or ends one subscription if it is still due; what happened. */
  async function settle(id: number, at: Date): Promise<keyof LifecycleReport | null> {
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ sub: subscriptions, plan: plansTable })
        .from(subscriptions)
        .innerJoin(plansTable, eq(plansTable.id, subscriptions.planId))
        .where(and(eq(subscriptions.id, id), dueCondition(at)))
        .for('update', { of: subscriptions, skipLocked: true });
      // Settled meanwhile, or being settled by another instance right now.
      if (!locked) return null;
      const { sub, plan } = locked;
      if (plan.billingPeriod === 'lifetime' || !sub.currentPeriodEnd) return null;
      const pays = (sub.localCard ?? 'succeeds') === 'succeeds';

      if (sub.status === 'past_due') {
        if (pays) {
          await change(
            tx,
            sub,
            { status: 'active', renewalFailures: 0, nextPaymentAttemptAt: null },
            { renewedUntil: sub.currentPeriodEnd },
          );
          return 'renewed';
        }
        const failures = sub.renewalFailures + 1;
        const retry = nextRenewalAttempt(sub.currentPeriodStart, failures);
        if (!retry) {
          await change(tx, sub, {
            status: 'canceled',
            renewalFailures: failures,
            nextPaymentAttemptAt: null,
            endedAt: at,
          });
          return 'canceled';
        }
        await change(tx, sub, { renewalFailures: failures, nextPaymentAttemptAt: retry });
        return 'retried';
      }

      // Active at (or past) its period end.
      const ended = sub.currentPeriodEnd;
      if (sub.cancelAtPeriodEnd) {
        await change(tx, sub, { status: 'canceled', endedAt: ended });
        return 'canceled';
      }
      // The period following the one that ended — or, after a long outage, the one containing
      // now: one charge for the current period, none for the periods nobody could use.
      const next = currentPeriod(anchorOf(sub), plan.billingPeriod, at > ended ? at : ended);
      const period = { currentPeriodStart: next.start, currentPeriodEnd: next.end };
      if (pays) {
        await change(tx, sub, period, { renewedUntil: next.end });
        return 'renewed';
      }
      await change(tx, sub, {
        ...period,
        status: 'past_due',
        renewalFailures: 1,
        nextPaymentAttemptAt: nextRenewalAttempt(next.start, 1),
      });
      return 'pastDue';
    });
  }

  return {
    /**
     * Settles every local subscription due at the clock's now (the scheduler's job
     * `subscriptions.renewals`); answers what it did.
     */
    async runDueRenewals(): Promise<LifecycleReport> {
      const at = now();
      const report: LifecycleReport = { renewed: 0, pastDue: 0, retried: 0, canceled: 0 };
      for (;;) {
        const due = await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(dueCondition(at))
          .orderBy(asc(subscriptions.id))
          .limit(BATCH);
        let settled = 0;
        for (const { id } of due) {
          const outcome = await settle(id, at);
          if (outcome) {
            report[outcome] += 1;
            settled += 1;
          }
        }
        // Done when a batch was short, or nothing in it could be settled here (held elsewhere).
        if (due.length < BATCH || settled === 0) return report;
      }
    },
  };
}
