/**
 * Whose engagements an employer sees (issue 16: by company). THE one place the employer side is
 * scoped: the engagements of job requests of the company the person acts for
 * (`job_requests.company_id`), with their role in it. Another company's engagement reads as not
 * found (404); a viewer may read but not write (403).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { companyRoleCan } from '@hireloop/sdk';
import type { CompanyRole } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { jobRequests, users } from '../../db/schema';
import { companyMembers } from '../../db/schemaTeam';
import { problem } from '../../errors';

/** The 403 of a company member whose role may not change check-ins (designed). */
export const CHECKIN_ROLE_FORBIDDEN = 'Your role in this company does not allow this';

/** What the employer side of a request may see and do. */
export interface EmployerScope {
  /** The condition on `job_requests` that selects the person's company's requests. */
  where: SQL;
  /** Whether they may change schedules and review check-ins. */
  canWrite: boolean;
}

/**
 * The employer scope of `userId`: their active company's job requests, with their role there; a
 * person in no company sees the requests they created themselves, as their own one-person
 * company's owner would.
 */
export async function employerScope(q: Db | Tx, userId: number): Promise<EmployerScope> {
  const [membership] = await q
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(users)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, users.id),
        eq(companyMembers.companyId, sql`${users.activeCompanyId}`),
      ),
    )
    .where(eq(users.id, userId));
  if (!membership) return { where: eq(jobRequests.employerId, userId), canWrite: true };
  return {
    where: eq(jobRequests.companyId, membership.companyId),
    canWrite: companyRoleCan(membership.role as CompanyRole, 'write'),
  };
}

/** Throws the 403 of a read-only member. */
export function assertCanWrite(canWrite: boolean): void {
  if (!canWrite) throw problem(403, CHECKIN_ROLE_FORBIDDEN);
}
