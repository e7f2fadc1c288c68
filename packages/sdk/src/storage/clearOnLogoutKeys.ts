import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';

/**
 * The keys removed on logout. SPEC §4: "Logout: clear all cached data and the listed storage
 * keys".
 *
 * Choice: SPEC does not list them. Every fixed local key and every session key is cleared, since
 * each describes whoever was signed in and would leak into the next session on a shared browser.
 * The per-user keys `currentAccountType_{userId}` and `savedItems_{userId}` survive logout: SPEC
 * §4 says the account type "is persisted per user" and saved items "persist per user locally",
 * and a per-user key cannot leak to another user.
 */
export const CLEAR_ON_LOGOUT = {
  local: [
    STORAGE_KEYS.hasActiveSubscription,
    STORAGE_KEYS.hasSeenWaitlist,
    STORAGE_KEYS.onboardingCompleted,
    STORAGE_KEYS.newTalentRegistered,
    STORAGE_KEYS.waitlistShouldShow,
    STORAGE_KEYS.talentOnboardingCompleted,
    STORAGE_KEYS.registrationTime,
    STORAGE_KEYS.talentRegistered,
    STORAGE_KEYS.waitlistCountdown,
    STORAGE_KEYS.lastCheckoutTime,
    STORAGE_KEYS.lastCheckoutAction,
  ],
  session: [
    SESSION_STORAGE_KEYS.initialAccountType,
    SESSION_STORAGE_KEYS.newTalentRegistered,
    SESSION_STORAGE_KEYS.waitlistShouldShow,
    SESSION_STORAGE_KEYS.talentOnboardingCompleted,
    SESSION_STORAGE_KEYS.talentRegistered,
  ],
} as const;
