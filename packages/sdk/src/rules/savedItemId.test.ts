import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedItemId } from './savedItemId';

describe('the saved item id', () => {
  it('passes numbers through', () => {
    expect(savedItemId(42)).toBe(42);
    expect(savedItemId(0)).toBe(0);
  });

  it('parses plain numeric strings', () => {
    expect(savedItemId('42')).toBe(42);
    expect(savedItemId('007')).toBe(7);
    expect(savedItemId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('hashes a "rec" id to a fixed negative number that does not change between releases', () => {
    expect(savedItemId('recABC123')).toBe(-2449529281714672);
    expect(savedItemId('rec123')).toBe(-1022576138663083);
  });

  it('hashes other non-numeric strings to a fixed negative number', () => {
    expect(savedItemId('abc')).toBe(-556323267775630);
    expect(savedItemId('')).toBe(-3338908027751812);
  });

  it('hashes strings that are not plain non-negative integers', () => {
    for (const id of ['1.5', ' 42', '42 ', '-3', '1e3', '0x10', '99999999999999999999']) {
      expect(savedItemId(id)).toBeLessThan(0);
    }
  });

  it('is stable: the same string always gives the same id (property)', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(savedItemId(id)).toBe(savedItemId(id));
      }),
    );
  });

  it('is always a safe integer (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (id) => {
        expect(Number.isSafeInteger(savedItemId(id))).toBe(true);
      }),
    );
  });

  it('round-trips numeric strings (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(savedItemId(String(n))).toBe(n);
      }),
    );
  });

  it('makes "rec" ids negative, so they never equal a numeric id (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.maxSafeNat(), (suffix, n) => {
        const hashed = savedItemId(`rec${suffix}`);
        expect(hashed).toBeLessThan(0);
        expect(hashed).not.toBe(savedItemId(String(n)));
        expect(hashed).not.toBe(savedItemId(n));
      }),
    );
  });

  it('gives 10,000 distinct "rec" ids 10,000 distinct hashes', () => {
    const ids = new Set<number>();
    for (let i = 0; i < 10_000; i++) ids.add(savedItemId(`rec${i.toString(36).padStart(14, '-')}`));
    expect(ids.size).toBe(10_000);
  });
});
