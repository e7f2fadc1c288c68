/**
 * Orders (issue 18): buying a tier with add-ons, paying through the payment provider (applied once:
 * the order row is locked and its state checked), the requirements, deliveries, revisions,
 * completion, cancellation (refunded when paid), disputes and their resolution by admins, and the
 * reviews. Every change runs in one transaction that locks the order row first (FOR UPDATE), so
 * parallel requests apply in turn and a second one finds the state already moved (409).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  autoCompleteAt,
  canEditReview,
  canTakeOrderAction,
  canWriteReview,
  deliveryDueAt,
  dollarsToCents,
  nextOrderState,
  orderDeliveryDays,
  orderTotal,
  requirementsDueAt,
  type OrderTransitionAction,
} from '@hireloop/sdk';
import type {
  NotificationType,
  OrderAction,
  OrderActor,
  OrderEventKind,
  OrderSide,
} from '@hireloop/sdk/constants';
import type {
  DisputeResolutionValues,
  OrderCheckout,
  OrderCreate,
  OrderDetails,
  OrderPage,
  OrdersQuery,
  Review,
  ReviewInput,
} from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import { engagements } from '../../db/schemaCheckins';
import { collectiveMembers } from '../../db/schemaCollectives';
import {
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceReviews,
  marketplaceServices,
} from '../../db/schemaMarketplace';
import { fieldError, fieldErrors, problem } from '../../errors';
import type { ConversationService } from '../conversations';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import type { PaymentService } from '../payments';
import type { AuthUser } from '../sessions';
import {
  collectiveManagers,
  decodeOffset,
  newestFirst,
  ORDER_NOT_FOUND,
  orderDetails,
  pageOf,
  SERVICE_NOT_FOUND,
  selectOrders,
  selectReviews,
  sideOf,
  toOrderSummary,
  toReview,
  type OrderJoined,
  type OrderRow,
  type Q,
} from './rows';

export const EMPLOYERS_ONLY = 'Only employers can buy services';
export const SERVICE_PAUSED = 'This service is paused and takes no new orders';
export const OWN_SERVICE = 'You cannot buy your own service';
export const TIER_UNKNOWN = 'Choose one of the service’s tiers';
export const ADDON_UNKNOWN = 'Choose add-ons the service offers';
export const ANSWERS_COUNT = 'Answer the questions of the service';
export const ANSWER_REQUIRED = 'Answer this question';
export const REVIEW_AFTER_COMPLETION = 'You can review an order once it is completed';
export const REVIEW_WINDOW_CLOSED = 'Reviews can be edited for 7 days after they were written';
export const NOT_DISPUTED = 'Only a disputed order can be resolved';

/** The 409 of an action the order's state (or the caller's side) does not allow now. */
const ACTION_REFUSED: Record<OrderAction, string> = {
  pay: 'This order is already paid',
  submit_requirements: 'The requirements can no longer be submitted',
  deliver: 'This order cannot be delivered now',
  request_revision: 'No revision can be requested now',
  complete: 'This order cannot be completed now',
  cancel: 'This order can no longer be cancelled',
  dispute: 'This order cannot be disputed now',
};

/** Whether an order checkout id is a marketplace order's (the local checkout page asks). */
export const ORDER_CHECKOUT_PREFIX = 'co_order_';
export const isOrderCheckoutId = (id: string) => id.startsWith(ORDER_CHECKOUT_PREFIX);

export const orderLink = (id: number) => `/marketplace/orders/${id}`;

export interface OrderEffects {
  live: Pick<LiveService, 'publish' | 'lockRecipients'>;
  notifications: Pick<NotificationService, 'notify'>;
  conversations: Pick<ConversationService, 'openDirect'>;
  payments: Pick<PaymentService, 'createOrderCheckout' | 'refundOrderPayment' | 'name'>;
}

