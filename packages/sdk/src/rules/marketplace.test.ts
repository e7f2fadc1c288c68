import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_STATES, type OrderState } from '../vocabulary/marketplace';
import {
  allowedOrderActions,
  autoCompleteAt,
  averageRating,
  canEditReview,
  canTakeOrderAction,
  canTransition,
  canWriteReview,
  deliveryDueAt,
  dollarsToCents,
  isOrderFinal,
  isOrderLate,
  nextOrderState,
  orderDeliveryDays,
  orderTotal,
  requirementsDueAt,
  reviewEditableUntil,
  revisionsLeft,
  ORDER_TRANSITIONS,
} from './marketplace';

const facts = (state: OrderState, revisionsUsed = 0, revisionsAllowed = 2) => ({
  state,
  revisionsAllowed,
  revisionsUsed,
});

describe('the order state machine', () => {
  it('follows the issue: pending payment → awaiting requirements → in progress → delivered ⇄ revision → completed', () => {
    expect(nextOrderState('pending_payment', 'payment_completed')).toBe('awaiting_requirements');
    expect(nextOrderState('awaiting_requirements', 'submit_requirements')).toBe('in_progress');
    expect(nextOrderState('in_progress', 'deliver')).toBe('delivered');
    expect(nextOrderState('delivered', 'request_revision')).toBe('revision_requested');
    expect(nextOrderState('revision_requested', 'deliver')).toBe('delivered');
    expect(nextOrderState('delivered', 'complete')).toBe('completed');
    expect(nextOrderState('delivered', 'auto_complete')).toBe('completed');
  });

  it('cancels after 48 h without requirements, and disputes resolve to completed or cancelled', () => {
    expect(nextOrderState('awaiting_requirements', 'requirements_expired')).toBe('cancelled');
    expect(nextOrderState('delivered', 'dispute')).toBe('disputed');
    expect(nextOrderState('disputed', 'resolve_complete')).toBe('completed');
    expect(nextOrderState('disputed', 'resolve_refund')).toBe('cancelled');
  });

  it('leads nowhere from an ended order', () => {
    for (const state of ['completed', 'cancelled'] as const) {
      expect(isOrderFinal(state)).toBe(true);
      for (const to of ORDER_STATES) expect(canTransition(state, to)).toBe(false);
      for (const t of ORDER_TRANSITIONS) expect(nextOrderState(state, t.action)).toBeNull();
    }
    expect(isOrderFinal('disputed')).toBe(false);
  });

  it('refuses skipping steps', () => {
    expect(canTransition('pending_payment', 'in_progress')).toBe(false);
    expect(canTransition('awaiting_requirements', 'delivered')).toBe(false);
    expect(canTransition('in_progress', 'completed')).toBe(false);
    expect(nextOrderState('in_progress', 'complete')).toBeNull();
    expect(canTransition('delivered', 'revision_requested')).toBe(true);
  });
});

