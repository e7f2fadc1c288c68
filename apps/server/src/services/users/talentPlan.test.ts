import { talentSearchQuerySchema } from '@hireloop/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { talentPlan } from './talentSearch';

const plan = (input: Record<string, unknown>) => talentPlan(talentSearchQuerySchema.parse(input));

describe('talentPlan', () => {
  it('gives pages that differ only in values one shape, and their values apart', () => {
    const a = plan({ q: 'Designer', skill: '3', maxRate: '90' })!;
    const b = plan({ q: '100%_x', skill: '7', maxRate: '40', limit: '5' })!;
    expect(b.shape).toEqual(a.shape);
    expect(a.values).toMatchObject({ pattern: '%Designer%', skill: 3, maxRate: '90' });
    expect(b.values).toMatchObject({ pattern: '%100\\%\\_x%', skill: 7, limit: 6 });
  });

  it('tells shapes apart by every filter and the cursor', () => {
    const shapes = [
      plan({}),
      plan({ q: 'ada' }),
      plan({ skill: '3' }),
      plan({ maxRate: '50' }),
      plan({ verified: 'true' }),
      plan({ cursor: Buffer.from('2026-01-01T00:00:00.000000|4').toString('base64url') }),
    ].map((p) => JSON.stringify(p!.shape));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('is null for a skill id no row can hold, and refuses a cursor it did not make', () => {
    expect(plan({ skill: '99999999999' })).toBeNull();
    expect(() => plan({ cursor: 'nope' })).toThrow();
  });
});
