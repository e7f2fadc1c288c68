import { describe, expect, it } from 'vitest';
import { lazySteps } from './searchSteps';

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
