/**
 * Opaque keyset cursors for paged lists (sdk `cursorPageSchema`: `{ items, nextCursor }`).
 * A cursor is the sort key of the last item of a page — a timestamp (or null) and an id — as
 * base64url JSON. Keyset paging (not OFFSET) keeps every page as fast as the first at 100 000 rows,
 * and never repeats or skips an item when rows are added between pages.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { problem } from '../errors';

/** The sort key of one item: its timestamp as PostgreSQL prints it with microseconds, and its id. */
export interface Keyset<Id extends number | string> {
  /** `YYYY-MM-DDTHH:MM:SS[.ffffff]Z`, or null for an item without a timestamp. */
  at: string | null;
  id: Id;
}

/** The largest value of a PostgreSQL `integer` (ids of serial columns). */
export const INT4_MAX = 2_147_483_647;

/** True for an id that can exist in a `serial` column, so it is safe to send to the database. */
export const isInt4Id = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= INT4_MAX;

/**
 * The SQL `to_char` format giving timestamps at full (microsecond) precision in UTC, so a cursor
 * compares exactly with the stored value (a JS Date would round to milliseconds and repeat or skip
 * rows that share a millisecond).
 */
export const CURSOR_TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;

/** True for a UTC timestamp that names a real instant PostgreSQL accepts (year 1 to 9999). */
export function isCursorTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match || match[1] === '0000') return false;
  // Round-trips through Date to reject impossible days and times (2025-02-30, 24:61:00).
  const date = new Date(`${value.slice(0, 19)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
}

/** The cursor naming `key`, to send back as `cursor` for the next page. */
export function encodeCursor(key: Keyset<number | string>): string {
  return Buffer.from(JSON.stringify([key.at, key.id]), 'utf8').toString('base64url');
}

/** The 400 every cursor this server did not make gets. */
export const invalidCursor = () => problem(400, 'Invalid cursor');

/** The JSON value a cursor carries (base64url of JSON); anything else is a 400 "Invalid cursor". */
export function cursorValue(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

/**
 * The keyset a cursor names. Anything this server did not make — not base64url, not JSON, a wrong
 * shape, an impossible timestamp or id — is a 400 "Invalid cursor", never a 500.
 */
export function decodeCursor(cursor: string, idKind: 'int'): Keyset<number>;
export function decodeCursor(cursor: string, idKind: 'string'): Keyset<string>;
export function decodeCursor(cursor: string, idKind: 'int' | 'string'): Keyset<number | string> {
  const value = cursorValue(cursor);
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [at, id] = value as [unknown, unknown];
  if (at !== null && (typeof at !== 'string' || !isCursorTimestamp(at))) throw invalidCursor();
  if (idKind === 'int') {
    if (typeof id !== 'number' || !isInt4Id(id)) throw invalidCursor();
  } else if (typeof id !== 'string' || id === '' || id.length > 100 || id.includes('\u0000')) {
    throw invalidCursor();
  }
  return { at, id };
}

/**
 * `created_at desc, id desc`, the order of every newest-first listing, spelled as the listing
 * indexes are built (drizzle's `.desc()` makes them `DESC NULLS LAST`): a plain `DESC` means NULLS
 * FIRST, which the planner cannot read from those indexes, and it would sort every matching row
 * instead. Both columns are NOT NULL, so the order is the same.
 */
export const newestFirstOrder = (createdAt: AnyPgColumn, id: AnyPgColumn) =>
  [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`] as const;

/**
 * The rows strictly after the cursor in {@link newestFirstOrder} order. Written as
 * `created_at <= t and (created_at < t or id < i)` so the created_at bound is an index condition
 * on every listing index, whatever the planner does with row comparisons.
 */
export function afterNewest(createdAt: AnyPgColumn, id: AnyPgColumn, key: Keyset<number>): SQL {
  const at = sql`${key.at}::timestamptz`;
  return sql`(${createdAt} <= ${at} and (${createdAt} < ${at} or ${id} < ${key.id}))`;
}

/** A listed row with its keyset: the sort timestamp at full precision, and its id. */
export interface KeyedRow {
  cursorAt: string;
  id: number;
}

/**
 * One page of a newest-first listing, from one or more queries each already newest first and
 * limited to `limit + 1` rows (a listing read from several indexes, one query per index): the rows
 * merged newest first (then the higher id), `limit` of them as items, and the next page's cursor
 * when there is more.
 */
export function newestFirstPage<Row extends KeyedRow, Item>(
  pages: readonly (readonly Row[])[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const rows = pages
    .flat()
    .sort((a, b) => (a.cursorAt === b.cursorAt ? b.id - a.id : a.cursorAt < b.cursorAt ? 1 : -1));
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
