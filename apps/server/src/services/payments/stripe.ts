/**
 * The Stripe provider (when STRIPE_SECRET_KEY is set): Checkout Sessions to pay, and a webhook
 * verified by signature on the raw body.
 *
 * - Each event id is applied once: it is inserted first, inside the transaction that applies it,
 *   so a replay (or a concurrent duplicate) changes nothing and a failure rolls the insert back for
 *   Stripe to retry.
 * - Events are applied in the order Stripe created them, not the order they arrive (issue 14): the
 *   row keeps the `created` time of the newest event applied (`provider_event_at`), and an older
 *   event changes nothing. Within one second (Stripe's resolution) the object's own state decides:
 *   a later period end wins, and a canceled Stripe subscription is final (Stripe never revives one).
 * - Switching plans (a new checkout while a Stripe subscription is live) cancels the previous
 *   Stripe subscription through the API, so nobody pays twice.
 * - Renewals: `invoice.paid` → active, `invoice.payment_failed` → past_due with Stripe's next
 *   attempt. Refunds: a full refund (`charge.refunded`) of the payment behind the current access —
 *   the lifetime payment, or the current period's invoice — ends it (canceled; the Stripe
 *   subscription is canceled too); a partial refund is a goodwill credit and changes nothing.
 *   Disputes: `charge.dispute.created` suspends access (past_due) until `charge.dispute.closed`:
 *   won → restored, lost → canceled.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Tx } from '../../db';
import { checkoutSessions, webhookEvents } from '../../db/schema';
import { problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import { BILLING_PERIODS } from '@hireloop/sdk';
import { priceEnvName, type PlanService } from '../plans';
import type {
  SubscriptionChange,
  SubscriptionRow,
  SubscriptionService,
  SubscriptionStatus,
} from '../subscriptions';
import {
  checkoutCancelUrl,
  checkoutSuccessUrl,
  type CompleteCheckout,
  type OrderCheckoutStart,
  type OrderPaymentHook,
  type PaymentProvider,
} from './provider';

/** Stripe's subscription statuses on ours: anything not paid up is inactive. */
const STATUS_MAP: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  // A paused subscription (trial ended without a payment method) or unpaid renewals: not active.
  paused: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromUnix = (seconds: number | null | undefined): Date | undefined =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : undefined;

/**
 * Whether an event created at `eventAt`, carrying a period ending at `periodEnd` (when it carries
 * one), may change a row: it is not older than the newest event applied, and on a tie (same
 * second) it does not move the period back. A row no event has touched takes any.
 */
export function isNewerState(
  row: Pick<SubscriptionRow, 'providerEventAt' | 'currentPeriodEnd'>,
  eventAt: Date,
  periodEnd?: Date | null,
): boolean {
  const last = row.providerEventAt;
  if (!last || eventAt > last) return true;
  if (eventAt < last) return false;
  return !(periodEnd && row.currentPeriodEnd && periodEnd < row.currentPeriodEnd);
}

/** The later of two times (the newest event applied). */
const latest = (a: Date | null, b: Date): Date => (a && a > b ? a : b);

/** The subscription an invoice belongs to (API 2025-03-31+: under `parent`; before: top level). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription) ?? null
  );
}

/** The PaymentIntent that paid an invoice, when the payload carries it. */
function invoicePaymentId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as unknown as { payment_intent?: string | { id: string } | null };
  const payment =
    invoice.payments?.data?.find((p) => p.status === 'paid') ?? invoice.payments?.data?.[0];
  return idOf(payment?.payment?.payment_intent) ?? idOf(legacy.payment_intent) ?? null;
}

export interface WebhookResult {
  received: true;
  /** The event id was applied before: nothing changed. */
  duplicate: boolean;
}

/** A Stripe client for this config (STRIPE_API_BASE points it at stripe-mock or a test server). */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  if (!apiBase) return new Stripe(secretKey);
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

