import * as z from 'zod/mini';
import {
  BID_DECISIONS,
  BID_KINDS,
  BID_MESSAGE_MAX,
  BID_STATUSES,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_TYPES,
  RATE_MAX,
  RATE_TYPES,
} from '../vocabulary';
import { blankAsUnset, coercedIdSchema, idSchema, timestampSchema } from './fields';
import { storableMultilineText, storableText } from './text';
import { cursorPageSchema, cursorQuerySchema } from './page';
import { userSummarySchema } from './user';
import { formatCount } from '../rules/numbers';

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

/** The field errors of a bid form (designed; SPEC shows none). */
export const BID_MESSAGES = {
  jobRequestRequired: 'Choose a job request',
  rateRequired: 'Enter your rate',
  rateInvalid: 'Enter an amount of 0 or more',
  messageRequired: 'Write a message',
  messageTooLong: `Keep the message to ${formatCount(BID_MESSAGE_MAX)} characters or fewer`,
} as const;

/** A value the form must give: a blank input (`''`, spaces), `null` or nothing fails with `message`. */
const required = (message: string) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    z.custom<string | number>((value) => value !== undefined && value !== null, { message }),
  );

/** The request a bid is for: a positive id, typed or chosen. */
const bidJobRequestSchema = z.pipe(required(BID_MESSAGES.jobRequestRequired), coercedIdSchema);

/** An offered rate in US dollars: 0 or more, at most what the rate column holds. */
const bidAmountSchema = z.pipe(
  z.union([z.number(), z.string().check(storableText())], { error: BID_MESSAGES.rateInvalid }),
  z.coerce
    .number<string | number>({
      error: (issue) => (issue.code === 'invalid_type' ? BID_MESSAGES.rateInvalid : undefined),
    })
    .check(z.nonnegative(BID_MESSAGES.rateInvalid), z.lte(RATE_MAX)),
);

/** A proposal's rate: required (an emptied input is not 0). */
const proposalRateSchema = z.pipe(required(BID_MESSAGES.rateRequired), bidAmountSchema);

const bidMessageSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? BID_MESSAGES.messageRequired : undefined),
  })
  .check(
    z.trim(),
    z.minLength(1, BID_MESSAGES.messageRequired),
    z.maxLength(BID_MESSAGE_MAX, BID_MESSAGES.messageTooLong),
    storableMultilineText(),
  );

/** A talent's proposal on a public job request (issue 4: rate, message). */
export const proposalInputSchema = z.object({
  kind: z.literal('proposal'),
  jobRequestId: bidJobRequestSchema,
  rate: proposalRateSchema,
  message: bidMessageSchema,
});
export type ProposalInput = z.output<typeof proposalInputSchema>;

/** An employer's outreach to one talent for one of its own job requests; the rate is optional. */
export const outreachInputSchema = z.object({
  kind: z.literal('outreach'),
  jobRequestId: bidJobRequestSchema,
  talentId: coercedIdSchema,
  rate: blankAsUnset(bidAmountSchema),
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
