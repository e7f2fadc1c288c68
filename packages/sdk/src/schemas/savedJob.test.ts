import type * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SAVED_ITEM_TYPES, SAVED_JOB_TYPES } from '../vocabulary';
import { type SavedItem } from '../rules/savedItems';
import {
  saveJobSchema,
  savedItemSchema,
  savedJobListSchema,
  savedJobParamsSchema,
  savedJobSchema,
} from './savedJob';

describe('saved items and saved jobs', () => {
  it('the schema describes the very SavedItem the rules work on', () => {
    expectTypeOf<z.output<typeof savedItemSchema>>().toEqualTypeOf<SavedItem>();
  });

  it('has the saved item types of SPEC §3 and the job types synced to saved jobs', () => {
    expect(SAVED_ITEM_TYPES).toEqual(['job', 'project', 'task', 'talent', 'resource']);
    expect(SAVED_JOB_TYPES).toEqual(['job', 'project', 'task']);
  });

  it('parses a local saved item with a numeric id and a "rec" original id', () => {
    const item = {
      id: -12345,
      type: 'talent',
      savedAt: '2025-01-03T09:00:00.000Z',
      originalId: 'recAbc',
    };
    expect(savedItemSchema.parse(item)).toEqual(item);
  });

  it('parses saved jobs but not saved talent', () => {
    const job = { id: 7, type: 'job', savedAt: '2025-01-03T09:00:00.000Z', originalId: 7 };
    expect(savedJobListSchema.parse([job])).toEqual([job]);
    expect(savedJobSchema.safeParse({ ...job, type: 'talent' }).success).toBe(false);
  });

  it('saves by original id and type', () => {
    expect(saveJobSchema.parse({ originalId: 'recXyz', type: 'project' })).toEqual({
      originalId: 'recXyz',
      type: 'project',
    });
    expect(saveJobSchema.safeParse({ originalId: '', type: 'job' }).success).toBe(false);
  });

  it('reads a negative (hashed) id from the path', () => {
    expect(savedJobParamsSchema.parse({ id: '-4242' })).toEqual({ id: -4242 });
    expect(savedJobParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
