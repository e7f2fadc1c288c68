import { describe, expect, it } from 'vitest';
import { idParamsSchema } from './params';

describe('path params', () => {
  it('reads a positive integer id from the path', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamsSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
