import { describe, expect, it } from 'vitest';
import { lazySteps, preparedShapes } from './searchSteps';

describe('lazySteps', () => {
  it('builds a step when it is first read, once, and never one that is not read', () => {
    const built: string[] = [];
    const steps = lazySteps({
      probe: () => (built.push('probe'), { sql: 'probe' }),
      fallback: () => (built.push('fallback'), { sql: 'fallback' }),
    });
    expect(built).toEqual([]);
    expect('fallback' in steps).toBe(true);
    expect(built).toEqual([]);
    expect(steps.probe).toEqual({ sql: 'probe' });
    expect(steps.probe).toBe(steps.probe);
    expect(built).toEqual(['probe']);
  });
});

describe('preparedShapes', () => {
  it('prepares a shape once, reuses it, and keeps at most its bound (the oldest dropped)', () => {
    const made: string[] = [];
    const prepared = preparedShapes(2, (shape: { q: boolean; cursor: string }) => {
      made.push(JSON.stringify(shape));
      return { shape };
    });
    const a = prepared({ q: true, cursor: 'none' });
    expect(prepared({ q: true, cursor: 'none' })).toBe(a);
    prepared({ q: false, cursor: 'none' });
    prepared({ q: false, cursor: 'keyset' });
    expect(made).toHaveLength(3);
    expect(prepared({ q: true, cursor: 'none' })).not.toBe(a);
    expect(made).toHaveLength(4);
  });
});
