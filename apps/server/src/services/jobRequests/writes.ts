/**
 * Writing job requests: creation under the company subscription's quota, edits and status
 * changes by the company's writing members (issue 16: viewers 403, another company's request 404).
 */
import { and, eq } from 'drizzle-orm';
import type { JobRequest, JobRequestForm, JobRequestStatus } from '@hireloop/sdk/schemas';
import { jobRequests } from '../../db/schema';
import { problem } from '../../errors';
import { recordActivity, statusActivity } from '../activity/record';
import { activeMembership, assertCompanyCan } from '../companies/access';
import { lockCompanyQuota } from '../companies/quota';
import type { ServiceDeps } from '../deps';
import type { NotificationService } from '../notifications';
import { isInt4Id } from '../pageCursor';
import { createFormValidation, values } from './form';
import { createDirectTalentNotice } from './notifications';
import { createQuotaCheck } from './quota';
import { NOT_FOUND, requestColumns, toJobRequest } from './rows';

export function createJobRequestWrites(
  deps: ServiceDeps,
  { notifications }: { notifications: Pick<NotificationService, 'notify'> },
) {
  const { db, now } = deps;
  const validate = createFormValidation(db);
  const assertQuota = createQuotaCheck();
  /** The member's company, when their role may write (else 403). */
  const writer = async (userId: number) => {
    const membership = await activeMembership(db, userId, now);
    assertCompanyCan(membership, 'write');
    return membership;
  };
  const notifyDirectTalent = createDirectTalentNotice(notifications);

  return {
    /**
     * POST /api/job-requests, with the form as the sdk's schema parsed and normalised it;
     * SPEC §5: `TEXTS.subscriptionRequired` without an active employer subscription; issue 3: a 403
     * naming the plan limit when the period's quota for the type is used up.
     */
    async create(userId: number, form: JobRequestForm): Promise<JobRequest> {
      await validate(form, form);
      const { companyId } = await writer(userId);
      return db.transaction(async (tx) => {
        const quota = await lockCompanyQuota(tx, companyId, now());
        await assertQuota(tx, companyId, quota, form.type);
        const at = now();
        const [row] = await tx
          .insert(jobRequests)
          .values({ ...values(form), employerId: userId, companyId, createdAt: at, updatedAt: at })
          .returning(requestColumns);
        if (row!.requestTarget === 'direct') await notifyDirectTalent(tx, userId, row!);
        await recordActivity(tx, {
          kind: 'request_created',
          actorId: userId,
          jobRequestId: row!.id,
          at,
        });
        return toJobRequest(row!);
      });
    },

    /**
     * PATCH /api/job-requests/{id}: the whole form again, owner only (anyone else: 404). Editing
     * does not consume quota; changing the type does need room for the new type (otherwise five
     * tasks could be edited into five jobs on a one-job plan).
     */
    async update(userId: number, id: number, form: JobRequestForm): Promise<JobRequest> {
      const { companyId } = await writer(userId);
      if (!isInt4Id(id)) throw problem(404, NOT_FOUND);
      const [current] = await db
        .select({
          type: jobRequests.type,
          requestTarget: jobRequests.requestTarget,
          talentId: jobRequests.talentId,
        })
        .from(jobRequests)
        .where(and(eq(jobRequests.id, id), eq(jobRequests.companyId, companyId)));
      if (!current) throw problem(404, NOT_FOUND);
      await validate(form, form);
      return db.transaction(async (tx) => {
        if (current.type !== form.type) {
          const quota = await lockCompanyQuota(tx, companyId, now());
          await assertQuota(tx, companyId, quota, form.type);
        }
        const [row] = await tx
          .update(jobRequests)
          .set({ ...values(form), updatedAt: now() })
          .where(and(eq(jobRequests.id, id), eq(jobRequests.companyId, companyId)))
          .returning(requestColumns);
        if (!row) throw problem(404, NOT_FOUND);
        // A talent newly addressed by an edit is told, like at creation (not on every edit).
        const wasAddressed =
          current.requestTarget === 'direct' && current.talentId === row.talentId;
        if (row.requestTarget === 'direct' && !wasAddressed)
          await notifyDirectTalent(tx, userId, row);
        await recordActivity(tx, {
          kind: 'request_edited',
          actorId: userId,
          jobRequestId: id,
          at: now(),
        });
        return toJobRequest(row);
      });
    },

    /** PATCH /api/job-requests/{id}/status: pause, resume, close or mark filled; owner only. */
    async setStatus(userId: number, id: number, status: JobRequestStatus): Promise<JobRequest> {
      const { companyId } = await writer(userId);
      if (!isInt4Id(id)) throw problem(404, NOT_FOUND);
      return db.transaction(async (tx) => {
        const at = now();
        const [row] = await tx
          .update(jobRequests)
          .set({ status, updatedAt: at })
          .where(and(eq(jobRequests.id, id), eq(jobRequests.companyId, companyId)))
          .returning(requestColumns);
        if (!row) throw problem(404, NOT_FOUND);
        await recordActivity(tx, {
          kind: statusActivity[status],
          actorId: userId,
          jobRequestId: id,
          at,
        });
        return toJobRequest(row);
      });
    },
  };
}
