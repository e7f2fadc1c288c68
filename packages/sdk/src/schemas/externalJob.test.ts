import { describe, expect, it } from 'vitest';
import {
  externalJobPageSchema,
  externalJobParamsSchema,
  externalJobSchema,
  externalJobsQuerySchema,
} from './externalJob';

const job = {
  id: 'recA1b2C3',
  title: 'Data engineer',
  company: 'Globex',
  description: null,
  type: 'job',
  location: null,
  locationType: 'remote',
  minRate: null,
  maxRate: null,
  rateType: null,
  skills: ['Python', 'SQL'],
  url: 'https://jobs.example.com/1',
  postedAt: '2025-01-02T00:00:00.000Z',
};

describe('external jobs', () => {
  it('parses a job whose id begins with "rec"', () => {
    expect(externalJobSchema.parse(job)).toEqual(job);
    expect(externalJobPageSchema.parse({ items: [job], nextCursor: 'o' }).items).toHaveLength(1);
  });

  it('refuses an id that does not begin with "rec"', () => {
    expect(externalJobSchema.safeParse({ ...job, id: '123' }).success).toBe(false);
    expect(externalJobParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(externalJobParamsSchema.parse({ id: 'recX' })).toEqual({ id: 'recX' });
  });

  it('filters by text and type', () => {
    expect(externalJobsQuerySchema.parse({ q: 'data', type: 'job' })).toEqual({
      q: 'data',
      type: 'job',
      limit: 20,
    });
  });
});
