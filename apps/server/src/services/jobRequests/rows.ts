/** The columns a job-request query selects, and their API shapes (the sdk's schemas). */
import { getTableColumns, sql } from 'drizzle-orm';
import { jobRequestSchema, type JobRequest, type JobRequestDetails } from '@hireloop/sdk/schemas';
import { bids, jobRequests, users } from '../../db/schema';
import { CURSOR_TIMESTAMP_FORMAT } from '../pageCursor';

export const NOT_FOUND = 'Job request not found';

/** The fields of a job request as the API answers it: the sdk's `jobRequestSchema`, in its order. */
const JOB_REQUEST_FIELDS = /* @__PURE__ */ Object.keys(
  jobRequestSchema.shape,
) as readonly (keyof JobRequest)[];

/** The columns of those fields (every column but the generated search vector). */
export const requestColumns = pick(getTableColumns(jobRequests), JOB_REQUEST_FIELDS);

export const detailColumns = {
  ...requestColumns,
  employerName: users.name,
  companyName: users.companyName,
  companyLogo: users.companyLogo,
  bidsCount: sql<number>`(select count(*)::int from ${bids} where ${bids.jobRequestId} = ${jobRequests.id})`,
  /** The sort key at full precision, for the next page's cursor. */
  cursorAt: sql<string>`to_char(${jobRequests.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

/**
 * The entries of `record` under `keys`, typed as such. A plain loop: browse maps 21 rows of 25
 * fields per page, and `Object.fromEntries` over pairs allocated 5 KB a row.
 */
function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}

/** A stored row as the API reads it (everything but the generated search vector and the company). */
export type RequestRow = Omit<typeof jobRequests.$inferSelect, 'search' | 'companyId'>;
export type DetailRow = RequestRow & {
  employerName: string;
  companyName: string | null;
  companyLogo: string | null;
  bidsCount: number;
  cursorAt: string;
};

/** The API shape of a stored request (jobRequestSchema): ISO timestamps, `YYYY-MM-DD` deadline. */
export function toJobRequest(row: RequestRow): JobRequest {
  // Picked, then its two dates replaced in place (same keys, same order): one object per row.
  const request = pick(row, JOB_REQUEST_FIELDS) as unknown as JobRequest;
  request.createdAt = row.createdAt.toISOString();
  request.updatedAt = row.updatedAt.toISOString();
  return request;
}

/** The API shape of a listed request (jobRequestDetailsSchema). */
export function toJobRequestDetails(row: DetailRow): JobRequestDetails {
  return Object.assign(toJobRequest(row), {
    employerName: row.employerName,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    bidsCount: row.bidsCount,
  });
}
