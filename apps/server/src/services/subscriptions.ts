/**
 * Subscriptions: one row per (user, account type), activated by a checkout (local page or Stripe
 * webhook). Quota consumption is never stored: it is counted from the job requests of the current
 * billing period, which rolls monthly or yearly from the subscription's anchor.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import { isSubscriptionActive, type BillingPeriod } from '@hireloop/sdk';
import type { QuotaUsageCounts, SubscriptionResponse, Usage } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../db';
import { jobRequests, plans as plansTable, subscriptions } from '../db/schema';
import type { ServiceDeps } from './deps';
import type { LiveService } from './live';
import type { NotificationService } from './notifications';
import type { PlanService } from './plans';

export type AccountType = 'employer' | 'talent';
export type SubscriptionStatus = (typeof subscriptions.$inferSelect)['status'];

/** Adds `months` calendar months to `anchor` (UTC), clamping the day to the target month's end. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The billing period containing `now`: rolls monthly/yearly from the anchor (calendar months, the
 * anchor's day clamped to shorter months: Jan 31 → Feb 29 → Mar 31); lifetime = {start: anchor,
 * end: null}. Before the anchor, the first period is answered.
 */
export function currentPeriod(
  anchor: Date,
  period: BillingPeriod,
  now: Date,
): { start: Date; end: Date | null } {
  if (period === 'lifetime') return { start: anchor, end: null };
  const step = period === 'year' ? 12 : 1;
  // Periods are always counted from the anchor (not chained), so clamping never drifts.
  const monthsApart =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    anchor.getUTCMonth();
  let k = Math.max(Math.floor(monthsApart / step), 0);
  while (k > 0 && addMonths(anchor, k * step) > now) k--;
  while (addMonths(anchor, (k + 1) * step) <= now) k++;
  return { start: addMonths(anchor, k * step), end: addMonths(anchor, (k + 1) * step) };
}

/** What a subscription allows now (the contract with the job-requests service). */
export interface QuotaState {
  /** sdk `isSubscriptionActive` semantics for that account type. */
  active: boolean;
  status: string;
  planId: string;
  planName: string;
  /** `null` = unlimited. */
  limits: { job: number | null; project: number | null; task: number | null };
  periodStart: Date;
  periodEnd: Date | null;
}

export interface Consumed {
  job: number;
  project: number;
  task: number;
}

/** What `activate` writes: the one subscription of (user, account type). */
export interface Activation {
  userId: number;
  accountType: AccountType;
  planId: string;
  provider: 'local' | 'stripe';
  providerSubscriptionId?: string | null | undefined;
  providerCustomerId?: string | null | undefined;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date | null;
}

type Row = {
  sub: typeof subscriptions.$inferSelect;
  plan: typeof plansTable.$inferSelect;
};

type PerType<T> = { job: T; project: T; task: T };

/** The six counters of SPEC §3's subscription usage, from limits and consumption per type. */
function quotaCounters(
  limits: PerType<number | null>,
  consumed: PerType<number>,
): QuotaUsageCounts {
  return {
    jobLimit: limits.job,
    consumedJobs: consumed.job,
    projectLimit: limits.project,
    consumedProjects: consumed.project,
    taskLimit: limits.task,
    consumedTasks: consumed.task,
  };
}

export function createSubscriptionService(
  deps: ServiceDeps,
  others: {
    plans: PlanService;
    notifications: Pick<NotificationService, 'notify'>;
    live: Pick<LiveService, 'publish'>;
  },
) {
  const { db, now } = deps;
  const { plans, notifications, live } = others;

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

  const quotaState = ({ sub, plan }: Row, at: Date): QuotaState => {
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

  const select = (q: Db | Tx) =>
    q
      .select({ sub: subscriptions, plan: plansTable })
      .from(subscriptions)
      .innerJoin(plansTable, eq(plansTable.id, subscriptions.planId));

  async function find(q: Db | Tx, userId: number, accountType: AccountType): Promise<Row | null> {
    const [row] = await select(q).where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.accountType, accountType)),
    );
    return row ?? null;
  }

  /** Job requests of `userId` created since `since`, per type (all statuses count). */
  async function countConsumed(q: Db | Tx, userId: number, since: Date): Promise<Consumed> {
    const rows = await q
      .select({ type: jobRequests.type, n: count() })
      .from(jobRequests)
      .where(and(eq(jobRequests.employerId, userId), gte(jobRequests.createdAt, since)))
      .groupBy(jobRequests.type);
    const consumed: Consumed = { job: 0, project: 0, task: 0 };
    for (const row of rows) consumed[row.type] = Number(row.n);
    return consumed;
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
      const row = await find(db, userId, accountType);
      if (!row) return { status: 'none', subscription: null };
      const state = quotaState(row, now());
      const consumed =
        accountType === 'employer'
          ? await countConsumed(db, userId, state.periodStart)
          : { job: 0, project: 0, task: 0 };
      return {
        status: row.sub.status,
        subscription: {
          subscriptionType: row.sub.accountType,
          billingPeriod: row.plan.billingPeriod,
          currentPeriodEnd: state.periodEnd ? state.periodEnd.toISOString() : null,
          ...quotaCounters(state.limits, consumed),
        },
      };
    },

    /** GET /api/subscription/usage: the employer subscription's counters and period. */
    async usage(userId: number): Promise<Usage> {
      const row = await find(db, userId, 'employer');
      if (!row) {
        // No subscription: nothing allowed (0, not null: null means unlimited).
        const none = { job: 0, project: 0, task: 0 };
        return { ...quotaCounters(none, none), periodStart: null, periodEnd: null };
      }
      const state = quotaState(row, now());
      const consumed = await countConsumed(db, userId, state.periodStart);
      return {
        ...quotaCounters(state.limits, consumed),
        periodStart: state.periodStart.toISOString(),
        periodEnd: state.periodEnd ? state.periodEnd.toISOString() : null,
      };
    },

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
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
