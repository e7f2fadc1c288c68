/**
 * `@hireloop/sdk/schemas`: the zod (`zod/mini`) schemas, constants and inferred types of every
 * entity and payload (SPEC §3, §7), shared by the client, the hooks and the server.
 */
// The vocabulary (value lists and limits) the schemas are built from, defined zod-free in
// `../vocabulary` (its index is the explicit list of names) and exported here too, so one import
// gives a form its schema and its lists.
export * from '../vocabulary';
export { accountTypeSchema, roleSchema, userSchema, userSummarySchema } from './user';
export type { User, UserSummary } from './user';
export {
  emailSchema,
  newPasswordSchema,
  loginSchema,
  registerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  changePasswordSchema,
  PASSWORDS_DIFFER_MESSAGE,
  changePasswordFormSchema,
  resetPasswordFormSchema,
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
  ChangePasswordFormInput,
  ResetPasswordFormInput,
} from './auth';
export {
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
  INVALID_CHARACTER,
  isSingleLineText,
  isMultilineText,
  storableText,
  storableMultilineText,
  textInputsOf,
} from './text';
export type { TextInput } from './text';
export {
  blankAsUnset,
  blankAsNull,
  idSchema,
  coercedNumberSchema,
  coercedIdSchema,
  amountSchema,
  timestampSchema,
  isoDateSchema,
} from './fields';
export { idParamsSchema } from './params';
export type { IdParams } from './params';
export { cursorQuerySchema, cursorPageSchema } from './page';
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
  jobRequestStatusUpdateSchema,
  jobRequestSchema,
  jobRequestDetailsSchema,
  jobRequestPageSchema,
} from './jobRequest';
export type {
  JobRequestStatusUpdate,
  JobRequest,
  JobRequestDetails,
  JobRequestPage,
} from './jobRequest';
export {
  DIRECT_TALENT_MESSAGE,
  EMPTY_JOB_REQUEST_FORM,
  INVALID_DATE_MESSAGE,
  JOB_REQUEST_FORM_FIELDS,
  RATE_RANGE_MESSAGE,
  jobRequestFormSchema,
  toJobRequestFormValues,
} from './jobRequestForm';
export type { JobRequestFormInput, JobRequestForm, JobRequestFormValues } from './jobRequestForm';
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
  skillTrendPointSchema,
  skillTrendSchema,
  skillTrendsQuerySchema,
  skillTrendListSchema,
} from './skillTrend';
export type {
  SkillTrendPoint,
  SkillTrend,
  SkillTrendsQueryInput,
  SkillTrendsQuery,
  SkillTrendList,
} from './skillTrend';
export {
  insightsQuerySchema,
  insightsPeriodSchema,
  funnelStageSchema,
  funnelSchema,
  insightsMediansSchema,
  quotaUseSchema,
  responseRateSchema,
  insightsPointSchema,
  requestInsightsSchema,
  insightsSchema,
  benchmarksQuerySchema,
  rateBenchmarkSchema,
  benchmarksSchema,
  activityEventSchema,
  activityPageSchema,
} from './insights';
export type {
  InsightsQueryInput,
  InsightsQuery,
  InsightsPeriodAnswer,
  FunnelStageCounts,
  Funnel,
  InsightsMedians,
  QuotaUse,
  ResponseRate,
  InsightsPoint,
  RequestInsights,
  Insights,
  BenchmarksQueryInput,
  BenchmarksQuery,
  RateBenchmark,
  Benchmarks,
  ActivityEvent,
  ActivityPage,
} from './insights';

