import { describe, expect, it } from 'vitest';
import { BID_DECISIONS, BID_KINDS, BID_STATUSES } from '../vocabulary';
import {
  bidDetailsSchema,
  bidPageSchema,
  bidStatusUpdateSchema,
  bidsQuerySchema,
  createBidSchema,
  BID_MESSAGES,
} from './bid';
import { formatZodError } from './errors';

const bid = {
  id: 11,
  kind: 'proposal',
  status: 'pending',
  jobRequestId: 7,
  employerId: 3,
  talentId: 4,
  rate: 70,
  message: 'I can start Monday',
  conversationId: null,
  createdAt: '2025-01-03T09:00:00.000Z',
  updatedAt: '2025-01-03T09:00:00.000Z',
  jobRequest: { id: 7, title: 'Logo', type: 'task', rateType: 'fixed', status: 'active' },
  employer: { id: 3, name: 'Acme', role: 'employer', image: null },
  talent: { id: 4, name: 'Bo', role: 'talent', image: 'https://x.io/bo.png' },
};

describe('bid constants', () => {
  it('has the kinds proposal and outreach', () => {
    expect(BID_KINDS).toEqual(['proposal', 'outreach']);
  });
  it('has the statuses pending, accepted, declined and withdrawn', () => {
    expect(BID_STATUSES).toEqual(['pending', 'accepted', 'declined', 'withdrawn']);
  });
  it('allows moving a bid to every status but pending', () => {
    expect(BID_DECISIONS).toEqual(['accepted', 'declined', 'withdrawn']);
  });
});

describe('bids', () => {
  it('parses a bid with its job request and both people', () => {
    expect(bidDetailsSchema.parse(bid)).toEqual(bid);
    expect(bidPageSchema.parse({ items: [bid], nextCursor: 'n' }).nextCursor).toBe('n');
  });

  it('accepts a talent proposal with a rate and a message, coercing numbers', () => {
    expect(
      createBidSchema.parse({
        kind: 'proposal',
        jobRequestId: '7',
        rate: '65',
        message: ' Hello ',
      }),
    ).toEqual({
      kind: 'proposal',
      jobRequestId: 7,
      rate: 65,
      message: 'Hello',
    });
  });

  it('needs a rate on a proposal', () => {
    expect(
      createBidSchema.safeParse({ kind: 'proposal', jobRequestId: 7, message: 'Hi' }).success,
    ).toBe(false);
  });

  it('accepts an employer outreach to a talent with an optional rate', () => {
    expect(
      createBidSchema.parse({
        kind: 'outreach',
        jobRequestId: 7,
        talentId: 4,
        message: 'Join us',
        rate: '',
      }),
    ).toEqual({
      kind: 'outreach',
      jobRequestId: 7,
      talentId: 4,
      rate: undefined,
      message: 'Join us',
    });
  });

  it('needs a talent on an outreach and a known kind', () => {
    expect(
      createBidSchema.safeParse({ kind: 'outreach', jobRequestId: 7, message: 'Hi' }).success,
    ).toBe(false);
    expect(
      createBidSchema.safeParse({ kind: 'offer', jobRequestId: 7, message: 'Hi' }).success,
    ).toBe(false);
  });

  it('refuses a blank message', () => {
    expect(
      createBidSchema.safeParse({ kind: 'proposal', jobRequestId: 7, rate: 1, message: '  ' })
        .success,
    ).toBe(false);
  });

  it('moves a bid only to accepted, declined or withdrawn', () => {
    expect(bidStatusUpdateSchema.parse({ status: 'declined' })).toEqual({ status: 'declined' });
    expect(bidStatusUpdateSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('filters listings by status, kind and job request from the query string', () => {
    expect(
      bidsQuerySchema.parse({
        status: 'pending',
        kind: 'outreach',
        jobRequestId: '7',
        cursor: 'c',
      }),
    ).toEqual({
      status: 'pending',
      kind: 'outreach',
      jobRequestId: 7,
      cursor: 'c',
      limit: 20,
    });
  });
});

describe('the bid form messages (issue 13: the form checks with this schema)', () => {
  const fieldErrorsOf = (input: Record<string, unknown>) => {
    const result = createBidSchema.safeParse(input);
    return result.success ? {} : formatZodError(result.error, { input }).fieldErrors;
  };

  it('given an untouched proposal form, asks for the request, the rate and a message', () => {
    expect(fieldErrorsOf({ kind: 'proposal', jobRequestId: '', rate: '', message: '  ' })).toEqual({
      jobRequestId: [BID_MESSAGES.jobRequestRequired],
      rate: [BID_MESSAGES.rateRequired],
      message: [BID_MESSAGES.messageRequired],
    });
  });

  it('refuses a negative or unreadable rate, and reads a blank outreach rate as none', () => {
    expect(fieldErrorsOf({ kind: 'proposal', jobRequestId: 1, rate: '-1', message: 'Hi' })).toEqual(
      { rate: [BID_MESSAGES.rateInvalid] },
    );
    expect(
      fieldErrorsOf({ kind: 'proposal', jobRequestId: 1, rate: 'lots', message: 'Hi' }),
    ).toEqual({ rate: [BID_MESSAGES.rateInvalid] });
    const outreach = createBidSchema.parse({
      kind: 'outreach',
      jobRequestId: '4',
      talentId: 2,
      rate: ' ',
      message: 'Hi',
    });
    expect(outreach).toEqual({ kind: 'outreach', jobRequestId: 4, talentId: 2, message: 'Hi' });
  });

  it('says how long a message may be, with the limit in words', () => {
    expect(BID_MESSAGES.messageTooLong).toBe('Keep the message to 5,000 characters or fewer');
    expect(
      fieldErrorsOf({ kind: 'proposal', jobRequestId: 1, rate: 5, message: 'x'.repeat(5001) }),
    ).toEqual({ message: [BID_MESSAGES.messageTooLong] });
  });

  it('refuses a rate the rate column cannot hold and a NUL in the message', () => {
    expect(
      Object.keys(
        fieldErrorsOf({ kind: 'proposal', jobRequestId: 1, rate: 1e15, message: 'a\u0000' }),
      ),
    ).toEqual(['rate', 'message']);
  });
});
