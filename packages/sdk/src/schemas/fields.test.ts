import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  amountSchema,
  blankAsNull,
  blankAsUnset,
  coercedIdSchema,
  idSchema,
  isoDateSchema,
  timestampSchema,
} from './fields';

describe('blankAsUnset', () => {
  const schema = z.object({ rate: blankAsUnset(amountSchema) });

  it('reads a missing, null, empty or blank value as not set', () => {
    for (const rate of [undefined, null, '', '   ']) {
      expect(schema.parse({ rate }).rate).toBeUndefined();
    }
    expect(schema.parse({}).rate).toBeUndefined();
  });

  it('passes any other value to the inner schema', () => {
    expect(schema.parse({ rate: '0' }).rate).toBe(0);
    expect(schema.safeParse({ rate: 'abc' }).success).toBe(false);
  });
});

describe('blankAsNull', () => {
  const schema = z.object({ bio: blankAsNull(z.string()) });

  it('leaves a missing value unchanged and clears a null or blank one', () => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ bio: null }).bio).toBeNull();
    expect(schema.parse({ bio: ' ' }).bio).toBeNull();
    expect(schema.parse({ bio: 'Hi' }).bio).toBe('Hi');
  });
});

describe('ids, amounts and dates', () => {
  it('takes positive integer ids, from strings too where coerced', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
    expect(coercedIdSchema.parse('12')).toBe(12);
  });

  it('takes non-negative amounts', () => {
    expect(amountSchema.parse('19.99')).toBe(19.99);
    expect(amountSchema.safeParse(-1).success).toBe(false);
  });

  it('takes ISO timestamps with Z or an offset, and ISO dates', () => {
    expect(timestampSchema.safeParse('2025-01-02T03:04:05.678Z').success).toBe(true);
    expect(timestampSchema.safeParse('2025-01-02T03:04:05+02:00').success).toBe(true);
    expect(timestampSchema.safeParse('yesterday').success).toBe(false);
    expect(isoDateSchema.safeParse('2025-01-02').success).toBe(true);
    expect(isoDateSchema.safeParse('02/01/2025').success).toBe(false);
  });
});
