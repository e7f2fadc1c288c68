import { describe, expect, it } from 'vitest';
import {
  canReadLibraryResource,
  collectionProgress,
  libraryAudienceMatches,
  libraryPlanAccountType,
  libraryUpgradePath,
  nextInCollection,
  nextLibraryProgress,
} from './library';

const nobody = { isAdmin: false, lite: false, employerPlan: false };

describe('library rules (issue 18)', () => {
  it('a resource without a plan is open to everyone', () => {
    expect(canReadLibraryResource('none', nobody)).toBe(true);
  });

  it('Lite resources need Lite, employer resources an employer plan; admins read all', () => {
    expect(canReadLibraryResource('lite', nobody)).toBe(false);
    expect(canReadLibraryResource('lite', { ...nobody, lite: true })).toBe(true);
    expect(canReadLibraryResource('lite', { ...nobody, employerPlan: true })).toBe(false);
    expect(canReadLibraryResource('employer', { ...nobody, employerPlan: true })).toBe(true);
    expect(canReadLibraryResource('employer', { ...nobody, lite: true })).toBe(false);
    expect(canReadLibraryResource('employer', { ...nobody, isAdmin: true })).toBe(true);
  });

  it('the upgrade path: the waitlist modal for Lite, the subscription modal for employers', () => {
    expect(libraryUpgradePath('none')).toBeNull();
    expect(libraryUpgradePath('lite')).toBe('waitlist');
    expect(libraryUpgradePath('employer')).toBe('subscription');
    expect(libraryPlanAccountType('lite')).toBe('talent');
    expect(libraryPlanAccountType('employer')).toBe('employer');
    expect(libraryPlanAccountType('none')).toBeNull();
  });

  it("audiences: one's own and those for all", () => {
    expect(libraryAudienceMatches('all', 'talent')).toBe(true);
    expect(libraryAudienceMatches('talent', 'talent')).toBe(true);
    expect(libraryAudienceMatches('employer', 'talent')).toBe(false);
  });

  it('opening starts a resource and never undoes a completion', () => {
    expect(nextLibraryProgress('not_started', 'started')).toBe('started');
    expect(nextLibraryProgress('started', 'completed')).toBe('completed');
    expect(nextLibraryProgress('completed', 'started')).toBe('completed');
    expect(nextLibraryProgress('not_started', 'completed')).toBe('completed');
  });

  it("a collection's progress follows its resources'", () => {
    expect(collectionProgress([])).toEqual({ completed: 0, total: 0, state: 'not_started' });
    expect(collectionProgress(['not_started', 'not_started'])).toEqual({
      completed: 0,
      total: 2,
      state: 'not_started',
    });
    expect(collectionProgress(['started', 'not_started']).state).toBe('started');
    expect(collectionProgress(['completed', 'not_started'])).toEqual({
      completed: 1,
      total: 2,
      state: 'started',
    });
    expect(collectionProgress(['completed', 'completed']).state).toBe('completed');
  });

  it('"Continue" goes to the first resource not completed', () => {
    const items = [
      { id: 1, progress: 'completed' as const },
      { id: 2, progress: 'started' as const },
      { id: 3, progress: 'not_started' as const },
    ];
    expect(nextInCollection(items)?.id).toBe(2);
    expect(nextInCollection([items[0]!])).toBeNull();
  });
});
