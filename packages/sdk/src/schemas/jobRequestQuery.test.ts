import { describe, expect, it } from 'vitest';
import {
  browseJobRequestsQuerySchema,
  ownJobRequestsQuerySchema,
  skillIdListSchema,
} from './jobRequestQuery';

describe('job request listing queries', () => {
  it('reads skill ids as a comma list, repeated values or numbers', () => {
    expect(skillIdListSchema.parse('1, 2,3')).toEqual([1, 2, 3]);
    expect(skillIdListSchema.parse(['4', '5,6'])).toEqual([4, 5, 6]);
    expect(skillIdListSchema.parse(7)).toEqual([7]);
    expect(skillIdListSchema.safeParse('a,b').success).toBe(false);
  });

  it('reads every browse filter from query-string text, ignoring blanks', () => {
    expect(
      browseJobRequestsQuerySchema.parse({
        type: 'project',
        skills: '1,2',
        minRate: '50',
        maxRate: '',
        locationType: 'remote',
        experience: 'senior',
        requestTarget: 'direct',
        q: ' react ',
        cursor: 'c1',
        limit: '10',
      }),
    ).toEqual({
      type: 'project',
      skills: [1, 2],
      minRate: 50,
      locationType: 'remote',
      experience: 'senior',
      requestTarget: 'direct',
      q: 'react',
      cursor: 'c1',
      limit: 10,
    });
  });

  it('refuses an unknown filter value', () => {
    expect(browseJobRequestsQuerySchema.safeParse({ type: 'gig' }).success).toBe(false);
    expect(browseJobRequestsQuerySchema.safeParse({ experience: 'guru' }).success).toBe(false);
  });

  it("filters the employer's own requests by status and type", () => {
    expect(ownJobRequestsQuerySchema.parse({ status: 'paused', type: 'task' })).toEqual({
      status: 'paused',
      type: 'task',
      limit: 20,
    });
  });
});
