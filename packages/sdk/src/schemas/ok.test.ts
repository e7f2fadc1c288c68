import { describe, expect, it } from 'vitest';
import { okResponseSchema } from './ok';

describe('the acknowledgement', () => {
  it('parses the { ok: true } acknowledgement', () => {
    expect(okResponseSchema.parse({ ok: true })).toEqual({ ok: true });
    expect(okResponseSchema.safeParse({ ok: false }).success).toBe(false);
  });
});
