import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './createMemoryStorage';

describe('memory storage', () => {
  it('starts empty', () => {
    const storage = createMemoryStorage();
    expect(storage.length).toBe(0);
    expect(storage.getItem('a')).toBeNull();
    expect(storage.key(0)).toBeNull();
  });

  it('stores, reads, lists and removes values', () => {
    const storage = createMemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1)]).toEqual(['a', 'b']);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.length).toBe(1);
  });

  it('can be seeded and cleared', () => {
    const storage = createMemoryStorage({ hasSeenWaitlist: 'true' });
    expect(storage.getItem('hasSeenWaitlist')).toBe('true');
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('keeps each storage separate', () => {
    const first = createMemoryStorage();
    const second = createMemoryStorage();
    first.setItem('a', '1');
    expect(second.getItem('a')).toBeNull();
  });
});
