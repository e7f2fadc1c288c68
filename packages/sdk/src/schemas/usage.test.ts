import { describe, expect, it } from 'vitest';
import { usageSchema } from './usage';

const counters = {
  jobLimit: 1,
  consumedJobs: 0,
  projectLimit: 3,
  consumedProjects: 1,
  taskLimit: 5,
  consumedTasks: 2,
};

describe('usage', () => {
  it('parses the quota counters and the period they count', () => {
    const usage = {
      ...counters,
      periodStart: '2025-01-01T00:00:00.000Z',
      periodEnd: '2025-02-01T00:00:00.000Z',
    };
    expect(usageSchema.parse(usage)).toEqual(usage);
    expect(
      usageSchema.parse({ ...usage, periodStart: null, periodEnd: null }).periodStart,
    ).toBeNull();
  });
});