describe('the actions per side', () => {
  it('gives the buyer pay and cancel while payment is pending, the seller nothing', () => {
    expect(allowedOrderActions(facts('pending_payment'), 'buyer')).toEqual(['pay', 'cancel']);
    expect(allowedOrderActions(facts('pending_payment'), 'seller')).toEqual([]);
  });

  it("awaits the buyer's requirements; either side may cancel then", () => {
    expect(allowedOrderActions(facts('awaiting_requirements'), 'buyer')).toEqual([
      'submit_requirements',
      'cancel',
    ]);
    expect(allowedOrderActions(facts('awaiting_requirements'), 'seller')).toEqual(['cancel']);
  });

  it('lets the seller deliver, cancel or dispute in progress; the buyer only dispute', () => {
    expect(allowedOrderActions(facts('in_progress'), 'seller')).toEqual([
      'deliver',
      'cancel',
      'dispute',
    ]);
    expect(allowedOrderActions(facts('in_progress'), 'buyer')).toEqual(['dispute']);
  });

  it('lets the buyer complete, ask for a revision while revisions are left, or dispute a delivery', () => {
    expect(allowedOrderActions(facts('delivered', 0), 'buyer')).toEqual([
      'request_revision',
      'complete',
      'dispute',
    ]);
    expect(allowedOrderActions(facts('delivered', 2), 'buyer')).toEqual(['complete', 'dispute']);
    expect(allowedOrderActions(facts('delivered', 0, 0), 'buyer')).toEqual(['complete', 'dispute']);
    expect(allowedOrderActions(facts('delivered'), 'seller')).toEqual(['dispute']);
    expect(canTakeOrderAction(facts('delivered', 1), 'buyer', 'request_revision')).toBe(true);
    expect(canTakeOrderAction(facts('delivered', 1), 'seller', 'complete')).toBe(false);
  });

  it('leaves no action on ended or disputed orders (admins resolve)', () => {
    for (const state of ['completed', 'cancelled', 'disputed'] as const) {
      expect(allowedOrderActions(facts(state), 'buyer')).toEqual([]);
      expect(allowedOrderActions(facts(state), 'seller')).toEqual([]);
    }
  });

  it('only ever offers actions from the vocabulary that the machine allows', () => {
    for (const state of ORDER_STATES) {
      for (const side of ['buyer', 'seller'] as const) {
        for (const action of allowedOrderActions(facts(state), side)) {
          expect(ORDER_ACTIONS).toContain(action);
          if (action !== 'pay') expect(nextOrderState(state, action)).not.toBeNull();
        }
      }
    }
  });

  it('counts the revisions left, never below 0', () => {
    expect(revisionsLeft({ revisionsAllowed: 2, revisionsUsed: 1 })).toBe(1);
    expect(revisionsLeft({ revisionsAllowed: 1, revisionsUsed: 3 })).toBe(0);
  });
});

describe('totals and deadlines', () => {
  const parts = {
    tier: { price: 150, deliveryDays: 5 },
    addOns: [
      { price: 40, extraDays: 2 },
      { price: 25, extraDays: 0 },
    ],
  };

  it('adds the add-ons to the tier price and delivery time', () => {
    expect(orderTotal(parts)).toBe(215);
    expect(orderDeliveryDays(parts)).toBe(7);
    expect(orderTotal({ ...parts, addOns: [] })).toBe(150);
    expect(dollarsToCents(215)).toBe(21_500);
  });

  it('dates the requirements 48 h after paying, the delivery from the requirements, the auto-completion 14 days after delivery', () => {
    const paid = '2026-03-01T10:00:00.000Z';
    expect(requirementsDueAt(paid).toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(deliveryDueAt(new Date(paid), 7).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(autoCompleteAt(paid).toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });

  it('calls an order late only while work is owed past its due time', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(isOrderLate({ state: 'in_progress', dueAt: '2026-03-09T00:00:00Z' }, now)).toBe(true);
    expect(isOrderLate({ state: 'revision_requested', dueAt: '2026-03-09T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(isOrderLate({ state: 'delivered', dueAt: '2026-03-09T00:00:00Z' }, now)).toBe(false);
    expect(isOrderLate({ state: 'in_progress', dueAt: '2026-03-11T00:00:00Z' }, now)).toBe(false);
    expect(isOrderLate({ state: 'in_progress', dueAt: null }, now)).toBe(false);
  });
});

describe('reviews', () => {
  it('are written once, on a completed order', () => {
    expect(canWriteReview('completed', false)).toBe(true);
    expect(canWriteReview('completed', true)).toBe(false);
    expect(canWriteReview('delivered', false)).toBe(false);
  });

  it('may be edited for 7 days', () => {
    const written = '2026-03-01T10:00:00.000Z';
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(canEditReview(written, new Date('2026-03-08T10:00:00.000Z'))).toBe(true);
    expect(canEditReview(written, new Date('2026-03-08T10:00:00.001Z'))).toBe(false);
  });

  it('average to one decimal, null without any', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(10, 2)).toBe(5);
  });
});
