/** SQL conditions that scope rows to the companies a person belongs to (issue 16). */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { companyRoleCan } from '@hireloop/sdk';
import type { Db, Tx } from '../../db';
import { bids, jobRequests } from '../../db/schema';
import { companyMembers } from '../../db/schemaTeam';
import { problem } from '../../errors';
import { ROLE_FORBIDDEN_MESSAGE } from './access';

/** The job request belongs to one of `userId`'s companies (whatever their role there). */
export const inCompaniesOf = (userId: number): SQL =>
  sql`${jobRequests.companyId} in (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;

/**
 * 403 when `userId` is a member without write access (a viewer) of the company of any of these
 * job requests: a bid decision or a message in the company's name is a write (issue 16). People
 * outside the company (the talent side) are not concerned.
 */
export async function assertMayWriteForRequests(
  q: Db | Tx,
  userId: number,
  jobRequestIds: SQL | number,
): Promise<void> {
  const rows = await q
    .select({ role: companyMembers.role })
    .from(jobRequests)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, jobRequests.companyId), eq(companyMembers.userId, userId)),
    )
    .where(
      typeof jobRequestIds === 'number'
        ? eq(jobRequests.id, jobRequestIds)
        : inArray(jobRequests.id, jobRequestIds),
    );
  if (rows.some((row) => !companyRoleCan(row.role, 'write')))
    throw problem(403, ROLE_FORBIDDEN_MESSAGE);
}

/** The job requests whose bids opened conversation `conversationId` (a subquery). */
export const requestsOfConversation = (conversationId: number): SQL =>
  sql`(select ${bids.jobRequestId} from ${bids} where ${bids.conversationId} = ${conversationId})`;

/** The bid is on a job request of one of `userId`'s companies (whatever their role there). */
export const bidInCompaniesOf = (userId: number): SQL =>
  sql`${bids.jobRequestId} in (select ${jobRequests.id} from ${jobRequests} inner join ${companyMembers} on ${companyMembers.companyId} = ${jobRequests.companyId} where ${companyMembers.userId} = ${userId})`;

/** The bid is on a job request of company `companyId`. */
export const bidInCompany = (companyId: number): SQL =>
  sql`${bids.jobRequestId} in (select ${jobRequests.id} from ${jobRequests} where ${jobRequests.companyId} = ${companyId})`;
