/**
 * The services marketplace (issue 18): talent and collectives publish services with up to three
 * tiers; employers buy a tier (with add-ons), answer the requirement questions, receive the
 * delivery, ask for revisions, complete and review. Anchors: Upwork's Project Catalog (tiers,
 * requirements within 48 h, the delivery clock starting when they arrive, auto-release 14 days
 * after delivery), Sharetribe's purchase and negotiation processes (changes requested, auto-accept,
 * operator transitions), Fiverr (requirements before the seller starts, revisions).
 */

/** A service's statuses: drafts are seen by their sellers only; paused ones take no new orders. */
export const SERVICE_STATUSES = ['draft', 'published', 'paused'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Who sells a service: a talent on their own, or a collective (its owner and admins manage it). */
export const SERVICE_SELLER_KINDS = ['talent', 'collective'] as const;
export type ServiceSellerKind = (typeof SERVICE_SELLER_KINDS)[number];

/**
 * An order's states (issue 18): `pending_payment` → `awaiting_requirements` (cancelled and
 * refunded after 48 h without them) → `in_progress` (the delivery clock runs) → `delivered` ⇄
 * `revision_requested` (within the tier's revisions) → `completed` (by the buyer, or 14 days after
 * the delivery) | `cancelled` | `disputed` (admins resolve to completed or cancelled).
 */
export const ORDER_STATES = [
  'pending_payment',
  'awaiting_requirements',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The states an order ends in. */
export const ORDER_FINAL_STATES = ['completed', 'cancelled'] as const;
/** The states of an order still under way (neither ended nor waiting for payment). */
export const ORDER_ACTIVE_STATES = [
  'awaiting_requirements',
  'in_progress',
  'delivered',
  'revision_requested',
  'disputed',
] as const;

/** The two sides of an order. The buyer is the employer; the seller is the talent or collective. */
export const ORDER_SIDES = ['buyer', 'seller'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/**
 * What a person may do to an order (the rules' `allowedOrderActions` says when):
 * - `pay` (buyer, pending payment): open the checkout again;
 * - `submit_requirements` (buyer, awaiting requirements): answer the questions, the clock starts;
 * - `deliver` (seller, in progress or revision requested);
 * - `request_revision` (buyer, delivered, while revisions are left);
 * - `complete` (buyer, delivered): accept the delivery;
 * - `cancel` (buyer before the requirements are in; seller until the delivery): refunded when paid;
 * - `dispute` (either side, from in progress until completed): admins decide.
 */
export const ORDER_ACTIONS = [
  'pay',
  'submit_requirements',
  'deliver',
  'request_revision',
  'complete',
  'cancel',
  'dispute',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the scheduler and the payment provider do to an order (never a person). */
export const ORDER_SYSTEM_ACTIONS = [
  'payment_completed',
  'requirements_expired',
  'auto_complete',
] as const;
export type OrderSystemAction = (typeof ORDER_SYSTEM_ACTIONS)[number];

/** How an admin resolves a dispute: release the payment (completed) or refund the buyer (cancelled). */
export const DISPUTE_RESOLUTIONS = ['complete', 'refund'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** The entries of an order's timeline. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'requirements_submitted',
  'delivered',
  'revision_requested',
  'completed',
  'auto_completed',
  'cancelled',
  'requirements_expired',
  'disputed',
  'dispute_resolved',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who made a timeline entry: a side, the platform's admins, or the system (payment, scheduler). */
export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** An order's payment: none yet, paid, refunded. */
export const ORDER_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Upwork: the buyer has 48 h after paying to submit the requirements, else cancelled and refunded. */
export const ORDER_REQUIREMENTS_WINDOW_MS = 48 * 60 * 60 * 1000;
/** Upwork: 14 days after a delivery without the buyer's answer, the order completes by itself. */
export const ORDER_AUTO_COMPLETE_MS = 14 * 24 * 60 * 60 * 1000;
/** A review may be edited for 7 days after it was written (issue 18). */
export const REVIEW_EDIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The currency of every price (whole US dollars). */
export const MARKETPLACE_CURRENCY = 'usd';

/** Field limits of a service (designed; SPEC shows none). */
export const SERVICE_TITLE_MIN = 5;
export const SERVICE_TITLE_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 5000;
export const SERVICE_SKILLS_MAX = 10;
/** Upwork's Project Catalog: up to three tiers (starter, standard, advanced). */
export const SERVICE_TIERS_MIN = 1;
export const SERVICE_TIERS_MAX = 3;
export const SERVICE_TIER_NAME_MAX = 40;
export const SERVICE_TIER_DESCRIPTION_MAX = 500;
/** Prices are whole US dollars. */
export const SERVICE_PRICE_MIN = 5;
export const SERVICE_PRICE_MAX = 50_000;
export const SERVICE_DELIVERY_DAYS_MIN = 1;
export const SERVICE_DELIVERY_DAYS_MAX = 90;
export const SERVICE_REVISIONS_MAX = 10;
export const SERVICE_ADDONS_MAX = 10;
export const SERVICE_ADDON_NAME_MAX = 80;
export const SERVICE_ADDON_PRICE_MIN = 1;
/** The extra days an add-on adds to the delivery time. */
export const SERVICE_ADDON_DAYS_MAX = 30;
export const SERVICE_QUESTIONS_MAX = 10;
export const SERVICE_QUESTION_MAX = 300;
export const SERVICE_SEARCH_MAX = 100;

/** Order texts. */
export const ORDER_ANSWER_MAX = 2000;
export const ORDER_MESSAGE_MAX = 5000;
export const ORDER_REASON_MAX = 2000;

/** Reviews: a rating of 1 to 5 and a written review. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MAX = 2000;

/** The order of the services list. */
export const SERVICE_SORTS = ['newest', 'price_low', 'price_high', 'rating'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
/** The services list's scope: every published service, or the ones the caller manages. */
export const SERVICE_SCOPES = ['all', 'mine'] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];
/** The orders list's role: the caller's purchases (buyer) or sales (seller). */
export const ORDER_ROLES = ORDER_SIDES;
/** The orders list's filter: orders still open, ended ones, or all. */
export const ORDER_FILTERS = ['all', 'open', 'ended'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** What a `marketplace_order` live event says changed (issue 18). */
export const ORDER_CHANGES = ORDER_EVENT_KINDS;