export type { SavedItem } from '../rules/savedItems';
export { planSchema, planListSchema, plansQuerySchema } from './plan';
export type { Plan, PlansQueryInput, PlansQuery } from './plan';
export {
  quotaUsageSchema,
  subscriptionSchema,
  subscriptionResponseSchema,
  subscriptionQuerySchema,
  subscriptionRenewalSchema,
} from './subscription';
export type {
  QuotaUsageCounts,
  Subscription,
  SubscriptionResponse,
  SubscriptionQuery,
  SubscriptionRenewal,
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
  localCheckoutPaymentSchema,
} from './checkout';
export type {
  EmployerCheckout,
  TalentCheckout,
  CheckoutSessionRequest,
  CheckoutSession,
  CheckoutParams,
  CheckoutRedirect,
  LocalCheckoutPayment,
} from './checkout';
export { stripeConfigSchema } from './stripeConfig';
export type { StripeConfig } from './stripeConfig';
export {
  BID_MESSAGES,
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
export { messageSchema, sendMessageSchema, messagePageSchema } from './message';
export type { Message, SendMessage, MessagePage } from './message';
export {
  directConversationSchema,
  directConversationListSchema,
  conversationSchema,
  openConversationSchema,
  conversationParamsSchema,
  messagePeopleQuerySchema,
  messagePeopleSchema,
  messagePersonSchema,
} from './conversation';
export type {
  DirectConversation,
  Conversation,
  OpenConversation,
  ConversationParams,
  MessagePeople,
  MessagePeopleQuery,
  MessagePeopleQueryInput,
  MessagePerson,
} from './conversation';
export {
  groupSchema,
  groupListSchema,
  groupDetailsSchema,
  createGroupSchema,
  updateGroupSchema,
  addGroupMembersSchema,
  groupMemberParamsSchema,
  groupInvitationSchema,
  receivedGroupInvitationSchema,
  receivedGroupInvitationListSchema,
  groupInvitationParamsSchema,
} from './group';
export type {
  Group,
  GroupDetails,
  CreateGroupInput,
  CreateGroup,
  UpdateGroup,
  AddGroupMembers,
  GroupMemberParams,
  GroupInvitation,
  ReceivedGroupInvitation,
  GroupInvitationParams,
} from './group';
export { unreadCountsSchema, unreadCountSchema } from './unreadCounts';
export type { UnreadCounts, UnreadCount } from './unreadCounts';
export {
  notificationSchema,
  notificationsQuerySchema,
  notificationPageSchema,
} from './notification';
export type {
  Notification,
  NotificationsQueryInput,
  NotificationsQuery,
  NotificationPage,
} from './notification';
export {
  stickyMessageSchema,
  stickyMessageListSchema,
  adminStickyMessageSchema,
  adminStickyMessageListSchema,
  stickyMessageInputSchema,
  stickyMessageUpdateSchema,
} from './stickyMessage';
export type {
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
export type { SavedJob, SaveJob, SavedJobParams } from './savedJob';
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
export { liveEventSchema } from './liveEvent';
export type { LiveEvent } from './liveEvent';
export {
  deleteAccountSchema,
  exportedMessageSchema,
  exportedSubscriptionSchema,
  exportedCheckoutSchema,
  accountExportSchema,
} from './account';
export type {
  DeleteAccountInput,
  DeleteAccount,
  ExportedMessage,
  ExportedSubscription,
  ExportedCheckout,
  AccountExport,
} from './account';
export {
  ORIGIN_MESSAGE,
  ORIGINS_REQUIRED_MESSAGE,
  RETURN_URL_MESSAGE,
  webOriginSchema,
  publishableKeySchema,
  partnerSchema,
  partnerListSchema,
  partnerInputSchema,
  partnerUpdateSchema,
  returnUrlSchema,
} from './partner';
export type {
  Partner,
  PartnerInputValues,
  PartnerInput,
  PartnerUpdateInput,
  PartnerUpdate,
} from './partner';
export {
  embedPageQuerySchema,
  embedTokenRequestSchema,
  embedTokenSchema,
  embedCheckoutParamsSchema,
  embedCheckoutQuerySchema,
  embedCheckoutStatusSchema,
} from './embed';
export type {
  EmbedPageQuery,
  EmbedTokenRequestInput,
  EmbedTokenRequest,
  EmbedToken,
  EmbedCheckoutStatus,
} from './embed';
export {
  CHECKIN_MESSAGES,
  questionIdSchema,
  checkinQuestionSchema,
  scheduleInputSchema,
  engagementStatusUpdateSchema,
  checkinSubmitSchema,
  checkinAnswersSchema,
  checkinReviewSchema,
  engagementsQuerySchema,
  checkinHistoryQuerySchema,
  adminCheckinsQuerySchema,
  adminCheckinEngagementsQuerySchema,
  checkinScheduleSchema,
  checkinSchema,
  checkinListSchema,
  checkinPageSchema,
  engagementSchema,
  engagementListSchema,
  engagementDetailsSchema,
  checkinStatsSchema,
  adminCheckinStatsSchema,
} from './checkin';
export type {
  ScheduleInputValues,
  ScheduleInput,
  EngagementStatusUpdate,
  CheckinSubmitInput,
  CheckinSubmit,
  CheckinReviewInput,
  CheckinReview,
  EngagementsQueryInput,
  EngagementsQuery,
  CheckinHistoryQueryInput,
  CheckinHistoryQuery,
  AdminCheckinsQueryInput,
  AdminCheckinsQuery,
  AdminCheckinEngagementsQueryInput,
  AdminCheckinEngagementsQuery,
  CheckinSchedule,
  Checkin,
  CheckinPage,
  Engagement,
  EngagementDetails,
  CheckinStats,
  CheckinStatsRow,
  AdminCheckinStats,
} from './checkin';
export {
  TAKEOVER_REQUIRED_MESSAGE,
  TAKEOVER_INVALID_MESSAGE,
  ALREADY_MEMBER_MESSAGE,
  INVITE_UNUSABLE_MESSAGE,
  INVITE_OTHER_EMAIL_MESSAGE,
  companyRoleSchema,
  assignableCompanyRoleSchema,
  companySchema,
  myCompanySchema,
  myCompanyListSchema,
  teamMemberSchema,
  companyInviteSchema,
  teamSchema,
  companyUpdateSchema,
  createInviteSchema,
  memberParamsSchema,
  memberRoleUpdateSchema,
  removeMemberQuerySchema,
  transferOwnershipSchema,
  switchCompanySchema,
  inviteTokenParamsSchema,
  invitePreviewSchema,
  teamActivitySchema,
  teamActivityPageSchema,
} from './team';
export type {
  Company,
  MyCompany,
  TeamMember,
  CompanyInvite,
  Team,
  CompanyUpdateInput,
  CompanyUpdate,
  CreateInviteInput,
  CreateInvite,
  MemberParams,
  MemberRoleUpdate,
  RemoveMemberQueryInput,
  RemoveMemberQuery,
  TransferOwnership,
  SwitchCompany,
  InviteTokenParams,
  InvitePreview,
  TeamActivity,
  TeamActivityPage,
} from './team';
export {
  VERIFICATION_MESSAGES,
  verificationKindSchema,
  reviewedVerificationKindSchema,
  verificationStateSchema,
  verificationStatusSchema,
  verificationBadgeSchema,
  verificationDocumentSchema,
  myVerificationSchema,
  myVerificationsSchema,
  companyDomainInputSchema,
  verificationConfirmSchema,
  portfolioInputSchema,
  identityFieldsSchema,
  verificationDecisionSchema,
  verificationReviewSchema,
  verificationReviewListSchema,
  verificationAuditEntrySchema,
  verificationAuditListSchema,
  verificationChangeSchema,
  verificationDocumentParamsSchema,
} from './verification';
export type {
  VerificationBadge,
  VerificationDocument,
  MyVerification,
  MyVerifications,
  CompanyDomainInput,
  VerificationConfirm,
  PortfolioInputValues,
  PortfolioInput,
  IdentityFields,
  VerificationDecisionInputValues,
  VerificationDecisionInput,
  VerificationReview,
  VerificationAuditEntry,
  VerificationChangeData,
  VerificationDocumentParams,
} from './verification';
export {
  EVENT_MESSAGES,
  eventInputSchema,
  eventCreateSchema,
  eventsQuerySchema,
  registrationParamsSchema,
  checkInInputSchema,
  eventMessageInputSchema,
  eventHostSchema,
  eventHostListSchema,
  myRegistrationSchema,
  eventSummarySchema,
  eventPageSchema,
  eventDetailsSchema,
  registrationSchema,
  registrationListSchema,
  eventMessageResultSchema,
} from './event';
export type {
  EventInputValues,
  EventInput,
  EventCreateValues,
  EventCreate,
  EventsQueryInput,
  EventsQuery,
  RegistrationParams,
  CheckInInputValues,
  EventMessageInputValues,
  EventHost,
  MyRegistration,
  EventSummary,
  EventPage,
  EventDetails,
  Registration,
  EventMessageResult,
} from './event';
export {
  COLLECTIVE_ALREADY_MEMBER_MESSAGE,
  COLLECTIVE_FULL_MESSAGE,
  COLLECTIVE_INVITE_ONLY_MESSAGE,
  COLLECTIVE_OWNER_LEAVE_MESSAGE,
  COLLECTIVE_RATE_ORDER_MESSAGE,
  COLLECTIVE_SLUG_MESSAGE,
  COLLECTIVE_SLUG_TAKEN_MESSAGE,
  COLLECTIVE_TALENT_ONLY_MESSAGE,
  assignableCollectiveRoleSchema,
  collectiveBadgeSchema,
  collectiveContactSchema,
  collectiveCreateSchema,
  collectiveDetailsSchema,
  collectiveInviteSchema,
  collectiveJoinPolicySchema,
  collectiveMemberParamsSchema,
  collectiveMemberSchema,
  collectiveMemberStateSchema,
  collectiveMembershipSchema,
  collectiveOwnerSchema,
  collectivePageSchema,
  collectiveParamsSchema,
  collectiveQuerySchema,
  collectiveRefParamsSchema,
  collectiveRoleSchema,
  collectiveRoleUpdateSchema,
  collectiveSlugSchema,
  collectiveSummarySchema,
  collectiveUpdateSchema,
  myCollectiveListSchema,
  myCollectiveSchema,
} from './collective';
export type {
  CollectiveBadge,
  CollectiveContact,
  CollectiveCreate,
  CollectiveCreateInput,
  CollectiveDetails,
  CollectiveInvite,
  CollectiveMember,
  CollectiveMemberParams,
  CollectiveMembership,
  CollectiveOwner,
  CollectivePage,
  CollectiveParams,
  CollectiveQuery,
  CollectiveQueryInput,
  CollectiveRefParams,
  CollectiveRoleUpdate,
  CollectiveSummary,
  CollectiveUpdate,
  CollectiveUpdateInput,
  MyCollective,
} from './collective';
export {
  FEED_MESSAGES,
  postInputSchema,
  postUpdateSchema,
  postAuthorSchema,
  postShareSchema,
  reactionCountsSchema,
  postSchema,
  feedEventSchema,
  feedItemSchema,
  feedQuerySchema,
  feedPageSchema,
  postsQuerySchema,
  postPageSchema,
  reactionInputSchema,
  commentInputSchema,
  replySchema,
  commentSchema,
  commentListSchema,
  followSchema,
  followListSchema,
  followInputSchema,
  reportInputSchema,
  postReportSchema,
  moderationItemSchema,
  moderationListSchema,
  moderationInputSchema,
} from './feed';
export type {
  PostInputValues,
  PostInput,
  PostUpdateInput,
  PostUpdate,
  PostAuthor,
  PostShare,
  ReactionCounts,
  Post,
  FeedEvent,
  FeedItem,
  FeedQueryInput,
  FeedQuery,
  FeedPage,
  PostsQueryInput,
  PostPage,
  ReactionInput,
  CommentInputValues,
  CommentInput,
  Reply,
  Comment,
  FollowInput,
  FollowInputValues,
  Follow,
  ReportInputValues,
  ReportInput,
  PostReport,
  ModerationItem,
  ModerationInput,
} from './feed';
// Issue 18: the library.
export {
  LIBRARY_MESSAGES,
  libraryResourceInputSchema,
  libraryQuerySchema,
  libraryProgressInputSchema,
  libraryCollectionInputSchema,
  libraryAttachmentParamsSchema,
  libraryAttachmentSchema,
  libraryResourceSummarySchema,
  libraryResourcePageSchema,
  libraryResourceSchema,
  libraryCollectionProgressSchema,
  libraryCollectionSchema,
  libraryCollectionListSchema,
} from './library';
export type {
  LibraryResourceInputValues,
  LibraryResourceInput,
  LibraryQueryInput,
  LibraryQuery,
  LibraryProgressInputValues,
  LibraryCollectionInputValues,
  LibraryCollectionInput,
  LibraryAttachmentParams,
  LibraryAttachment,
  LibraryResourceSummary,
  LibraryResourcePage,
  LibraryResource,
  LibraryCollection,
} from './library';
// Issue 18: the services marketplace (services, orders, reviews, disputes).
export * from './marketplace';
