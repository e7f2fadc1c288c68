/**
 * Reading bids: one bid for either party (on the employer side, any member of the request's
 * company: issue 16), and the bid manager's sent and received listings.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { BidDetails, BidKind, BidPage, BidsQuery } from '@hireloop/sdk/schemas';
import { bids } from '../../db/schema';
import { problem } from '../../errors';
import { findActiveMembership } from '../companies/access';
import { bidInCompaniesOf, bidInCompany } from '../companies/scope';
import type { ServiceDeps } from '../deps';
import {
  afterNewest,
  decodeCursor,
  newestFirstPage,
  isInt4Id,
  newestFirstOrder,
  type Keyset,
} from '../pageCursor';
import { details, toBidDetails, type DetailRow } from './rows';
import { BID_NOT_FOUND } from './rules';

const NEWEST_FIRST = newestFirstOrder(bids.createdAt, bids.id);
const afterCursor = (key: Keyset<number>): SQL => afterNewest(bids.createdAt, bids.id, key);

/** Newest first, then the higher id (the listing order). */
/**
 * The two halves of a listing: "sent" is proposals the caller made as talent plus outreach it
 * made as employer; "received" is proposals on its requests plus outreach to it. Each half is one
 * query walking its own index (`bids_talent_idx`, `bids_employer_idx`) in order, merged after.
 */
function sides(
  direction: 'sent' | 'received',
  userId: number,
  companyId: number | null,
): { kind: BidKind; who: SQL }[] {
  // Issue 16: on the employer side, the bids of the company the person acts for are theirs too.
  const employerSide =
    companyId === null
      ? eq(bids.employerId, userId)
      : or(eq(bids.employerId, userId), bidInCompany(companyId))!;
  return direction === 'sent'
    ? [
        { kind: 'proposal', who: eq(bids.talentId, userId) },
        { kind: 'outreach', who: employerSide },
      ]
    : [
        { kind: 'proposal', who: employerSide },
        { kind: 'outreach', who: eq(bids.talentId, userId) },
      ];
}

export function createBidListing(deps: ServiceDeps) {
  const { db } = deps;

  return {
    /** GET /api/bids/{id}: for either party of the bid; anyone else 404. */
    async get(userId: number, id: number): Promise<BidDetails> {
      if (!isInt4Id(id)) throw problem(404, BID_NOT_FOUND);
      const [row] = await details(db).where(
        and(
          eq(bids.id, id),
          or(eq(bids.employerId, userId), eq(bids.talentId, userId), bidInCompaniesOf(userId)),
        ),
      );
      if (!row) throw problem(404, BID_NOT_FOUND);
      return toBidDetails(row);
    },

    /** GET /api/bids/sent and /api/bids/received: newest first, filtered, keyset-paged. */
    async list(userId: number, direction: 'sent' | 'received', query: BidsQuery): Promise<BidPage> {
      const empty: BidPage = { items: [], nextCursor: null };
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(bids.status, query.status));
      if (query.jobRequestId !== undefined) {
        if (!isInt4Id(query.jobRequestId)) return empty;
        filters.push(eq(bids.jobRequestId, query.jobRequestId));
      }
      if (query.cursor) filters.push(afterCursor(decodeCursor(query.cursor, 'int')));

      const company = await findActiveMembership(db, userId);
      const pages: DetailRow[][] = [];
      for (const side of sides(direction, userId, company?.companyId ?? null)) {
        if (query.kind && query.kind !== side.kind) continue;
        pages.push(
          await details(db)
            .where(and(side.who, eq(bids.kind, side.kind), ...filters))
            .orderBy(...NEWEST_FIRST)
            .limit(query.limit + 1),
        );
      }
      return newestFirstPage(pages, query.limit, toBidDetails);
    },
  };
}
