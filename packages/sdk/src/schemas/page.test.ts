import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../vocabulary';
import * as z from 'zod/mini';
import { cursorPageSchema, cursorQuerySchema } from './page';

describe('cursor pages for infinite lists', () => {
  it('defaults the page size to 20 and caps it at 100', () => {
    expect([PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX]).toEqual([20, 100]);
    expect(cursorQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(cursorQuerySchema.parse({ cursor: 'abc', limit: '100' })).toEqual({
      cursor: 'abc',
      limit: 100,
    });
    expect(cursorQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(cursorQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
    expect(cursorQuerySchema.safeParse({ cursor: '' }).success).toBe(false);
  });

  it('wraps any item schema as { items, nextCursor }', () => {
    const page = cursorPageSchema(z.object({ n: z.number() }));
    expect(page.parse({ items: [{ n: 1 }], nextCursor: null })).toEqual({
      items: [{ n: 1 }],
      nextCursor: null,
    });
    expect(page.safeParse({ items: [{ n: 'x' }], nextCursor: null }).success).toBe(false);
    expect(page.safeParse({ items: [] }).success).toBe(false);
  });
});
