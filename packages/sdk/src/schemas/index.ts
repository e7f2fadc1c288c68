/**
 * `@hireloop/sdk/schemas`: the zod (`zod/mini`) schemas, constants and inferred types of every
 * entity and payload (SPEC §3, §7), shared by the client, the hooks and the server.
 */
export { ROLES, roleSchema, NAME_MAX, userSchema, userSummarySchema } from './user';
export type { Role, User, UserSummary } from './user';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  emailSchema,
  newPasswordSchema,
  loginSchema,
  registerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  changePasswordSchema,
} from './auth';
export type {
  LoginInput,
  Login,
  RegisterInput,
  Register,
  ForgotPasswordInput,
  ForgotPassword,
  ResetPasswordInput,
  ResetPassword,
  ChangePasswordInput,
  ChangePassword,
} from './auth';
export {
  BIO_MAX,
  HOURLY_RATE_MAX,
  imageUrlSchema,
  profileSchema,
  userProfilingSchema,
  profileUpdateSchema,
  profileParamsSchema,
  talentSearchQuerySchema,
  profilePageSchema,
} from './profile';
export type {
  Profile,
  UserProfiling,
  ProfileUpdateInput,
  ProfileUpdate,
  ProfileParams,
  TalentSearchQueryInput,
  TalentSearchQuery,
  ProfilePage,
} from './profile';
export {
  blankAsUnset,
  blankAsNull,
  idSchema,
  coercedIdSchema,
  amountSchema,
  timestampSchema,
  isoDateSchema,
} from './fields';
export { idParamsSchema } from './params';
export type { IdParams } from './params';
export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, cursorQuerySchema, cursorPageSchema } from './page';
export type { CursorQueryInput, CursorQuery, CursorPage } from './page';
export { apiErrorSchema } from './apiError';
export type { ApiError } from './apiError';
export {
  INVALID_INPUT,
  genericIssueMessage,
  issueMessage,
  formatZodError,
  toApiError,
  genericErrorMap,
} from './errors';
export type { FormattedErrors, IssueSource, FormatOptions } from './errors';
export { okResponseSchema } from './ok';
export type { OkResponse } from './ok';
export {
  JOB_REQUEST_TYPES,
  RATE_TYPES,
  LOCATION_TYPES,
  EXPERIENCE_LEVELS,
  DURATIONS,
  JOB_REQUEST_STATUSES,
  REQUEST_TARGETS,
  JOB_REQUEST_TITLE_MAX,
  JOB_REQUEST_DESCRIPTION_MAX,
  jobRequestFormSchema,
  jobRequestStatusUpdateSchema,
  jobRequestSchema,
  jobRequestDetailsSchema,
  jobRequestPageSchema,
} from './jobRequest';
export type {
  JobRequestType,
  RateType,
  LocationType,
  ExperienceLevel,
  Duration,
  JobRequestStatus,
  RequestTarget,
  JobRequestFormInput,
  JobRequestForm,
  JobRequestStatusUpdate,
  JobRequest,
  JobRequestDetails,
  JobRequestPage,
} from './jobRequest';
export {
  skillIdListSchema,
  ownJobRequestsQuerySchema,
  browseJobRequestsQuerySchema,
} from './jobRequestQuery';
export type {
  OwnJobRequestsQueryInput,
  OwnJobRequestsQuery,
  BrowseJobRequestsQueryInput,
  BrowseJobRequestsQuery,
} from './jobRequestQuery';
export { skillSchema, skillListSchema } from './skill';
export type { Skill } from './skill';
export {
  SKILL_TREND_WINDOWS,
  skillTrendPointSchema,
  skillTrendSchema,
  skillTrendsQuerySchema,
  skillTrendListSchema,
} from './skillTrend';
export type {
  SkillTrendWindow,
  SkillTrendPoint,
  SkillTrend,
  SkillTrendsQueryInput,
  SkillTrendsQuery,
  SkillTrendList,
} from './skillTrend';
// Vocabularies the schemas are built from; they live in the zod-free rules.
export { PLAN_INTERVALS, BILLING_PERIODS } from '../rules/plans';
export type { PlanInterval, BillingPeriod } from '../rules/plans';
export { SAVED_ITEM_TYPES, SAVED_JOB_TYPES } from '../rules/savedItems';
export type { SavedItem, SavedItemType } from '../rules/savedItems';
export { planSchema, planListSchema, plansQuerySchema } from './plan';
export type { Plan, PlansQueryInput, PlansQuery } from './plan';
export {
  SUBSCRIPTION_STATUSES,
  quotaUsageSchema,
  subscriptionSchema,
  subscriptionResponseSchema,
  subscriptionQuerySchema,
} from './subscription';
export type {
  SubscriptionStatus,
  QuotaUsageCounts,
  Subscription,
  SubscriptionResponse,
  SubscriptionQuery,
} from './subscription';
export { usageSchema } from './usage';
export type { Usage } from './usage';
export {
  employerCheckoutSchema,
  talentCheckoutSchema,
  checkoutSessionRequestSchema,
  checkoutSessionSchema,
  checkoutParamsSchema,
  checkoutRedirectSchema,
} from './checkout';
export type {
  EmployerCheckout,
  TalentCheckout,
  CheckoutSessionRequest,
  CheckoutSession,
  CheckoutParams,
  CheckoutRedirect,
} from './checkout';
export { STRIPE_ENVIRONMENTS, stripeConfigSchema } from './stripeConfig';
export type { StripeEnvironment, StripeConfig } from './stripeConfig';
export {
  BID_KINDS,
  BID_STATUSES,
  BID_DECISIONS,
  BID_MESSAGE_MAX,
  bidSchema,
  bidDetailsSchema,
  bidPageSchema,
  proposalInputSchema,
  outreachInputSchema,
  createBidSchema,
  bidStatusUpdateSchema,
  bidsQuerySchema,
} from './bid';
export type {
  BidKind,
  BidStatus,
  BidDecision,
  Bid,
  BidDetails,
  BidPage,
  ProposalInput,
  OutreachInput,
  CreateBidInput,
  CreateBid,
  BidStatusUpdate,
  BidsQueryInput,
  BidsQuery,
} from './bid';
export { MESSAGE_BODY_MAX, messageSchema, sendMessageSchema, messagePageSchema } from './message';
export type { Message, SendMessage, MessagePage } from './message';
export {
  CONVERSATION_KINDS,
  directConversationSchema,
  directConversationListSchema,
  conversationSchema,
  openConversationSchema,
  conversationParamsSchema,
} from './conversation';
export type {
  ConversationKind,
  DirectConversation,
  Conversation,
  OpenConversation,
  ConversationParams,
} from './conversation';
export {
  GROUP_NAME_MAX,
  GROUP_MEMBERS_MAX,
  groupSchema,
  groupListSchema,
  groupDetailsSchema,
  createGroupSchema,
  updateGroupSchema,
  addGroupMembersSchema,
  groupMemberParamsSchema,
} from './group';
export type {
  Group,
  GroupDetails,
  CreateGroupInput,
  CreateGroup,
  UpdateGroup,
  AddGroupMembers,
  GroupMemberParams,
} from './group';
export { unreadCountsSchema, unreadCountSchema } from './unreadCounts';
export type { UnreadCounts, UnreadCount } from './unreadCounts';
export {
  NOTIFICATION_TYPES,
  notificationSchema,
  notificationsQuerySchema,
  notificationPageSchema,
} from './notification';
export type {
  NotificationType,
  Notification,
  NotificationsQueryInput,
  NotificationsQuery,
  NotificationPage,
} from './notification';
export {
  STICKY_MESSAGE_AUDIENCES,
  STICKY_MESSAGE_LEVELS,
  STICKY_MESSAGE_BODY_MAX,
  stickyMessageSchema,
  stickyMessageListSchema,
  adminStickyMessageSchema,
  adminStickyMessageListSchema,
  stickyMessageInputSchema,
  stickyMessageUpdateSchema,
} from './stickyMessage';
export type {
  StickyMessageAudience,
  StickyMessageLevel,
  StickyMessage,
  AdminStickyMessage,
  StickyMessageInputValues,
  StickyMessageInput,
  StickyMessageUpdateInput,
  StickyMessageUpdate,
} from './stickyMessage';
export {
  savedItemIdSchema,
  originalIdSchema,
  savedItemSchema,
  savedJobSchema,
  savedJobListSchema,
  saveJobSchema,
  savedJobParamsSchema,
} from './savedJob';
export type { SavedJobType, SavedJob, SaveJob, SavedJobParams } from './savedJob';
export {
  externalJobIdSchema,
  externalJobSchema,
  externalJobsQuerySchema,
  externalJobPageSchema,
  externalJobParamsSchema,
} from './externalJob';
export type {
  ExternalJob,
  ExternalJobsQueryInput,
  ExternalJobsQuery,
  ExternalJobPage,
  ExternalJobParams,
} from './externalJob';
export { LIVE_EVENT_TYPES, liveEventSchema } from './liveEvent';
export type { LiveEventType, LiveEvent } from './liveEvent';
