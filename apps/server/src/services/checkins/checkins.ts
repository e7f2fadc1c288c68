/**
 * Check-ins (issue 16): the talent's open ones and history; submitting and editing answers until
 * the employer reviews; the review (acknowledge, or ask for changes with a comment). Each change
 * locks the check-in row and checks its state again under the lock.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import * as z from 'zod/mini';
import { checkinHasBlockers, isCheckinEditable, isCheckinReviewable } from '@hireloop/sdk';
import {
  checkinAnswersSchema,
  type Checkin,
  type CheckinHistoryQuery,
  type CheckinPage,
  type CheckinReview,
  type CheckinSubmit,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { checkins, engagements } from '../../db/schemaCheckins';
import { problem, RequestValidationError } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { decodeCursor, encodeCursor, isInt4Id } from '../pageCursor';
import { assertCanWrite } from './access';
import type { EngagementsService } from './engagements';
import { audienceOf, selectEngagements, toCheckin, type EngagementRow } from './rows';

export const CHECKIN_NOT_FOUND = 'Check-in not found';
/** The 409 of a check-in that can no longer be changed (designed). */
export const CHECKIN_LOCKED = 'This check-in can no longer be changed';
/** The 409 of a review of a check-in not waiting for one (designed). */
export const CHECKIN_NOT_REVIEWABLE = 'This check-in is not waiting for a review';
/** Where check-in notifications lead. */
export const CHECKINS_LINK = '/job-checkins';

