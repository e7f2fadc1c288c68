/** The columns a job-request query selects, and their API shapes (the sdk's schemas). */
import { sql } from 'drizzle-orm';
import type { JobRequest, JobRequestDetails } from '@hireloop/sdk/schemas';
import { bids, jobRequests, users } from '../../db/schema';
import { CURSOR_TIMESTAMP_FORMAT } from '../pageCursor';

export const NOT_FOUND = 'Job request not found';

export const requestColumns = {
  id: jobRequests.id,
  title: jobRequests.title,
  description: jobRequests.description,
  type: jobRequests.type,
  minRate: jobRequests.minRate,
  maxRate: jobRequests.maxRate,
  rateType: jobRequests.rateType,
  location: jobRequests.location,
  locationType: jobRequests.locationType,
  department: jobRequests.department,
  experience: jobRequests.experience,
  duration: jobRequests.duration,
  skills: jobRequests.skills,
  employerId: jobRequests.employerId,
  status: jobRequests.status,
  createdAt: jobRequests.createdAt,
  updatedAt: jobRequests.updatedAt,
  deadline: jobRequests.deadline,
  requestTarget: jobRequests.requestTarget,
  talentId: jobRequests.talentId,
};

export const detailColumns = {
  ...requestColumns,
  employerName: users.name,
  companyName: users.companyName,
  companyLogo: users.companyLogo,
  bidsCount: sql<number>`(select count(*)::int from ${bids} where ${bids.jobRequestId} = ${jobRequests.id})`,
  /** The sort key at full precision, for the next page's cursor. */
  cursorAt: sql<string>`to_char(${jobRequests.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

/** A stored row as the API reads it (everything but the generated search vector). */
export type RequestRow = Omit<typeof jobRequests.$inferSelect, 'search'>;
export type DetailRow = RequestRow & {
  employerName: string;
  companyName: string | null;
  companyLogo: string | null;
  bidsCount: number;
  cursorAt: string;
};

/** The API shape of a stored request (jobRequestSchema): ISO timestamps, `YYYY-MM-DD` deadline. */
export function toJobRequest(row: RequestRow): JobRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    minRate: row.minRate,
    maxRate: row.maxRate,
    rateType: row.rateType,
    location: row.location,
    locationType: row.locationType,
    department: row.department,
    experience: row.experience,
    duration: row.duration,
    skills: row.skills,
    employerId: row.employerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deadline: row.deadline,
    requestTarget: row.requestTarget,
    talentId: row.talentId,
  };
}

/** The API shape of a listed request (jobRequestDetailsSchema). */
export function toJobRequestDetails(row: DetailRow): JobRequestDetails {
  return {
    ...toJobRequest(row),
    employerName: row.employerName,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    bidsCount: row.bidsCount,
  };
}
