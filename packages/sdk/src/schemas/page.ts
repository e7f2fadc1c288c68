import * as z from 'zod/mini';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../vocabulary';
import { coercedNumberSchema } from './fields';
import { storableText } from './text';

/**
 * The query of every paged list, for infinite scroll (not shown): an opaque `cursor` from the
 * previous page's `nextCursor` (absent for the first page) and a `limit` of 1 to 100, default 20.
 * Both may arrive as query-string text.
 */
export const cursorQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500), storableText())),
  limit: z._default(
    z.pipe(coercedNumberSchema, z.int().check(z.gte(1), z.lte(PAGE_SIZE_MAX))),
    PAGE_SIZE_DEFAULT,
  ),
});
export type CursorQueryInput = z.input<typeof cursorQuerySchema>;
export type CursorQuery = z.output<typeof cursorQuerySchema>;

/** One page of a list: the items and the cursor of the next page, `null` on the last page. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The page shape of every paged list (not shown): `{ items, nextCursor }`, where `nextCursor` is
 * an opaque string to send back as `cursor`, or `null` when there is nothing more.
 */
export function cursorPageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
}
