import { describe, expect, it } from 'vitest';
import { CLEAR_ON_LOGOUT } from './clearOnLogoutKeys';

describe('the keys cleared on logout', () => {
  it('are every fixed local key', () => {
    expect(CLEAR_ON_LOGOUT.local).toEqual([
      'hasActiveSubscription',
      'hasSeenWaitlist',
      'onboardingCompleted',
      'newTalentRegistered',
      'waitlistShouldShow',
      'talentOnboardingCompleted',
      'registrationTime',
      'talentRegistered',
      'waitlistCountdown',
      'lastCheckoutTime',
      'lastCheckoutAction',
    ]);
  });

  it('are every session key', () => {
    expect(CLEAR_ON_LOGOUT.session).toEqual([
      'initialAccountType',
      'newTalentRegistered',
      'waitlistShouldShow',
      'talentOnboardingCompleted',
      'talentRegistered',
    ]);
  });

  it('leave the per-user account type and saved items', () => {
    const local: readonly string[] = CLEAR_ON_LOGOUT.local;
    expect(local.some((key) => key.startsWith('currentAccountType'))).toBe(false);
    expect(local.some((key) => key.startsWith('savedItems'))).toBe(false);
  });
});