export function createOrders(deps: ServiceDeps, effects: OrderEffects) {
  const { db, now, config, log } = deps;
  const { live, notifications, conversations, payments } = effects;

  async function joined(q: Q, id: number): Promise<OrderJoined | undefined> {
    const [row] = await selectOrders(q).where(eq(marketplaceOrders.id, id));
    return row;
  }

  /** Locks the order and reads it with the caller's side; not theirs → 404. */
  async function lockOwn(tx: Tx, user: AuthUser, id: number) {
    const [locked] = await tx
      .select({ id: marketplaceOrders.id })
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.id, id))
      .for('update');
    const row = locked ? await joined(tx, id) : undefined;
    const side = row ? await sideOf(tx, row, user.id) : null;
    if (!row || !side) throw problem(404, ORDER_NOT_FOUND);
    return { row, side };
  }

  /** Everyone who sees the order: the buyer, the deliverer, the collective's managers. */
  async function partiesOf(q: Q, row: OrderJoined) {
    const managers = await collectiveManagers(q, row.service.collectiveId);
    return {
      buyer: [row.order.buyerId],
      seller: [...new Set([row.order.deliveredById, ...managers])],
    };
  }

  /** Records a timeline entry, tells the other side (or both), publishes to everyone. */
  async function record(
    tx: Tx,
    row: OrderJoined,
    entry: {
      kind: OrderEventKind;
      actor: OrderActor;
      actorId: number | null;
      message?: string | null;
    },
    notice: { to: OrderSide[]; type: NotificationType; title: string; body: string } | null,
  ) {
    const at = now();
    await tx.insert(marketplaceOrderEvents).values({
      orderId: row.order.id,
      kind: entry.kind,
      actor: entry.actor,
      actorId: entry.actorId,
      message: entry.message ?? null,
      createdAt: at,
    });
    const parties = await partiesOf(tx, row);
    const everyone = [...new Set([...parties.buyer, ...parties.seller])];
    await live.lockRecipients(tx, everyone);
    if (notice) {
      const told = new Set(notice.to.flatMap((side) => parties[side]));
      if (entry.actorId !== null) told.delete(entry.actorId);
      for (const userId of [...told].sort((a, b) => a - b)) {
        await notifications.notify(tx, userId, {
          type: notice.type,
          title: notice.title,
          body: notice.body,
          link: orderLink(row.order.id),
        });
      }
    }
    await live.publish(tx, everyone, {
      type: 'marketplace-order',
      data: { orderId: row.order.id, change: entry.kind },
    });
  }

  /** Moves the order by `action` (the state machine's) with `changes`; throws 409 when it may not. */
  async function move(
    tx: Tx,
    row: OrderJoined,
    action: OrderTransitionAction,
    changes: Partial<typeof marketplaceOrders.$inferInsert>,
  ) {
    const to = nextOrderState(row.order.state, action);
    if (!to) throw problem(409, 'This order cannot change that way now');
    const at = now();
    await tx
      .update(marketplaceOrders)
      .set({ ...changes, state: to, updatedAt: at })
      .where(eq(marketplaceOrders.id, row.order.id));
    row.order = { ...row.order, ...changes, state: to, updatedAt: at } as OrderRow;
  }

  /** The engagement an order starts when work begins (buyer = employer, deliverer = talent). */
  async function startEngagement(tx: Tx, order: OrderRow, at: Date) {
    await tx
      .insert(engagements)
      .values({
        orderId: order.id,
        employerId: order.buyerId,
        talentId: order.deliveredById,
        startedAt: at,
      })
      .onConflictDoNothing({ target: engagements.orderId });
  }

  /** An ended order's engagement pauses (its check-ins stop falling due). */
  async function pauseEngagement(tx: Tx, orderId: number, at: Date) {
    await tx
      .update(engagements)
      .set({ status: 'paused', updatedAt: at })
      .where(eq(engagements.orderId, orderId));
  }

  /** Refunds a paid order's payment after the commit (the provider is told outside the lock). */
  function refundLater(order: OrderRow): (() => Promise<void>) | null {
    if (order.paymentStatus !== 'paid' || !order.providerPaymentId) return null;
    const paymentId = order.providerPaymentId;
    return async () => {
      try {
        await payments.refundOrderPayment(paymentId);
      } catch (error) {
        log.error({ err: error, order: order.id }, 'The order payment could not be refunded');
      }
    };
  }

  const refundChanges = (order: OrderRow, at: Date) =>
    order.paymentStatus === 'paid' ? { paymentStatus: 'refunded' as const, refundedAt: at } : {};

  async function checkoutFor(user: AuthUser, row: OrderJoined) {
    const o = row.order;
    const base = `${config.appOrigin}${orderLink(o.id)}`;
    const { url, providerSessionId } = await payments.createOrderCheckout({
      user,
      checkoutId: o.checkoutId,
      orderId: o.id,
      name: `${row.service.title} — ${o.tier.name}`,
      amountCents: dollarsToCents(o.total),
      successUrl: `${base}?paid=1`,
      cancelUrl: `${base}?canceled=1`,
    });
    if (providerSessionId) {
      await db
        .update(marketplaceOrders)
        .set({ providerSessionId })
        .where(eq(marketplaceOrders.id, o.id));
    }
    return url;
  }

  async function details(user: AuthUser, id: number, q: Q = db): Promise<OrderDetails> {
    const row = await joined(q, id);
    const side = row ? await sideOf(q, row, user.id) : null;
    if (!row || !side) throw problem(404, ORDER_NOT_FOUND);
    return orderDetails(q, row, side, now());
  }

  /**
   * One person's action on their order: locks it, checks the side may take `action` now (sdk
   * rules), applies `apply`, and answers the order as it is after the commit.
   */
  async function act(
    user: AuthUser,
    id: number,
    action: OrderAction,
    apply: (tx: Tx, row: OrderJoined, side: OrderSide, at: Date) => Promise<void>,
  ): Promise<OrderDetails> {
    let after: (() => Promise<void>) | null = null;
    await db.transaction(async (tx) => {
      const { row, side } = await lockOwn(tx, user, id);
      if (!canTakeOrderAction(row.order, side, action)) throw problem(409, ACTION_REFUSED[action]);
      if (action === 'cancel') after = refundLater(row.order);
      await apply(tx, row, side, now());
    });
    if (after) await (after as () => Promise<void>)();
    return details(user, id);
  }

  /**
   * Applies a completed payment once: the order (found by its checkout id) is locked; only one
   * still pending payment moves (to awaiting requirements, with the 48 h deadline), opens the
   * conversation of buyer and deliverer, and tells the seller. Called by the local checkout page
   * and by the Stripe webhook (inside its transaction); a second call changes nothing.
   */
  async function completePayment(
    tx: Tx,
    checkoutId: string,
    completion: { providerSessionId?: string | null; providerPaymentId?: string | null } = {},
  ): Promise<number | null> {
    const [locked] = await tx
      .select({ id: marketplaceOrders.id, state: marketplaceOrders.state })
      .from(marketplaceOrders)
      .where(eq(marketplaceOrders.checkoutId, checkoutId))
      .for('update');
    if (!locked) {
      log.warn({ checkoutId }, 'Payment for an unknown order checkout: ignored');
      return null;
    }
    if (locked.state !== 'pending_payment') return locked.id;
    const row = (await joined(tx, locked.id))!;
    const at = now();
    const { id: conversationId } = await conversations.openDirect(
      tx,
      row.order.buyerId,
      row.order.deliveredById,
    );
    await move(tx, row, 'payment_completed', {
      paymentStatus: 'paid',
      paidAt: at,
      requirementsDueAt: requirementsDueAt(at),
      conversationId,
      providerSessionId: completion.providerSessionId ?? row.order.providerSessionId,
      providerPaymentId: completion.providerPaymentId ?? row.order.providerPaymentId,
    });
    await record(
      tx,
      row,
      { kind: 'paid', actor: 'system', actorId: null },
      {
        to: ['seller'],
        type: 'order_paid',
        title: 'New order',
        body: `${row.buyer.name} bought “${row.service.title}” (${row.order.tier.name}).`,
      },
    );
    return row.order.id;
  }

  return {
    details,
    completePayment,

    /** POST /api/marketplace/orders: an employer buys a tier with add-ons; where to pay. */
    async create(user: AuthUser, input: OrderCreate): Promise<OrderCheckout> {
      if (user.role !== 'employer') throw problem(403, EMPLOYERS_ONLY);
      const id = await db.transaction(async (tx) => {
        const [service] = await tx
          .select()
          .from(marketplaceServices)
          .where(eq(marketplaceServices.id, input.serviceId))
          .for('share');
        if (!service || service.status === 'draft') throw problem(404, SERVICE_NOT_FOUND);
        if (service.status === 'paused') throw problem(409, SERVICE_PAUSED);
        if (service.deliveredById === user.id) throw problem(400, OWN_SERVICE);
        const tier = service.tiers[input.tierIndex];
        if (!tier) throw fieldError('tierIndex', TIER_UNKNOWN, input);
        if (input.addOnIndexes.some((i) => !service.addOns[i]))
          throw fieldError('addOnIndexes', ADDON_UNKNOWN, input);
        const addOns = [...input.addOnIndexes].sort((a, b) => a - b).map((i) => service.addOns[i]!);
        const at = now();
        const [order] = await tx
          .insert(marketplaceOrders)
          .values({
            serviceId: service.id,
            buyerId: user.id,
            deliveredById: service.deliveredById,
            tierIndex: input.tierIndex,
            tier,
            addOns,
            questions: service.questions,
            total: orderTotal({ tier, addOns }),
            deliveryDays: orderDeliveryDays({ tier, addOns }),
            revisionsAllowed: tier.revisions,
            provider: payments.name,
            checkoutId: `${ORDER_CHECKOUT_PREFIX}${randomBytes(18).toString('base64url')}`,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: marketplaceOrders.id });
        const row = (await joined(tx, order!.id))!;
        await record(tx, row, { kind: 'placed', actor: 'buyer', actorId: user.id }, null);
        return order!.id;
      });
      const row = (await joined(db, id))!;
      const checkoutUrl = await checkoutFor(user, row);
      return { order: await details(user, id), checkoutUrl };
    },

    /** POST /api/marketplace/orders/{id}/checkout: the buyer pays (again) while payment is pending. */
    async checkout(user: AuthUser, id: number): Promise<OrderCheckout> {
      const row = await joined(db, id);
      const side = row ? await sideOf(db, row, user.id) : null;
      if (!row || !side) throw problem(404, ORDER_NOT_FOUND);
      if (!canTakeOrderAction(row.order, side, 'pay')) throw problem(409, ACTION_REFUSED.pay);
      const checkoutUrl = await checkoutFor(user, row);
      return { order: await details(user, id), checkoutUrl };
    },

    /** The local checkout page: the buyer's pending order behind a checkout id (404 otherwise). */
    async localCheckout(user: AuthUser, checkoutId: string) {
      const [row] = await selectOrders(db).where(
        and(
          eq(marketplaceOrders.checkoutId, checkoutId),
          eq(marketplaceOrders.buyerId, user.id),
          eq(marketplaceOrders.provider, 'local'),
        ),
      );
      if (!row) throw problem(404, 'Checkout not found');
      return row;
    },

    /** The local page's Pay: applies the payment once; the browser returns to the order. */
    async payLocal(user: AuthUser, checkoutId: string): Promise<{ redirect: string }> {
      const row = await this.localCheckout(user, checkoutId);
      await db.transaction(async (tx) => {
        await completePayment(tx, checkoutId);
      });
      return { redirect: `${config.appOrigin}${orderLink(row.order.id)}?paid=1` };
    },

    /** The local page's Cancel: nothing changes; the order waits for its payment. */
    async cancelLocal(user: AuthUser, checkoutId: string): Promise<{ redirect: string }> {
      const row = await this.localCheckout(user, checkoutId);
      return { redirect: `${config.appOrigin}${orderLink(row.order.id)}?canceled=1` };
    },

    /** GET /api/marketplace/orders: purchases (buyer) or sales (seller), newest first. */
    async list(user: AuthUser, query: OrdersQuery): Promise<OrderPage> {
      const conditions: (SQL | undefined)[] = [];
      if (query.role === 'buyer') conditions.push(eq(marketplaceOrders.buyerId, user.id));
      else
        conditions.push(
          or(
            eq(marketplaceOrders.deliveredById, user.id),
            sql`${marketplaceServices.collectiveId} in (select cm.collective_id from ${collectiveMembers} cm where cm.user_id = ${user.id} and cm.state = 'active' and cm.role in ('owner', 'admin'))`,
          ),
        );
      if (query.filter === 'open')
        conditions.push(sql`${marketplaceOrders.state} not in ('completed', 'cancelled')`);
      if (query.filter === 'ended')
        conditions.push(inArray(marketplaceOrders.state, ['completed', 'cancelled']));
      if (query.serviceId !== undefined)
        conditions.push(eq(marketplaceOrders.serviceId, query.serviceId));
      const offset = decodeOffset(query.cursor);
      const rows = await selectOrders(db)
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(query.limit + 1)
        .offset(offset);
      return pageOf(rows, query.limit, offset, (row) => toOrderSummary(row, query.role));
    },

    /** POST …/requirements: the buyer's answers (checked against the order's questions). */
    submitRequirements: (user: AuthUser, id: number, input: { answers: string[] }) =>
      act(user, id, 'submit_requirements', async (tx, row, _side, at) => {
        const { questions } = row.order;
        if (input.answers.length !== questions.length)
          throw fieldError('answers', ANSWERS_COUNT, input);
        const missing = questions
          .map((q, i) => (q.required && !input.answers[i] ? i : -1))
          .filter((i) => i >= 0);
        if (missing.length)
          throw fieldErrors(
            missing.map((i) => ({ field: `answers.${i}`, message: ANSWER_REQUIRED })),
            input,
          );
        await move(tx, row, 'submit_requirements', {
          answers: input.answers,
          startedAt: at,
          dueAt: deliveryDueAt(at, row.order.deliveryDays),
        });
        await startEngagement(tx, row.order, at);
        await record(
          tx,
          row,
          { kind: 'requirements_submitted', actor: 'buyer', actorId: user.id },
          {
            to: ['seller'],
            type: 'order_requirements',
            title: 'Requirements received',
            body: `The requirements of “${row.service.title}” are in: the delivery clock has started.`,
          },
        );
      }),

    /** POST …/deliver: the seller's delivery; the 14-day auto-completion clock starts. */
    deliver: (user: AuthUser, id: number, input: { message: string }) =>
      act(user, id, 'deliver', async (tx, row, _side, at) => {
        await move(tx, row, 'deliver', { deliveredAt: at, autoCompleteAt: autoCompleteAt(at) });
        await record(
          tx,
          row,
          { kind: 'delivered', actor: 'seller', actorId: user.id, message: input.message },
          {
            to: ['buyer'],
            type: 'order_delivered',
            title: 'Order delivered',
            body: `“${row.service.title}” was delivered. Review it, ask for a revision or complete it.`,
          },
        );
      }),

    /** POST …/request-revision: the buyer asks for changes (while revisions are left). */
    requestRevision: (user: AuthUser, id: number, input: { message: string }) =>
      act(user, id, 'request_revision', async (tx, row) => {
        await move(tx, row, 'request_revision', {
          revisionsUsed: row.order.revisionsUsed + 1,
          autoCompleteAt: null,
        });
        await record(
          tx,
          row,
          { kind: 'revision_requested', actor: 'buyer', actorId: user.id, message: input.message },
          {
            to: ['seller'],
            type: 'order_revision',
            title: 'Revision requested',
            body: `${row.buyer.name} asked for a revision of “${row.service.title}”.`,
          },
        );
      }),

    /** POST …/complete: the buyer accepts the delivery. */
    complete: (user: AuthUser, id: number) =>
      act(user, id, 'complete', async (tx, row, _side, at) => {
        await completeOrder(tx, row, at, 'complete');
        await record(
          tx,
          row,
          { kind: 'completed', actor: 'buyer', actorId: user.id },
          {
            to: ['seller'],
            type: 'order_completed',
            title: 'Order completed',
            body: `${row.buyer.name} completed “${row.service.title}”. You can now review each other.`,
          },
        );
      }),

    /** POST …/cancel: refunded when paid (see the sdk rules for who may, when). */
    cancel: (user: AuthUser, id: number, input: { reason: string }) =>
      act(user, id, 'cancel', async (tx, row, side, at) => {
        await move(tx, row, 'cancel', { cancelledAt: at, ...refundChanges(row.order, at) });
        await pauseEngagement(tx, row.order.id, at);
        await record(
          tx,
          row,
          { kind: 'cancelled', actor: side, actorId: user.id, message: input.reason || null },
          {
            to: [side === 'buyer' ? 'seller' : 'buyer'],
            type: 'order_cancelled',
            title: 'Order cancelled',
            body: `“${row.service.title}” was cancelled${row.order.paymentStatus === 'refunded' ? ' and refunded' : ''}.`,
          },
        );
      }),

    /** POST …/dispute: either side; admins resolve. */
    dispute: (user: AuthUser, id: number, input: { reason: string }) =>
      act(user, id, 'dispute', async (tx, row, side, at) => {
        await move(tx, row, 'dispute', {
          disputeOpenedBy: side,
          disputeReason: input.reason,
          disputedAt: at,
          autoCompleteAt: null,
        });
        await record(
          tx,
          row,
          { kind: 'disputed', actor: side, actorId: user.id, message: input.reason },
          {
            to: [side === 'buyer' ? 'seller' : 'buyer'],
            type: 'order_disputed',
            title: 'Order disputed',
            body: `“${row.service.title}” is disputed; the platform’s admins will decide.`,
          },
        );
      }),

    /**
     * The scheduler's step on one order whose requirements are overdue (48 h after paying):
     * cancelled and refunded, if it still is due — the row is locked (SKIP LOCKED: another
     * instance has it) and the condition checked again under the lock, so it happens once.
     */
    async expireRequirements(id: number): Promise<boolean> {
      let after: (() => Promise<void>) | null = null;
      const done = await db.transaction(async (tx) => {
        const at = now();
        const [locked] = await tx
          .select({ id: marketplaceOrders.id })
          .from(marketplaceOrders)
          .where(
            and(
              eq(marketplaceOrders.id, id),
              eq(marketplaceOrders.state, 'awaiting_requirements'),
              sql`${marketplaceOrders.requirementsDueAt} <= ${at}`,
            ),
          )
          .for('update', { skipLocked: true });
        if (!locked) return false;
        const row = (await joined(tx, id))!;
        after = refundLater(row.order);
        await move(tx, row, 'requirements_expired', {
          cancelledAt: at,
          ...refundChanges(row.order, at),
        });
        await record(
          tx,
          row,
          { kind: 'requirements_expired', actor: 'system', actorId: null },
          {
            to: ['buyer', 'seller'],
            type: 'order_cancelled',
            title: 'Order cancelled',
            body: `“${row.service.title}” was cancelled and refunded: no requirements arrived within 48 hours.`,
          },
        );
        return true;
      });
      if (after) await (after as () => Promise<void>)();
      return done;
    },

    /** The scheduler's step on one delivery left 14 days: completed, once (as above). */
    async autoComplete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const at = now();
        const [locked] = await tx
          .select({ id: marketplaceOrders.id })
          .from(marketplaceOrders)
          .where(
            and(
              eq(marketplaceOrders.id, id),
              eq(marketplaceOrders.state, 'delivered'),
              sql`${marketplaceOrders.autoCompleteAt} <= ${at}`,
            ),
          )
          .for('update', { skipLocked: true });
        if (!locked) return false;
        const row = (await joined(tx, id))!;
        await completeOrder(tx, row, at, 'auto_complete');
        await record(
          tx,
          row,
          { kind: 'auto_completed', actor: 'system', actorId: null },
          {
            to: ['buyer', 'seller'],
            type: 'order_completed',
            title: 'Order completed',
            body: `“${row.service.title}” completed by itself 14 days after its delivery.`,
          },
        );
        return true;
      });
    },

    /** GET /api/marketplace/admin/disputes: disputed orders, oldest dispute first. */
    async disputes(query: { cursor?: string | undefined; limit: number }): Promise<OrderPage> {
      const offset = decodeOffset(query.cursor);
      const rows = await selectOrders(db)
        .where(eq(marketplaceOrders.state, 'disputed'))
        .orderBy(asc(marketplaceOrders.disputedAt), asc(marketplaceOrders.id))
        .limit(query.limit + 1)
        .offset(offset);
      return pageOf(rows, query.limit, offset, (row) => toOrderSummary(row, null));
    },

    /** GET /api/marketplace/admin/orders/{id}: any order, for an admin. */
    async adminDetails(id: number): Promise<OrderDetails> {
      const row = await joined(db, id);
      if (!row) throw problem(404, ORDER_NOT_FOUND);
      return orderDetails(db, row, null, now());
    },

    /** POST /api/marketplace/admin/orders/{id}/resolve: release (completed) or refund (cancelled). */
    async resolve(
      admin: AuthUser,
      id: number,
      input: DisputeResolutionValues,
    ): Promise<OrderDetails> {
      let after: (() => Promise<void>) | null = null;
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: marketplaceOrders.id })
          .from(marketplaceOrders)
          .where(eq(marketplaceOrders.id, id))
          .for('update');
        const row = locked ? await joined(tx, id) : undefined;
        if (!row) throw problem(404, ORDER_NOT_FOUND);
        if (row.order.state !== 'disputed') throw problem(409, NOT_DISPUTED);
        const at = now();
        const resolution = {
          disputeResolution: input.resolution,
          disputeNote: input.note,
          disputeResolvedAt: at,
        };
        if (input.resolution === 'complete') {
          await completeOrder(tx, row, at, 'resolve_complete', resolution);
        } else {
          after = refundLater(row.order);
          await move(tx, row, 'resolve_refund', {
            ...resolution,
            cancelledAt: at,
            ...refundChanges(row.order, at),
          });
          await pauseEngagement(tx, row.order.id, at);
        }
        await record(
          tx,
          row,
          { kind: 'dispute_resolved', actor: 'admin', actorId: admin.id, message: input.note },
          {
            to: ['buyer', 'seller'],
            type: 'order_resolved',
            title: 'Dispute resolved',
            body:
              input.resolution === 'complete'
                ? `The dispute of “${row.service.title}” was resolved: the order is completed.`
                : `The dispute of “${row.service.title}” was resolved: the order is cancelled and refunded.`,
          },
        );
      });
      if (after) await (after as () => Promise<void>)();
      return this.adminDetails(id);
    },

    /**
     * PUT /api/marketplace/orders/{id}/review: the side's review of a completed order, once; its
     * author may edit it for 7 days. A buyer's counts in the service's rating.
     */
    async review(user: AuthUser, id: number, input: ReviewInput): Promise<Review> {
      const reviewId = await db.transaction(async (tx) => {
        const { row, side } = await lockOwn(tx, user, id);
        const [existing] = await tx
          .select()
          .from(marketplaceReviews)
          .where(and(eq(marketplaceReviews.orderId, id), eq(marketplaceReviews.side, side)));
        const at = now();
        if (!existing && !canWriteReview(row.order.state, false))
          throw problem(409, REVIEW_AFTER_COMPLETION);
        if (existing && !canEditReview(existing.createdAt, at))
          throw problem(409, REVIEW_WINDOW_CLOSED);
        const subjectId = side === 'buyer' ? row.order.deliveredById : row.order.buyerId;
        let id2: number;
        if (existing) {
          await tx
            .update(marketplaceReviews)
            .set({ rating: input.rating, body: input.body, updatedAt: at })
            .where(eq(marketplaceReviews.id, existing.id));
          id2 = existing.id;
        } else {
          const [inserted] = await tx
            .insert(marketplaceReviews)
            .values({
              orderId: id,
              serviceId: row.service.id,
              side,
              authorId: user.id,
              subjectId,
              rating: input.rating,
              body: input.body,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: marketplaceReviews.id });
          id2 = inserted!.id;
        }
        if (side === 'buyer') {
          await tx
            .update(marketplaceServices)
            .set({
              ratingSum: sql`${marketplaceServices.ratingSum} + ${input.rating - (existing?.rating ?? 0)}`,
              ratingCount: sql`${marketplaceServices.ratingCount} + ${existing ? 0 : 1}`,
            })
            .where(eq(marketplaceServices.id, row.service.id));
        }
        if (!existing) {
          await live.lockRecipients(tx, [subjectId]);
          await notifications.notify(tx, subjectId, {
            type: 'order_reviewed',
            title: 'New review',
            body: `${user.name} reviewed “${row.service.title}” (${input.rating} of 5).`,
            link: orderLink(id),
          });
        }
        return id2;
      });
      const [row] = await selectReviews(db).where(eq(marketplaceReviews.id, reviewId));
      return toReview(row!);
    },
  };

  /** Completes an order (by the buyer, automatically, or an admin): the service counts it. */
  async function completeOrder(
    tx: Tx,
    row: OrderJoined,
    at: Date,
    action: 'complete' | 'auto_complete' | 'resolve_complete',
    extra: Partial<typeof marketplaceOrders.$inferInsert> = {},
  ) {
    await move(tx, row, action, { ...extra, completedAt: at, autoCompleteAt: null });
    await tx
      .update(marketplaceServices)
      .set({ completedOrders: sql`${marketplaceServices.completedOrders} + 1` })
      .where(eq(marketplaceServices.id, row.service.id));
    await pauseEngagement(tx, row.order.id, at);
  }
}
export type Orders = ReturnType<typeof createOrders>;
