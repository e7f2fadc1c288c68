import * as z from 'zod/mini';
import { amountSchema, blankAsUnset, coercedIdSchema, idSchema, timestampSchema } from './fields';
import {
  BID_DECISIONS,
  BID_KINDS,
  BID_MESSAGE_MAX,
  BID_STATUSES,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_TYPES,
  RATE_TYPES,
} from '../vocabulary';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { userSummarySchema } from './user';

/**
 * A bid (not shown): who it is between (the request's employer and a talent; `kind` says who sent
 * it), the rate offered in US dollars (per the job request's rateType), a plain-text message, and
 * the direct conversation opened when it was accepted (issue 4), else null.
 */
export const bidSchema = z.object({
  id: idSchema,
  kind: z.enum(BID_KINDS),
  status: z.enum(BID_STATUSES),
  jobRequestId: idSchema,
  employerId: idSchema,
  talentId: idSchema,
  rate: z.nullable(z.number()),
  message: z.string(),
  conversationId: z.nullable(idSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Bid = z.output<typeof bidSchema>;

/**
 * A bid with what the bid manager and the bid details modal show (not shown): a summary of the job
 * request and of both people.
 */
export const bidDetailsSchema = z.extend(bidSchema, {
  jobRequest: z.object({
    id: idSchema,
    title: z.string(),
    type: z.enum(JOB_REQUEST_TYPES),
    rateType: z.enum(RATE_TYPES),
    status: z.enum(JOB_REQUEST_STATUSES),
  }),
  employer: userSummarySchema,
  talent: userSummarySchema,
});
export type BidDetails = z.output<typeof bidDetailsSchema>;

/** One page of bids, newest first. */
export const bidPageSchema = cursorPageSchema(bidDetailsSchema);
export type BidPage = z.output<typeof bidPageSchema>;

const bidMessageSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(BID_MESSAGE_MAX));

/** A talent's proposal on a public job request (issue 4: rate, message). */
export const proposalInputSchema = z.object({
  kind: z.literal('proposal'),
  jobRequestId: coercedIdSchema,
  rate: amountSchema,
  message: bidMessageSchema,
});
export type ProposalInput = z.output<typeof proposalInputSchema>;

/** An employer's outreach to one talent for one of its own job requests; the rate is optional. */
export const outreachInputSchema = z.object({
  kind: z.literal('outreach'),
  jobRequestId: coercedIdSchema,
  talentId: coercedIdSchema,
  rate: blankAsUnset(amountSchema),
  message: bidMessageSchema,
});
export type OutreachInput = z.output<typeof outreachInputSchema>;

/** The body of POST /api/bids: a proposal or an outreach, told apart by `kind`. */
export const createBidSchema = z.discriminatedUnion('kind', [
  proposalInputSchema,
  outreachInputSchema,
]);
export type CreateBidInput = z.input<typeof createBidSchema>;
export type CreateBid = z.output<typeof createBidSchema>;

/** The body of PATCH /api/bids/{id}: the new status (not shown; other transitions answer 409). */
export const bidStatusUpdateSchema = z.object({ status: z.enum(BID_DECISIONS) });
export type BidStatusUpdate = z.output<typeof bidStatusUpdateSchema>;

/**
 * The query of GET /api/bids/sent and GET /api/bids/received (issue 4: filterable by status and
 * job request; not shown: and by kind).
 */
export const bidsQuerySchema = z.extend(cursorQuerySchema, {
  status: blankAsUnset(z.enum(BID_STATUSES)),
  kind: blankAsUnset(z.enum(BID_KINDS)),
  jobRequestId: blankAsUnset(coercedIdSchema),
});
export type BidsQueryInput = z.input<typeof bidsQuerySchema>;
export type BidsQuery = z.output<typeof bidsQuerySchema>;
