/**
 * @hireloop/sdk — the framework-free core: the paced fetch client, endpoint functions, errors,
 * business rules, the vocabulary (value lists and limits) and storage keys. Zod schemas live in
 * the `@hireloop/sdk/schemas` subpath; only the job request form's schema is re-exported here,
 * for forms.
 */

// The client
export { createClient } from './createClient';
export { createTransport } from './client/createTransport';
export { PACING, PRIORITY_FACTORS } from './client/pacing';
export { DEFAULT_PRIORITIES, priorityFor } from './client/priorities';
export { parseRateLimitHeaders, parseRetryAfter } from './client/rateLimitHeaders';
export { sleep } from './client/sleep';
export type { Client } from './createClient';
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

// Errors: one base, one subclass per kind, each with a guard
export {
  HireloopError,
  HttpError,
  TimeoutError,
  isHireloopError,
  isHttpError,
  isTimeoutError,
} from './errors';

// Endpoint functions, grouped by domain
export {
  accountApi,
  authApi,
  bidsApi,
  checkinsApi,
  collectivesApi,
  createEndpoints,
  embedApi,
  eventsApi,
  verificationApi,
  externalJobsApi,
  feedApi,
  groupsApi,
  insightsApi,
  jobRequestsApi,
  messagesApi,
  notificationsApi,
  partnersApi,
  plansApi,
  profileApi,
  savedApi,
  skillsApi,
  skillTrendsApi,
  stickyMessagesApi,
  subscriptionApi,
  teamApi,
  unreadCountsApi,
} from './api';
export type {
  AccountApi,
  AuthApi,
  BidsApi,
  CallOptions,
  CheckinsApi,
  CollectivesApi,
  EmbedApi,
  EndpointOptions,
  Endpoints,
  EventsApi,
  VerificationApi,
  ExternalJobsApi,
  GroupsApi,
  InsightsApi,
  JobRequestsApi,
  MessagesApi,
  NotificationsApi,
  PartnersApi,
  PlansApi,
  ProfileApi,
  SavedApi,
  SkillsApi,
  SkillTrendsApi,
  StickyMessagesApi,
  SubscriptionApi,
  TeamApi,
  UnreadCountsApi,
} from './api';

// Business rules
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
  messagingBlock,
  nextCheckinDue,
  DEFAULT_COUNTDOWN,
  EMPLOYER_PLANS,
  FIXED_PRICE_LABEL,
  JOB_REQUEST_SAVE_ERROR,
  MARKETING_JOB_REQUESTS_PER_MONTH,
  MESSAGING_BLOCK_TEXTS,
  PERIOD_LENGTH_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  RENEWAL_RETRY_DAYS,
  SUBSCRIPTION_REQUIRED_MESSAGE,
  TALENT_LITE_ANNUAL_LABEL,
  WAITLIST,
  WAITLIST_TASKS,
  accountTypeForRole,
  accountTypeOfCheckout,
  addSavedItem,
  applyRateType,
  blockedInviteesMessage,
  canSendOutreachBid,
  centsToDollars,
  completedWaitlistTasks,
  conversionPercent,
  countCompletedWaitlistTasks,
  countdownTotalSeconds,
  createSavedItem,
  findPlanForPeriod,
  formatCount,
  formatPrice,
  growthPercent,
  hasEnoughRates,
  hasQuotaFor,
  intervalForPeriod,
  isAccountType,
  isAllowedOrigin,
  isAllowedReturnUrl,
  isCountdownFinished,
  isItemSaved,
  isSubscriptionActive,
  isSubscriptionError,
  isWebAddress,
  median,
  nextRenewalAttempt,
  parseSavedItems,
  parseStoredCountdown,
  percentile,
  periodDays,
  periodForInterval,
  periodProblem,
  quartiles,
  quotaFor,
  remainingOutreachBids,
  remainingQuota,
  removeSavedItem,
  resolveInitialAccountType,
  resolveInsightsPeriod,
  savedItemId,
  shouldPersistCountdown,
  syncsToSavedJobs,
  tickCountdown,
  toCsv,
  toStoredCountdown,
  waitlistPeopleAhead,
  waitlistWeeks,
  webOriginOf,
  withCheckoutResult,
  canManageMember,
  companyRoleCan,
  inviteExpiresAt,
  inviteStateAt,
  canManageCollectiveMember,
  collectiveSizeOf,
  isCollectiveManager,
  isCollectiveSlug,
  isRateRangeOrdered,
  slugFromName,
} from './rules';
export type {
  CheckinAnswers,
  CheckinCadence,
  CheckinQuestion,
  CheckinTiming,
  Countdown,
  CsvCell,
  EmployerPlan,
  InitialAccountTypeSources,
  InsightsPeriod,
  MessagingParty,
  MessagingTies,
  Quota,
  QuotaUsage,
  SavedItem,
  StoredCountdown,
  SubscriptionActivityInput,
  WaitlistProfile,
  WaitlistTaskId,
} from './rules';

// Events (issue 17): check-in codes, places left, who sees the online link, the calendar file
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
} from './rules/events';
export type { IcsEvent } from './rules/events';
export type {
  CheckInInputValues,
  EventCreateValues,
  EventDetails,
  EventHost,
  EventInputValues,
  EventMessageInputValues,
  EventMessageResult,
  EventPage,
  EventsQueryInput,
  EventSummary,
  MyRegistration,
  Registration,
} from './schemas/event';

