/**
 * The Stripe provider (when STRIPE_SECRET_KEY is set): Checkout Sessions to pay, and a webhook
 * verified by signature on the raw body. Each event id is applied once: it is inserted first,
 * inside the transaction that applies it, so a replay (or a concurrent duplicate) changes nothing
 * and a failure rolls the insert back for Stripe to retry. Events are read as they come — no
 * further calls to Stripe — so the webhook works offline and in tests.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Tx } from '../../db';
import { checkoutSessions, webhookEvents } from '../../db/schema';
import { problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import { BILLING_PERIODS } from '@hireloop/sdk';
import { priceEnvName, type PlanService } from '../plans';
import type { SubscriptionService, SubscriptionStatus } from '../subscriptions';
import { cancelUrl, successUrl, type CompleteCheckout, type PaymentProvider } from './provider';

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

export interface WebhookResult {
  received: true;
  /** The event id was applied before: nothing changed. */
  duplicate: boolean;
}

export function createStripeProvider(
  deps: ServiceDeps,
  others: {
    plans: PlanService;
    subscriptions: SubscriptionService;
    completeCheckout: CompleteCheckout;
  },
) {
  const { db, config, log } = deps;
  const { plans, subscriptions, completeCheckout } = others;
  const secretKey = config.stripeSecretKey ?? '';
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : undefined;
  const stripe = new Stripe(
    secretKey,
    api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
          // A stand-in for the API answers at once or not at all.
          maxNetworkRetries: 0,
        }
      : undefined,
  );
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

  /** checkout.session.completed / async_payment_succeeded: the checkout row says who bought what. */
  async function onCheckoutCompleted(tx: Tx, session: Stripe.Checkout.Session) {
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
    await completeCheckout(tx, row, {
      status: paid ? 'active' : 'incomplete',
      providerSubscriptionId: idOf(session.subscription),
      providerCustomerId: idOf(session.customer),
      providerSessionId: session.id,
    });
  }

  /** customer.subscription.created/updated/deleted: status, plan and period from the object. */
  async function onSubscriptionChanged(tx: Tx, sub: Stripe.Subscription, deleted: boolean) {
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
      await subscriptions.updateByProviderId(
        sub.id,
        {
          status,
          // A price of the other role's catalogue never moves a subscription across account types.
          planId: plan && plan.role === existing.accountType ? plan.id : undefined,
          periodStart,
          periodEnd,
        },
        tx,
      );
      return;
    }
    // Events may arrive before checkout.session.completed: the subscription carries our metadata.
    const { userId, accountType, planId } = sub.metadata ?? {};
    const metaPlan = planId ? await plans.byId(planId, tx) : null;
    if (
      deleted ||
      !userId ||
      !metaPlan ||
      metaPlan.role !== accountType ||
      !Number.isInteger(Number(userId))
    ) {
      return log.warn(
        { subscription: sub.id },
        'Stripe subscription event for an unknown subscription: ignored',
      );
    }
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
      },
      tx,
    );
  }

  const provider = {
    name: 'stripe' as const,
    environment: environment as 'test' | 'live',

    async createCheckout({
      user,
      plan,
      checkoutId,
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
          success_url: successUrl(config.appOrigin),
          cancel_url: cancelUrl(config.appOrigin),
        });
      } catch (error) {
        log.error({ err: error, plan: plan.id }, 'Stripe checkout session could not be created');
        throw problem(502, 'The payment provider could not start the checkout. Please try again.');
      }
      if (!session.url)
        throw problem(502, 'The payment provider returned no checkout page. Please try again.');
      return { url: session.url, providerSessionId: session.id };
    },

    /**
     * Cancels a subscription at once (the account is being deleted). One already canceled, or
     * unknown to Stripe, is done; any other failure is a 502 and the caller stops.
     */
    async cancelSubscription(providerSubscriptionId: string): Promise<void> {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'resource_missing') return;
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
            return onCheckoutCompleted(tx, event.data.object);
          case 'customer.subscription.created':
          case 'customer.subscription.updated':
            return onSubscriptionChanged(tx, event.data.object, false);
          case 'customer.subscription.deleted':
            return onSubscriptionChanged(tx, event.data.object, true);
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
