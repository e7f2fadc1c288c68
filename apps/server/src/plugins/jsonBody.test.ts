import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, tooDeep } from './jsonBody';

/** `n` arrays, one inside the other, around `inner`. */
function arrays(n: number, inner: unknown = null): unknown {
  let value = inner;
  for (let i = 0; i < n; i++) value = [value];
  return value;
}

describe('tooDeep', () => {
  it('counts the body itself as level 1', () => {
    expect(tooDeep({}, 1)).toBeUndefined();
    expect(tooDeep([], 1)).toBeUndefined();
    expect(tooDeep({ a: [] }, 1)).toEqual({ field: 'a' });
    expect(tooDeep('text', 0)).toBeUndefined();
  });

  it('names the top-level field the deep value is under', () => {
    const body = { name: 'Ada', skills: [1, 2], role: arrays(JSON_DEPTH_MAX) };
    expect(tooDeep(body, JSON_DEPTH_MAX)).toEqual({ field: 'role' });
    expect(tooDeep({ ...body, role: arrays(JSON_DEPTH_MAX - 1) }, JSON_DEPTH_MAX)).toBeUndefined();
  });

  it('names no field when the body is an array', () => {
    expect(tooDeep(arrays(JSON_DEPTH_MAX + 1), JSON_DEPTH_MAX)).toEqual({ field: undefined });
  });

  it('walks 1,000,000 levels without overflowing the stack', () => {
    expect(tooDeep({ deep: arrays(1_000_000) }, JSON_DEPTH_MAX)).toEqual({ field: 'deep' });
  });

  it('is well above any body of the API (at most 3 levels)', () => {
    expect(JSON_DEPTH_MAX).toBeGreaterThanOrEqual(32);
  });
});
