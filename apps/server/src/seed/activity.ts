/**
 * Demo insights (issue 16; a year since issue 20): eleven months of the demo employer's hiring in the activity log — older
 * filled and closed requests, proposals and outreach on every one of its requests, replies,
 * acceptances and declines, and outsiders' views — and a market of closed public requests with
 * hourly rates (and accepted bids on them) from the other employers, so that /insights shows a
 * moving funnel and rate benchmarks for a few skills. Everything is computed from fixed offsets
 * of `now` (no randomness) and inserted in a handful of bulk statements.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ActivityKind, BidKind, BidStatus } from '@hireloop/sdk/schemas';
import type { Tx } from '../db';
import { bids, jobRequests, skills, users } from '../db/schema';
import { activityEvents } from '../db/schemaActivity';
import { createOwnCompany, findActiveMembership } from '../services/companies/access';
import { rateWithin } from './rates';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The demo employer's older requests: posted, bid on, then filled or closed. */
const PAST_REQUESTS = [
  // Issue 20: the year before, so the insights' twelve months have history.
  {
    title: 'Inventory sync with Shopify',
    skills: ['Node.js', 'REST API Design'],
    daysAgo: 340,
    rate: [60, 80],
    status: 'filled',
  },
  {
    title: 'Picking app usability study',
    skills: ['UX Research', 'Figma'],
    daysAgo: 300,
    rate: [50, 70],
    status: 'closed',
  },
  {
    title: 'Data warehouse for fulfilment metrics',
    skills: ['Python', 'PostgreSQL'],
    daysAgo: 255,
    rate: [65, 90],
    status: 'filled',
  },
  {
    title: 'Returns portal front-end',
    skills: ['React', 'TypeScript'],
    daysAgo: 205,
    rate: [60, 85],
    status: 'filled',
  },
  {
    title: 'React Native app for drivers',
    skills: ['React', 'TypeScript'],
    daysAgo: 150,
    rate: [70, 95],
    status: 'filled',
  },
  {
    title: 'Warehouse dashboard redesign',
    skills: ['Figma', 'UX Design'],
    daysAgo: 122,
    rate: [55, 75],
    status: 'filled',
  },
  {
    title: 'Route optimisation prototype',
    skills: ['Python', 'PostgreSQL'],
    daysAgo: 96,
    rate: [65, 90],
    status: 'closed',
  },
  {
    title: 'Carrier API integration',
    skills: ['Node.js', 'TypeScript'],
    daysAgo: 74,
    rate: [60, 85],
    status: 'filled',
  },
  {
    title: 'Onboarding emails and help centre',
    skills: ['Technical Writing'],
    daysAgo: 58,
    rate: [35, 50],
    status: 'filled',
  },
  {
    title: 'Accessibility audit of the tracking page',
    skills: ['Web Accessibility', 'React'],
    daysAgo: 41,
    rate: [60, 80],
    status: 'closed',
  },
] as const;

/** How the market's past requests are named: a role and a project, varied per request. */
const MARKET_ROLES = ['specialist', 'contractor', 'expert', 'consultant'] as const;
const MARKET_PROJECTS = [
  'the checkout redesign',
  'our partner portal',
  'the reporting dashboard',
  'the onboarding flow',
  'a mobile release',
  'the booking system',
  'our data migration',
] as const;

/** The market: public hourly requests of the other employers, per skill, around a typical rate. */
const MARKET = [
  { skill: 'TypeScript', base: 70 },
  { skill: 'React', base: 65 },
  { skill: 'Figma', base: 55 },
  { skill: 'Python', base: 68 },
  { skill: 'Node.js', base: 66 },
] as const;
const MARKET_PER_SKILL = 7;

interface BidPlan {
  jobRequestId: number;
  employerId: number;
  companyId: number | null;
  talentId: number;
  kind: BidKind;
  status: BidStatus;
  rate: number;
  at: Date;
  decidedAt: Date;
  repliedAt: Date | null;
}

