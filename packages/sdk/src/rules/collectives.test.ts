import { describe, expect, it } from 'vitest';
import {
  canManageCollectiveMember,
  collectiveSizeOf,
  isCollectiveManager,
  isCollectiveSlug,
  isRateRangeOrdered,
  slugFromName,
} from './collectives';

describe('collective roles (issue 17)', () => {
  it('make the owner and admins managers, members not, and nobody without a membership', () => {
    expect(isCollectiveManager('owner')).toBe(true);
    expect(isCollectiveManager('admin')).toBe(true);
    expect(isCollectiveManager('member')).toBe(false);
    expect(isCollectiveManager(null)).toBe(false);
  });

  it('let the owner manage admins and members, admins only members, nobody the owner or themselves', () => {
    expect(canManageCollectiveMember('owner', 'admin', false)).toBe(true);
    expect(canManageCollectiveMember('owner', 'member', false)).toBe(true);
    expect(canManageCollectiveMember('admin', 'member', false)).toBe(true);
    expect(canManageCollectiveMember('admin', 'admin', false)).toBe(false);
    expect(canManageCollectiveMember('admin', 'owner', false)).toBe(false);
    expect(canManageCollectiveMember('owner', 'owner', true)).toBe(false);
    expect(canManageCollectiveMember('admin', 'admin', true)).toBe(false);
    expect(canManageCollectiveMember('member', 'member', false)).toBe(false);
  });
});

describe('collective slugs', () => {
  it('are 3 to 60 lower-case letters, digits and single inner hyphens, never only digits', () => {
    expect(isCollectiveSlug('pixel-guild')).toBe(true);
    expect(isCollectiveSlug('a1b')).toBe(true);
    expect(isCollectiveSlug('ab')).toBe(false);
    expect(isCollectiveSlug('x'.repeat(61))).toBe(false);
    expect(isCollectiveSlug('Pixel')).toBe(false);
    expect(isCollectiveSlug('pixel--guild')).toBe(false);
    expect(isCollectiveSlug('-pixel')).toBe(false);
    expect(isCollectiveSlug('12345')).toBe(false);
    expect(isCollectiveSlug('mine')).toBe(false);
  });

  it('are suggested from a name: accents dropped, other characters one hyphen, always valid', () => {
    expect(slugFromName('Pixel Guild')).toBe('pixel-guild');
    expect(slugFromName('  Ça & Là — Studio ')).toBe('ca-la-studio');
    expect(slugFromName('42')).toBe('42-collective');
    expect(slugFromName('!!')).toBe('collective');
    expect(slugFromName('Mine')).toBe('mine-collective');
    const long = slugFromName('Word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(60);
    for (const name of ['Pixel Guild', '42', '!!', 'Word '.repeat(30), 'ü', 'a-'])
      expect(isCollectiveSlug(slugFromName(name))).toBe(true);
  });
});

describe('rate ranges and sizes', () => {
  it('are in order with an open end or the lowest not above the highest', () => {
    expect(isRateRangeOrdered(50, 80)).toBe(true);
    expect(isRateRangeOrdered(80, 80)).toBe(true);
    expect(isRateRangeOrdered(null, 10)).toBe(true);
    expect(isRateRangeOrdered(10, undefined)).toBe(true);
    expect(isRateRangeOrdered(90, 80)).toBe(false);
  });

  it('size small up to 5 active members, medium up to 20, large beyond', () => {
    expect([1, 5, 6, 20, 21, 100].map(collectiveSizeOf)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });
});
