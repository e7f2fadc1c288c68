/**
 * The services marketplace (issue 18): the pure rules the server, the hooks and the ui share — the
 * order state machine, who may do what, totals with add-ons, the deadlines, the review window.
 */
import {
  DAY_MS,
  ORDER_AUTO_COMPLETE_MS,
  ORDER_FINAL_STATES,
  ORDER_REQUIREMENTS_WINDOW_MS,
  REVIEW_EDIT_WINDOW_MS,
  type OrderAction,
  type OrderSide,
  type OrderState,
  type OrderSystemAction,
  type DisputeResolution,
} from '../vocabulary/marketplace';

/** Every transition of the order state machine: the action and the states it leads from and to. */
export const ORDER_TRANSITIONS: readonly {
  action: OrderAction | OrderSystemAction | `resolve_${DisputeResolution}`;
  from: readonly OrderState[];
  to: OrderState;
}[] = [
  { action: 'payment_completed', from: ['pending_payment'], to: 'awaiting_requirements' },
  { action: 'submit_requirements', from: ['awaiting_requirements'], to: 'in_progress' },
  { action: 'requirements_expired', from: ['awaiting_requirements'], to: 'cancelled' },
  { action: 'deliver', from: ['in_progress', 'revision_requested'], to: 'delivered' },
  { action: 'request_revision', from: ['delivered'], to: 'revision_requested' },
  { action: 'complete', from: ['delivered'], to: 'completed' },
  { action: 'auto_complete', from: ['delivered'], to: 'completed' },
  {
    action: 'cancel',
    from: ['pending_payment', 'awaiting_requirements', 'in_progress', 'revision_requested'],
    to: 'cancelled',
  },
  { action: 'dispute', from: ['in_progress', 'delivered', 'revision_requested'], to: 'disputed' },
  { action: 'resolve_complete', from: ['disputed'], to: 'completed' },
  { action: 'resolve_refund', from: ['disputed'], to: 'cancelled' },
] as const;

export type OrderTransitionAction = (typeof ORDER_TRANSITIONS)[number]['action'];

/** Where `action` leads an order in `from`, or null when the machine has no such transition. */
export function nextOrderState(from: OrderState, action: OrderTransitionAction): OrderState | null {
  const transition = ORDER_TRANSITIONS.find((t) => t.action === action && t.from.includes(from));
  return transition ? transition.to : null;
}

/** Whether the state machine leads from `from` to `to` by some action. */
export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS.some((t) => t.to === to && t.from.includes(from));
}

/** Whether the order has ended (completed or cancelled). */
export function isOrderFinal(state: OrderState): boolean {
  return (ORDER_FINAL_STATES as readonly string[]).includes(state);
}

/** Which side does each person's action. `cancel` and `dispute` are both sides' (see below). */
const ACTION_SIDES: Record<OrderAction, readonly OrderSide[]> = {
  pay: ['buyer'],
  submit_requirements: ['buyer'],
  deliver: ['seller'],
  request_revision: ['buyer'],
  complete: ['buyer'],
  cancel: ['buyer', 'seller'],
  dispute: ['buyer', 'seller'],
};

/** What the action rules read of an order. */
export interface OrderActionFacts {
  state: OrderState;
  /** The revisions the tier allows, and how many were asked for so far. */
  revisionsAllowed: number;
  revisionsUsed: number;
}

/**
 * The actions `side` may take on an order now:
 * - buyer: `pay` while payment is pending; `submit_requirements` while awaited; on a delivery
 *   `complete`, and `request_revision` while revisions are left; `cancel` before the requirements
 *   are in (pending payment or awaiting requirements — refunded when paid);
 * - seller: `deliver` in progress or after a revision request; `cancel` from paid until delivered
 *   (the buyer is refunded);
 * - both: `dispute` from in progress until completed (admins resolve).
 */
export function allowedOrderActions(order: OrderActionFacts, side: OrderSide): OrderAction[] {
  const actions: OrderAction[] = [];
  const { state } = order;
  for (const action of Object.keys(ACTION_SIDES) as OrderAction[]) {
    if (!ACTION_SIDES[action].includes(side)) continue;
    if (action === 'pay') {
      if (state === 'pending_payment') actions.push(action);
      continue;
    }
    if (nextOrderState(state, action) === null) continue;
    if (action === 'request_revision' && revisionsLeft(order) <= 0) continue;
    if (action === 'cancel') {
      const buyerMay = state === 'pending_payment' || state === 'awaiting_requirements';
      const sellerMay =
        state === 'awaiting_requirements' ||
        state === 'in_progress' ||
        state === 'revision_requested';
      if (side === 'buyer' ? !buyerMay : !sellerMay) continue;
    }
    actions.push(action);
  }
  return actions;
}

/** Whether `side` may take `action` on the order now. */
export function canTakeOrderAction(
  order: OrderActionFacts,
  side: OrderSide,
  action: OrderAction,
): boolean {
  return allowedOrderActions(order, side).includes(action);
}

/** The revisions still open to the buyer (never below 0). */
export function revisionsLeft(order: Pick<OrderActionFacts, 'revisionsAllowed' | 'revisionsUsed'>) {
  return Math.max(0, order.revisionsAllowed - order.revisionsUsed);
}

/** What an order's price and time are made of: the tier and the chosen add-ons. */
export interface OrderPriceParts {
  tier: { price: number; deliveryDays: number };
  addOns: readonly { price: number; extraDays: number }[];
}

/** The order's total in whole US dollars: the tier's price plus each chosen add-on's. */
export function orderTotal(parts: OrderPriceParts): number {
  return parts.addOns.reduce((sum, addOn) => sum + addOn.price, parts.tier.price);
}

/** The order's delivery time in days: the tier's plus each chosen add-on's extra days. */
export function orderDeliveryDays(parts: OrderPriceParts): number {
  return parts.addOns.reduce((sum, addOn) => sum + addOn.extraDays, parts.tier.deliveryDays);
}

/** Whole US dollars in cents (what the payment provider charges). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** When the requirements are due: 48 h after the payment. */
export function requirementsDueAt(paidAt: Date | string): Date {
  return new Date(toDate(paidAt).getTime() + ORDER_REQUIREMENTS_WINDOW_MS);
}

/** When the delivery is due: `days` after the requirements arrived (the clock starts then). */
export function deliveryDueAt(startedAt: Date | string, days: number): Date {
  return new Date(toDate(startedAt).getTime() + days * DAY_MS);
}

/** When a delivered order completes by itself: 14 days after the (latest) delivery. */
export function autoCompleteAt(deliveredAt: Date | string): Date {
  return new Date(toDate(deliveredAt).getTime() + ORDER_AUTO_COMPLETE_MS);
}

/** Whether an order is late: in progress (or revising) past its due time. */
export function isOrderLate(
  order: { state: OrderState; dueAt: Date | string | null },
  now: Date,
): boolean {
  return (
    (order.state === 'in_progress' || order.state === 'revision_requested') &&
    order.dueAt !== null &&
    toDate(order.dueAt).getTime() < now.getTime()
  );
}

/** Until when a review written at `createdAt` may be edited: 7 days later. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(toDate(createdAt).getTime() + REVIEW_EDIT_WINDOW_MS);
}

/** Whether a review written at `createdAt` may still be edited at `now`. */
export function canEditReview(createdAt: Date | string, now: Date): boolean {
  return now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/** Whether a side may write its review: only on a completed order, once. */
export function canWriteReview(state: OrderState, alreadyWritten: boolean): boolean {
  return state === 'completed' && !alreadyWritten;
}

/** An average rating rounded to one decimal, or null without ratings. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}