export function createStripeProvider(
  deps: ServiceDeps,
  others: {
    plans: PlanService;
    subscriptions: SubscriptionService;
    completeCheckout: CompleteCheckout;
    /** Issue 18: the marketplace's order payments (one-time, `metadata.kind` marketplace_order). */
    orderHooks?: { completeOrder?: OrderPaymentHook };
  },
) {
  const { db, config, log } = deps;
  const { plans, subscriptions, completeCheckout } = others;
  const secretKey = config.stripeSecretKey ?? '';
  const stripe = stripeClient(secretKey, config.stripeApiBase);
  const environment =
    secretKey.startsWith('sk_live_') || secretKey.startsWith('rk_live_') ? 'live' : 'test';

  const missingPrices = ['employer', 'talent']
    .flatMap((role) => BILLING_PERIODS.map((period) => priceEnvName(`${role}-${period}`)))
    .filter((name) => !process.env[name]);
  if (missingPrices.length) {
    log.warn(
      { missing: missingPrices },
      'Stripe is enabled but some plans have no Stripe price id; their checkout will fail',
    );
  }

  /**
   * Cancels a Stripe subscription now (a replaced plan, a refunded or lost payment). One that
   * Stripe no longer has, or has canceled already, is done; any other failure throws, so the
   * webhook answers 500 and Stripe delivers the event again.
   */
  async function cancelStripeSubscription(id: string): Promise<void> {
    try {
      await stripe.subscriptions.cancel(id);
    } catch (error) {
      const code = (error as { code?: string }).code;
      const message = error instanceof Error ? error.message : '';
      if (code === 'resource_missing' || /canceled/i.test(message)) return;
      throw error;
    }
  }

  /** Applies `change` to a locked row with the event's time, and notes the event as the newest. */
  const apply = (tx: Tx, row: SubscriptionRow, eventAt: Date, change: SubscriptionChange) =>
    subscriptions.change(tx, row, {
      ...change,
      providerEventAt: latest(row.providerEventAt, eventAt),
    });

  /** checkout.session.completed / async_payment_succeeded: the checkout row says who bought what. */
  async function onCheckoutCompleted(tx: Tx, session: Stripe.Checkout.Session, eventAt: Date) {
    // Issue 18: a marketplace order's one-time payment, applied once by the marketplace.
    if (session.metadata?.kind === 'marketplace_order') {
      const orderCheckoutId = session.client_reference_id ?? session.metadata.checkoutId;
      if (!orderCheckoutId || session.payment_status === 'unpaid') return;
      await others.orderHooks?.completeOrder?.(tx, orderCheckoutId, {
        providerSessionId: session.id,
        providerPaymentId: idOf(session.payment_intent),
      });
      return;
    }
    const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId;
    if (!checkoutId)
      return log.warn({ session: session.id }, 'Stripe checkout without a checkout id: ignored');
    const [row] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId))
      .for('update');
    if (!row || row.provider !== 'stripe') {
      return log.warn(
        { session: session.id, checkoutId },
        'Stripe checkout for an unknown checkout: ignored',
      );
    }
    if (session.metadata?.userId && session.metadata.userId !== String(row.userId)) {
      return log.warn(
        { session: session.id, checkoutId },
        'Stripe checkout metadata names another user: ignored',
      );
    }
    if (row.status === 'completed') return;
    const paid = session.payment_status !== 'unpaid';
    // A one-time (lifetime) payment still being processed waits for async_payment_succeeded.
    if (session.mode === 'payment' && !paid) return;
    const newSubscriptionId = idOf(session.subscription);
    const previous = await subscriptions.lockOwn(tx, row.userId, row.accountType);
    if (previous && newSubscriptionId && previous.providerSubscriptionId === newSubscriptionId) {
      // The subscription's own events came first and already hold its state: close the checkout.
      await tx
        .update(checkoutSessions)
        .set({ status: 'completed', completedAt: deps.now(), providerSessionId: session.id })
        .where(eq(checkoutSessions.id, row.id));
      return;
    }
    await completeCheckout(tx, row, {
      status: paid ? 'active' : 'incomplete',
      providerSubscriptionId: newSubscriptionId,
      providerCustomerId: idOf(session.customer),
      providerSessionId: session.id,
      providerEventAt: eventAt,
      providerPaymentId: idOf(session.payment_intent),
    });
    await cancelReplaced(previous, newSubscriptionId);
  }

  /** A change of plan: the Stripe subscription the new one replaces stops billing. */
  async function cancelReplaced(
    previous: SubscriptionRow | null,
    newSubscriptionId: string | null,
  ) {
    if (
      previous?.provider === 'stripe' &&
      previous.providerSubscriptionId &&
      previous.providerSubscriptionId !== newSubscriptionId &&
      previous.status !== 'canceled'
    ) {
      await cancelStripeSubscription(previous.providerSubscriptionId);
    }
  }

  /** customer.subscription.created/updated/deleted: status, plan and period from the object. */
  async function onSubscriptionChanged(
    tx: Tx,
    sub: Stripe.Subscription,
    deleted: boolean,
    eventAt: Date,
  ) {
    const item = sub.items?.data?.[0];
    // Since API 2025-03-31 the period lives on the items; older payloads carry it on the subscription.
    const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
    const periodStart = fromUnix(item?.current_period_start ?? legacy.current_period_start);
    const periodEnd = fromUnix(item?.current_period_end ?? legacy.current_period_end);
    // A status newer than this code reads as inactive.
    const status: SubscriptionStatus = deleted
      ? 'canceled'
      : (STATUS_MAP[sub.status] ?? 'incomplete');
    const plan = item?.price?.id ? await plans.byStripePriceId(item.price.id, tx) : null;

    const existing = await subscriptions.byProviderSubscriptionId(tx, sub.id);
    if (existing) {
      if (existing.status === 'canceled' && status !== 'canceled') {
        return log.info(
          { subscription: sub.id },
          'Stripe event for an ended subscription: ignored',
        );
      }
      if (!isNewerState(existing, eventAt, periodEnd)) {
        return log.info({ subscription: sub.id }, 'Stripe event older than the state: ignored');
      }
      await apply(tx, existing, eventAt, {
        // An open dispute keeps access suspended whatever the subscription says.
        status: existing.providerDisputeId && status !== 'canceled' ? 'past_due' : status,
        // A price of the other role's catalogue never moves a subscription across account types.
        ...(plan && plan.role === existing.accountType ? { planId: plan.id } : {}),
        ...(periodStart ? { currentPeriodStart: periodStart } : {}),
        ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        ...(typeof sub.billing_cycle_anchor === 'number'
          ? { billingAnchor: new Date(sub.billing_cycle_anchor * 1000) }
          : {}),
        ...(typeof sub.cancel_at_period_end === 'boolean'
          ? { cancelAtPeriodEnd: sub.cancel_at_period_end }
          : {}),
        ...(status === 'canceled' ? { endedAt: fromUnix(sub.ended_at) ?? eventAt } : {}),
      });
      return;
    }
    // Events may arrive before checkout.session.completed: the subscription carries our metadata.
    // Only a checkout still open may be taken up that way — a replaced plan's subscription (its
    // checkout completed long ago) never takes the user's row back.
    const { userId, accountType, planId, checkoutId } = sub.metadata ?? {};
    const metaPlan = planId ? await plans.byId(planId, tx) : null;
    const [checkout] = checkoutId
      ? await tx
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, checkoutId))
          .for('update')
      : [];
    if (
      deleted ||
      !userId ||
      !metaPlan ||
      metaPlan.role !== accountType ||
      !Number.isInteger(Number(userId)) ||
      !checkout ||
      checkout.provider !== 'stripe' ||
      checkout.status !== 'open' ||
      String(checkout.userId) !== userId
    ) {
      return log.warn(
        { subscription: sub.id },
        'Stripe subscription event for an unknown or replaced subscription: ignored',
      );
    }
    const previous = await subscriptions.lockOwn(tx, Number(userId), metaPlan.role);
    await subscriptions.activate(
      {
        userId: Number(userId),
        accountType: metaPlan.role,
        planId: (plan && plan.role === metaPlan.role ? plan : metaPlan).id,
        provider: 'stripe',
        providerSubscriptionId: sub.id,
        providerCustomerId: idOf(sub.customer),
        status,
        periodStart: periodStart ?? deps.now(),
        periodEnd: periodEnd ?? null,
        providerEventAt: eventAt,
        cancelAtPeriodEnd: sub.cancel_at_period_end === true,
      },
      tx,
    );
    await cancelReplaced(previous, sub.id);
  }

  /** invoice.paid / invoice.payment_failed: a renewal paid (active) or failed (past_due). */
  async function onInvoice(tx: Tx, invoice: Stripe.Invoice, paid: boolean, eventAt: Date) {
    const subscriptionId = invoiceSubscriptionId(invoice);
    if (!subscriptionId) return;
    const row = await subscriptions.byProviderSubscriptionId(tx, subscriptionId);
    if (!row || row.status === 'canceled' || !isNewerState(row, eventAt)) return;
    const period = invoice.lines?.data?.[0]?.period;
    const periodStart = fromUnix(period?.start);
    const periodEnd = fromUnix(period?.end);
    if (paid) {
      const paymentId = invoicePaymentId(invoice);
      await apply(tx, row, eventAt, {
        status: row.providerDisputeId ? 'past_due' : 'active',
        renewalFailures: 0,
        nextPaymentAttemptAt: null,
        ...(paymentId ? { providerPaymentId: paymentId } : {}),
        ...(periodStart && periodEnd && (!row.currentPeriodEnd || periodEnd >= row.currentPeriodEnd)
          ? { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd }
          : {}),
      });
      return;
    }
    await apply(tx, row, eventAt, {
      status: 'past_due',
      renewalFailures: Math.max(invoice.attempt_count ?? 1, 1),
      nextPaymentAttemptAt: fromUnix(invoice.next_payment_attempt) ?? null,
    });
  }

  /** charge.refunded: a full refund of the payment behind the current access ends it. */
  async function onRefund(tx: Tx, charge: Stripe.Charge, eventAt: Date) {
    if (!charge.refunded) {
      return log.info({ charge: charge.id }, 'Partial Stripe refund: access unchanged');
    }
    const paymentId = idOf(charge.payment_intent) ?? charge.id;
    const row = await subscriptions.byProviderPaymentId(tx, paymentId);
    if (!row || row.status === 'canceled') return;
    await apply(tx, row, eventAt, {
      status: 'canceled',
      endedAt: eventAt,
      nextPaymentAttemptAt: null,
      cancelAtPeriodEnd: false,
    });
    if (row.providerSubscriptionId) await cancelStripeSubscription(row.providerSubscriptionId);
  }

  /** charge.dispute.created / closed: access suspended while open; won → back, lost → ended. */
  async function onDispute(tx: Tx, dispute: Stripe.Dispute, closed: boolean, eventAt: Date) {
    if (!closed) {
      const paymentId = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
      const row = paymentId ? await subscriptions.byProviderPaymentId(tx, paymentId) : null;
      if (!row || row.status === 'canceled') return;
      await apply(tx, row, eventAt, {
        status: 'past_due',
        providerDisputeId: dispute.id,
        nextPaymentAttemptAt: null,
      });
      return;
    }
    const row = await subscriptions.byProviderDisputeId(tx, dispute.id);
    if (!row) return;
    if (dispute.status === 'lost') {
      await apply(tx, row, eventAt, {
        status: 'canceled',
        providerDisputeId: null,
        endedAt: eventAt,
        cancelAtPeriodEnd: false,
      });
      if (row.providerSubscriptionId) await cancelStripeSubscription(row.providerSubscriptionId);
      return;
    }
    // Won (or closed with a warning): the payment stands, access comes back.
    const plan = await plans.byId(row.planId, tx);
    await apply(tx, row, eventAt, {
      status: plan?.billingPeriod === 'lifetime' ? 'lifetime' : 'active',
      providerDisputeId: null,
    });
  }

  const provider = {
    name: 'stripe' as const,
    environment: environment as 'test' | 'live',

    async createCheckout({
      user,
      plan,
      checkoutId,
      returnUrl,
    }: Parameters<PaymentProvider['createCheckout']>[0]) {
      const metadata = {
        checkoutId,
        userId: String(user.id),
        accountType: plan.role,
        planId: plan.id,
      };
      const lifetime = plan.billingPeriod === 'lifetime';
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: lifetime ? 'payment' : 'subscription',
          line_items: [{ price: plan.stripePriceId, quantity: 1 }],
          client_reference_id: checkoutId,
          customer_email: user.email,
          metadata,
          ...(lifetime
            ? { payment_intent_data: { metadata } }
            : { subscription_data: { metadata } }),
          // A widget's checkout returns to the partner's page with the result (issue 15).
          success_url: checkoutSuccessUrl(config.appOrigin, { id: checkoutId, returnUrl }),
          cancel_url: checkoutCancelUrl(config.appOrigin, { id: checkoutId, returnUrl }),
        });
      } catch (error) {
        log.error({ err: error, plan: plan.id }, 'Stripe checkout session could not be created');
        throw problem(502, 'The payment provider could not start the checkout. Please try again.');
      }
      if (!session.url)
        throw problem(502, 'The payment provider returned no checkout page. Please try again.');
      return { url: session.url, providerSessionId: session.id };
    },

    /** Issue 18: a marketplace order's one-time payment (Checkout `mode=payment`, price data). */
    async createOrderCheckout(start: OrderCheckoutStart) {
      const metadata = {
        kind: 'marketplace_order',
        checkoutId: start.checkoutId,
        orderId: String(start.orderId),
        userId: String(start.user.id),
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: start.amountCents,
                product_data: { name: start.name.slice(0, 250) },
              },
            },
          ],
          client_reference_id: start.checkoutId,
          customer_email: start.user.email,
          metadata,
          payment_intent_data: { metadata },
          success_url: start.successUrl,
          cancel_url: start.cancelUrl,
        });
      } catch (error) {
        log.error(
          { err: error, order: start.orderId },
          'Stripe order checkout could not be created',
        );
        throw problem(502, 'The payment provider could not start the checkout. Please try again.');
      }
      if (!session.url)
        throw problem(502, 'The payment provider returned no checkout page. Please try again.');
      return { url: session.url, providerSessionId: session.id };
    },

    /** Issue 18: refunds a marketplace order's payment in full. */
    async refundOrderPayment(providerPaymentId: string) {
      await stripe.refunds.create({ payment_intent: providerPaymentId });
    },

    /**
     * Cancels a subscription at once (the account is being deleted). One already canceled, or
     * unknown to Stripe, is done; any other failure is a 502 and the caller stops.
     */
    async cancelSubscription(providerSubscriptionId: string): Promise<void> {
      try {
        await cancelStripeSubscription(providerSubscriptionId);
      } catch (error) {
        log.error(
          { err: error, subscription: providerSubscriptionId },
          'Stripe subscription could not be canceled',
        );
        throw problem(
          502,
          'The payment provider could not cancel your subscription. Please try again.',
        );
      }
    },

    async setCancelAtPeriodEnd(providerSubscriptionId: string | null, cancel: boolean) {
      if (!providerSubscriptionId) return;
      try {
        await stripe.subscriptions.update(providerSubscriptionId, {
          cancel_at_period_end: cancel,
        });
      } catch (error) {
        log.error({ err: error }, 'Stripe subscription could not be updated');
        throw problem(502, 'The payment provider could not change the renewal. Please try again.');
      }
    },

    /** Verifies and applies one webhook delivery. */
    async handleWebhook(payload: Buffer, signature: string | undefined): Promise<WebhookResult> {
      if (!config.stripeWebhookSecret) {
        log.error('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified');
        throw problem(503, 'Stripe webhooks are not configured on this server');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          payload,
          signature ?? '',
          config.stripeWebhookSecret,
        );
      } catch {
        throw problem(400, 'Invalid Stripe signature');
      }
      const eventAt = new Date(event.created * 1000);
      let duplicate = false;
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(webhookEvents)
          .values({ id: event.id, type: event.type, receivedAt: deps.now() })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (inserted.length === 0) {
          duplicate = true;
          return;
        }
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded':
            return onCheckoutCompleted(tx, event.data.object, eventAt);
          case 'customer.subscription.created':
          case 'customer.subscription.updated':
            return onSubscriptionChanged(tx, event.data.object, false, eventAt);
          case 'customer.subscription.deleted':
            return onSubscriptionChanged(tx, event.data.object, true, eventAt);
          case 'invoice.paid':
            return onInvoice(tx, event.data.object, true, eventAt);
          case 'invoice.payment_failed':
            return onInvoice(tx, event.data.object, false, eventAt);
          case 'charge.refunded':
            return onRefund(tx, event.data.object, eventAt);
          case 'charge.dispute.created':
            return onDispute(tx, event.data.object, false, eventAt);
          case 'charge.dispute.closed':
            return onDispute(tx, event.data.object, true, eventAt);
          default:
            // Acknowledged (and recorded) so Stripe stops resending; nothing to do.
            return;
        }
      });
      return { received: true, duplicate };
    },
  };
  return provider satisfies PaymentProvider;
}
