/**
 * Relevance-ranked search pages (issue 19: "Results stay ranked by relevance when `q` is given"):
 * browse and talent search with `q` order by a rank, then newest first, over a bounded set of
 * candidates (the newest matches, see `SEARCH_CANDIDATES`). The candidate set is frozen by the
 * first page: its newest and oldest keys travel in every later cursor, so a row arriving between
 * pages (newer than the set) or a match pushed out of the newest N cannot shift the set, and the
 * pages are a keyset walk of one fixed ranked order — no duplicates, no gaps.
 *
 * A cursor is base64url JSON `["r", rank, at, id, [topAt, topId], [bottom per audience]]`, a
 * bottom being `[at, id]` or null for an audience without candidates.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cursorValue, invalidCursor, isCursorTimestamp, isInt4Id } from './pageCursor';

/** A row's key: its sort timestamp at full precision (pageCursor's format) and its id. */
export interface Key {
  at: string;
  id: number;
}

/**
 * How many candidates a ranked search ranks: the newest this many matches (see each search for
 * where they are looked for). Bounded so the cost is too, however many rows match at a million
 * rows — as search engines rank a bounded first-phase result set (Elasticsearch's rescore window,
 * result caps of web search) rather than every match. 100 is 5 pages of the default size;
 * measured at a million rows, 500 made a dense query read up to its whole 10,000-row window
 * (7–14 ms of SQL, against 1–5 ms).
 */
export const SEARCH_CANDIDATES = 100;

/** Where a ranked walk is: the last item's rank and key, and the frozen candidate set. */
export interface RankedCursor {
  rank: number;
  at: string;
  id: number;
  /** The newest candidate's key (of every audience). */
  top: Key;
  /** The oldest candidate's key per audience (null: that audience had none). */
  bottoms: (Key | null)[];
}

export function encodeRankedCursor(cursor: RankedCursor): string {
  const key = (k: Key | null) => (k ? [k.at, k.id] : null);
  return Buffer.from(
    JSON.stringify([
      'r',
      cursor.rank,
      cursor.at,
      cursor.id,
      key(cursor.top),
      cursor.bottoms.map(key),
    ]),
    'utf8',
  ).toString('base64url');
}

function keyOf(value: unknown): Key {
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [at, id] = value as [unknown, unknown];
  if (typeof at !== 'string' || !isCursorTimestamp(at)) throw invalidCursor();
  if (typeof id !== 'number' || !isInt4Id(id)) throw invalidCursor();
  return { at, id };
}

/**
 * The ranked cursor `cursor` names, with `audiences` bottoms. Anything this server did not make
 * (a newest-first cursor included) is a 400 "Invalid cursor".
 */
export function decodeRankedCursor(cursor: string, audiences: number): RankedCursor {
  const value = cursorValue(cursor);
  if (!Array.isArray(value) || value.length !== 6 || value[0] !== 'r') throw invalidCursor();
  const [, rank, at, id, top, bottoms] = value as unknown[];
  if (typeof rank !== 'number' || !Number.isFinite(rank) || rank < 0) throw invalidCursor();
  const last = keyOf([at, id]);
  if (!Array.isArray(bottoms) || bottoms.length !== audiences) throw invalidCursor();
  return {
    rank,
    ...last,
    top: keyOf(top),
    bottoms: bottoms.map((bottom) => (bottom === null ? null : keyOf(bottom))),
  };
}

/** `(at, id) >= key` in newest-first keyset terms, the timestamp bound an index condition. */
function keyAtLeast(at: AnyPgColumn, id: AnyPgColumn, key: Key): SQL {
  const t = sql`${key.at}::timestamptz`;
  return sql`(${at} >= ${t} and (${at} > ${t} or ${id} >= ${key.id}))`;
}

/** `(at, id) <= key`. */
function keyAtMost(at: AnyPgColumn, id: AnyPgColumn, key: Key): SQL {
  const t = sql`${key.at}::timestamptz`;
  return sql`(${at} <= ${t} and (${at} < ${t} or ${id} <= ${key.id}))`;
}

