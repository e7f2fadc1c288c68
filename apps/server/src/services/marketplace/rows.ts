/**
 * The marketplace's queries and API shapes (issue 18): services with their seller, deliverer and
 * rating; orders with both people, the caller's side and allowed actions; reviews; offset cursors.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  allowedOrderActions,
  averageRating,
  canEditReview,
  canWriteReview,
  reviewEditableUntil,
} from '@hireloop/sdk';
import type { OrderSide } from '@hireloop/sdk/constants';
import type {
  OrderDetails,
  OrderEvent,
  OrderSummary,
  Review,
  ServiceDetails,
  ServiceSeller,
  ServiceSummary,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { users } from '../../db/schema';
import { engagements } from '../../db/schemaCheckins';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';
import {
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceReviews,
  marketplaceServices,
} from '../../db/schemaMarketplace';
import { problem } from '../../errors';
import { logoUrlOf } from '../collectives/rows';
import { toUserSummary } from '../users/rows';

export type Q = Db | Tx;
export type ServiceRow = typeof marketplaceServices.$inferSelect;
export type OrderRow = typeof marketplaceOrders.$inferSelect;
export type ReviewRow = typeof marketplaceReviews.$inferSelect;

export const SERVICE_NOT_FOUND = 'Service not found';
export const ORDER_NOT_FOUND = 'Order not found';

const talentUser = alias(users, 'mk_talent');
const delivererUser = alias(users, 'mk_deliverer');
const buyerUser = alias(users, 'mk_buyer');

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The person columns of a user alias (their summary). */
type PersonCols = {
  id: number;
  name: string;
  role: 'employer' | 'talent';
  logo: string | null;
  image: string | null;
};
const summaryOf = (p: PersonCols) => toUserSummary(p.id, p.name, p.role, p.logo, p.image);

/** Services with their seller (talent or collective) and deliverer; add a `where`. */
export const selectServices = (q: Q) =>
  q
    .select({
      service: marketplaceServices,
      talent: { id: talentUser.id, name: talentUser.name, image: talentUser.profileImage },
      collective: {
        id: collectives.id,
        name: collectives.name,
        slug: collectives.slug,
        logoKey: collectives.logoKey,
      },
      deliverer: {
        id: delivererUser.id,
        name: delivererUser.name,
        role: delivererUser.role,
        logo: delivererUser.companyLogo,
        image: delivererUser.profileImage,
      },
    })
    .from(marketplaceServices)
    .leftJoin(talentUser, eq(talentUser.id, marketplaceServices.talentId))
    .leftJoin(collectives, eq(collectives.id, marketplaceServices.collectiveId))
    .innerJoin(delivererUser, eq(delivererUser.id, marketplaceServices.deliveredById));
export type ServiceJoined = Awaited<ReturnType<typeof selectServices>>[number];

export function sellerOf(
  row: Pick<ServiceJoined, 'service' | 'talent' | 'collective'>,
): ServiceSeller {
  if (row.service.sellerKind === 'collective' && row.collective?.id) {
    return {
      kind: 'collective',
      id: row.collective.id,
      name: row.collective.name,
      image: logoUrlOf({ id: row.collective.id, logoKey: row.collective.logoKey }),
      slug: row.collective.slug,
    };
  }
  return {
    kind: 'talent',
    id: row.talent?.id ?? row.service.talentId ?? 0,
    name: row.talent?.name ?? '',
    image: row.talent?.image ?? null,
    slug: null,
  };
}

