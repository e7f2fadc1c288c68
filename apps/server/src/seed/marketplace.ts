/**
 * The services marketplace's demo data (issue 18), so /marketplace shows every state on
 * `npm start`: published services by the demo talent, other talent and the Pixel Forge collective
 * (delivered by its admin), a draft only the demo talent sees, and orders in several states — two
 * completed with reviews from both sides, one delivered and waiting for the demo employer, one in
 * progress, one awaiting the demo employer's requirements, one disputed for the admins' queue.
 * Each paid order has its conversation; started ones their engagement. Deterministic: fixed
 * offsets from `now`, checkout ids from a counter.
 */
import { eq } from 'drizzle-orm';
import {
  autoCompleteAt,
  deliveryDueAt,
  orderDeliveryDays,
  orderTotal,
  requirementsDueAt,
  type ServiceAddOn,
  type ServiceQuestion,
  type ServiceTier,
} from '@hireloop/sdk';
import type { OrderActor, OrderEventKind, OrderState } from '@hireloop/sdk/constants';
import type { Tx } from '../db';
import { conversationMembers, conversations, skills as skillsTable } from '../db/schema';
import { engagements } from '../db/schemaCheckins';
import { collectives } from '../db/schemaCollectives';
import {
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceReviews,
  marketplaceServices,
} from '../db/schemaMarketplace';
import { directKey } from '../services/conversations/rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface ServiceSeed {
  key: string;
  seller: { talent: string } | { collective: string; deliveredBy: string };
  title: string;
  description: string;
  skills: string[];
  tiers: ServiceTier[];
  addOns?: ServiceAddOn[];
  questions?: ServiceQuestion[];
  status: 'draft' | 'published' | 'paused';
  createdDaysAgo: number;
}

const tier = (
  name: string,
  price: number,
  deliveryDays: number,
  revisions: number,
  description: string,
): ServiceTier => ({ name, price, deliveryDays, revisions, description });

const SERVICES: ServiceSeed[] = [
  {
    key: 'brand',
    seller: { talent: 'demo-talent' },
    title: 'Brand identity: logo, palette and a one-page guide',
    description:
      'A logo with its variants, a colour palette and type pairing, and a one-page guide your team can follow.\nI start with a short questionnaire and share two directions before refining one.',
    skills: ['UI Design', 'Figma'],
    tiers: [
      tier('Starter', 150, 3, 1, 'One logo direction, palette, PNG and SVG files'),
      tier('Standard', 300, 5, 2, 'Two directions, palette and type, a one-page guide'),
      tier('Advanced', 600, 8, 3, 'Three directions, full guide, social and slide templates'),
    ],
    addOns: [
      { name: 'Source Figma file', price: 40, extraDays: 0 },
      { name: 'Business card design', price: 60, extraDays: 1 },
    ],
    questions: [
      { text: 'What is the company or product called?', required: true },
      { text: 'Any colours, styles or brands you like?', required: false },
    ],
    status: 'published',
    createdDaysAgo: 60,
  },
  {
    key: 'react-audit',
    seller: { talent: 'demo-talent' },
    title: 'React performance audit with a fix list',
    description:
      'I profile your React app, measure the Core Web Vitals and hand over a prioritised list of fixes with code samples.',
    skills: ['React', 'TypeScript'],
    tiers: [
      tier('Audit', 400, 4, 1, 'Profiling, vitals and a written report'),
      tier('Audit and fixes', 900, 8, 2, 'The report plus the top five fixes as pull requests'),
    ],
    questions: [{ text: 'Where can I see the app (URL or repository)?', required: true }],
    status: 'published',
    createdDaysAgo: 40,
  },
  {
    key: 'copy',
    seller: { talent: 'demo-talent' },
    title: 'Landing page copy that converts',
    description: 'Headline, sections and calls to action for one landing page.',
    skills: [],
    tiers: [tier('Page', 120, 2, 1, 'One page, two rounds of edits')],
    status: 'draft',
    createdDaysAgo: 2,
  },
  {
    key: 'design-sprint',
    seller: { collective: 'pixel-forge', deliveredBy: 'amara' },
    title: 'Product design sprint: from research to a clickable prototype',
    description:
      'A five-day sprint with the Pixel Forge team: interviews, flows, a tested prototype and a handover.',
    skills: ['UX Design', 'Figma', 'Design Systems'],
    tiers: [
      tier('Discovery', 1200, 5, 1, 'Interviews, flows and a findings deck'),
      tier('Sprint', 2500, 10, 2, 'Discovery plus a tested clickable prototype'),
      tier('Sprint and build', 5000, 20, 3, 'The sprint plus the React front-end of the core flow'),
    ],
    addOns: [{ name: 'Usability test with five users', price: 500, extraDays: 3 }],
    questions: [
      { text: 'What product or feature is the sprint about?', required: true },
      { text: 'Who are your users?', required: true },
    ],
    status: 'published',
    createdDaysAgo: 30,
  },
  {
    key: 'data-pipeline',
    seller: { talent: 'priya' },
    title: 'A tested data pipeline in Python',
    description: 'Ingest, clean and load one data source into your warehouse, with tests and docs.',
    skills: ['Python', 'PostgreSQL'],
    tiers: [
      tier('One source', 700, 7, 1, 'One source into one table, tests and a README'),
      tier('Three sources', 1800, 14, 2, 'Three sources, scheduling and alerting'),
    ],
    questions: [{ text: 'Which source and warehouse?', required: true }],
    status: 'published',
    createdDaysAgo: 25,
  },
  {
    key: 'k8s',
    seller: { talent: 'lukas' },
    title: 'Kubernetes cluster review and hardening',
    description: 'A review of your cluster’s security and cost, with the changes applied.',
    skills: ['Kubernetes', 'Docker'],
    tiers: [
      tier('Review', 500, 3, 0, 'A written review'),
      tier('Hardening', 1500, 7, 1, 'Review and changes applied'),
    ],
    status: 'published',
    createdDaysAgo: 20,
  },
  {
    key: 'mobile',
    seller: { talent: 'mateo' },
    title: 'iOS app bug-fix sprint',
    description: 'A week of fixing your app’s crashes and bugs, triaged with you first.',
    skills: ['Swift'],
    tiers: [tier('Week', 1100, 7, 1, 'Five days of fixes, a release build')],
    status: 'paused',
    createdDaysAgo: 15,
  },
];

