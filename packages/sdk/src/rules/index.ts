export { formatCount } from './numbers';
export {
  accountTypeForRole,
  accountTypeOfCheckout,
  isAccountType,
  resolveInitialAccountType,
} from './accountType';
export {
  DEFAULT_COUNTDOWN,
  countdownTotalSeconds,
  isCountdownFinished,
  parseStoredCountdown,
  shouldPersistCountdown,
  tickCountdown,
  toStoredCountdown,
} from './countdown';
export {
  FIXED_PRICE_LABEL,
  JOB_REQUEST_SAVE_ERROR,
  SUBSCRIPTION_REQUIRED_MESSAGE,
  applyRateType,
  isSubscriptionError,
} from './jobRequestForm';
export {
  isAllowedOrigin,
  isAllowedReturnUrl,
  isWebAddress,
  webOriginOf,
  withCheckoutResult,
} from './embed';
export {
  PERIOD_LENGTH_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  conversionPercent,
  growthPercent,
  hasEnoughRates,
  median,
  percentile,
  periodDays,
  periodProblem,
  quartiles,
  resolveInsightsPeriod,
  toCsv,
} from './insights';
export { MESSAGING_BLOCK_TEXTS, blockedInviteesMessage, messagingBlock } from './messaging';
export type { MessagingParty, MessagingTies } from './messaging';
export { canSendOutreachBid, remainingOutreachBids } from './outreach';
export {
  EMPLOYER_PLANS,
  MARKETING_JOB_REQUESTS_PER_MONTH,
  TALENT_LITE_ANNUAL_LABEL,
  centsToDollars,
  findPlanForPeriod,
  formatPrice,
  hasQuotaFor,
  intervalForPeriod,
  periodForInterval,
  quotaFor,
  remainingQuota,
} from './plans';
export { savedItemId } from './savedItemId';
export {
  addSavedItem,
  createSavedItem,
  isItemSaved,
  parseSavedItems,
  removeSavedItem,
  syncsToSavedJobs,
} from './savedItems';
export { RENEWAL_RETRY_DAYS, isSubscriptionActive, nextRenewalAttempt } from './subscription';
export { canManageMember, companyRoleCan, inviteExpiresAt, inviteStateAt } from './team';
export {
  canManageCollectiveMember,
  collectiveSizeOf,
  isCollectiveManager,
  isCollectiveSlug,
  isRateRangeOrdered,
  slugFromName,
} from './collectives';
export { WAITLIST, waitlistPeopleAhead, waitlistWeeks } from './waitlist';
export {
  WAITLIST_TASKS,
  completedWaitlistTasks,
  countCompletedWaitlistTasks,
} from './waitlistTasks';

export type { InitialAccountTypeSources } from './accountType';
export type { Countdown, StoredCountdown } from './countdown';
export type { CsvCell, InsightsPeriod } from './insights';
export type { EmployerPlan, Quota, QuotaUsage } from './plans';
export type { SavedItem } from './savedItems';
export type { SubscriptionActivityInput } from './subscription';
export type { WaitlistProfile, WaitlistTaskId } from './waitlistTasks';
export {
  DEFAULT_CHECKIN_QUESTIONS,
  checkinHasBlockers,
  checkinLateAt,
  checkinStateAt,
  isCheckinEditable,
  isCheckinReviewable,
  isTimeOfDay,
  isValidTimeZone,
  latestCheckinDue,
  localDateOf,
  nextCheckinDue,
} from './checkins';
export type { CheckinAnswers, CheckinCadence, CheckinQuestion, CheckinTiming } from './checkins';
export { formatBytes, sniffUploadType, uploadError, uploadTypeList } from './uploads';
export type { UploadLimits } from './uploads';
export {
  escapeIcsText,
  eventToIcs,
  foldIcsLine,
  icsDateTime,
  isCheckInCode,
  makeCheckInCode,
  normalizeCheckInCode,
  placesLeft,
  seesOnlineLink,
} from './events';
export type { IcsEvent } from './events';
export {
  canStartVerification,
  canVerifyKind,
  emailDomain,
  isFreeMailDomain,
  isReviewedKind,
  isVerifiedPerson,
  sortVerifiedKinds,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_STATUS_LABELS,
  verificationKindsFor,
} from './verification';
// Issue 18: the library.
export {
  canReadLibraryResource,
  collectionProgress,
  libraryAudienceMatches,
  libraryPlanAccountType,
  libraryUpgradePath,
  nextInCollection,
  nextLibraryProgress,
} from './library';
export type { CollectionProgress, LibraryEntitlements } from './library';
// Issue 18: the services marketplace (order state machine, actions per side, totals, deadlines).
export * from './marketplace';
