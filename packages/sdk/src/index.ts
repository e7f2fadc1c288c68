/**
 * @hireloop/sdk — the framework-free core: the paced fetch client, endpoint functions, business
 * rules and storage keys. Zod schemas live in the `@hireloop/sdk/schemas` subpath; only
 * `jobRequestFormSchema` is re-exported here, for forms.
 */

// The client
export { createClient } from './client/createClient';
export { createTransport } from './client/createTransport';
export { HttpError, isHttpError } from './client/HttpError';
export { TimeoutError, isTimeoutError } from './client/TimeoutError';
export { PACING, PRIORITY_FACTORS } from './client/pacing';
export { DEFAULT_PRIORITIES, priorityFor } from './client/priorities';
export { parseRateLimitHeaders, parseRetryAfter } from './client/rateLimitHeaders';
export { sleep } from './client/sleep';
export type { Client } from './client/createClient';
export type { ClientOptions, PacedTransport } from './client/createTransport';
export type { PacingState } from './client/Pacer';
export type { PriorityTable } from './client/priorities';
export type { RateLimitHint } from './client/rateLimitHeaders';
export type { Sleep } from './client/sleep';
export type {
  HttpMethod,
  Priority,
  Query,
  QueryValue,
  RequestOptions,
  Transport,
} from './client/types';

// Endpoint functions, grouped by domain
export {
  authApi,
  bidsApi,
  createEndpoints,
  externalJobsApi,
  groupsApi,
  jobRequestsApi,
  messagesApi,
  notificationsApi,
  plansApi,
  profileApi,
  savedApi,
  skillsApi,
  skillTrendsApi,
  stickyMessagesApi,
  subscriptionApi,
  unreadCountsApi,
} from './api';
export type {
  AuthApi,
  BidsApi,
  CallOptions,
  EndpointOptions,
  Endpoints,
  ExternalJobsApi,
  GroupsApi,
  JobRequestsApi,
  MessagesApi,
  NotificationsApi,
  PlansApi,
  ProfileApi,
  SavedApi,
  SkillsApi,
  SkillTrendsApi,
  StickyMessagesApi,
  SubscriptionApi,
  UnreadCountsApi,
} from './api';

// Business rules
export {
  ACCOUNT_TYPES,
  ACTIVE_SUBSCRIPTION_STATUSES,
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  DEFAULT_COUNTDOWN,
  EMPLOYER_PLANS,
  FIXED_PRICE_LABEL,
  JOB_REQUEST_SAVE_ERROR,
  MARKETING_JOB_REQUESTS_PER_MONTH,
  OUTREACH_BID_LIMIT,
  PLAN_INTERVALS,
  SAVED_ITEM_TYPES,
  SAVED_JOB_TYPES,
  SUBSCRIPTION_REQUIRED_MESSAGE,
  TALENT_LITE_ANNUAL_LABEL,
  WAITLIST,
  WAITLIST_TASKS,
  accountTypeForRole,
  addSavedItem,
  applyRateType,
  canSendOutreachBid,
  centsToDollars,
  completedWaitlistTasks,
  countCompletedWaitlistTasks,
  countdownTotalSeconds,
  createSavedItem,
  findPlanForPeriod,
  formatPrice,
  hasQuotaFor,
  intervalForPeriod,
  isAccountType,
  isCountdownFinished,
  isItemSaved,
  isSubscriptionActive,
  isSubscriptionError,
  normaliseJobRequest,
  parseSavedItems,
  parseStoredCountdown,
  periodForInterval,
  quotaFor,
  remainingOutreachBids,
  remainingQuota,
  removeSavedItem,
  resolveInitialAccountType,
  savedItemId,
  shouldPersistCountdown,
  syncsToSavedJobs,
  tickCountdown,
  toStoredCountdown,
  waitlistPeopleAhead,
  waitlistWeeks,
} from './rules';
export type {
  AccountType,
  ActiveSubscriptionStatus,
  BillingPeriod,
  Countdown,
  EmployerPlan,
  InitialAccountTypeSources,
  JobRequestFormValues,
  PlanInterval,
  Quota,
  QuotaUsage,
  SavedItem,
  SavedItemType,
  StoredCountdown,
  SubscriptionActivityInput,
  WaitlistProfile,
  WaitlistTaskId,
} from './rules';

// Storage
export {
  CLEAR_ON_LOGOUT,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  createHireloopStorage,
  createMemoryStorage,
} from './storage';
export type {
  HireloopStorage,
  HireloopStorageOptions,
  LocalStorageKey,
  MemoryStorage,
  SessionStorageKey,
  StorageArea,
  StorageLike,
} from './storage';

// The job request form schema (zod/mini), for forms; every other schema is in `@hireloop/sdk/schemas`.
export { jobRequestFormSchema } from './schemas/jobRequest';

// Entity and payload types (types only: they cost nothing at runtime).
export type {
  ApiError,
  Bid,
  BidDetails,
  BidKind,
  BidStatus,
  ChangePassword,
  CheckoutSession,
  CheckoutSessionRequest,
  Conversation,
  CreateBid,
  CreateBidInput,
  CursorPage,
  DirectConversation,
  EmployerCheckout,
  ExternalJob,
  FormattedErrors,
  Group,
  GroupDetails,
  JobRequest,
  JobRequestDetails,
  JobRequestForm,
  JobRequestFormInput,
  JobRequestStatus,
  JobRequestType,
  LiveEvent,
  Login,
  Message,
  Notification,
  Plan,
  Profile,
  ProfileUpdate,
  RateType,
  Register,
  Role,
  SavedJob,
  Skill,
  SkillTrend,
  StickyMessage,
  StripeConfig,
  Subscription,
  SubscriptionResponse,
  SubscriptionStatus,
  TalentCheckout,
  UnreadCounts,
  Usage,
  User,
  UserProfiling,
} from './schemas';
