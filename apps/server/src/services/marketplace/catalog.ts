/**
 * The services of the marketplace (issue 18): whom one may sell as, create and edit (drafts),
 * publish and pause, one service, the list with its filters; the reviews list and a person's
 * rating (shown on profiles).
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  ReviewPage,
  ReviewsQuery,
  ServiceCreate,
  ServiceDetails,
  ServiceInput,
  ServicePage,
  ServiceSellerOption,
  ServicesQuery,
  ServiceStatusInput,
} from '@hireloop/sdk/schemas';
import { skills as skillTable } from '../../db/schema';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';
import { marketplaceReviews, marketplaceServices } from '../../db/schemaMarketplace';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { AuthUser } from '../sessions';
import {
  decodeOffset,
  managesService,
  pageOf,
  SERVICE_NOT_FOUND,
  selectReviews,
  selectServices,
  toReview,
  toServiceDetails,
  toServiceSummary,
  type Q,
  type ServiceRow,
} from './rows';

export const TALENT_ONLY = 'Only talent can sell services';
export const SELLERS_ONLY = 'Only the service’s sellers can change it';
export const UNKNOWN_SKILLS = 'Choose skills from the list';
export const DELIVERER_NOT_MEMBER = 'Choose an active member of the collective to deliver';
export const DELIVERER_SELF = 'Your own services are delivered by you';
export const PUBLISH_DRAFT_FIRST = 'Publish the service before pausing it';

/** What the list's price, delivery and rating columns derive from the tiers. */
function derived(input: Pick<ServiceInput, 'tiers'>) {
  return {
    startingPrice: Math.min(...input.tiers.map((t) => t.price)),
    fastestDeliveryDays: Math.min(...input.tiers.map((t) => t.deliveryDays)),
  };
}

