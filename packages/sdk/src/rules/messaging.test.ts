import { describe, expect, it } from 'vitest';
import { MESSAGING_BLOCKS, ROLES } from '../vocabulary';
import { MESSAGING_BLOCK_TEXTS, blockedInviteesMessage, messagingBlock } from './messaging';

const talent = { role: 'talent' } as const;
const employer = { role: 'employer' } as const;
const none = { colleagues: false, related: false };

describe('messagingBlock (issue 20: who may start a conversation)', () => {
  it('anyone may write to talent, tied or not', () => {
    for (const role of ROLES) {
      expect(messagingBlock({ role }, talent, none)).toBeNull();
    }
  });

  it('a talent reaches an employer only once something ties them', () => {
    expect(messagingBlock(talent, employer, none)).toBe('employer-needs-introduction');
    expect(messagingBlock(talent, employer, { colleagues: false, related: true })).toBeNull();
  });

  it('an employer reaches their colleagues, and employers of other companies once tied', () => {
    expect(messagingBlock(employer, employer, { colleagues: true, related: false })).toBeNull();
    expect(messagingBlock(employer, employer, none)).toBe('other-company-employer');
    expect(messagingBlock(employer, employer, { colleagues: false, related: true })).toBeNull();
  });

  it('admins reach anyone (support)', () => {
    expect(messagingBlock({ role: 'talent', isAdmin: true }, employer, none)).toBeNull();
    expect(messagingBlock({ role: 'employer', isAdmin: true }, employer, none)).toBeNull();
  });

  it('an admin recipient is judged by their account type like anyone', () => {
    expect(messagingBlock(talent, { role: 'employer', isAdmin: true }, none)).toBe(
      'employer-needs-introduction',
    );
  });
});

describe('the block texts', () => {
  it('say why and what opens the way, for every block', () => {
    expect(Object.keys(MESSAGING_BLOCK_TEXTS).sort()).toEqual([...MESSAGING_BLOCKS].sort());
    expect(MESSAGING_BLOCK_TEXTS['employer-needs-introduction']).toBe(
      'You can message employers after they invite you or you send a proposal on one of their requests.',
    );
    expect(MESSAGING_BLOCK_TEXTS['other-company-employer']).toBe(
      'You can message employers of other companies once they message you or add you to a group.',
    );
  });

  it('a refused group invitation names the people and gives the reason', () => {
    expect(blockedInviteesMessage(['Ada', 'Grace'], 'employer-needs-introduction')).toBe(
      'You cannot invite Ada, Grace yet. You can message employers after they invite you or you send a proposal on one of their requests.',
    );
  });
});
