/** SQL conditions that scope rows to the companies a person belongs to (issue 16). */
import { sql, type SQL } from 'drizzle-orm';
import { jobRequests } from '../../db/schema';
import { companyMembers } from '../../db/schemaTeam';

/** The job request belongs to one of `userId`'s companies (whatever their role there). */
export const inCompaniesOf = (userId: number): SQL =>
  sql`${jobRequests.companyId} in (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})`;
