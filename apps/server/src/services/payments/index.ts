/**
 * Payments behind one interface with two providers (ARCHITECTURE "payments/"): `local` (default,
 * a checkout page served by this server) and `stripe` (when STRIPE_SECRET_KEY is set). Both end
 * in the same `completeCheckout`, so a local Pay activates exactly as a Stripe webhook does.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { TEXTS } from '@hireloop/sdk/constants';
import { accountTypeOfCheckout, isAllowedReturnUrl, type LocalTestCard } from '@hireloop/sdk';
import type {
  CheckoutSessionRequest,
  EmbedCheckoutStatus,
  SubscriptionRenewal,
  SubscriptionResponse,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { checkoutSessions, partners, plans as planTable } from '../../db/schema';
import { fieldError, problem } from '../../errors';
import type { EmbedContext } from '../embedTokens';
import type { ServiceDeps } from '../deps';
import type { PlanService } from '../plans';
import type { AuthUser } from '../sessions';
import { currentPeriod, type SubscriptionService } from '../subscriptions';
import { createLocalProvider } from './local';
import {
  checkoutCancelUrl,
  checkoutSuccessUrl,
  CHECKOUT_TTL_MS,
  type CheckoutRow,
  type CompleteCheckout,
  type OrderCheckoutStart,
  type OrderPaymentHook,
  type PaymentProvider,
} from './provider';
import { createStripeProvider } from './stripe';

/** The field error of a `returnUrl` sent without a widget's embed credential (issue 15). */
export const RETURN_URL_NOT_EMBED = "Only a widget's checkout returns to a partner site";
/** The field error of a widget's `returnUrl` on none of the partner's origins (issue 15). */
export const RETURN_URL_NOT_PARTNER = "This address is not on one of the partner's sites";