interface OrderSeed {
  service: string;
  buyer: string;
  tierIndex: number;
  addOns?: number[];
  state: OrderState;
  /** When it was paid, days ago (the rest of the timeline follows). */
  paidDaysAgo: number;
  answers?: string[];
  /** Days after paying: requirements, deliveries, a revision. */
  steps?: { requirements?: number; delivered?: number[]; revision?: number; ended?: number };
  reviews?: { buyer?: [number, string]; seller?: [number, string] };
  dispute?: string;
}

const ORDERS: OrderSeed[] = [
  {
    service: 'brand',
    buyer: 'brightpath',
    tierIndex: 1,
    addOns: [0],
    state: 'completed',
    paidDaysAgo: 30,
    answers: ['BrightPath Health', 'Calm blues and greens'],
    steps: { requirements: 0.2, delivered: [4, 6], revision: 5, ended: 7 },
    reviews: {
      buyer: [5, 'Two strong directions, quick turnaround, and the guide is already in use.'],
      seller: [5, 'A clear brief and fast, specific feedback. A pleasure to work with.'],
    },
  },
  {
    service: 'brand',
    buyer: 'demo-employer',
    tierIndex: 0,
    state: 'completed',
    paidDaysAgo: 20,
    answers: ['Hireloop Demo Co', ''],
    steps: { requirements: 0.5, delivered: [3], ended: 4 },
    reviews: {
      buyer: [4, 'Good logo and files; one more revision would have been welcome.'],
      seller: [5, 'Answered every question the same day.'],
    },
  },
  {
    service: 'react-audit',
    buyer: 'demo-employer',
    tierIndex: 0,
    state: 'delivered',
    paidDaysAgo: 5,
    answers: ['https://app.demo-co.example'],
    steps: { requirements: 0.3, delivered: [3.5] },
  },
  {
    service: 'design-sprint',
    buyer: 'demo-employer',
    tierIndex: 1,
    addOns: [0],
    state: 'in_progress',
    paidDaysAgo: 2,
    answers: ['The onboarding of our hiring dashboard', 'Recruiters at small companies'],
    steps: { requirements: 1 },
  },
  {
    service: 'data-pipeline',
    buyer: 'demo-employer',
    tierIndex: 0,
    state: 'awaiting_requirements',
    paidDaysAgo: 0.25,
  },
  {
    service: 'k8s',
    buyer: 'fernbank',
    tierIndex: 0,
    state: 'disputed',
    paidDaysAgo: 9,
    steps: { requirements: 0.5, delivered: [4] },
    dispute: 'The review covers a different cluster from the one we described.',
  },
];