export function createCatalog(deps: ServiceDeps) {
  const { db, now } = deps;

  async function checkSkills(q: Q, input: { skills: number[] }) {
    const list = [...new Set(input.skills)];
    if (!list.length) return;
    const found = await q
      .select({ id: skillTable.id })
      .from(skillTable)
      .where(inArray(skillTable.id, list));
    if (found.length !== list.length) throw fieldError('skills', UNKNOWN_SKILLS, input);
  }

  async function isActiveMember(q: Q, collectiveId: number, userId: number) {
    const [row] = await q
      .select({ userId: collectiveMembers.userId })
      .from(collectiveMembers)
      .where(
        and(
          eq(collectiveMembers.collectiveId, collectiveId),
          eq(collectiveMembers.userId, userId),
          eq(collectiveMembers.state, 'active'),
        ),
      );
    return Boolean(row);
  }

  /** The deliverer of a service: the talent themself; a collective's active member. */
  async function delivererFor(
    q: Q,
    user: AuthUser,
    seller: { kind: 'talent' | 'collective'; collectiveId: number | null },
    input: { deliveredByUserId?: number | undefined },
    current: number | null,
  ): Promise<number> {
    if (seller.kind === 'talent') {
      if (input.deliveredByUserId !== undefined && input.deliveredByUserId !== user.id)
        throw fieldError('deliveredByUserId', DELIVERER_SELF, input);
      return user.id;
    }
    const chosen = input.deliveredByUserId ?? current ?? user.id;
    if (!(await isActiveMember(q, seller.collectiveId!, chosen)))
      throw fieldError('deliveredByUserId', DELIVERER_NOT_MEMBER, input);
    return chosen;
  }

  async function joinedById(q: Q, id: number) {
    const [row] = await selectServices(q).where(eq(marketplaceServices.id, id));
    return row;
  }

  /** One service as `user` sees it: drafts only to their sellers (404 to others). */
  async function get(user: AuthUser, id: number, q: Q = db): Promise<ServiceDetails> {
    const row = await joinedById(q, id);
    if (!row) throw problem(404, SERVICE_NOT_FOUND);
    const canManage = await managesService(q, row.service, user.id);
    if (row.service.status === 'draft' && !canManage && row.service.deliveredById !== user.id)
      throw problem(404, SERVICE_NOT_FOUND);
    const canBuy =
      row.service.status === 'published' &&
      user.role === 'employer' &&
      row.service.deliveredById !== user.id;
    return toServiceDetails(row, canManage, canBuy);
  }

  /** Locks the service for a change by one of its sellers (404 unseen, 403 seen but not theirs). */
  async function lockManaged(q: Q, user: AuthUser, id: number): Promise<ServiceRow> {
    const [row] = await q
      .select()
      .from(marketplaceServices)
      .where(eq(marketplaceServices.id, id))
      .for('update');
    if (!row) throw problem(404, SERVICE_NOT_FOUND);
    if (!(await managesService(q, row, user.id))) {
      if (row.status === 'draft') throw problem(404, SERVICE_NOT_FOUND);
      throw problem(403, SELLERS_ONLY);
    }
    return row;
  }

  return {
    get,

    /** GET /api/marketplace/sellers: the caller (talent) and the collectives they manage. */
    async sellers(user: AuthUser): Promise<ServiceSellerOption[]> {
      if (user.role !== 'talent') return [];
      const managed = await db
        .select({ id: collectives.id, name: collectives.name })
        .from(collectiveMembers)
        .innerJoin(collectives, eq(collectives.id, collectiveMembers.collectiveId))
        .where(
          and(
            eq(collectiveMembers.userId, user.id),
            eq(collectiveMembers.state, 'active'),
            inArray(collectiveMembers.role, ['owner', 'admin']),
          ),
        )
        .orderBy(asc(collectives.name));
      return [
        { kind: 'talent', id: user.id, name: user.name },
        ...managed.map((c) => ({ kind: 'collective' as const, id: c.id, name: c.name })),
      ];
    },

    /** POST /api/marketplace/services: a talent's (or their collective's) new draft. */
    async create(user: AuthUser, input: ServiceCreate): Promise<ServiceDetails> {
      if (user.role !== 'talent') throw problem(403, TALENT_ONLY);
      return db.transaction(async (tx) => {
        const collectiveId = input.sellerKind === 'collective' ? input.collectiveId! : null;
        if (collectiveId !== null) {
          const manages = await managesService(
            tx,
            { sellerKind: 'collective', talentId: null, collectiveId },
            user.id,
          );
          if (!manages) throw fieldError('collectiveId', SELLERS_ONLY, input);
        }
        await checkSkills(tx, input);
        const deliveredById = await delivererFor(
          tx,
          user,
          { kind: input.sellerKind, collectiveId },
          input,
          null,
        );
        const at = now();
        const [row] = await tx
          .insert(marketplaceServices)
          .values({
            sellerKind: input.sellerKind,
            talentId: collectiveId === null ? user.id : null,
            collectiveId,
            deliveredById,
            title: input.title,
            description: input.description,
            skills: [...new Set(input.skills)],
            tiers: input.tiers,
            addOns: input.addOns,
            questions: input.questions,
            ...derived(input),
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: marketplaceServices.id });
        return get(user, row!.id, tx);
      });
    },

    /** PUT /api/marketplace/services/{id}: the whole service (orders keep what they bought). */
    async update(user: AuthUser, id: number, input: ServiceInput): Promise<ServiceDetails> {
      return db.transaction(async (tx) => {
        const row = await lockManaged(tx, user, id);
        await checkSkills(tx, input);
        const deliveredById = await delivererFor(
          tx,
          user,
          { kind: row.sellerKind, collectiveId: row.collectiveId },
          input,
          row.deliveredById,
        );
        await tx
          .update(marketplaceServices)
          .set({
            title: input.title,
            description: input.description,
            skills: [...new Set(input.skills)],
            tiers: input.tiers,
            addOns: input.addOns,
            questions: input.questions,
            deliveredById,
            ...derived(input),
            updatedAt: now(),
          })
          .where(eq(marketplaceServices.id, id));
        return get(user, id, tx);
      });
    },

    /** POST /api/marketplace/services/{id}/status: publish (a draft or paused one) or pause. */
    async setStatus(
      user: AuthUser,
      id: number,
      input: ServiceStatusInput,
    ): Promise<ServiceDetails> {
      return db.transaction(async (tx) => {
        const row = await lockManaged(tx, user, id);
        if (input.status === 'paused' && row.status === 'draft')
          throw problem(409, PUBLISH_DRAFT_FIRST);
        if (row.status !== input.status) {
          await tx
            .update(marketplaceServices)
            .set({ status: input.status, updatedAt: now() })
            .where(eq(marketplaceServices.id, id));
        }
        return get(user, id, tx);
      });
    },

    /** GET /api/marketplace/services: published (or the caller's), filtered, sorted, paged. */
    async list(user: AuthUser, query: ServicesQuery): Promise<ServicePage> {
      const conditions: (SQL | undefined)[] = [];
      if (query.scope === 'mine') {
        const managed = sql`${marketplaceServices.collectiveId} in (select cm.collective_id from ${collectiveMembers} cm where cm.user_id = ${user.id} and cm.state = 'active' and cm.role in ('owner', 'admin'))`;
        conditions.push(
          or(
            eq(marketplaceServices.talentId, user.id),
            eq(marketplaceServices.deliveredById, user.id),
            managed,
          ),
        );
      } else {
        conditions.push(eq(marketplaceServices.status, 'published'));
      }
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            sql`${marketplaceServices.title} ilike ${like}`,
            sql`${marketplaceServices.description} ilike ${like}`,
          ),
        );
      }
      if (query.skill !== undefined)
        conditions.push(sql`${marketplaceServices.skills} @> ARRAY[${query.skill}]::integer[]`);
      if (query.priceMin !== undefined)
        conditions.push(gte(marketplaceServices.startingPrice, query.priceMin));
      if (query.priceMax !== undefined)
        conditions.push(lte(marketplaceServices.startingPrice, query.priceMax));
      if (query.deliveryMax !== undefined)
        conditions.push(lte(marketplaceServices.fastestDeliveryDays, query.deliveryMax));
      if (query.ratingMin !== undefined && query.ratingMin > 0)
        conditions.push(
          sql`${marketplaceServices.ratingCount} > 0 and ${marketplaceServices.ratingSum} >= ${query.ratingMin} * ${marketplaceServices.ratingCount}`,
        );
      if (query.sellerId !== undefined)
        conditions.push(eq(marketplaceServices.talentId, query.sellerId));
      if (query.collectiveId !== undefined)
        conditions.push(eq(marketplaceServices.collectiveId, query.collectiveId));
      const rating = sql`case when ${marketplaceServices.ratingCount} = 0 then 0 else ${marketplaceServices.ratingSum}::float / ${marketplaceServices.ratingCount} end`;
      const order = {
        newest: [desc(marketplaceServices.createdAt), desc(marketplaceServices.id)],
        price_low: [asc(marketplaceServices.startingPrice), desc(marketplaceServices.id)],
        price_high: [desc(marketplaceServices.startingPrice), desc(marketplaceServices.id)],
        rating: [desc(rating), desc(marketplaceServices.ratingCount), desc(marketplaceServices.id)],
      }[query.sort];
      const offset = decodeOffset(query.cursor);
      const rows = await selectServices(db)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(query.limit + 1)
        .offset(offset);
      return pageOf(rows, query.limit, offset, toServiceSummary);
    },

    /**
     * GET /api/marketplace/reviews: a service's (its buyers'), about a person, or of a
     * collective's services; newest first.
     */
    async reviews(query: ReviewsQuery): Promise<ReviewPage> {
      const conditions: (SQL | undefined)[] = [];
      if (query.serviceId !== undefined) {
        conditions.push(eq(marketplaceReviews.serviceId, query.serviceId));
        conditions.push(eq(marketplaceReviews.side, 'buyer'));
      }
      if (query.userId !== undefined)
        conditions.push(eq(marketplaceReviews.subjectId, query.userId));
      if (query.collectiveId !== undefined) {
        conditions.push(eq(marketplaceServices.collectiveId, query.collectiveId));
        conditions.push(eq(marketplaceReviews.side, 'buyer'));
      }
      const offset = decodeOffset(query.cursor);
      const rows = await selectReviews(db)
        .where(and(...conditions))
        .orderBy(desc(marketplaceReviews.createdAt), desc(marketplaceReviews.id))
        .limit(query.limit + 1)
        .offset(offset);
      return pageOf(rows, query.limit, offset, toReview);
    },
  };
}
export type Catalog = ReturnType<typeof createCatalog>;
