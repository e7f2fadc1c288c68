/**
 * Whose engagements an employer sees (issue 16: by company). THE one place the employer side is
 * scoped: the engagements of job requests of the company the person acts for
 * (`job_requests.company_id`), with their role in it. Another company's engagement reads as not
 * found (404); a viewer may read but not write (403).
 */
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { companyRoleCan } from '@hireloop/sdk';
import type { CompanyRole } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { jobRequests, users } from '../../db/schema';
import { companyMembers } from '../../db/schemaTeam';
import { engagements } from '../../db/schemaCheckins';
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
 * The employer scope of `userId`: the job requests of the company they act for, with their role
 * there — their active company while they are a member of it, else their oldest membership (as the
 * companies service reads it); a person in no company sees none (a removed member keeps no access
 * to the requests they once created there).
 */
export async function employerScope(q: Db | Tx, userId: number): Promise<EmployerScope> {
  const [membership] = await q
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(
      desc(sql`${companyMembers.companyId} = ${users.activeCompanyId}`),
      asc(companyMembers.joinedAt),
      asc(companyMembers.companyId),
    )
    .limit(1);
  // Issue 18: the engagements of the person's own marketplace orders (they are the buyer).
  const ownOrders = and(isNotNull(engagements.orderId), eq(engagements.employerId, userId))!;
  if (!membership) return { where: ownOrders, canWrite: true };
  return {
    where: or(eq(jobRequests.companyId, membership.companyId), ownOrders)!,
    canWrite: companyRoleCan(membership.role as CompanyRole, 'write'),
  };
}

/** Throws the 403 of a read-only member. */
export function assertCanWrite(canWrite: boolean): void {
  if (!canWrite) throw problem(403, CHECKIN_ROLE_FORBIDDEN);
}