export async function insertDemoMarketplace(
  tx: Tx,
  opts: { now: Date; userIdOfKey: (key: string) => number },
): Promise<number> {
  const { now, userIdOfKey } = opts;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const skillRows = await tx
    .select({ id: skillsTable.id, name: skillsTable.name })
    .from(skillsTable);
  const skillId = new Map(skillRows.map((s) => [s.name, s.id]));

  const services = new Map<string, typeof marketplaceServices.$inferSelect>();
  for (const seed of SERVICES) {
    let sellerKind: 'talent' | 'collective' = 'talent';
    let talentId: number | null = null;
    let collectiveId: number | null = null;
    let deliveredById: number;
    if ('talent' in seed.seller) {
      talentId = userIdOfKey(seed.seller.talent);
      deliveredById = talentId;
    } else {
      const [collective] = await tx
        .select({ id: collectives.id })
        .from(collectives)
        .where(eq(collectives.slug, seed.seller.collective));
      if (!collective) continue;
      sellerKind = 'collective';
      collectiveId = collective.id;
      deliveredById = userIdOfKey(seed.seller.deliveredBy);
    }
    const at = ago(seed.createdDaysAgo);
    const [row] = await tx
      .insert(marketplaceServices)
      .values({
        sellerKind,
        talentId,
        collectiveId,
        deliveredById,
        title: seed.title,
        description: seed.description,
        skills: seed.skills
          .map((n) => skillId.get(n))
          .filter((id): id is number => id !== undefined),
        tiers: seed.tiers,
        addOns: seed.addOns ?? [],
        questions: seed.questions ?? [],
        status: seed.status,
        startingPrice: Math.min(...seed.tiers.map((t) => t.price)),
        fastestDeliveryDays: Math.min(...seed.tiers.map((t) => t.deliveryDays)),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    services.set(seed.key, row!);
  }

  let n = 0;
  for (const seed of ORDERS) {
    const service = services.get(seed.service);
    if (!service) continue;
    n += 1;
    const buyerId = userIdOfKey(seed.buyer);
    const tierRow = service.tiers[seed.tierIndex]!;
    const addOns = (seed.addOns ?? []).map((i) => service.addOns[i]!);
    const paidAt = ago(seed.paidDaysAgo);
    const after = (days: number | undefined) =>
      days === undefined ? null : new Date(paidAt.getTime() + days * DAY_MS);
    const steps = seed.steps ?? {};
    const startedAt = after(steps.requirements);
    const deliveryDays = orderDeliveryDays({ tier: tierRow, addOns });
    const deliveries = (steps.delivered ?? []).map((d) => after(d)!);
    const lastDelivery = deliveries.at(-1) ?? null;
    const endedAt = after(steps.ended);
    const disputedAt = seed.dispute ? new Date(now.getTime() - 2 * DAY_MS) : null;

    const key = directKey(buyerId, service.deliveredById);
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.directKey, key));
    let conversationId = existing?.id;
    if (conversationId === undefined) {
      const [created] = await tx
        .insert(conversations)
        .values({ kind: 'direct', directKey: key, createdAt: paidAt, updatedAt: paidAt })
        .returning({ id: conversations.id });
      conversationId = created!.id;
      await tx.insert(conversationMembers).values([
        { conversationId, userId: buyerId, joinedAt: paidAt },
        { conversationId, userId: service.deliveredById, joinedAt: paidAt },
      ]);
    }

    const [order] = await tx
      .insert(marketplaceOrders)
      .values({
        serviceId: service.id,
        buyerId,
        deliveredById: service.deliveredById,
        state: seed.state,
        tierIndex: seed.tierIndex,
        tier: tierRow,
        addOns,
        questions: service.questions,
        answers: seed.answers ?? null,
        total: orderTotal({ tier: tierRow, addOns }),
        deliveryDays,
        revisionsAllowed: tierRow.revisions,
        revisionsUsed: steps.revision === undefined ? 0 : 1,
        paymentStatus: 'paid',
        provider: 'local',
        checkoutId: `co_order_seed_${n}`,
        paidAt,
        requirementsDueAt: requirementsDueAt(paidAt),
        startedAt,
        dueAt: startedAt ? deliveryDueAt(startedAt, deliveryDays) : null,
        deliveredAt: lastDelivery,
        autoCompleteAt:
          seed.state === 'delivered' && lastDelivery ? autoCompleteAt(lastDelivery) : null,
        completedAt: seed.state === 'completed' ? endedAt : null,
        conversationId,
        disputeOpenedBy: seed.dispute ? 'buyer' : null,
        disputeReason: seed.dispute ?? null,
        disputedAt,
        createdAt: new Date(paidAt.getTime() - 10 * 60 * 1000),
        updatedAt: endedAt ?? disputedAt ?? lastDelivery ?? startedAt ?? paidAt,
      })
      .returning();

    const timeline: { kind: OrderEventKind; actor: OrderActor; at: Date; message?: string }[] = [
      { kind: 'placed', actor: 'buyer', at: order!.createdAt },
      { kind: 'paid', actor: 'system', at: paidAt },
    ];
    if (startedAt) timeline.push({ kind: 'requirements_submitted', actor: 'buyer', at: startedAt });
    deliveries.forEach((at, i) => {
      if (i > 0 && steps.revision !== undefined)
        timeline.push({
          kind: 'revision_requested',
          actor: 'buyer',
          at: after(steps.revision)!,
          message: 'Could the palette be a little warmer?',
        });
      timeline.push({
        kind: 'delivered',
        actor: 'seller',
        at,
        message: i === 0 ? 'Here is the first delivery.' : 'Updated as you asked.',
      });
    });
    if (seed.state === 'completed' && endedAt)
      timeline.push({ kind: 'completed', actor: 'buyer', at: endedAt });
    if (disputedAt)
      timeline.push({ kind: 'disputed', actor: 'buyer', at: disputedAt, message: seed.dispute! });
    await tx.insert(marketplaceOrderEvents).values(
      timeline.map((e) => ({
        orderId: order!.id,
        kind: e.kind,
        actor: e.actor,
        actorId:
          e.actor === 'buyer' ? buyerId : e.actor === 'seller' ? service.deliveredById : null,
        message: e.message ?? null,
        createdAt: e.at,
      })),
    );

    if (startedAt) {
      await tx.insert(engagements).values({
        orderId: order!.id,
        employerId: buyerId,
        talentId: service.deliveredById,
        status: seed.state === 'completed' ? 'paused' : 'active',
        startedAt,
        // Issue 20: dated from the origin too, so one origin gives the same rows.
        createdAt: startedAt,
        updatedAt: endedAt ?? startedAt,
      });
    }

    if (seed.state === 'completed' && endedAt) {
      let ratingSum = 0;
      let ratingCount = 0;
      for (const side of ['buyer', 'seller'] as const) {
        const review = seed.reviews?.[side];
        if (!review) continue;
        const at = new Date(endedAt.getTime() + (side === 'buyer' ? 2 : 5) * HOUR_MS);
        await tx.insert(marketplaceReviews).values({
          orderId: order!.id,
          serviceId: service.id,
          side,
          authorId: side === 'buyer' ? buyerId : service.deliveredById,
          subjectId: side === 'buyer' ? service.deliveredById : buyerId,
          rating: review[0],
          body: review[1],
          createdAt: at,
          updatedAt: at,
        });
        if (side === 'buyer') {
          ratingSum += review[0];
          ratingCount += 1;
        }
      }
      const current = services.get(seed.service)!;
      const updated = {
        ratingSum: current.ratingSum + ratingSum,
        ratingCount: current.ratingCount + ratingCount,
        completedOrders: current.completedOrders + 1,
      };
      await tx
        .update(marketplaceServices)
        .set(updated)
        .where(eq(marketplaceServices.id, service.id));
      services.set(seed.service, { ...current, ...updated });
    }
  }
  return n;
}