/** The rows after `cursor` in `rank desc, at desc, id desc` order. */
function afterRanked(rank: SQL, at: AnyPgColumn, id: AnyPgColumn, cursor: RankedCursor): SQL {
  const t = sql`${cursor.at}::timestamptz`;
  const r = sql`${cursor.rank}::float8`;
  return sql`(${rank} < ${r} or (${rank} = ${r} and (${at} < ${t} or (${at} = ${t} and ${id} < ${cursor.id}))))`;
}

/** One ranked row: its rank, key, and (first page) its candidate set's newest and oldest keys. */
export interface RankedRow {
  rank: number;
  cursorAt: string;
  id: number;
  topAt?: string;
  topId?: number;
  bottomAt?: string;
  bottomId?: number;
}

/** `rank desc, at desc, id desc`. */
export const byRank = (a: RankedRow, b: RankedRow): number =>
  a.rank !== b.rank
    ? b.rank - a.rank
    : a.cursorAt === b.cursorAt
      ? b.id - a.id
      : a.cursorAt < b.cursorAt
        ? 1
        : -1;

/**
 * One ranked page from each audience's rows (each ranked, `limit + 1` at most): merged, `limit`
 * of them, and the next cursor — carrying the first page's candidate bounds, or `previous`'s.
 */
export function rankedPage<Row extends RankedRow, Item>(
  audiences: readonly (readonly Row[])[],
  limit: number,
  previous: RankedCursor | undefined,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const rows = audiences.flat().sort(byRank);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  if (rows.length > limit && last) {
    let top = previous?.top;
    let bottoms = previous?.bottoms;
    if (!top || !bottoms) {
      const heads = audiences.map((list) => list[0]);
      bottoms = heads.map((head) =>
        head?.bottomAt !== undefined && head.bottomId !== undefined
          ? { at: head.bottomAt, id: head.bottomId }
          : null,
      );
      for (const head of heads) {
        if (head?.topAt === undefined || head.topId === undefined) continue;
        const key = { at: head.topAt, id: head.topId };
        if (!top || key.at > top.at || (key.at === top.at && key.id > top.id)) top = key;
      }
    }
    if (top)
      nextCursor = encodeRankedCursor({
        rank: last.rank,
        at: last.cursorAt,
        id: last.id,
        top,
        bottoms,
      });
  }
  return { items: page.map(toItem), nextCursor };
}

/**
 * A ranked cursor's values, by the names {@link laterRankedPage} binds them under: `cursorRank`,
 * `cursorAt`, `cursorId`, `topAt`, `topId`, and per audience `bottom0At`, `bottom0Id`, …
 */
export function rankedCursorValues(cursor: RankedCursor): Record<string, unknown> {
  const values: Record<string, unknown> = {
    cursorRank: cursor.rank,
    cursorAt: cursor.at,
    cursorId: cursor.id,
    topAt: cursor.top.at,
    topId: cursor.top.id,
  };
  cursor.bottoms.forEach((bottom, audience) => {
    values[`bottom${audience}At`] = bottom?.at;
    values[`bottom${audience}Id`] = bottom?.id;
  });
  return values;
}

/**
 * A later ranked page of `audience`: the first page's candidates, named by their bounds (the
 * newest candidate's key and that audience's oldest), after the cursor in `rank desc, at desc,
 * id desc` order. Each value is `bind(name)` of a {@link rankedCursorValues} name: the value
 * itself, or a placeholder a prepared SELECT fills.
 */
export function laterRankedPage(
  rank: SQL,
  at: AnyPgColumn,
  id: AnyPgColumn,
  bind: (name: string) => unknown,
  audience: number,
): SQL {
  const key = (name: string) => ({ at: bind(`${name}At`), id: bind(`${name}Id`) }) as Key;
  const cursor = { ...key('cursor'), rank: bind('cursorRank') } as RankedCursor;
  return and(
    keyAtMost(at, id, key('top')),
    keyAtLeast(at, id, key(`bottom${audience}`)),
    afterRanked(rank, at, id, cursor),
  )!;
}
