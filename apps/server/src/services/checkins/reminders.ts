/**
 * The check-in reminders (issue 16), run by the server's one scheduler (`checkins.reminders`):
 *
 * - a schedule whose `next_due_at` has come creates its check-in (the latest due time, when the
 *   server was down for several), notifies the talent that it is due, marks the engagement's
 *   earlier unanswered check-ins missed (the next one is due), and moves `next_due_at` on;
 * - an unanswered check-in past its due time plus the grace period is announced late, to the
 *   talent.
 *
 * Each in its own transaction on rows claimed with `FOR UPDATE SKIP LOCKED` and checked again
 * under the lock, and each leaves its marker (`next_due_at` moved, `late_notified_at` set) in that
 * transaction: with several instances, or overlapping runs, every reminder is sent exactly once.
 */
import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import { latestCheckinDue, nextCheckinDue, type CheckinCadence } from '@hireloop/sdk';
import { CHECKIN_GRACE_PERIOD_MS } from '@hireloop/sdk/constants';
import { checkinSchedules, checkins, engagements } from '../../db/schemaCheckins';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { CHECKINS_LINK } from './checkins';
import { audienceOf, selectEngagements } from './rows';

/** How often the scheduler looks for due and late check-ins. */
export const CHECKIN_REMINDERS_INTERVAL_MS = 60_000;
/** Rows handled per batch; a batch that could claim nothing ends the run. */
const BATCH = 100;

export interface ReminderReport {
  due: number;
  missed: number;
  late: number;
}

export function createCheckinReminders(
  deps: ServiceDeps,
  {
    live,
    notifications,
  }: { live: Pick<LiveService, 'publish'>; notifications: Pick<NotificationService, 'notify'> },
) {
  const { db, now } = deps;

  const dueSchedule = (at: Date) =>
    and(lte(checkinSchedules.nextDueAt, at), eq(engagements.status, 'active'));

  /** Creates the due check-in of one schedule if it is still due; what it did. */
  async function fallDue(engagementId: number, at: Date): Promise<{ due: number; missed: number }> {
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ schedule: checkinSchedules })
        .from(checkinSchedules)
        .innerJoin(engagements, eq(engagements.id, checkinSchedules.engagementId))
        .where(and(eq(checkinSchedules.engagementId, engagementId), dueSchedule(at)))
        .for('update', { of: checkinSchedules, skipLocked: true });
      if (!locked) return { due: 0, missed: 0 };
      const { schedule } = locked;
      const cadence: CheckinCadence = schedule;
      const since = new Date(schedule.nextDueAt!.getTime() - 1);
      const dueAt = latestCheckinDue(cadence, since, at) ?? schedule.nextDueAt!;
      await tx
        .update(checkinSchedules)
        .set({ nextDueAt: nextCheckinDue(cadence, dueAt) })
        .where(eq(checkinSchedules.engagementId, engagementId));
      const missed = await tx
        .update(checkins)
        .set({ missedAt: at, updatedAt: at })
        .where(
          and(
            eq(checkins.engagementId, engagementId),
            isNull(checkins.submittedAt),
            isNull(checkins.missedAt),
            lt(checkins.dueAt, dueAt),
          ),
        )
        .returning({ id: checkins.id });
      const [created] = await tx
        .insert(checkins)
        .values({
          engagementId,
          dueAt,
          questions: schedule.questions,
          dueNotifiedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: checkins.id });
      if (!created) return { due: 0, missed: missed.length };
      const [engagement] = await selectEngagements(tx).where(eq(engagements.id, engagementId));
      await live.publish(tx, await audienceOf(tx, engagement!), {
        type: 'checkin',
        data: { engagementId, checkinId: created.id, change: 'due' },
      });
      await notifications.notify(tx, engagement!.talentId, {
        type: 'checkin_due',
        title: 'Check-in due',
        body: `Your check-in on “${engagement!.requestTitle}” is due.`,
        link: CHECKINS_LINK,
      });
      return { due: 1, missed: missed.length };
    });
  }

  const lateCondition = (at: Date) =>
    and(
      isNull(checkins.submittedAt),
      isNull(checkins.missedAt),
      isNull(checkins.lateNotifiedAt),
      lte(checkins.dueAt, new Date(at.getTime() - CHECKIN_GRACE_PERIOD_MS)),
    );

  /** Announces one check-in late if it still is; whether it did. */
  async function turnLate(id: number, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: checkins.id, engagementId: checkins.engagementId })
        .from(checkins)
        .where(and(eq(checkins.id, id), lateCondition(at)))
        .for('update', { skipLocked: true });
      if (!locked) return false;
      await tx.update(checkins).set({ lateNotifiedAt: at }).where(eq(checkins.id, id));
      const [engagement] = await selectEngagements(tx).where(
        eq(engagements.id, locked.engagementId),
      );
      await live.publish(tx, await audienceOf(tx, engagement!), {
        type: 'checkin',
        data: { engagementId: locked.engagementId, checkinId: id, change: 'late' },
      });
      await notifications.notify(tx, engagement!.talentId, {
        type: 'checkin_late',
        title: 'Check-in late',
        body: `Your check-in on “${engagement!.requestTitle}” is late. Submit it when you can.`,
        link: CHECKINS_LINK,
      });
      return true;
    });
  }

  return {
    /** One scheduler run: due check-ins first (they mark missed ones), then late ones. */
    async run(): Promise<ReminderReport> {
      const at = now();
      const report: ReminderReport = { due: 0, missed: 0, late: 0 };
      for (;;) {
        const due = await db
          .select({ id: checkinSchedules.engagementId })
          .from(checkinSchedules)
          .innerJoin(engagements, eq(engagements.id, checkinSchedules.engagementId))
          .where(dueSchedule(at))
          .orderBy(asc(checkinSchedules.nextDueAt))
          .limit(BATCH);
        let handled = 0;
        for (const { id } of due) {
          const outcome = await fallDue(id, at);
          report.due += outcome.due;
          report.missed += outcome.missed;
          if (outcome.due || outcome.missed) handled += 1;
        }
        if (due.length < BATCH || handled === 0) break;
      }
      for (;;) {
        const late = await db
          .select({ id: checkins.id })
          .from(checkins)
          .where(lateCondition(at))
          .orderBy(asc(checkins.dueAt))
          .limit(BATCH);
        let handled = 0;
        for (const { id } of late) if (await turnLate(id, at)) handled += 1;
        report.late += handled;
        if (late.length < BATCH || handled === 0) break;
      }
      return report;
    },
  };
}