// Verification (issue 18): kinds per role, who may start, the badge, company domains, the types
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
} from './rules/verification';
export type {
  CompanyDomainInput,
  MyVerification,
  MyVerifications,
  PortfolioInputValues,
  VerificationAuditEntry,
  VerificationBadge,
  VerificationDecisionInputValues,
  VerificationDocument,
  VerificationReview,
} from './schemas/verification';

// Uploads (issue 17): the file type by content, the limits' rule, and sending a file
export {
  UPLOAD_EXTENSIONS,
  UPLOAD_TYPE_NAMES,
  formatBytes,
  sniffUploadType,
  uploadError,
  uploadTypeList,
} from './rules/uploads';
export type { UploadLimits } from './rules/uploads';
export { uploadFile } from './api/uploads';
export type { UploadFileOptions } from './api/uploads';
// Career feed (issue 17): post text as text and links, the relevance boost, and the feed's types
export {
  FEED_MAX_BOOST_HOURS,
  postTextParts,
  relevanceBoostHours,
  visibilityNeedsCollective,
} from './rules/feed';
export type { PostTextPart, RelevanceSignals } from './rules/feed';
export type {
  Comment,
  CommentInputValues,
  FeedEvent,
  FeedItem,
  FeedPage,
  FeedQueryInput,
  Follow,
  FollowInputValues,
  ModerationItem,
  Post,
  PostAuthor,
  PostInputValues,
  PostPage,
  PostReport,
  PostShare,
  PostUpdateInput,
  ReactionCounts,
  ReportInputValues,
} from './schemas/feed';
export type { FeedApi } from './api/feed';

// Storage
export {
  CLEAR_ON_LOGOUT,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  createBrowserStorage,
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

// The vocabulary: every value list and limit of the contract, with its type (also in
// `@hireloop/sdk/constants`); `./vocabulary/index.ts` is its explicit list of names.
export * from './vocabulary';

// The job request form (zod/mini), for forms; every other schema is in `@hireloop/sdk/schemas`.
export {
  EMPTY_JOB_REQUEST_FORM,
  JOB_REQUEST_FORM_FIELDS,
  jobRequestFormSchema,
  toJobRequestFormValues,
} from './schemas/jobRequestForm';
export type {
  JobRequestForm,
  JobRequestFormInput,
  JobRequestFormValues,
} from './schemas/jobRequestForm';

// Entity and payload types (types only: they cost nothing at runtime).
export type {
  AccountExport,
  ActivityEvent,
  ActivityPage,
  ApiError,
  Benchmarks,
  AdminCheckinStats,
  Bid,
  BidDetails,
  ChangePassword,
  Checkin,
  CheckinPage,
  CheckinReviewInput,
  CheckinSchedule,
  CheckinStats,
  CheckinStatsRow,
  CheckinSubmitInput,
  Engagement,
  EngagementDetails,
  EngagementsQueryInput,
  ScheduleInputValues,
  CheckoutSession,
  CheckoutSessionRequest,
  Conversation,
  CreateBid,
  CreateBidInput,
  CursorPage,
  DeleteAccountInput,
  DirectConversation,
  EmployerCheckout,
  ExternalJob,
  FormattedErrors,
  Group,
  GroupDetails,
  GroupInvitation,
  Insights,
  JobRequest,
  JobRequestDetails,
  LiveEvent,
  Login,
  Message,
  MessagePeople,
  MessagePerson,
  Notification,
  Plan,
  Profile,
  ProfileUpdate,
  ReceivedGroupInvitation,
  Register,
  SavedJob,
  Skill,
  SkillTrend,
  StickyMessage,
  StripeConfig,
  Subscription,
  SubscriptionResponse,
  SubscriptionRenewal,
  TalentCheckout,
  UnreadCounts,
  Usage,
  User,
  UserProfiling,
} from './schemas';

// Library (issue 18): reading gated resources, progress, collections; admins write.
export { libraryApi } from './api/library';
export type { LibraryApi } from './api/library';
export {
  canReadLibraryResource,
  collectionProgress,
  libraryAudienceMatches,
  libraryPlanAccountType,
  libraryUpgradePath,
  nextInCollection,
  nextLibraryProgress,
} from './rules/library';
export type { CollectionProgress, LibraryEntitlements } from './rules/library';
export type {
  LibraryAttachment,
  LibraryCollection,
  LibraryCollectionInputValues,
  LibraryProgressInputValues,
  LibraryQueryInput,
  LibraryResource,
  LibraryResourceInputValues,
  LibraryResourcePage,
  LibraryResourceSummary,
} from './schemas/library';

// Services marketplace (issue 18): the order state machine, actions per side, totals, deadlines.
export { marketplaceApi } from './api/marketplace';
export type { MarketplaceApi } from './api/marketplace';
export * from './rules/marketplace';
export type {
  DisputeResolutionValues,
  DisputesQueryInput,
  OrderCancelValues,
  OrderCheckout,
  OrderCreateValues,
  OrderDetails,
  OrderDisputeInfo,
  OrderDisputeValues,
  OrderEvent,
  OrderMessageValues,
  OrderPage,
  OrderRequirementsValues,
  OrdersQueryInput,
  OrderSummary,
  RatingSummary,
  Review,
  ReviewInputValues,
  ReviewPage,
  ReviewsQueryInput,
  ServiceAddOn,
  ServiceAddOnInputValues,
  ServiceCreateValues,
  ServiceDetails,
  ServiceInputValues,
  ServicePage,
  ServiceQuestion,
  ServiceQuestionInputValues,
  ServiceSeller,
  ServiceSellerOption,
  ServicesQueryInput,
  ServiceStatusInput,
  ServiceSummary,
  ServiceTier,
  ServiceTierInputValues,
} from './schemas/marketplace';
