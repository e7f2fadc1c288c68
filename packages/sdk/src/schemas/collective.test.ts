import { describe, expect, it } from 'vitest';
import { formatZodError } from './errors';
import {
  COLLECTIVE_RATE_ORDER_MESSAGE,
  COLLECTIVE_SLUG_MESSAGE,
  collectiveCreateSchema,
  collectiveQuerySchema,
  collectiveRefParamsSchema,
  collectiveUpdateSchema,
} from './collective';

const fieldErrorsOf = (
  schema: typeof collectiveCreateSchema | typeof collectiveUpdateSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : formatZodError(result.error, { input }).fieldErrors;
};

describe('a new collective (issue 17)', () => {
  it('needs a name; everything else has a default', () => {
    expect(collectiveCreateSchema.parse({ name: ' Pixel Guild ' })).toEqual({
      name: 'Pixel Guild',
      tagline: '',
      about: '',
      skills: [],
      joinPolicy: 'request',
    });
    expect(Object.keys(fieldErrorsOf(collectiveCreateSchema, { name: ' ' }))).toEqual(['name']);
  });

  it('takes a valid slug, a blank one as none, and refuses another with the slug message', () => {
    expect(collectiveCreateSchema.parse({ name: 'P', slug: ' pixel-guild ' }).slug).toBe(
      'pixel-guild',
    );
    expect(collectiveCreateSchema.parse({ name: 'P', slug: '' }).slug).toBeUndefined();
    for (const slug of ['Pixel', '12345', 'a b', 'x'.repeat(61)])
      expect(fieldErrorsOf(collectiveCreateSchema, { name: 'P', slug }).slug).toEqual([
        COLLECTIVE_SLUG_MESSAGE,
      ]);
  });

  it('refuses a rate range upside down on rateMax, and takes rates as text or blank', () => {
    expect(fieldErrorsOf(collectiveCreateSchema, { name: 'P', rateMin: 90, rateMax: 60 })).toEqual({
      rateMax: [COLLECTIVE_RATE_ORDER_MESSAGE],
    });
    expect(collectiveCreateSchema.parse({ name: 'P', rateMin: '60', rateMax: '' })).toMatchObject({
      rateMin: 60,
      rateMax: null,
    });
    expect(Object.keys(fieldErrorsOf(collectiveCreateSchema, { name: 'P', rateMin: -1 }))).toEqual([
      'rateMin',
    ]);
  });

  it('refuses an unknown join policy and more than 30 skills', () => {
    const errors = fieldErrorsOf(collectiveCreateSchema, {
      name: 'P',
      joinPolicy: 'anyone',
      skills: Array.from({ length: 31 }, (_, i) => i + 1),
    });
    expect(Object.keys(errors).sort()).toEqual(['joinPolicy', 'skills']);
  });
});

describe('an edit', () => {
  it('leaves absent fields out and checks the range when both ends come', () => {
    expect(collectiveUpdateSchema.parse({ tagline: 'Design' })).toEqual({ tagline: 'Design' });
    expect(fieldErrorsOf(collectiveUpdateSchema, { rateMin: 5, rateMax: 4 })).toEqual({
      rateMax: [COLLECTIVE_RATE_ORDER_MESSAGE],
    });
  });
});

describe('the list query and the page reference', () => {
  it('reads filters from query-string text, blanks as unset', () => {
    expect(
      collectiveQuerySchema.parse({ q: ' ', skill: '3', size: 'medium', maxRate: '80' }),
    ).toEqual({ skill: 3, size: 'medium', maxRate: 80, limit: 20 });
    expect(collectiveQuerySchema.safeParse({ size: 'huge' }).success).toBe(false);
  });

  it('takes an id or a slug as the page reference', () => {
    expect(collectiveRefParamsSchema.parse({ id: '7' })).toEqual({ id: '7' });
    expect(collectiveRefParamsSchema.parse({ id: 'pixel-guild' })).toEqual({ id: 'pixel-guild' });
    expect(collectiveRefParamsSchema.safeParse({ id: '' }).success).toBe(false);
  });
});
