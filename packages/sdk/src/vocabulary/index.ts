/**
 * The vocabulary of the contract: every value list (SPEC §3's enumerations and the lists the
 * features added where SPEC says "not shown") and every limit, with their types. This is the
 * bottom layer of the sdk: it imports nothing, and the schemas, the rules, the client, the hooks,
 * the ui and the server's Drizzle schema all take their lists from here — none retypes one.
 * Zod-free, so `@hireloop/sdk/constants` can carry it to UIs that validate nothing.
 */
export { ACCOUNT_TYPES, ROLES } from './accounts';
export type { AccountType, Role } from './accounts';
export {
  DEFAULT_RATE_TYPE,
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  RATE_TYPES,
  REQUEST_TARGETS,
} from './jobRequests';
export type {
  Duration,
  ExperienceLevel,
  JobRequestStatus,
  JobRequestType,
  LocationType,
  RateType,
  RequestTarget,
} from './jobRequests';
export { BID_DECISIONS, BID_KINDS, BID_STATUSES, OPEN_BID_STATUSES } from './bids';
export type { BidDecision, BidKind, BidStatus, OpenBidStatus } from './bids';
export {
  ACTIVE_SUBSCRIPTION_STATUSES,
  BILLING_PERIODS,
  CHECKOUT_STATUSES,
  DEFAULT_BILLING_PERIOD,
  INACTIVE_SUBSCRIPTION_STATUSES,
  LOCAL_TEST_CARDS,
  PAYMENT_PROVIDERS,
  PLAN_INTERVALS,
  STORED_SUBSCRIPTION_STATUSES,
  STRIPE_ENVIRONMENTS,
  SUBSCRIPTION_MODAL_REASONS,
  SUBSCRIPTION_STATUSES,
} from './subscriptions';
export type {
  ActiveSubscriptionStatus,
  BillingPeriod,
  CheckoutStatus,
  LocalTestCard,
  PaymentProvider,
  PlanInterval,
  StoredSubscriptionStatus,
  StripeEnvironment,
  SubscriptionModalReason,
  SubscriptionStatus,
} from './subscriptions';
export {
  CONVERSATION_KINDS,
  GROUP_CHANGES,
  LIVE_EVENT_TYPES,
  LIVE_STREAM_REPLACED_EVENT,
  MESSAGE_PEOPLE_MAX,
  MESSAGING_BLOCKS,
  STICKY_MESSAGE_AUDIENCES,
  STICKY_MESSAGE_CHANGES,
  STICKY_MESSAGE_LEVELS,
} from './messaging';
export { NOTIFICATION_TYPES } from './notifications';
export type { NotificationType } from './notifications';
export type {
  ConversationKind,
  GroupChange,
  LiveEventType,
  MessagingBlock,
  StickyMessageAudience,
  StickyMessageChange,
  StickyMessageLevel,
} from './messaging';
export { SAVED_ITEM_TYPES, SAVED_JOB_TYPES } from './saved';
export type { SavedItemType, SavedJobType } from './saved';
export { SKILL_TREND_WINDOWS } from './skills';
export {
  ACTIVITY_KINDS,
  FUNNEL_STAGES,
  INSIGHTS_BUCKETS,
  INSIGHTS_DAILY_BUCKETS_MAX_DAYS,
  INSIGHTS_PERIOD_DAYS_DEFAULT,
  INSIGHTS_PERIOD_DAYS_MAX,
  RATE_BENCHMARK_MIN_SAMPLE,
} from './insights';
export type { ActivityKind, FunnelStage, InsightsBucket } from './insights';
export {
  EMBED_CHECKOUT_ID_PARAM,
  EMBED_CHECKOUT_RESULT_PARAM,
  EMBED_CHECKOUT_RESULTS,
  EMBED_ERROR_CODES,
  EMBED_THEMES,
  EMBED_WIDGETS,
  PUBLISHABLE_KEY_PREFIX,
} from './embed';
export type { EmbedCheckoutResult, EmbedErrorCode, EmbedTheme, EmbedWidget } from './embed';
export type { SkillTrendWindow } from './skills';
// Issue 18: verification
export {
  EMPLOYER_VERIFICATION_KINDS,
  FREE_MAIL_DOMAINS,
  IDENTITY_DOCUMENTS_MAX,
  LINK_VERIFICATION_KINDS,
  PORTFOLIO_DOCUMENTS_MAX,
  PORTFOLIO_LINK_MAX,
  PORTFOLIO_LINKS_MAX,
  REVIEWED_VERIFICATION_KINDS,
  TALENT_VERIFICATION_KINDS,
  VERIFICATION_AUDIT_ACTIONS,
  VERIFICATION_DECISIONS,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_EMAIL_MAX,
  VERIFICATION_KINDS,
  VERIFICATION_LINK_TTL_HOURS,
  VERIFICATION_NOTE_MAX,
  VERIFICATION_REASON_MAX,
  VERIFICATION_REASON_MIN,
  VERIFICATION_STATES,
  VERIFICATION_STATUSES,
  VERIFICATION_VALID_DAYS,
} from './verification';
export type {
  ReviewedVerificationKind,
  VerificationAuditAction,
  VerificationDecision,
  VerificationKind,
  VerificationState,
  VerificationStatus,
} from './verification';
export {
  ASSIGNABLE_COMPANY_ROLES,
  COMPANY_ACTIONS,
  COMPANY_INVITE_STATES,
  COMPANY_INVITE_VALID_DAYS,
  COMPANY_NAME_MAX,
  COMPANY_ROLES,
  TEAM_CHANGES,
} from './team';
export type {
  AssignableCompanyRole,
  CompanyAction,
  CompanyInviteState,
  CompanyRole,
  TeamChange,
} from './team';
export {
  BID_MESSAGE_MAX,
  BIO_MAX,
  EMAIL_MAX,
  GROUP_MEMBERS_MAX,
  GROUP_NAME_MAX,
  HOURLY_RATE_MAX,
  IMAGE_URL_MAX,
  JOB_REQUEST_DESCRIPTION_MAX,
  JOB_REQUEST_SKILLS_MAX,
  JOB_REQUEST_TITLE_MAX,
  MESSAGE_BODY_MAX,
  NAME_MAX,
  ORIGIN_MAX,
  OUTREACH_BID_LIMIT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PARTNER_NAME_MAX,
  PARTNER_ORIGINS_MAX,
  PROFILE_SKILLS_MAX,
  RATE_MAX,
  RETURN_URL_MAX,
  SEARCH_TEXT_MAX,
  SHORT_TEXT_MAX,
  STICKY_MESSAGE_BODY_MAX,
  STICKY_MESSAGE_TITLE_MAX,
} from './limits';
export {
  CADENCE_KINDS,
  CHECKIN_ANSWER_MAX,
  CHECKIN_CHANGES,
  CHECKIN_CHOICE_OPTIONS_MAX,
  CHECKIN_COMMENT_MAX,
  CHECKIN_EVERY_DAYS_MAX,
  CHECKIN_FILTER_STATES,
  CHECKIN_GRACE_PERIOD_MS,
  CHECKIN_NUMBER_ANSWER_MAX,
  CHECKIN_QUESTION_LABEL_MAX,
  CHECKIN_QUESTIONS_MAX,
  CHECKIN_STATES,
  ENGAGEMENT_SIDES,
  ENGAGEMENT_STATUSES,
  QUESTION_TYPES,
  REVIEW_STATES,
  TIMEZONE_MAX,
  WEEKDAYS,
} from './checkins';
export type {
  CadenceKind,
  CheckinChange,
  CheckinFilterState,
  CheckinState,
  EngagementSide,
  EngagementStatus,
  QuestionType,
  ReviewState,
  Weekday,
} from './checkins';
export {
  ASSIGNABLE_COLLECTIVE_ROLES,
  COLLECTIVE_ABOUT_MAX,
  COLLECTIVE_CHANGES,
  COLLECTIVE_JOIN_POLICIES,
  COLLECTIVE_MEMBER_STATES,
  COLLECTIVE_MEMBERS_MAX,
  COLLECTIVE_NAME_MAX,
  COLLECTIVE_ROLES,
  COLLECTIVE_MEDIUM_MAX,
  COLLECTIVE_SIZES,
  COLLECTIVE_SMALL_MAX,
  COLLECTIVE_SKILLS_MAX,
  COLLECTIVE_SLUG_MAX,
  COLLECTIVE_SLUG_MIN,
  COLLECTIVE_TAGLINE_MAX,
} from './collectives';
export type {
  AssignableCollectiveRole,
  CollectiveChange,
  CollectiveJoinPolicy,
  CollectiveMemberState,
  CollectiveRole,
  CollectiveSize,
} from './collectives';
export {
  EVENT_HOST_KINDS,
  EVENT_JOIN_MODES,
  EVENT_STATUSES,
  EVENT_VISIBILITIES,
  REGISTRATION_STATES,
  PLACE_HOLDING_STATES,
  ONLINE_LINK_STATES,
  ACTIVE_REGISTRATION_STATES,
  EVENT_OFFER_MS,
  EVENT_REMINDER_BEFORE_MS,
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  EVENT_TITLE_MIN,
  EVENT_TITLE_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_ADDRESS_MAX,
  EVENT_URL_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_SKILLS_MAX,
  EVENT_MESSAGE_MAX,
  EVENT_SEARCH_MAX,
  EVENT_LENGTH_MAX_MS,
  EVENT_WHEN,
  EVENT_FORMATS,
  EVENT_SCOPES,
  EVENT_CHANGES,
} from './events';
export type {
  EventHostKind,
  EventJoinMode,
  EventStatus,
  EventVisibility,
  RegistrationState,
  EventWhen,
  EventFormat,
  EventScope,
  EventChange,
} from './events';
export {
  ATTACHMENT_MAX_BYTES,
  AVATAR_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  LOGO_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
} from './uploads';
export type { ImageUploadType, UploadType } from './uploads';
export {
  COMMENT_BODY_MAX,
  FEED_ITEM_KINDS,
  FEED_ENGAGEMENT_HOURS,
  FEED_ENGAGEMENT_MAX_HOURS,
  FEED_FOLLOW_HOURS,
  FEED_ORDERS,
  FEED_SKILL_HOURS,
  FEED_SKILL_OVERLAP_CAP,
  FOLLOW_TARGETS,
  POST_AUTHOR_KINDS,
  POST_BODY_MAX,
  POST_KINDS,
  POST_MODERATION_ACTIONS,
  POST_REPORT_REASONS,
  POST_SKILLS_MAX,
  POST_VISIBILITIES,
  REACTION_KINDS,
  REPORT_NOTE_MAX,
} from './feed';
export type {
  FeedItemKind,
  FeedOrder,
  FollowTarget,
  PostAuthorKind,
  PostKind,
  PostModerationAction,
  PostReportReason,
  PostVisibility,
  ReactionKind,
} from './feed';
// Issue 18: the library.
export {
  LIBRARY_KINDS,
  LIBRARY_AUDIENCES,
  LIBRARY_PLANS,
  LIBRARY_STATUSES,
  LIBRARY_PROGRESS,
  LIBRARY_PROGRESS_INPUTS,
  LIBRARY_TITLE_MIN,
  LIBRARY_TITLE_MAX,
  LIBRARY_SUMMARY_MAX,
  LIBRARY_BODY_MAX,
  LIBRARY_URL_MAX,
  LIBRARY_SKILLS_MAX,
  LIBRARY_SEARCH_MAX,
  LIBRARY_ATTACHMENTS_MAX,
  LIBRARY_COLLECTION_ITEMS_MAX,
  LIBRARY_COLLECTION_DESCRIPTION_MAX,
} from './library';
export type {
  LibraryKind,
  LibraryAudience,
  LibraryPlan,
  LibraryStatus,
  LibraryProgress,
  LibraryProgressInput,
} from './library';
// Issue 18: the services marketplace (value lists, limits, windows).
export * from './marketplace';
