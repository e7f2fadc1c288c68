import { describe, expect, it } from 'vitest';
import { OUTREACH_BID_LIMIT } from '../vocabulary';
import { canSendOutreachBid, remainingOutreachBids } from './outreach';

describe('outreach bids', () => {
  it('are limited to 3 per job request', () => {
    expect(OUTREACH_BID_LIMIT).toBe(3);
  });

  it('count down from 3 and never below 0', () => {
    expect(remainingOutreachBids(0)).toBe(3);
    expect(remainingOutreachBids(1)).toBe(2);
    expect(remainingOutreachBids(2)).toBe(1);
    expect(remainingOutreachBids(3)).toBe(0);
    expect(remainingOutreachBids(7)).toBe(0);
  });

  it('given two sent, a third may be sent', () => {
    expect(canSendOutreachBid(2)).toBe(true);
  });

  it('given three sent, the fourth is refused', () => {
    expect(canSendOutreachBid(3)).toBe(false);
    expect(canSendOutreachBid(4)).toBe(false);
  });

  it('given none sent, one may be sent', () => {
    expect(canSendOutreachBid(0)).toBe(true);
  });
});
