/** The columns an engagement query selects and the API shapes of engagements and check-ins. */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  checkinLateAt,
  checkinStateAt,
  isCheckinEditable,
  type CheckinCadence,
  type CheckinQuestion,
} from '@hireloop/sdk';
import type { Checkin, CheckinSchedule, Engagement } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { toUserSummary } from '../users/rows';
import { jobRequests, users } from '../../db/schema';
import type { checkins } from '../../db/schemaCheckins';
import { checkinSchedules, engagements } from '../../db/schemaCheckins';
import { companyMembers } from '../../db/schemaTeam';
import { marketplaceOrders, marketplaceServices } from '../../db/schemaMarketplace';

const employerUser = alias(users, 'engagement_employer');
const talentUser = alias(users, 'engagement_talent');

export const engagementColumns = {
  id: engagements.id,
  bidId: engagements.bidId,
  jobRequestId: engagements.jobRequestId,
  orderId: engagements.orderId,
  serviceTitle: marketplaceServices.title,
  employerId: engagements.employerId,
  talentId: engagements.talentId,
  status: engagements.status,
  startedAt: engagements.startedAt,
  companyId: jobRequests.companyId,
  requestTitle: jobRequests.title,
  employerName: employerUser.name,
  employerRole: employerUser.role,
  employerLogo: employerUser.companyLogo,
  employerImage: employerUser.profileImage,
  talentName: talentUser.name,
  talentRole: talentUser.role,
  talentLogo: talentUser.companyLogo,
  talentImage: talentUser.profileImage,
  schedule: {
    cadence: checkinSchedules.cadence,
    weekdays: checkinSchedules.weekdays,
    everyDays: checkinSchedules.everyDays,
    time: checkinSchedules.time,
    timezone: checkinSchedules.timezone,
    startsOn: checkinSchedules.startsOn,
    questions: checkinSchedules.questions,
    nextDueAt: checkinSchedules.nextDueAt,
  },
};

/** Engagements with their request, both people and their schedule; add a `where`. */
export const selectEngagements = (q: Db | Tx) =>
  q
    .select(engagementColumns)
    .from(engagements)
    // Issue 18: an order's engagement has no request; its work is the service bought.
    .leftJoin(jobRequests, eq(jobRequests.id, engagements.jobRequestId))
    .leftJoin(marketplaceOrders, eq(marketplaceOrders.id, engagements.orderId))
    .leftJoin(marketplaceServices, eq(marketplaceServices.id, marketplaceOrders.serviceId))
    .innerJoin(employerUser, eq(employerUser.id, engagements.employerId))
    .innerJoin(talentUser, eq(talentUser.id, engagements.talentId))
    .leftJoin(checkinSchedules, eq(checkinSchedules.engagementId, engagements.id));

export type EngagementRow = Awaited<
  ReturnType<ReturnType<typeof selectEngagements>['where']>
>[number];
export type CheckinRow = typeof checkins.$inferSelect;

/** The people and request a check-in or engagement names. */
function parties(row: EngagementRow) {
  return {
    jobRequest: { id: row.jobRequestId, title: row.requestTitle ?? row.serviceTitle ?? '' },
    employer: toUserSummary(
      row.employerId,
      row.employerName,
      row.employerRole,
      row.employerLogo,
      row.employerImage,
    ),
    talent: toUserSummary(
      row.talentId,
      row.talentName,
      row.talentRole,
      row.talentLogo,
      row.talentImage,
    ),
  };
}

/** The API shape of a check-in (checkinSchema), at `now`. */
export function toCheckin(row: CheckinRow, engagement: EngagementRow, now: Date): Checkin {
  return {
    id: row.id,
    engagementId: row.engagementId,
    ...parties(engagement),
    dueAt: row.dueAt.toISOString(),
    lateAt: checkinLateAt(row.dueAt).toISOString(),
    state: checkinStateAt(row, now),
    questions: row.questions,
    answers: row.answers,
    hasBlockers: row.hasBlockers,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewState: row.reviewState,
    reviewComment: row.reviewComment,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    editable: isCheckinEditable(row, now),
  };
}

/** When an engagement's check-ins fall due, or null without a schedule. */
export function cadenceOf(row: EngagementRow): CheckinCadence | null {
  const s = row.schedule;
  if (!s || !s.cadence) return null;
  return { ...s, cadence: s.cadence };
}

function toSchedule(row: EngagementRow): CheckinSchedule | null {
  const s = row.schedule;
  if (!s || !s.cadence) return null;
  return {
    cadence: s.cadence,
    weekdays: s.weekdays,
    everyDays: s.everyDays,
    time: s.time,
    timezone: s.timezone,
    startsOn: s.startsOn,
    questions: s.questions as CheckinQuestion[],
    nextDueAt: s.nextDueAt?.toISOString() ?? null,
  };
}

/** The API shape of an engagement (engagementSchema). */
export function toEngagement(
  row: EngagementRow,
  latest: CheckinRow | undefined,
  openBlockers: boolean,
  now: Date,
): Engagement {
  return {
    id: row.id,
    bidId: row.bidId,
    orderId: row.orderId,
    ...parties(row),
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    schedule: toSchedule(row),
    latest: latest ? toCheckin(latest, row, now) : null,
    openBlockers,
  };
}

/**
 * Who sees an engagement change live: its talent, the employer who hired, and every member of
 * the request's company (their open /job-checkins pages refresh).
 */
export async function audienceOf(q: Db | Tx, row: EngagementRow): Promise<number[]> {
  const members = row.companyId
    ? await q
        .select({ id: companyMembers.userId })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, row.companyId))
    : [];
  return [...new Set([row.talentId, row.employerId, ...members.map((m) => m.id)])];
}
