import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, isCursorTimestamp, isInt4Id } from './pageCursor';

const statusOf = (run: () => unknown): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
};

describe('page cursors', () => {
  it('round-trip a microsecond timestamp and a numeric id', () => {
    const key = { at: '2025-03-01T10:20:30.123456Z', id: 42 };
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'int')).toEqual(key);
  });

  it('round-trip a missing timestamp and a "rec" id', () => {
    const key = { at: null, id: 'recAbc123' };
    expect(decodeCursor(encodeCursor(key), 'string')).toEqual(key);
  });

  it('refuse anything this server did not make with a 400, never a crash', () => {
    const bad = [
      '!!!',
      'not base64 at all',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'),
      encodeCursor({ at: 'yesterday', id: 1 }),
      encodeCursor({ at: '2025-02-30T00:00:00.000000Z', id: 1 }),
      encodeCursor({ at: '0000-01-01T00:00:00Z', id: 1 }),
      encodeCursor({ at: '2025-01-01T00:00:00Z', id: 0 }),
      encodeCursor({ at: '2025-01-01T00:00:00Z', id: 2 ** 31 }),
      encodeCursor({ at: '2025-01-01T00:00:00Z', id: 'rec1' }),
    ];
    for (const cursor of bad)
      expect(
        statusOf(() => decodeCursor(cursor, 'int')),
        cursor,
      ).toBe(400);
    expect(statusOf(() => decodeCursor(encodeCursor({ at: null, id: 7 }), 'string'))).toBe(400);
    expect(
      statusOf(() => decodeCursor(encodeCursor({ at: null, id: 'rec\u0000' }), 'string')),
    ).toBe(400);
  });

  it('accept only timestamps PostgreSQL can read', () => {
    expect(isCursorTimestamp('2024-02-29T23:59:59.999999Z')).toBe(true);
    expect(isCursorTimestamp('2025-02-29T00:00:00Z')).toBe(false);
    expect(isCursorTimestamp('2025-01-01T24:00:00Z')).toBe(false);
    expect(isCursorTimestamp('2025-01-01T00:00:00+01:00')).toBe(false);
  });

  it('know which ids fit a serial column', () => {
    expect([1, 2_147_483_647].map(isInt4Id)).toEqual([true, true]);
    expect([0, -1, 1.5, 2_147_483_648].map(isInt4Id)).toEqual([false, false, false, false]);
  });
});
