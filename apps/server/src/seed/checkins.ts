/**
 * The demo check-ins (issue 16): every accepted bid of the demo data has its engagement (as
 * accepting one starts it); the demo talent works for the demo employer on one of its requests,
 * checked in on weekly, with last week's check-in submitted and acknowledged, and this week's due
 * at the seed's origin (its reminder in the talent's notifications; with the default origin, the
 * start of the day, it is due and not yet late all that day), so /job-checkins shows both sides and
 * /admin/check-ins has figures on `npm start`.
 */
import { DEFAULT_CHECKIN_QUESTIONS, WEEKDAYS } from '@hireloop/sdk';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { bids, jobRequests, notifications } from '../db/schema';
import { checkinSchedules, checkins, engagements } from '../db/schemaCheckins';
import { CHECKINS_LINK } from '../services/checkins/checkins';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export async function insertDemoCheckins(
  tx: Tx,
  opts: { now: Date; demoEmployerId: number; demoTalentId: number },
): Promise<void> {
  const { now, demoEmployerId, demoTalentId } = opts;

  // The demo pair's engagement: an accepted proposal on the demo employer's newest request the
  // demo talent has no open proposal on.
  const taken = tx
    .select({ id: bids.jobRequestId })
    .from(bids)
    .where(
      and(
        eq(bids.talentId, demoTalentId),
        eq(bids.kind, 'proposal'),
        inArray(bids.status, ['pending', 'accepted']),
      ),
    );
  const [request] = await tx
    .select({ id: jobRequests.id, title: jobRequests.title })
    .from(jobRequests)
    .where(
      and(
        eq(jobRequests.employerId, demoEmployerId),
        eq(jobRequests.status, 'active'),
        sql`${jobRequests.id} not in ${taken}`,
      ),
    )
    .orderBy(sql`${jobRequests.createdAt} desc`)
    .limit(1);
  if (!request) throw new Error('seed: the demo employer has no request for the demo engagement');
  const startedAt = new Date(now.getTime() - 3 * WEEK_MS);
  await tx.insert(bids).values({
    kind: 'proposal',
    status: 'accepted',
    jobRequestId: request.id,
    employerId: demoEmployerId,
    talentId: demoTalentId,
    rate: 95,
    message: 'I have shipped this kind of work before; happy to start next week.',
    createdAt: new Date(startedAt.getTime() - 2 * 24 * HOUR_MS),
    updatedAt: startedAt,
  });

  // Every accepted bid has its engagement (the migration's rule, for the seeded ones).
  const accepted = await tx
    .select({
      id: bids.id,
      jobRequestId: bids.jobRequestId,
      employerId: bids.employerId,
      talentId: bids.talentId,
      updatedAt: bids.updatedAt,
    })
    .from(bids)
    .leftJoin(engagements, eq(engagements.bidId, bids.id))
    .where(and(eq(bids.status, 'accepted'), isNull(engagements.id)));
  if (accepted.length) {
    await tx.insert(engagements).values(
      accepted.map((bid) => ({
        bidId: bid.id,
        jobRequestId: bid.jobRequestId,
        employerId: bid.employerId,
        talentId: bid.talentId,
        startedAt: bid.updatedAt,
        createdAt: bid.updatedAt,
        updatedAt: bid.updatedAt,
      })),
    );
  }
  const [demo] = await tx
    .select({ id: engagements.id })
    .from(engagements)
    .where(and(eq(engagements.talentId, demoTalentId), eq(engagements.jobRequestId, request.id)));

  // Weekly, on this week's due day, at the origin's minute (UTC): with the default origin, the
  // start of the day, it stays due (not late: the sdk's grace period is a day) all day long.
  const dueNow = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const lastWeek = new Date(dueNow.getTime() - WEEK_MS);
  const weekday = WEEKDAYS[(dueNow.getUTCDay() + 6) % 7]!;
  const time = dueNow.toISOString().slice(11, 16);
  const questions = DEFAULT_CHECKIN_QUESTIONS.map((q) => ({ ...q, options: [...q.options] }));
  await tx.insert(checkinSchedules).values({
    engagementId: demo!.id,
    cadence: 'weekly',
    weekdays: [weekday],
    everyDays: 7,
    time,
    timezone: 'UTC',
    startsOn: startedAt.toISOString().slice(0, 10),
    questions,
    nextDueAt: new Date(dueNow.getTime() + WEEK_MS),
    updatedBy: demoEmployerId,
    updatedAt: startedAt,
  });
  await tx.insert(checkins).values([
    {
      engagementId: demo!.id,
      dueAt: lastWeek,
      questions,
      answers: {
        progress: 'Set up the project, the CI pipeline and the first API endpoints.',
        next_steps: 'The payment flow and its tests.',
        hours: 32,
      },
      hasBlockers: false,
      submittedAt: new Date(lastWeek.getTime() + 3 * HOUR_MS),
      reviewState: 'acknowledged',
      reviewComment: 'Great start, thanks!',
      reviewedAt: new Date(lastWeek.getTime() + 20 * HOUR_MS),
      reviewedBy: demoEmployerId,
      dueNotifiedAt: lastWeek,
      createdAt: lastWeek,
      updatedAt: new Date(lastWeek.getTime() + 20 * HOUR_MS),
    },
    {
      engagementId: demo!.id,
      dueAt: dueNow,
      questions,
      dueNotifiedAt: dueNow,
      createdAt: dueNow,
      updatedAt: dueNow,
    },
  ]);
  await tx.insert(notifications).values({
    userId: demoTalentId,
    type: 'checkin_due',
    title: 'Check-in due',
    body: `Your check-in on “${request.title}” is due.`,
    link: CHECKINS_LINK,
    createdAt: dueNow,
  });
}