export async function insertDemoActivity(
  tx: Tx,
  { now, demoEmployerId }: { now: Date; demoEmployerId: number },
): Promise<{ activity: number }> {
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS + hours * HOUR_MS);
  const skillRows = await tx.select({ id: skills.id, name: skills.name }).from(skills);
  const skillId = new Map(skillRows.map((row) => [row.name, row.id]));
  const idsOf = (names: readonly string[]) => names.flatMap((name) => skillId.get(name) ?? []);
  const talent = (
    await tx.select({ id: users.id }).from(users).where(eq(users.role, 'talent')).orderBy(users.id)
  ).map((row) => row.id);
  const employers = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'employer'))
      .orderBy(users.id)
  ).map((row) => row.id);
  if (talent.length < 6) return { activity: 0 };

  // Every seeded employer acts for a company (registration makes one; the seed writes rows).
  const companyOf = new Map<number, number>();
  for (const id of employers) {
    const membership =
      (await findActiveMembership(tx, id)) ?? (await createOwnCompany(tx, id, ago(200)));
    companyOf.set(id, membership.companyId);
  }
  await tx
    .update(jobRequests)
    .set({ companyId: companyOf.get(demoEmployerId)! })
    .where(and(eq(jobRequests.employerId, demoEmployerId), isNull(jobRequests.companyId)));

  await tx.insert(jobRequests).values(
    PAST_REQUESTS.map((request) => ({
      employerId: demoEmployerId,
      companyId: companyOf.get(demoEmployerId)!,
      title: request.title,
      description: `${request.title}: a finished engagement of the demo company.`,
      type: 'project' as const,
      minRate: request.rate[0],
      maxRate: request.rate[1],
      rateType: 'hourly' as const,
      skills: idsOf(request.skills),
      status: request.status,
      requestTarget: 'public' as const,
      createdAt: ago(request.daysAgo),
      updatedAt: ago(request.daysAgo - 30),
    })),
  );

  const others = employers.filter((id) => id !== demoEmployerId);
  const market =
    others.length === 0
      ? []
      : await tx
          .insert(jobRequests)
          .values(
            MARKET.flatMap(({ skill, base }, s) =>
              Array.from({ length: MARKET_PER_SKILL }, (_, i) => {
                const employerId = others[(s + i) % others.length]!;
                const low = base - 15 + ((i * 7) % 25);
                return {
                  employerId,
                  companyId: companyOf.get(employerId)!,
                  title: `${skill} ${MARKET_ROLES[i % MARKET_ROLES.length]} for ${MARKET_PROJECTS[(s + i) % MARKET_PROJECTS.length]}`,
                  description: `${skill} work on ${MARKET_PROJECTS[(s + i) % MARKET_PROJECTS.length]}, paid by the hour, reviewed weekly with the product team.`,
                  type: 'project' as const,
                  minRate: low,
                  maxRate: low + 10 + (i % 3) * 5,
                  rateType: 'hourly' as const,
                  skills: idsOf([skill]),
                  status: i % 2 === 0 ? ('filled' as const) : ('closed' as const),
                  requestTarget: 'public' as const,
                  createdAt: ago(20 + s * 11 + i * 17),
                  updatedAt: ago(10 + s * 11 + i * 17),
                };
              }),
            ),
          )
          .returning({
            id: jobRequests.id,
            employerId: jobRequests.employerId,
            companyId: jobRequests.companyId,
            minRate: jobRequests.minRate,
            createdAt: jobRequests.createdAt,
            status: jobRequests.status,
          });

  // The demo company's requests, seeded and past, with their bids.
  const own = await tx
    .select({
      id: jobRequests.id,
      createdAt: jobRequests.createdAt,
      status: jobRequests.status,
      minRate: jobRequests.minRate,
      maxRate: jobRequests.maxRate,
      rateType: jobRequests.rateType,
    })
    .from(jobRequests)
    .where(eq(jobRequests.employerId, demoEmployerId));
  const plans: BidPlan[] = [];
  own.forEach((request, r) => {
    const age = (now.getTime() - request.createdAt.getTime()) / DAY_MS;
    const count = Math.min(2 + (r % 4), Math.max(1, Math.floor(age)));
    for (let b = 0; b < count; b++) {
      const kind: BidKind = b === 2 ? 'outreach' : 'proposal';
      const at = new Date(request.createdAt.getTime() + (6 + b * 19 + r * 3) * HOUR_MS);
      if (at >= now) continue;
      const replied = (b + r) % 3 !== 2;
      const filled = request.status === 'filled' && b === 0;
      const status: BidStatus = filled
        ? 'accepted'
        : request.status === 'active'
          ? b === 1 && r % 2 === 0
            ? 'declined'
            : 'pending'
          : 'declined';
      const decidedAt = new Date(Math.min(at.getTime() + 2 * DAY_MS, now.getTime() - HOUR_MS));
      plans.push({
        jobRequestId: request.id,
        employerId: demoEmployerId,
        companyId: companyOf.get(demoEmployerId)!,
        talentId: talent[(r * 3 + b) % talent.length]!,
        kind,
        status,
        rate: rateWithin(request, 0.2 + b * 0.25),
        at,
        decidedAt,
        repliedAt: replied
          ? new Date(Math.min(at.getTime() + 5 * HOUR_MS, now.getTime() - HOUR_MS))
          : null,
      });
    }
  });
  // The market's filled requests: one accepted proposal each, at a rate near the range.
  for (const [m, request] of market.entries()) {
    if (request.status !== 'filled') continue;
    const at = new Date(request.createdAt.getTime() + 30 * HOUR_MS);
    plans.push({
      jobRequestId: request.id,
      employerId: request.employerId,
      companyId: request.companyId,
      talentId: talent[m % talent.length]!,
      kind: 'proposal',
      status: 'accepted',
      rate: (request.minRate ?? 60) + (m % 4) * 3,
      at,
      decidedAt: new Date(at.getTime() + DAY_MS),
      repliedAt: new Date(at.getTime() + 4 * HOUR_MS),
    });
  }
  // A second accepted bid on some market requests, so each skill has enough accepted rates.
  for (const [m, request] of market.entries()) {
    if (request.status === 'filled') continue;
    const at = new Date(request.createdAt.getTime() + 40 * HOUR_MS);
    plans.push({
      jobRequestId: request.id,
      employerId: request.employerId,
      companyId: request.companyId,
      talentId: talent[(m + 5) % talent.length]!,
      kind: 'proposal',
      status: 'accepted',
      rate: (request.minRate ?? 60) + 4 + (m % 3) * 4,
      at,
      decidedAt: new Date(at.getTime() + DAY_MS),
      repliedAt: null,
    });
  }

  const inserted = plans.length
    ? await tx
        .insert(bids)
        .values(
          plans.map((plan) => ({
            kind: plan.kind,
            status: plan.status,
            jobRequestId: plan.jobRequestId,
            employerId: plan.employerId,
            talentId: plan.talentId,
            rate: plan.rate,
            message: 'Happy to help with this — see my profile for similar work.',
            createdAt: plan.at,
            updatedAt: plan.status === 'pending' ? plan.at : plan.decidedAt,
          })),
        )
        .returning({ id: bids.id })
    : [];

  type Row = typeof activityEvents.$inferInsert;
  const rows: Row[] = [];
  const ownCompany = companyOf.get(demoEmployerId)!;
  const requestRows = (
    request: { id: number; createdAt: Date; status: string },
    employerId: number,
    companyId: number | null,
  ) => {
    rows.push({
      at: request.createdAt,
      kind: 'request_created',
      actorId: employerId,
      companyId,
      jobRequestId: request.id,
    });
    if (request.status === 'closed' || request.status === 'filled')
      rows.push({
        at: new Date(Math.min(request.createdAt.getTime() + 9 * DAY_MS, now.getTime() - HOUR_MS)),
        kind: `request_${request.status}`,
        actorId: employerId,
        companyId,
        jobRequestId: request.id,
      });
  };
  for (const request of own) requestRows(request, demoEmployerId, ownCompany);
  for (const request of market) requestRows(request, request.employerId, request.companyId);
  plans.forEach((plan, i) => {
    const bidId = inserted[i]!.id;
    const base = {
      companyId: plan.companyId,
      jobRequestId: plan.jobRequestId,
      bidId,
      bidKind: plan.kind,
      talentId: plan.talentId,
    };
    const sender = plan.kind === 'proposal' ? plan.talentId : plan.employerId;
    const receiver = plan.kind === 'proposal' ? plan.employerId : plan.talentId;
    rows.push({ ...base, at: plan.at, kind: 'bid_created', actorId: sender });
    if (plan.repliedAt)
      rows.push({ ...base, at: plan.repliedAt, kind: 'message_replied', actorId: receiver });
    if (plan.status !== 'pending')
      rows.push({
        ...base,
        at: plan.decidedAt,
        kind: `bid_${plan.status}` as ActivityKind,
        actorId: receiver,
      });
  });
  // Views: talent reading the demo company's requests, a few a day while they are fresh.
  own.forEach((request, r) => {
    for (let d = 0; d < 12; d++) {
      const at = new Date(request.createdAt.getTime() + d * DAY_MS + (3 + r) * HOUR_MS);
      if (at >= now) break;
      const viewers = Math.max(1, 4 - Math.floor(d / 3) + (r % 2));
      for (let v = 0; v < viewers && v < talent.length; v++)
        rows.push({
          at,
          kind: 'request_viewed',
          actorId: talent[(r + d + v) % talent.length]!,
          companyId: ownCompany,
          jobRequestId: request.id,
        });
    }
  });
  await tx.insert(activityEvents).values(rows).onConflictDoNothing();
  return { activity: rows.length };
}
