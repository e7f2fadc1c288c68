/** The columns a bid query selects (the bid, its job request, both parties) and its API shape. */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Bid, BidDetails, BidKind, BidStatus, Role } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { toUserSummary } from '../users/rows';
import { bids, jobRequests, users } from '../../db/schema';
import { problem } from '../../errors';
import { CURSOR_TIMESTAMP_FORMAT } from '../pageCursor';
import { BID_NOT_FOUND } from './rules';

const employer = alias(users, 'bid_employer');
const talent = alias(users, 'bid_talent');

export const detailColumns = {
  id: bids.id,
  kind: bids.kind,
  status: bids.status,
  jobRequestId: bids.jobRequestId,
  employerId: bids.employerId,
  talentId: bids.talentId,
  rate: bids.rate,
  message: bids.message,
  conversationId: bids.conversationId,
  createdAt: bids.createdAt,
  updatedAt: bids.updatedAt,
  requestTitle: jobRequests.title,
  requestType: jobRequests.type,
  requestRateType: jobRequests.rateType,
  requestStatus: jobRequests.status,
  employerName: employer.name,
  employerRole: employer.role,
  employerLogo: employer.companyLogo,
  employerImage: employer.profileImage,
  talentName: talent.name,
  talentRole: talent.role,
  talentLogo: talent.companyLogo,
  talentImage: talent.profileImage,
  /** The sort key at full precision, for the next page's cursor. */
  cursorAt: sql<string>`to_char(${bids.createdAt} at time zone 'UTC', ${sql.raw(`'${CURSOR_TIMESTAMP_FORMAT}'`)})`,
};

export interface DetailRow {
  id: number;
  kind: BidKind;
  status: BidStatus;
  jobRequestId: number;
  employerId: number;
  talentId: number;
  rate: number | null;
  message: string;
  conversationId: number | null;
  createdAt: Date;
  updatedAt: Date;
  requestTitle: string;
  requestType: BidDetails['jobRequest']['type'];
  requestRateType: BidDetails['jobRequest']['rateType'];
  requestStatus: BidDetails['jobRequest']['status'];
  employerName: string;
  employerRole: Role;
  employerLogo: string | null;
  employerImage: string | null;
  talentName: string;
  talentRole: Role;
  talentLogo: string | null;
  talentImage: string | null;
  cursorAt: string;
}

/** The API shape of a bid (bidDetailsSchema). */
/** The API shape of a bid's own fields (bidSchema), from its row or a detail row. */
export function toBid(
  row: Pick<
    DetailRow,
    | 'id'
    | 'kind'
    | 'status'
    | 'jobRequestId'
    | 'employerId'
    | 'talentId'
    | 'rate'
    | 'message'
    | 'conversationId'
    | 'createdAt'
    | 'updatedAt'
  >,
): Bid {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    jobRequestId: row.jobRequestId,
    employerId: row.employerId,
    talentId: row.talentId,
    rate: row.rate,
    message: row.message,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBidDetails(row: DetailRow): BidDetails {
  return {
    ...toBid(row),
    jobRequest: {
      id: row.jobRequestId,
      title: row.requestTitle,
      type: row.requestType,
      rateType: row.requestRateType,
      status: row.requestStatus,
    },
    employer: toUserSummary(
      row.employerId,
      row.employerName,
      row.employerRole,
      row.employerLogo,
      row.employerImage,
    ),
    talent: toUserSummary(
      row.talentId,
      row.talentName,
      row.talentRole,
      row.talentLogo,
      row.talentImage,
    ),
  };
}

/** Bids with their job request and both parties. */
export const details = (q: Db | Tx) =>
  q
    .select(detailColumns)
    .from(bids)
    .innerJoin(jobRequests, eq(jobRequests.id, bids.jobRequestId))
    .innerJoin(employer, eq(employer.id, bids.employerId))
    .innerJoin(talent, eq(talent.id, bids.talentId));

export async function readDetails(q: Db | Tx, id: number): Promise<DetailRow> {
  const [row] = await details(q).where(eq(bids.id, id));
  if (!row) throw problem(404, BID_NOT_FOUND);
  return row;
}
