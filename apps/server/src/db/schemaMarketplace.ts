/**
 * The services marketplace (issue 18): services (a talent's or a collective's), their orders with
 * the tier and add-ons as bought, each order's timeline, and the reviews (one per order and side).
 * The engagement an order starts lives in `engagements.order_id` (schemaCheckins.ts).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import type { ServiceAddOn, ServiceQuestion, ServiceTier } from '@hireloop/sdk';
import { conversations, users } from './schema';
import { collectives } from './schemaCollectives';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A service: sold by a talent (`talent_id`) or a collective (`collective_id`), never both. */
export const marketplaceServices = pgTable(
  'marketplace_services',
  {
    id: serial('id').primaryKey(),
    sellerKind: text('seller_kind', { enum: vocabulary.SERVICE_SELLER_KINDS }).notNull(),
    talentId: integer('talent_id').references(() => users.id, { onDelete: 'cascade' }),
    collectiveId: integer('collective_id').references(() => collectives.id, {
      onDelete: 'cascade',
    }),
    /** Who delivers the orders: the talent, or the collective's member named for it. */
    deliveredById: integer('delivered_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tiers: jsonb('tiers').$type<ServiceTier[]>().notNull(),
    addOns: jsonb('add_ons').$type<ServiceAddOn[]>().notNull(),
    questions: jsonb('questions').$type<ServiceQuestion[]>().notNull(),
    status: text('status', { enum: vocabulary.SERVICE_STATUSES }).notNull().default('draft'),
    /** The lowest tier price and the fastest tier delivery, kept for the list's filters. */
    startingPrice: integer('starting_price').notNull(),
    fastestDeliveryDays: integer('fastest_delivery_days').notNull(),
    /** The buyers' reviews: their sum and count (the average is sum / count). */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    completedOrders: integer('completed_orders').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'marketplace_services_seller_check',
      sql`(${t.sellerKind} = 'talent' and ${t.talentId} is not null and ${t.collectiveId} is null) or (${t.sellerKind} = 'collective' and ${t.collectiveId} is not null and ${t.talentId} is null)`,
    ),
    check(
      'marketplace_services_status_check',
      sql`${t.status} in ('draft', 'published', 'paused')`,
    ),
    check(
      'marketplace_services_rating_check',
      sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
    index('marketplace_services_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('marketplace_services_talent_idx').on(t.talentId),
    index('marketplace_services_collective_idx').on(t.collectiveId),
    index('marketplace_services_skills_idx').using('gin', t.skills),
  ],
);

/** An order: the tier, add-ons and questions as bought, its state, payment, deadlines, dispute. */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => marketplaceServices.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveredById: integer('delivered_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: vocabulary.ORDER_STATES }).notNull().default('pending_payment'),
    tierIndex: integer('tier_index').notNull(),
    tier: jsonb('tier').$type<ServiceTier>().notNull(),
    addOns: jsonb('add_ons').$type<ServiceAddOn[]>().notNull(),
    questions: jsonb('questions').$type<ServiceQuestion[]>().notNull(),
    answers: jsonb('answers').$type<string[]>(),
    total: integer('total').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    revisionsAllowed: integer('revisions_allowed').notNull(),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    paymentStatus: text('payment_status', { enum: vocabulary.ORDER_PAYMENT_STATUSES })
      .notNull()
      .default('unpaid'),
    /** The payment: `local` or `stripe`, our checkout id, Stripe's session and payment ids. */
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    checkoutId: text('checkout_id').notNull().unique(),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    requirementsDueAt: at('requirements_due_at'),
    startedAt: at('started_at'),
    dueAt: at('due_at'),
    deliveredAt: at('delivered_at'),
    autoCompleteAt: at('auto_complete_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    disputeOpenedBy: text('dispute_opened_by', { enum: vocabulary.ORDER_SIDES }),
    disputeReason: text('dispute_reason'),
    disputedAt: at('disputed_at'),
    disputeResolution: text('dispute_resolution', { enum: vocabulary.DISPUTE_RESOLUTIONS }),
    disputeNote: text('dispute_note'),
    disputeResolvedAt: at('dispute_resolved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'marketplace_orders_state_check',
      sql`${t.state} in ('pending_payment', 'awaiting_requirements', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled', 'disputed')`,
    ),
    check(
      'marketplace_orders_payment_check',
      sql`${t.paymentStatus} in ('unpaid', 'paid', 'refunded')`,
    ),
    check(
      'marketplace_orders_revisions_check',
      sql`${t.revisionsUsed} >= 0 and ${t.revisionsUsed} <= ${t.revisionsAllowed}`,
    ),
    check('marketplace_orders_total_check', sql`${t.total} >= 0`),
    check(
      'marketplace_orders_paid_check',
      sql`${t.state} in ('pending_payment', 'cancelled') or ${t.paidAt} is not null`,
    ),
    check('marketplace_orders_parties_check', sql`${t.buyerId} <> ${t.deliveredById}`),
    index('marketplace_orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('marketplace_orders_delivered_by_idx').on(t.deliveredById, t.createdAt.desc()),
    index('marketplace_orders_service_idx').on(t.serviceId),
    index('marketplace_orders_requirements_due_idx')
      .on(t.requirementsDueAt)
      .where(sql`${t.state} = 'awaiting_requirements'`),
    index('marketplace_orders_auto_complete_idx')
      .on(t.autoCompleteAt)
      .where(sql`${t.state} = 'delivered'`),
    index('marketplace_orders_disputed_idx')
      .on(t.disputedAt)
      .where(sql`${t.state} = 'disputed'`),
  ],
);

/** An order's timeline: one row per transition, with who made it and their message. */
export const marketplaceOrderEvents = pgTable(
  'marketplace_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vocabulary.ORDER_EVENT_KINDS }).notNull(),
    actor: text('actor', { enum: vocabulary.ORDER_ACTORS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('marketplace_order_events_order_idx').on(t.orderId, t.id)],
);

/** A review: one per order and side (the author's); editable for 7 days (the sdk's rule). */
export const marketplaceReviews = pgTable(
  'marketplace_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => marketplaceServices.id, { onDelete: 'cascade' }),
    side: text('side', { enum: vocabulary.ORDER_SIDES }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketplace_reviews_order_side_idx').on(t.orderId, t.side),
    check('marketplace_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('marketplace_reviews_service_idx').on(t.serviceId, t.createdAt.desc()),
    index('marketplace_reviews_subject_idx').on(t.subjectId, t.createdAt.desc()),
  ],
);
