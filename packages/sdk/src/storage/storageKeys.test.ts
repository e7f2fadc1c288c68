import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';

describe('local storage keys', () => {
  it('build the per-user account type key as currentAccountType_{userId}', () => {
    expect(STORAGE_KEYS.currentAccountType(7)).toBe('currentAccountType_7');
    expect(STORAGE_KEYS.currentAccountType('u-1')).toBe('currentAccountType_u-1');
  });

  it('build the per-user saved items key as savedItems_{userId}', () => {
    expect(STORAGE_KEYS.savedItems(7)).toBe('savedItems_7');
  });

  it('are exactly the fixed keys of SPEC §3', () => {
    const { currentAccountType: _account, savedItems: _saved, ...fixed } = STORAGE_KEYS;
    expect(fixed).toEqual({
      hasActiveSubscription: 'hasActiveSubscription',
      hasSeenWaitlist: 'hasSeenWaitlist',
      onboardingCompleted: 'onboardingCompleted',
      newTalentRegistered: 'newTalentRegistered',
      waitlistShouldShow: 'waitlistShouldShow',
      talentOnboardingCompleted: 'talentOnboardingCompleted',
      registrationTime: 'registrationTime',
      talentRegistered: 'talentRegistered',
      waitlistCountdown: 'waitlistCountdown',
      lastCheckoutTime: 'lastCheckoutTime',
      lastCheckoutAction: 'lastCheckoutAction',
    });
  });
});

describe('session storage keys', () => {
  it('are exactly the keys of SPEC §3', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({
      initialAccountType: 'initialAccountType',
      newTalentRegistered: 'newTalentRegistered',
      waitlistShouldShow: 'waitlistShouldShow',
      talentOnboardingCompleted: 'talentOnboardingCompleted',
      talentRegistered: 'talentRegistered',
    });
  });
});