export function toServiceSummary(row: ServiceJoined): ServiceSummary {
  const s = row.service;
  return {
    id: s.id,
    title: s.title,
    seller: sellerOf(row),
    skills: s.skills,
    startingPrice: s.startingPrice,
    fastestDeliveryDays: s.fastestDeliveryDays,
    rating: { average: averageRating(s.ratingSum, s.ratingCount), count: s.ratingCount },
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toServiceDetails(
  row: ServiceJoined,
  canManage: boolean,
  canBuy: boolean,
): ServiceDetails {
  const s = row.service;
  return {
    ...toServiceSummary(row),
    description: s.description,
    tiers: s.tiers.map((t) => ({ ...t, description: t.description ?? '' })),
    addOns: s.addOns,
    questions: s.questions,
    deliveredBy: summaryOf(row.deliverer),
    canManage,
    canBuy,
    completedOrders: s.completedOrders,
  };
}

/** Whether `userId` manages the service: its talent, or an active owner/admin of its collective. */
export async function managesService(
  q: Q,
  service: Pick<ServiceRow, 'sellerKind' | 'talentId' | 'collectiveId'>,
  userId: number,
): Promise<boolean> {
  if (service.sellerKind === 'talent') return service.talentId === userId;
  const [row] = await q
    .select({ role: collectiveMembers.role })
    .from(collectiveMembers)
    .where(
      and(
        eq(collectiveMembers.collectiveId, service.collectiveId!),
        eq(collectiveMembers.userId, userId),
        eq(collectiveMembers.state, 'active'),
        inArray(collectiveMembers.role, ['owner', 'admin']),
      ),
    );
  return Boolean(row);
}

/** The active owner's and admins' ids of a collective (they see its sales). */
export async function collectiveManagers(q: Q, collectiveId: number | null): Promise<number[]> {
  if (collectiveId === null) return [];
  const rows = await q
    .select({ userId: collectiveMembers.userId })
    .from(collectiveMembers)
    .where(
      and(
        eq(collectiveMembers.collectiveId, collectiveId),
        eq(collectiveMembers.state, 'active'),
        inArray(collectiveMembers.role, ['owner', 'admin']),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Orders with their service, seller, deliverer and buyer; add a `where`. */
export const selectOrders = (q: Q) =>
  q
    .select({
      order: marketplaceOrders,
      service: marketplaceServices,
      talent: { id: talentUser.id, name: talentUser.name, image: talentUser.profileImage },
      collective: {
        id: collectives.id,
        name: collectives.name,
        slug: collectives.slug,
        logoKey: collectives.logoKey,
      },
      deliverer: {
        id: delivererUser.id,
        name: delivererUser.name,
        role: delivererUser.role,
        logo: delivererUser.companyLogo,
        image: delivererUser.profileImage,
      },
      buyer: {
        id: buyerUser.id,
        name: buyerUser.name,
        role: buyerUser.role,
        logo: buyerUser.companyLogo,
        image: buyerUser.profileImage,
      },
    })
    .from(marketplaceOrders)
    .innerJoin(marketplaceServices, eq(marketplaceServices.id, marketplaceOrders.serviceId))
    .leftJoin(talentUser, eq(talentUser.id, marketplaceServices.talentId))
    .leftJoin(collectives, eq(collectives.id, marketplaceServices.collectiveId))
    .innerJoin(delivererUser, eq(delivererUser.id, marketplaceOrders.deliveredById))
    .innerJoin(buyerUser, eq(buyerUser.id, marketplaceOrders.buyerId));
export type OrderJoined = Awaited<ReturnType<typeof selectOrders>>[number];

/**
 * The caller's side of an order: the buyer; the seller (the deliverer, or a manager of the
 * collective selling); null for anyone else (who gets a 404).
 */
export async function sideOf(q: Q, joined: Pick<OrderJoined, 'order' | 'service'>, userId: number) {
  if (joined.order.buyerId === userId) return 'buyer' as const;
  if (joined.order.deliveredById === userId) return 'seller' as const;
  if (
    joined.service.sellerKind === 'collective' &&
    (await managesService(q, joined.service, userId))
  )
    return 'seller' as const;
  return null;
}

export function toOrderSummary(row: OrderJoined, side: OrderSide | null): OrderSummary {
  const o = row.order;
  return {
    id: o.id,
    state: o.state,
    side,
    service: { id: row.service.id, title: row.service.title },
    seller: sellerOf(row),
    deliveredBy: summaryOf(row.deliverer),
    buyer: summaryOf(row.buyer),
    tierIndex: o.tierIndex,
    tier: { ...o.tier, description: o.tier.description ?? '' },
    addOns: o.addOns,
    total: o.total,
    deliveryDays: o.deliveryDays,
    revisionsAllowed: o.revisionsAllowed,
    revisionsUsed: o.revisionsUsed,
    paymentStatus: o.paymentStatus,
    paidAt: iso(o.paidAt),
    requirementsDueAt: iso(o.requirementsDueAt),
    startedAt: iso(o.startedAt),
    dueAt: iso(o.dueAt),
    deliveredAt: iso(o.deliveredAt),
    autoCompleteAt: iso(o.autoCompleteAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    actions: side ? allowedOrderActions(o, side) : [],
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Reviews with their people and service; add a `where`. */
const reviewAuthor = alias(users, 'mk_review_author');
const reviewSubject = alias(users, 'mk_review_subject');
export const selectReviews = (q: Q) =>
  q
    .select({
      review: marketplaceReviews,
      serviceTitle: marketplaceServices.title,
      author: {
        id: reviewAuthor.id,
        name: reviewAuthor.name,
        role: reviewAuthor.role,
        logo: reviewAuthor.companyLogo,
        image: reviewAuthor.profileImage,
      },
      subject: {
        id: reviewSubject.id,
        name: reviewSubject.name,
        role: reviewSubject.role,
        logo: reviewSubject.companyLogo,
        image: reviewSubject.profileImage,
      },
    })
    .from(marketplaceReviews)
    .innerJoin(marketplaceServices, eq(marketplaceServices.id, marketplaceReviews.serviceId))
    .innerJoin(reviewAuthor, eq(reviewAuthor.id, marketplaceReviews.authorId))
    .innerJoin(reviewSubject, eq(reviewSubject.id, marketplaceReviews.subjectId));
type ReviewJoined = Awaited<ReturnType<typeof selectReviews>>[number];

export function toReview(row: ReviewJoined): Review {
  const r = row.review;
  return {
    id: r.id,
    orderId: r.orderId,
    service: { id: r.serviceId, title: row.serviceTitle },
    side: r.side,
    author: summaryOf(row.author),
    subject: summaryOf(row.subject),
    rating: r.rating,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: reviewEditableUntil(r.createdAt).toISOString(),
  };
}

/** One order in full for `side` (null: an admin), at `now`. */
export async function orderDetails(
  q: Q,
  row: OrderJoined,
  side: OrderSide | null,
  now: Date,
): Promise<OrderDetails> {
  const o = row.order;
  const events = await q
    .select()
    .from(marketplaceOrderEvents)
    .where(eq(marketplaceOrderEvents.orderId, o.id))
    .orderBy(asc(marketplaceOrderEvents.id));
  const reviews = await selectReviews(q).where(eq(marketplaceReviews.orderId, o.id));
  const bySide = (s: OrderSide) => reviews.find((r) => r.review.side === s);
  const mine = side ? bySide(side) : undefined;
  const [engagement] = await q
    .select({ id: engagements.id })
    .from(engagements)
    .where(eq(engagements.orderId, o.id));
  return {
    ...toOrderSummary(row, side),
    questions: o.questions,
    answers: o.answers ?? null,
    events: events.map((e): OrderEvent => ({
      id: e.id,
      kind: e.kind,
      actor: e.actor,
      message: e.message,
      createdAt: e.createdAt.toISOString(),
    })),
    reviews: {
      buyer: bySide('buyer') ? toReview(bySide('buyer')!) : null,
      seller: bySide('seller') ? toReview(bySide('seller')!) : null,
    },
    canReview: side !== null && canWriteReview(o.state, Boolean(mine)),
    canEditReview: Boolean(mine && canEditReview(mine.review.createdAt, now)),
    dispute:
      o.disputedAt && o.disputeOpenedBy
        ? {
            openedBy: o.disputeOpenedBy,
            reason: o.disputeReason ?? '',
            openedAt: o.disputedAt.toISOString(),
            resolution: o.disputeResolution,
            note: o.disputeNote,
            resolvedAt: iso(o.disputeResolvedAt),
          }
        : null,
    conversationId: o.conversationId,
    engagementId: engagement?.id ?? null,
  };
}

/** An offset page cursor (lists sorted by price or rating have no stable keyset): base64url JSON. */
export function encodeOffset(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}
export function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0 && value.o < 1e6)
      return value.o;
  } catch {
    // falls through to the 400
  }
  throw problem(400, 'Invalid cursor');
}

/** A page of `limit` from rows fetched with `limit + 1` at `offset`. */
export function pageOf<T, R>(rows: T[], limit: number, offset: number, map: (row: T) => R) {
  return {
    items: rows.slice(0, limit).map(map),
    nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null,
  };
}

export const newestFirst = [desc(marketplaceOrders.createdAt), desc(marketplaceOrders.id)];
export { sql };

/**
 * The average rating and count of the reviews about each person (issue 18: shown on profiles):
 * buyers' of their deliveries and sellers' of them as a buyer.
 */
export async function serviceRatingsOf(
  q: Q,
  userIds: readonly number[],
): Promise<Map<number, { average: number | null; count: number }>> {
  const map = new Map<number, { average: number | null; count: number }>();
  for (const id of userIds) map.set(id, { average: null, count: 0 });
  if (!userIds.length) return map;
  const rows = await q
    .select({
      subjectId: marketplaceReviews.subjectId,
      sum: sql<number>`sum(${marketplaceReviews.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(marketplaceReviews)
    .where(inArray(marketplaceReviews.subjectId, [...userIds]))
    .groupBy(marketplaceReviews.subjectId);
  for (const r of rows)
    map.set(r.subjectId, { average: averageRating(r.sum, r.count), count: r.count });
  return map;
}
