import { browseJobRequestsQuerySchema } from '@hireloop/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { encodeRankedCursor } from '../rankedCursor';
import { browsePlan } from './browse';

const plan = (viewerId: number | null, input: Record<string, unknown>) =>
  browsePlan(viewerId, browseJobRequestsQuerySchema.parse(input));

describe('browsePlan', () => {
  it('gives pages that differ only in values one shape, and their values apart', () => {
    const a = plan(1, { q: 'react', skills: '3,4', type: 'job' })!;
    const b = plan(2, { q: 'go payments', skills: '9', type: 'task', limit: 5 })!;
    expect(b.shape).toEqual(a.shape);
    expect(a.values).toMatchObject({ q: 'react', skills: '{3,4}', type: 'job', viewerId: 1 });
    expect(b.values).toMatchObject({ q: 'go payments', skills: '{9}', type: 'task', limit: 6 });
  });

  it('tells shapes apart by every filter, the audiences and the cursor', () => {
    const base = plan(null, {})!.shape;
    const shapes = [
      plan(null, { q: 'react' }),
      plan(null, { type: 'job' }),
      plan(null, { skills: '3' }),
      plan(null, { minRate: 10 }),
      plan(null, { maxRate: 10 }),
      plan(null, { locationType: 'remote' }),
      plan(null, { experience: 'mid' }),
      plan(7, {}),
      plan(7, { requestTarget: 'direct' }),
      plan(null, {
        cursor: Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 4])).toString('base64url'),
      }),
    ].map((p) => JSON.stringify(p!.shape));
    expect(new Set([JSON.stringify(base), ...shapes]).size).toBe(shapes.length + 1);
  });

  it('reads only the audiences a later ranked page found candidates in', () => {
    const key = { at: '2026-01-01T00:00:00Z', id: 4 };
    const cursor = encodeRankedCursor({ rank: 0.5, ...key, top: key, bottoms: [key, null] });
    expect(plan(7, { q: 'react', cursor })!.shape.audiences).toEqual([true, false]);
    expect(plan(7, { q: 'react' })!.shape.audiences).toEqual([true, true]);
  });

  it('is null when the skills name only ids no skill can have', () => {
    expect(plan(null, { skills: '99999999999' })).toBeNull();
  });
});
