export {
  ACCOUNT_TYPES,
  accountTypeForRole,
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
  normaliseJobRequest,
} from './jobRequestForm';
export { OUTREACH_BID_LIMIT, canSendOutreachBid, remainingOutreachBids } from './outreach';
export {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  EMPLOYER_PLANS,
  MARKETING_JOB_REQUESTS_PER_MONTH,
  PLAN_INTERVALS,
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
  SAVED_ITEM_TYPES,
  SAVED_JOB_TYPES,
  addSavedItem,
  createSavedItem,
  isItemSaved,
  parseSavedItems,
  removeSavedItem,
  syncsToSavedJobs,
} from './savedItems';
export { ACTIVE_SUBSCRIPTION_STATUSES, isSubscriptionActive } from './subscription';
export { WAITLIST, waitlistPeopleAhead, waitlistWeeks } from './waitlist';
export {
  WAITLIST_TASKS,
  completedWaitlistTasks,
  countCompletedWaitlistTasks,
} from './waitlistTasks';

export type { AccountType, InitialAccountTypeSources } from './accountType';
export type { Countdown, StoredCountdown } from './countdown';
export type { JobRequestFormValues } from './jobRequestForm';
export type { BillingPeriod, EmployerPlan, PlanInterval, Quota, QuotaUsage } from './plans';
export type { SavedItem, SavedItemType } from './savedItems';
export type { ActiveSubscriptionStatus, SubscriptionActivityInput } from './subscription';
export type { WaitlistProfile, WaitlistTaskId } from './waitlistTasks';
