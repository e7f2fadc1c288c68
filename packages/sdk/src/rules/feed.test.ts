import { describe, expect, it } from 'vitest';
import {
  FEED_ENGAGEMENT_HOURS,
  FEED_ENGAGEMENT_MAX_HOURS,
  FEED_FOLLOW_HOURS,
  FEED_SKILL_HOURS,
  FEED_SKILL_OVERLAP_CAP,
} from '../vocabulary';
import {
  FEED_MAX_BOOST_HOURS,
  postTextParts,
  relevanceBoostHours,
  visibilityNeedsCollective,
} from './feed';

describe('postTextParts', () => {
  it('makes http(s) addresses links and leaves the rest as text', () => {
    expect(postTextParts('See https://hireloop.example/jobs?id=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://hireloop.example/jobs?id=1',
        href: 'https://hireloop.example/jobs?id=1',
      },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never links other schemes, and keeps markup as text', () => {
    const text = 'javascript:alert(1) <b>x</b> ftp://a.example data:text/html,hi';
    expect(postTextParts(text)).toEqual([{ kind: 'text', text }]);
  });

  it('answers nothing for empty text and one link for a bare address', () => {
    expect(postTextParts('')).toEqual([]);
    expect(postTextParts('http://a.example')).toEqual([
      { kind: 'link', text: 'http://a.example', href: 'http://a.example/' },
    ]);
  });
});

describe('relevanceBoostHours', () => {
  it('adds engagement, a direct follow and capped skill overlap', () => {
    const none = { reactions: 0, comments: 0, followsAuthor: false, skillOverlap: 0 };
    expect(relevanceBoostHours(none)).toBe(0);
    expect(relevanceBoostHours({ ...none, followsAuthor: true })).toBe(FEED_FOLLOW_HOURS);
    expect(relevanceBoostHours({ ...none, skillOverlap: 10 })).toBe(
      FEED_SKILL_HOURS * FEED_SKILL_OVERLAP_CAP,
    );
    expect(relevanceBoostHours({ ...none, reactions: 1, comments: 1 })).toBeCloseTo(
      FEED_ENGAGEMENT_HOURS * Math.log(4),
    );
    expect(relevanceBoostHours({ ...none, reactions: 1e9 })).toBe(FEED_ENGAGEMENT_MAX_HOURS);
    expect(FEED_MAX_BOOST_HOURS).toBe(
      FEED_ENGAGEMENT_MAX_HOURS + FEED_FOLLOW_HOURS + FEED_SKILL_HOURS * FEED_SKILL_OVERLAP_CAP,
    );
  });
});

describe('visibilityNeedsCollective', () => {
  it('is true for collective-members posts only', () => {
    expect(visibilityNeedsCollective('collective')).toBe(true);
    expect(visibilityNeedsCollective('public')).toBe(false);
  });
});
