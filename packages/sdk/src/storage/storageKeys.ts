/**
 * Local browser storage keys of SPEC §3: "currentAccountType_{userId}, savedItems_{...},
 * hasActiveSubscription, hasSeenWaitlist, onboardingCompleted, newTalentRegistered,
 * waitlistShouldShow, talentOnboardingCompleted, registrationTime, talentRegistered,
 * waitlistCountdown, lastCheckoutTime, lastCheckoutAction".
 *
 * Choice: SPEC writes `savedItems_{...}`; the suffix is the user id, because SPEC §4 says saved
 * items "persist per user locally".
 */
export const STORAGE_KEYS = {
  /** The account type chosen by this user (SPEC §4: "persisted per user"). */
  currentAccountType: (userId: string | number) => `currentAccountType_${userId}` as const,
  /** This user's saved items (SPEC §4: "items persist per user locally"). */
  savedItems: (userId: string | number) => `savedItems_${userId}` as const,
  hasActiveSubscription: 'hasActiveSubscription',
  hasSeenWaitlist: 'hasSeenWaitlist',
  onboardingCompleted: 'onboardingCompleted',
  newTalentRegistered: 'newTalentRegistered',
  waitlistShouldShow: 'waitlistShouldShow',
  talentOnboardingCompleted: 'talentOnboardingCompleted',
  registrationTime: 'registrationTime',
  talentRegistered: 'talentRegistered',
  /** `{ days, hours, minutes }` of the waitlist countdown (SPEC §3). */
  waitlistCountdown: 'waitlistCountdown',
  /** Stored after a talent checkout (SPEC §7). */
  lastCheckoutTime: 'lastCheckoutTime',
  lastCheckoutAction: 'lastCheckoutAction',
} as const;

/**
 * Session storage keys of SPEC §3: "initialAccountType, newTalentRegistered, waitlistShouldShow,
 * talentOnboardingCompleted, talentRegistered".
 */
export const SESSION_STORAGE_KEYS = {
  /** Removed once applied to a changed user (SPEC §4). */
  initialAccountType: 'initialAccountType',
  newTalentRegistered: 'newTalentRegistered',
  waitlistShouldShow: 'waitlistShouldShow',
  talentOnboardingCompleted: 'talentOnboardingCompleted',
  talentRegistered: 'talentRegistered',
} as const;
