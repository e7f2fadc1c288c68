import { savedItemId } from '@hireloop/sdk';
import { describe, expect, it } from 'vitest';
import { readOriginalId } from './savedJobs';

describe('reading a saved original id back', () => {
  it('gives back what savedItemId saw: numbers as numbers, other ids as the saved text', () => {
    for (const original of [
      42,
      0,
      -5,
      '42',
      '007',
      'recA1b2C3d4E5f6G7',
      '-5',
      ' 42',
      '1e3',
      'abc',
    ]) {
      const id = savedItemId(original);
      const read = readOriginalId(String(original), id);
      // The id derived from what is read back is the stored id, so client and server agree.
      expect(savedItemId(read), String(original)).toBe(id);
    }
    expect(readOriginalId('42', 42)).toBe(42);
    expect(readOriginalId('recX', savedItemId('recX'))).toBe('recX');
    expect(readOriginalId('-5', savedItemId('-5'))).toBe('-5');
    expect(readOriginalId('-5', -5)).toBe(-5);
  });
});