export function createCheckins(
  deps: ServiceDeps,
  {
    live,
    notifications,
    engagements: engagementsService,
  }: {
    live: Pick<LiveService, 'publish'>;
    notifications: Pick<NotificationService, 'notify'>;
    engagements: Pick<EngagementsService, 'visible'>;
  },
) {
  const { db, now } = deps;

  /** The talent's check-ins matching `where`, in API shape, in the given order. */
  async function talentCheckins(
    userId: number,
    where: ReturnType<typeof and>,
    order: 'due' | 'newest',
    limit: number,
  ) {
    const rows = await db
      .select({ checkin: checkins })
      .from(checkins)
      .innerJoin(engagements, eq(engagements.id, checkins.engagementId))
      .where(and(eq(engagements.talentId, userId), where))
      .orderBy(...(order === 'due' ? [asc(checkins.dueAt)] : [desc(checkins.id)]))
      .limit(limit);
    const ids = [...new Set(rows.map((r) => r.checkin.engagementId))];
    const context = new Map<number, EngagementRow>();
    if (ids.length) {
      for (const row of await selectEngagements(db).where(inArray(engagements.id, ids)))
        context.set(row.id, row);
    }
    const at = now();
    return rows.map((r) => toCheckin(r.checkin, context.get(r.checkin.engagementId)!, at));
  }

  /** The check-in and its engagement, locked, as `userId` may see it; 404 otherwise. */
  async function lockVisible(tx: Tx, userId: number, id: number) {
    if (!isInt4Id(id)) throw problem(404, CHECKIN_NOT_FOUND);
    const [row] = await tx.select().from(checkins).where(eq(checkins.id, id)).for('update');
    if (!row) throw problem(404, CHECKIN_NOT_FOUND);
    const found = await engagementsService.visible(tx, userId, row.engagementId).catch(() => null);
    if (!found) throw problem(404, CHECKIN_NOT_FOUND);
    return { checkin: row, engagement: found.row, viewer: found.viewer };
  }

  const announce = async (
    q: Db | Tx,
    engagement: EngagementRow,
    checkinId: number,
    change: 'submitted' | 'reviewed',
  ) =>
    live.publish(q, await audienceOf(q, engagement), {
      type: 'checkin',
      data: { engagementId: engagement.id, checkinId, change },
    });

  return {
    /**
     * GET /api/checkins/due: what the talent has to do — due or late check-ins, and submitted ones
     * sent back with changes asked for — oldest due first.
     */
    async due(userId: number): Promise<Checkin[]> {
      return talentCheckins(
        userId,
        and(
          isNull(checkins.missedAt),
          or(isNull(checkins.submittedAt), eq(checkins.reviewState, 'changes_requested')),
          eq(engagements.status, 'active'),
        ),
        'due',
        100,
      );
    },

    /** GET /api/checkins: the talent's check-ins, newest first, paged by id. */
    async history(userId: number, query: CheckinHistoryQuery): Promise<CheckinPage> {
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'int').id;
      const items = await talentCheckins(
        userId,
        and(
          query.engagementId === undefined
            ? undefined
            : eq(checkins.engagementId, query.engagementId),
          before === undefined ? undefined : lt(checkins.id, before),
        ),
        'newest',
        query.limit + 1,
      );
      const page = items.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page,
        nextCursor:
          items.length > query.limit && last ? encodeCursor({ at: null, id: last.id }) : null,
      };
    },

    /**
     * PUT /api/checkins/{id}: the talent submits or edits the answers, checked against the
     * check-in's own questions (400 with field errors keyed by question id). Locked once missed or
     * acknowledged (409). A first submission, and one answering a request for changes, notify
     * the employer.
     */
    async submit(userId: number, id: number, body: CheckinSubmit): Promise<Checkin> {
      return db.transaction(async (tx) => {
        const { checkin, engagement, viewer } = await lockVisible(tx, userId, id);
        // Only the talent answers; to the company the check-in is read-only.
        if (viewer.side !== 'talent' && engagement.talentId !== userId)
          throw problem(404, CHECKIN_NOT_FOUND);
        const at = now();
        if (!isCheckinEditable(checkin, at)) throw problem(409, CHECKIN_LOCKED);
        const parsed = z.safeParse(checkinAnswersSchema(checkin.questions), body.answers);
        if (!parsed.success) throw new RequestValidationError(parsed.error.issues, body.answers);
        const answers = parsed.data;
        const resubmitted = checkin.reviewState === 'changes_requested';
        const [updated] = await tx
          .update(checkins)
          .set({
            answers,
            hasBlockers: checkinHasBlockers(checkin.questions, answers),
            submittedAt: checkin.submittedAt ?? at,
            ...(resubmitted ? { reviewState: null, reviewedAt: null, reviewedBy: null } : {}),
            updatedAt: at,
          })
          .where(eq(checkins.id, id))
          .returning();
        await announce(tx, engagement, id, 'submitted');
        if (!checkin.submittedAt || resubmitted) {
          await notifications.notify(tx, engagement.employerId, {
            type: 'checkin_submitted',
            title: resubmitted ? 'Check-in updated' : 'Check-in submitted',
            body: `${engagement.talentName} checked in on “${engagement.requestTitle}”.`,
            link: CHECKINS_LINK,
          });
        }
        return toCheckin(updated!, engagement, at);
      });
    },

    /**
     * POST /api/checkins/{id}/review: the company acknowledges a submitted check-in or asks for
     * changes with a comment (409 when it is not waiting for a review); the talent is notified.
     */
    async review(userId: number, id: number, body: CheckinReview): Promise<Checkin> {
      return db.transaction(async (tx) => {
        const { checkin, engagement, viewer } = await lockVisible(tx, userId, id);
        if (viewer.side !== 'employer') throw problem(404, CHECKIN_NOT_FOUND);
        assertCanWrite(viewer.canWrite);
        if (!isCheckinReviewable(checkin)) throw problem(409, CHECKIN_NOT_REVIEWABLE);
        const at = now();
        const [updated] = await tx
          .update(checkins)
          .set({
            reviewState: body.decision,
            reviewComment: body.comment || null,
            reviewedAt: at,
            reviewedBy: userId,
            updatedAt: at,
          })
          .where(eq(checkins.id, id))
          .returning();
        await announce(tx, engagement, id, 'reviewed');
        await notifications.notify(tx, engagement.talentId, {
          type: 'checkin_reviewed',
          title: body.decision === 'acknowledged' ? 'Check-in acknowledged' : 'Changes requested',
          body:
            body.decision === 'acknowledged'
              ? `Your check-in on “${engagement.requestTitle}” was acknowledged.`
              : `Your check-in on “${engagement.requestTitle}” needs changes: ${body.comment}`,
          link: CHECKINS_LINK,
        });
        return toCheckin(updated!, engagement, at);
      });
    },
  };
}