export function createPaymentProvider(
  deps: ServiceDeps,
  others: { plans: PlanService; subscriptions: SubscriptionService },
) {
  const { db, config, now } = deps;
  const { plans, subscriptions } = others;

  const completeCheckout: CompleteCheckout = async (tx, checkout, completion = {}) => {
    const plan = await plans.byId(checkout.planId, tx);
    if (!plan) throw new Error(`Checkout ${checkout.id} names an unknown plan ${checkout.planId}`);
    const at = now();
    const periodStart = completion.periodStart ?? at;
    await subscriptions.activate(
      {
        userId: checkout.userId,
        accountType: checkout.accountType,
        planId: plan.id,
        provider: checkout.provider,
        providerSubscriptionId: completion.providerSubscriptionId ?? null,
        providerCustomerId: completion.providerCustomerId ?? null,
        status: plan.billingPeriod === 'lifetime' ? 'lifetime' : (completion.status ?? 'active'),
        periodStart,
        periodEnd:
          plan.billingPeriod === 'lifetime'
            ? null
            : completion.periodEnd !== undefined
              ? completion.periodEnd
              : currentPeriod(periodStart, plan.billingPeriod, periodStart).end,
        localCard: checkout.provider === 'local' ? (completion.localCard ?? 'succeeds') : null,
        providerEventAt: completion.providerEventAt ?? null,
        providerPaymentId: completion.providerPaymentId ?? null,
      },
      tx,
    );
    await tx
      .update(checkoutSessions)
      .set({
        status: 'completed',
        completedAt: at,
        ...(completion.providerSessionId
          ? { providerSessionId: completion.providerSessionId }
          : {}),
      })
      .where(eq(checkoutSessions.id, checkout.id));
  };

  // Issue 18: the marketplace's order payments, applied by the hook it registers (onOrderPaid).
  const orderHooks: { completeOrder?: OrderPaymentHook } = {};
  const provider: PaymentProvider & {
    handleWebhook?: ReturnType<typeof createStripeProvider>['handleWebhook'];
  } = config.stripeSecretKey
    ? createStripeProvider(deps, { plans, subscriptions, completeCheckout, orderHooks })
    : createLocalProvider(deps);

  /** The user's own checkout (locked FOR UPDATE when `lock`); someone else's is a 404. */
  async function ownCheckout(
    q: Db | Tx,
    user: AuthUser,
    id: string,
    lock = false,
  ): Promise<CheckoutRow> {
    const query = q
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, user.id)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw problem(404, 'Checkout not found');
    return row;
  }

  const isExpired = (row: CheckoutRow) =>
    row.status === 'open' && now().getTime() - row.createdAt.getTime() > CHECKOUT_TTL_MS;

  /** The status a checkout shows: an open one past its time reads as expired. */
  const effectiveStatus = (row: CheckoutRow): CheckoutRow['status'] =>
    isExpired(row) ? 'expired' : row.status;

  /** Refuses to complete or cancel a checkout that is no longer open. */
  function assertOpen(row: CheckoutRow): void {
    const status = effectiveStatus(row);
    if (status === 'completed') throw problem(409, 'This checkout is already completed');
    if (status === 'canceled') throw problem(409, 'This checkout was canceled');
    if (status === 'expired') throw problem(409, 'This checkout has expired. Please start again.');
  }

  /**
   * Where a checkout returns (issue 15): nowhere of its own for the app's checkouts (a `returnUrl`
   * without an embed credential is refused); for a widget's, its `returnUrl` — by default the
   * widget page's origin — which must be on one of the partner's origins (else an open redirect).
   */
  async function returnOf(
    request: CheckoutSessionRequest,
    embed: EmbedContext | null,
  ): Promise<{ partnerId: number; returnUrl: string } | null> {
    if (!embed) {
      if (request.returnUrl !== undefined) {
        throw fieldError('returnUrl', RETURN_URL_NOT_EMBED, request);
      }
      return null;
    }
    const [partner] = await db
      .select({ allowedOrigins: partners.allowedOrigins })
      .from(partners)
      .where(and(eq(partners.id, embed.partnerId), isNull(partners.revokedAt)));
    // Revoked since the credential was looked up: the widget is signed out.
    if (!partner) throw problem(401, TEXTS.notAuthenticated);
    const returnUrl = request.returnUrl ?? `${embed.origin}/`;
    if (!isAllowedReturnUrl(returnUrl, partner.allowedOrigins)) {
      throw fieldError('returnUrl', RETURN_URL_NOT_PARTNER, request);
    }
    return { partnerId: embed.partnerId, returnUrl };
  }

  /** The local checkout page and its buttons exist only for local checkouts. */
  async function ownLocalCheckout(q: Db | Tx, user: AuthUser, id: string, lock = false) {
    const row = await ownCheckout(q, user, id, lock);
    if (row.provider !== 'local') throw problem(404, 'Checkout not found');
    return row;
  }

  return {
    name: provider.name,
    environment: provider.environment,
    completeCheckout,

    /**
     * POST /api/stripe/create-checkout-session: finds the plan by its price id for the payload's
     * role, records the checkout and asks the provider where to pay. With a partner widget's
     * embed credential (`embed`), the checkout records the partner and returns to its page.
     */
    async startCheckout(
      user: AuthUser,
      request: CheckoutSessionRequest,
      embed: EmbedContext | null = null,
    ): Promise<{ url: string }> {
      const widget = await returnOf(request, embed);
      const role = accountTypeOfCheckout(request);
      const priceId = request.isEmployer ? request.stripePriceId : request.priceId;
      const plan = await plans.byStripePriceId(priceId);
      if (!plan) throw problem(404, 'Plan not found');
      if (plan.role !== role) {
        throw problem(
          400,
          `This is a ${plan.role} plan; it cannot be bought as ${role === 'employer' ? 'an employer' : 'a talent'}`,
        );
      }
      if (request.isEmployer && request.isLifetime !== (plan.billingPeriod === 'lifetime')) {
        throw problem(
          400,
          request.isLifetime ? 'This plan is not a lifetime plan' : 'This plan is a lifetime plan',
        );
      }
      const current = await subscriptions.quota(user.id, role);
      // Buying what one already has would bill twice; a change of plan goes through.
      if (current?.active && current.status === 'lifetime') {
        throw problem(409, `You already have lifetime access (${current.planName})`);
      }
      if (current?.active && current.planId === plan.id) {
        throw problem(409, `You already have an active ${current.planName} subscription`);
      }
      const checkoutId = `co_${randomBytes(18).toString('base64url')}`;
      await db.insert(checkoutSessions).values({
        id: checkoutId,
        userId: user.id,
        planId: plan.id,
        accountType: role,
        provider: provider.name,
        createdAt: now(),
        partnerId: widget?.partnerId ?? null,
        returnUrl: widget?.returnUrl ?? null,
      });
      const { url, providerSessionId } = await provider.createCheckout({
        user,
        plan,
        checkoutId,
        returnUrl: widget?.returnUrl ?? null,
      });
      if (providerSessionId) {
        await db
          .update(checkoutSessions)
          .set({ providerSessionId })
          .where(eq(checkoutSessions.id, checkoutId));
      }
      return { url };
    },

    /** What the local checkout page shows (its owner only). */
    async localCheckout(user: AuthUser, id: string) {
      const row = await ownLocalCheckout(db, user, id);
      const plan = await plans.byId(row.planId);
      if (!plan) throw problem(404, 'Checkout not found');
      return { id: row.id, status: effectiveStatus(row), plan };
    },

    /**
     * Pay on the local page with a test card: activates once, exactly as the Stripe webhook would;
     * the card decides the renewals (`declines-renewal`: past_due at the period end).
     */
    async completeLocal(
      user: AuthUser,
      id: string,
      card: LocalTestCard = 'succeeds',
    ): Promise<{ redirect: string }> {
      const row = await db.transaction(async (tx) => {
        const row = await ownLocalCheckout(tx, user, id, true);
        assertOpen(row);
        await completeCheckout(tx, row, { localCard: card });
        return row;
      });
      return { redirect: checkoutSuccessUrl(config.appOrigin, row) };
    },

    /** Cancel on the local page: the checkout closes, nothing is activated. */
    async cancelLocal(user: AuthUser, id: string): Promise<{ redirect: string }> {
      const row = await db.transaction(async (tx) => {
        const row = await ownLocalCheckout(tx, user, id, true);
        assertOpen(row);
        await tx
          .update(checkoutSessions)
          .set({ status: 'canceled' })
          .where(eq(checkoutSessions.id, row.id));
        return row;
      });
      return { redirect: checkoutCancelUrl(config.appOrigin, row) };
    },

    /**
     * GET /api/embed/checkouts/{id}?key=… (public, issue 15): how a checkout started from a widget
     * of the partner `key` names ended, and for which plan — nothing about who paid. Any other
     * checkout (the app's, another partner's, a revoked partner's, none) is a 404.
     */
    async embedCheckoutStatus(id: string, key: string): Promise<EmbedCheckoutStatus> {
      const [found] = await db
        .select({ checkout: checkoutSessions, plan: planTable })
        .from(checkoutSessions)
        .innerJoin(partners, eq(partners.id, checkoutSessions.partnerId))
        .innerJoin(planTable, eq(planTable.id, checkoutSessions.planId))
        .where(
          and(
            eq(checkoutSessions.id, id),
            eq(partners.publishableKey, key),
            isNull(partners.revokedAt),
          ),
        );
      if (!found) throw problem(404, 'Checkout not found');
      const { checkout, plan } = found;
      return {
        id: checkout.id,
        status: effectiveStatus(checkout),
        accountType: checkout.accountType,
        billingPeriod: plan.billingPeriod,
        planName: plan.name,
        completedAt: checkout.completedAt ? checkout.completedAt.toISOString() : null,
      };
    },

    /** Cancels a provider's subscription now (account deletion); nothing for the local one. */
    async cancelProviderSubscription(providerSubscriptionId: string): Promise<void> {
      await provider.cancelSubscription?.(providerSubscriptionId);
    },

    /**
     * POST /api/subscription/renewal: cancel at period end (`true`) or undo it (`false`) for the
     * user's subscription of that account type. The row is locked while the provider is told, so
     * two clicks apply in order; the answer is the new subscription response.
     */
    async setCancelAtPeriodEnd(
      user: AuthUser,
      { accountType, cancelAtPeriodEnd }: SubscriptionRenewal,
    ): Promise<SubscriptionResponse> {
      await db.transaction(async (tx) => {
        const row = await subscriptions.lockOwn(tx, user.id, accountType);
        if (!row) throw problem(404, 'You have no subscription for this account type');
        if (row.status === 'lifetime') {
          throw problem(409, 'A lifetime plan never renews: there is nothing to cancel');
        }
        if (row.status !== 'active' && row.status !== 'trialing') {
          throw problem(
            409,
            row.status === 'canceled'
              ? 'This subscription has ended. Choose a plan to start again.'
              : 'Only an active subscription can be canceled or resumed',
          );
        }
        const at = now();
        if (row.currentPeriodEnd && row.currentPeriodEnd <= at) {
          throw problem(409, 'This period has ended; the renewal is under way. Please try again.');
        }
        if (row.cancelAtPeriodEnd === cancelAtPeriodEnd) return;
        if (row.provider === provider.name) {
          await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, cancelAtPeriodEnd);
        }
        await subscriptions.change(tx, row, {
          cancelAtPeriodEnd,
          // Stripe's events from before this change must not undo it (ordering by event time).
          ...(row.provider === 'stripe' ? { providerEventAt: at } : {}),
        });
      });
      return subscriptions.response(user.id, accountType);
    },

    /** Issue 18: registers how a completed order payment is applied (the marketplace's). */
    onOrderPaid(hook: OrderPaymentHook): void {
      orderHooks.completeOrder = hook;
    },

    /** Issue 18: where to pay a marketplace order — Stripe Checkout, or the local page. */
    async createOrderCheckout(
      start: OrderCheckoutStart,
    ): Promise<{ url: string; providerSessionId?: string }> {
      if (provider.createOrderCheckout) return provider.createOrderCheckout(start);
      return { url: `${config.appOrigin}/checkout/${encodeURIComponent(start.checkoutId)}` };
    },

    /** Issue 18: refunds an order's payment at the provider (nothing to do for the local one). */
    async refundOrderPayment(providerPaymentId: string): Promise<void> {
      await provider.refundOrderPayment?.(providerPaymentId);
    },

    /** POST /api/stripe/webhook; 404 when Stripe is not the provider. */
    async handleWebhook(payload: Buffer, signature: string | undefined) {
      if (!provider.handleWebhook)
        throw problem(404, 'Stripe payments are not enabled on this server');
      return provider.handleWebhook(payload, signature);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentProvider>;
