import { describe, expect, it } from 'vitest';
import { toQuery } from './toQuery';

describe('toQuery', () => {
  it('joins lists with commas and keeps scalars', () => {
    expect(toQuery({ skills: [1, 2], q: 'x', limit: 5, unreadOnly: false })).toEqual({
      skills: '1,2',
      q: 'x',
      limit: 5,
      unreadOnly: false,
    });
  });

  it('gives an empty query for no filters', () => {
    expect(toQuery(undefined)).toEqual({});
  });
});
