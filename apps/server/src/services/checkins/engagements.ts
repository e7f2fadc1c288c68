/**
 * Engagements (issue 16): started when a bid is accepted, listed per side with filters, read with
 * their recent check-ins, and — by the employer's company — given a schedule, paused and resumed.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { localDateOf, nextCheckinDue } from '@hireloop/sdk';
import type {
  EngagementDetails,
  EngagementStatus,
  Engagement,
  EngagementsQuery,
  ScheduleInput,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { checkinSchedules, checkins, engagements } from '../../db/schemaCheckins';
import { problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import { isInt4Id } from '../pageCursor';
import { assertCanWrite, employerScope } from './access';
import {
  cadenceOf,
  audienceOf,
  selectEngagements,
  toCheckin,
  toEngagement,
  type CheckinRow,
  type EngagementRow,
} from './rows';

export const ENGAGEMENT_NOT_FOUND = 'Engagement not found';
/** How many of an engagement's check-ins its details carry, newest first. */
export const RECENT_CHECKINS = 20;

/** Who sees an engagement: its talent, or its request's company. */
export type Viewer = { side: 'talent' } | { side: 'employer'; canWrite: boolean };

/** The latest check-in of each engagement, and which have an open blocker. */
export async function checkinSummaries(q: Db | Tx, ids: number[]) {
  const latest = new Map<number, CheckinRow>();
  const blocked = new Set<number>();
  if (!ids.length) return { latest, blocked };
  const rows = await q
    .selectDistinctOn([checkins.engagementId])
    .from(checkins)
    .where(inArray(checkins.engagementId, ids))
    .orderBy(checkins.engagementId, desc(checkins.dueAt));
  for (const row of rows) latest.set(row.engagementId, row);
  const open = await q
    .selectDistinct({ id: checkins.engagementId })
    .from(checkins)
    .where(and(inArray(checkins.engagementId, ids), openBlocker()));
  for (const { id } of open) blocked.add(id);
  return { latest, blocked };
}

/** A blocked check-in that was submitted and not acknowledged. */
export const openBlocker = () =>
  and(
    eq(checkins.hasBlockers, true),
    isNotNull(checkins.submittedAt),
    or(isNull(checkins.reviewState), ne(checkins.reviewState, 'acknowledged')),
  );

/** Engagements in API shape, in the order of `rows`. */
export async function toEngagements(
  q: Db | Tx,
  rows: EngagementRow[],
  now: Date,
): Promise<Engagement[]> {
  const { latest, blocked } = await checkinSummaries(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEngagement(row, latest.get(row.id), blocked.has(row.id), now));
}

/** Whether an engagement matches a list's state and blocker filters. */
function matches(engagement: Engagement, query: EngagementsQuery): boolean {
  if (query.blockers !== undefined && engagement.openBlockers !== query.blockers) return false;
  if (!query.state) return true;
  const latest = engagement.latest;
  if (!latest) return false;
  if (query.state === 'acknowledged' || query.state === 'changes_requested')
    return latest.reviewState === query.state;
  if (query.state === 'submitted') return latest.state === 'submitted' && !latest.reviewState;
  return latest.state === query.state;
}

