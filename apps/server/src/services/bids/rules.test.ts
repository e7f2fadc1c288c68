import { describe, expect, it } from 'vitest';
import {
  bidReceivedNotification,
  bidStatusNotification,
  receiverOf,
  senderOf,
  transitionProblem,
  type BidParties,
} from './rules';

const EMPLOYER = 1;
const TALENT = 2;
const proposal = (status: BidParties['status'] = 'pending'): BidParties => ({
  kind: 'proposal',
  status,
  employerId: EMPLOYER,
  talentId: TALENT,
});
const outreach = (status: BidParties['status'] = 'pending'): BidParties => ({
  kind: 'outreach',
  status,
  employerId: EMPLOYER,
  talentId: TALENT,
});

describe('who sends and who receives a bid', () => {
  it('a proposal is sent by the talent to the employer', () => {
    expect(senderOf(proposal())).toBe(TALENT);
    expect(receiverOf(proposal())).toBe(EMPLOYER);
  });

  it('an outreach is sent by the employer to the talent', () => {
    expect(senderOf(outreach())).toBe(EMPLOYER);
    expect(receiverOf(outreach())).toBe(TALENT);
  });
});

describe('bid status transitions', () => {
  it('the receiver may accept or decline a pending bid', () => {
    expect(transitionProblem(proposal(), EMPLOYER, 'accepted')).toBeNull();
    expect(transitionProblem(proposal(), EMPLOYER, 'declined')).toBeNull();
    expect(transitionProblem(outreach(), TALENT, 'accepted')).toBeNull();
    expect(transitionProblem(outreach(), TALENT, 'declined')).toBeNull();
  });

  it('the sender may withdraw a pending bid', () => {
    expect(transitionProblem(proposal(), TALENT, 'withdrawn')).toBeNull();
    expect(transitionProblem(outreach(), EMPLOYER, 'withdrawn')).toBeNull();
  });

  it('the sender may not accept or decline their own bid', () => {
    expect(transitionProblem(proposal(), TALENT, 'accepted')).toBe(
      'Only the receiver of a bid can accept it.',
    );
    expect(transitionProblem(outreach(), EMPLOYER, 'declined')).toBe(
      'Only the receiver of a bid can decline it.',
    );
  });

  it('the receiver may not withdraw a bid', () => {
    expect(transitionProblem(proposal(), EMPLOYER, 'withdrawn')).toBe(
      'Only the sender of a bid can withdraw it.',
    );
    expect(transitionProblem(outreach(), TALENT, 'withdrawn')).toBe(
      'Only the sender of a bid can withdraw it.',
    );
  });

  it('a bid that is no longer pending cannot be changed again', () => {
    expect(transitionProblem(proposal('accepted'), EMPLOYER, 'accepted')).toBe(
      'This bid can no longer be accepted.',
    );
    expect(transitionProblem(proposal('declined'), TALENT, 'withdrawn')).toBe(
      'This bid can no longer be withdrawn.',
    );
    expect(transitionProblem(outreach('withdrawn'), TALENT, 'declined')).toBe(
      'This bid can no longer be declined.',
    );
    expect(transitionProblem(outreach('accepted'), EMPLOYER, 'withdrawn')).toBe(
      'This bid can no longer be withdrawn.',
    );
  });
});

describe('bid notifications', () => {
  it('a new proposal tells the employer who sent it and for which request', () => {
    expect(bidReceivedNotification('proposal', 'Ada', 'Senior engineer')).toEqual({
      type: 'bid_received',
      title: 'New proposal',
      body: 'Ada sent a proposal for "Senior engineer".',
      link: '/bid-manager',
    });
  });

  it('a new outreach tells the talent which request it is about', () => {
    const n = bidReceivedNotification('outreach', 'Acme', 'Designer');
    expect(n.title).toBe('New outreach bid');
    expect(n.body).toBe('Acme invited you to "Designer".');
  });

  it('a status change names who made it and what happened', () => {
    expect(bidStatusNotification('proposal', 'accepted', 'Acme', 'Designer')).toEqual({
      type: 'bid_status_changed',
      title: 'Proposal accepted',
      body: 'Acme accepted your proposal for "Designer".',
      link: '/bid-manager',
    });
    expect(bidStatusNotification('outreach', 'withdrawn', 'Acme', 'Designer').body).toBe(
      'Acme withdrew their outreach bid for "Designer".',
    );
    expect(bidStatusNotification('outreach', 'declined', 'Ada', 'Designer').title).toBe(
      'Outreach bid declined',
    );
  });
});