export function createEngagements(
  deps: ServiceDeps,
  { live }: { live: Pick<LiveService, 'publish'> },
) {
  const { db, now } = deps;

  /** The engagement as `userId` may see it, with who they are to it; 404 otherwise. */
  async function visible(
    q: Db | Tx,
    userId: number,
    id: number,
  ): Promise<{ row: EngagementRow; viewer: Viewer }> {
    if (!isInt4Id(id)) throw problem(404, ENGAGEMENT_NOT_FOUND);
    const scope = await employerScope(q, userId);
    const [row] = await selectEngagements(q).where(
      and(eq(engagements.id, id), or(eq(engagements.talentId, userId), scope.where)),
    );
    if (!row) throw problem(404, ENGAGEMENT_NOT_FOUND);
    // A person may be both (a talent's bid on their own company's request): the employer side wins.
    const [employerSide] = await selectEngagements(q).where(
      and(eq(engagements.id, id), scope.where),
    );
    const viewer: Viewer = employerSide
      ? { side: 'employer', canWrite: scope.canWrite }
      : { side: 'talent' };
    return { row, viewer };
  }

  /** The employer side's engagement, locked for a change; 404 for anyone else, 403 for viewers. */
  async function lockForEmployer(tx: Tx, userId: number, id: number): Promise<EngagementRow> {
    const { viewer } = await visible(tx, userId, id);
    if (viewer.side !== 'employer') throw problem(404, ENGAGEMENT_NOT_FOUND);
    assertCanWrite(viewer.canWrite);
    await tx
      .select({ id: engagements.id })
      .from(engagements)
      .where(eq(engagements.id, id))
      .for('update');
    const [row] = await selectEngagements(tx).where(eq(engagements.id, id));
    return row!;
  }

  async function details(q: Db | Tx, row: EngagementRow): Promise<EngagementDetails> {
    const at = now();
    const [engagement] = await toEngagements(q, [row], at);
    const recent = await q
      .select()
      .from(checkins)
      .where(eq(checkins.engagementId, row.id))
      .orderBy(desc(checkins.dueAt))
      .limit(RECENT_CHECKINS);
    return { ...engagement!, checkins: recent.map((c) => toCheckin(c, row, at)) };
  }

  /** Announces a change of an engagement to both sides (their open pages refetch). */
  const announce = async (
    q: Db | Tx,
    row: EngagementRow,
    change: 'schedule' | 'paused' | 'resumed',
  ) =>
    live.publish(q, await audienceOf(q, row), {
      type: 'checkin',
      data: { engagementId: row.id, checkinId: null, change },
    });

  return {
    visible,
    details,

    /** GET /api/engagements: the caller's engagements on one side, filtered, newest first. */
    async list(userId: number, query: EngagementsQuery): Promise<Engagement[]> {
      const side =
        query.side === 'talent'
          ? eq(engagements.talentId, userId)
          : (await employerScope(db, userId)).where;
      const rows = await selectEngagements(db)
        .where(and(side, query.status ? eq(engagements.status, query.status) : undefined))
        .orderBy(desc(engagements.startedAt), desc(engagements.id));
      const list = await toEngagements(db, rows, now());
      return list.filter((engagement) => matches(engagement, query));
    },

    /** GET /api/engagements/{id}: for its talent and its company; 404 for anyone else. */
    async get(userId: number, id: number): Promise<EngagementDetails> {
      const { row } = await visible(db, userId, id);
      return details(db, row);
    },

    /**
     * PUT /api/engagements/{id}/schedule: the company sets the cadence, time, time zone and
     * questions; the next check-in falls due by the new schedule (none while paused).
     */
    async setSchedule(
      userId: number,
      id: number,
      input: ScheduleInput,
    ): Promise<EngagementDetails> {
      return db.transaction(async (tx) => {
        const row = await lockForEmployer(tx, userId, id);
        const at = now();
        const cadence = { ...input, startsOn: localDateOf(at, input.timezone) };
        const values = {
          cadence: input.cadence,
          weekdays: input.cadence === 'weekly' ? input.weekdays : [],
          everyDays: input.everyDays,
          time: input.time,
          timezone: input.timezone,
          startsOn: cadence.startsOn,
          questions: input.questions,
          nextDueAt: row.status === 'active' ? nextCheckinDue(cadence, at) : null,
          updatedBy: userId,
          updatedAt: at,
        };
        await tx
          .insert(checkinSchedules)
          .values({ engagementId: id, ...values })
          .onConflictDoUpdate({ target: checkinSchedules.engagementId, set: values });
        await announce(tx, row, 'schedule');
        const [updated] = await selectEngagements(tx).where(eq(engagements.id, id));
        return details(tx, updated!);
      });
    },

    /**
     * PATCH /api/engagements/{id}: pause (nothing falls due) or resume (the next due time counted
     * from now: a vacation leaves no missed check-ins behind).
     */
    async setStatus(
      userId: number,
      id: number,
      status: EngagementStatus,
    ): Promise<EngagementDetails> {
      return db.transaction(async (tx) => {
        const row = await lockForEmployer(tx, userId, id);
        if (row.status !== status) {
          const at = now();
          await tx.update(engagements).set({ status, updatedAt: at }).where(eq(engagements.id, id));
          const cadence = cadenceOf(row);
          if (cadence) {
            await tx
              .update(checkinSchedules)
              .set({ nextDueAt: status === 'active' ? nextCheckinDue(cadence, at) : null })
              .where(eq(checkinSchedules.engagementId, id));
          }
          await announce(tx, row, status === 'active' ? 'resumed' : 'paused');
        }
        const [updated] = await selectEngagements(tx).where(eq(engagements.id, id));
        return details(tx, updated!);
      });
    },
  };
}
export type EngagementsService = ReturnType<typeof createEngagements>;
