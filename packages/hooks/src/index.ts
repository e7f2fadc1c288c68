/**
 * @hireloop/hooks — React providers and TanStack Query hooks over @hireloop/sdk: the whole
 * client-side state of SPEC §4, §7, §8 and §9, without markup (components live in @hireloop/ui).
 */

// Errors: each extends the sdk's HireloopError, with a guard
export {
  InvalidPlansError,
  MissingProviderError,
  NoPlanForPeriodError,
  isInvalidPlansError,
  isMissingProviderError,
  isNoPlanForPeriodError,
} from './errors';

// The hooks' designed toast texts (SPEC's own texts are the sdk's TEXTS)
export { TOAST_TEXTS } from './core/toastTexts';

// Providers and the query client
export { createHireloopQueryClient } from './core/queryClient';
export { HireloopProvider, useHireloop } from './core/HireloopProvider';
export type {
  Analytics,
  AnalyticsTraits,
  EventSourceLike,
  HireloopContextValue,
  HireloopProviderProps,
  Navigate,
} from './core/HireloopProvider';
export { queryKeys } from './core/queryKeys';
export { communityKeys } from './queries/communityKeys';
export { fieldErrorsOf, serverMessage } from './core/serverMessage';

// Session
export { AuthProvider } from './auth/AuthProvider';
export { useAuth } from './auth/useAuth';
export type { AuthContextValue, LoginInput, RegisterInput } from './auth/AuthProvider';

// Account type and modal state
export { AccountProvider } from './account/AccountProvider';
export { useAccount } from './account/useAccount';
// SPEC §4's modal reasons, defined in the sdk's vocabulary; re-exported beside the account hooks.
export { SUBSCRIPTION_MODAL_REASONS } from '@hireloop/sdk';
export type { AccountContextValue } from './account/AccountProvider';
export type {
  JobModalState,
  OpenJobModalOptions,
  RequestTarget,
  SelectedTalent,
  SubscriptionModalReason,
  SubscriptionModalState,
} from './account/modalState';

// Subscription and checkout
export { useSubscription } from './subscription/useSubscription';
export { useIsSubscriptionActive } from './subscription/useIsSubscriptionActive';
export { usePlans } from './subscription/usePlans';
export { useUsage } from './subscription/useUsage';
export { useStripeConfig } from './subscription/useStripeConfig';
export { CHECKOUT_ACTIONS, useCheckout } from './subscription/useCheckout';
export { useCheckoutReturn } from './subscription/useCheckoutReturn';
export { useLiteCheckout } from './subscription/useLiteCheckout';
export { useSubscriptionRenewal } from './subscription/useSubscriptionRenewal';
export type { SubscriptionRenewalApi } from './subscription/useSubscriptionRenewal';
export type { LiteCheckout, PlansStatus } from './subscription/useLiteCheckout';
export type { CheckoutApi } from './subscription/useCheckout';
export type {
  CheckoutReturnLocation,
  CheckoutReturnStatus,
} from './subscription/useCheckoutReturn';

// Job requests
export { useJobRequests } from './jobRequests/useJobRequests';
export { useBrowseJobRequests } from './jobRequests/useBrowseJobRequests';
export { useJobRequest } from './jobRequests/useJobRequest';
export { useSaveJobRequest } from './jobRequests/useSaveJobRequest';
export { useSetJobRequestStatus } from './jobRequests/useSetJobRequestStatus';
export { useStartJobRequest } from './jobRequests/useStartJobRequest';
export type { SaveJobRequestInput } from './jobRequests/useSaveJobRequest';

// Bids
export {
  useBid,
  useBidDecision,
  useCreateBid,
  useReceivedBids,
  useRemainingOutreachBids,
  useSentBids,
} from './bids';
export type { BidDecisionInput, OutreachBidsLeft } from './bids';

// Job check-ins (issue 16)
export {
  invalidateCheckins,
  useAdminCheckinEngagements,
  useAdminCheckinStats,
  useCheckinHistory,
  useDueCheckins,
  useEngagement,
  useEngagementStatus,
  useEngagements,
  useReviewCheckin,
  useSetCheckinSchedule,
  useSubmitCheckin,
} from './checkins';
export type {
  EngagementStatusInput,
  ReviewCheckinInput,
  SetScheduleInput,
  SubmitCheckinInput,
} from './checkins';

// Events (issue 17)
export {
  invalidateEvents,
  useApproveRegistration,
  useCancelEvent,
  useCheckInAttendee,
  useClaimEventOffer,
  useCreateEvent,
  useDeclineRegistration,
  useEvent,
  useEventHosts,
  useEventRegistrations,
  useEvents,
  eventsClient,
  useMessageAttendees,
  usePublishEvent,
  useRegisterForEvent,
  useUnregisterFromEvent,
  useUpdateEvent,
} from './events';
export type {
  CheckInInput,
  MessageAttendeesInput,
  RegistrationActionInput,
  UpdateEventInput,
} from './events';

// Services marketplace (issue 18)
export {
  invalidateMarketplace,
  marketplaceClient,
  useAdminOrder,
  useBuyService,
  useCancelOrder,
  useCompleteOrder,
  useCreateService,
  useDeliverOrder,
  useDisputeOrder,
  useDisputes,
  useMarketplaceReviews,
  useOrder,
  useOrders,
  usePayOrder,
  useRequestRevision,
  useResolveDispute,
  useReviewOrder,
  useService,
  useServiceSellers,
  useServices,
  useSetServiceStatus,
  useSubmitRequirements,
  useUpdateService,
} from './marketplace';
export type {
  CancelOrderInput,
  DisputeOrderInput,
  OrderMessageInput,
  ResolveDisputeInput,
  ReviewOrderInput,
  ServiceStatusChange,
  SubmitRequirementsInput,
  UpdateServiceInput,
} from './marketplace';
export { marketplaceKeys } from './queries/marketplaceKeys';

// Messaging, groups, notifications, sticky messages, unread counts
export {
  isPendingMessage,
  useAcceptGroupInvitation,
  useAddGroupMembers,
  useConversations,
  useCreateGroup,
  useCreateStickyMessage,
  useDeclineGroupInvitation,
  useGroup,
  useGroupInvitations,
  useGroups,
  useInfiniteNotifications,
  useManageStickyMessages,
  useMarkAllNotificationsRead,
  useMarkConversationRead,
  useMarkNotificationRead,
  useMarkStickyMessageRead,
  useMessagePeople,
  useMessages,
  useNotifications,
  useOpenConversation,
  useRemoveGroupMember,
  useRetireStickyMessage,
  useRevokeGroupInvitation,
  useSendMessage,
  useStickyMessages,
  useStickyUnreadCount,
  useUnreadCounts,
  useUpdateGroup,
  useUpdateStickyMessage,
} from './messaging';
export type {
  AddGroupMembersInput,
  RemoveGroupMemberInput,
  RevokeGroupInvitationInput,
  UpdateGroupInput,
  UpdateStickyMessageInput,
} from './messaging';

// Partner sites that embed the widgets: the admin's registry (issue 15)
export { useCreatePartner, usePartners, useRevokePartner, useUpdatePartner } from './partners';
export type { UpdatePartnerInput } from './partners';
export {
  invalidateCompanyScope,
  invalidateTeam,
  useAcceptInvite,
  useChangeMemberRole,
  useCompanies,
  useInviteMember,
  useInvitePreview,
  useRemoveMember,
  useRevokeInvite,
  useSwitchCompany,
  useTeam,
  useTeamActivity,
  useTransferOwnership,
  useUpdateCompany,
} from './team';
export type { ChangeRoleInput, RemoveMemberInput } from './team';

// Insights (issue 16)
export { useCompanyActivity, useInsights, useRateBenchmarks } from './insights';

// Skills, skill trends, external jobs
export {
  useExternalJob,
  useExternalJobs,
  useSkills,
  useSkillTrend,
  useSkillTrends,
} from './catalogue';

// Profiles and passwords
export {
  useChangePassword,
  useForgotPassword,
  useProfile,
  useProfiling,
  useResetPassword,
  useTalentSearch,
  useUpdateProfile,
} from './profile';

// Privacy: download my data, delete my account (issue 14)
export { downloadJson, useDeleteAccount, useExportMyData } from './privacy';
export type { ExportMyDataOptions } from './privacy';

// Saved items and saved jobs
export { savedJobsKey, savedJobsQuery, useSavedItems, useSavedJobs } from './saved';
export type { SavedItemOptions, SavedItemsValue } from './saved';

// Waitlist
export { useCountdown, useWaitlist } from './waitlist';
export type { CountdownValue, WaitlistTask, WaitlistValue } from './waitlist';

// Live updates
export {
  applyLiveEvent,
  LIVE_RECONNECT_INITIAL_DELAY,
  LIVE_RECONNECT_MAX_DELAY,
  liveReconnectDelay,
  useLiveUpdates,
} from './live';

// Query options, for prefetching and for apps that compose their own hooks
export { profilingQuery, userQuery } from './queries/session';
export {
  plansQuery,
  stripeConfigQuery,
  subscriptionQuery,
  usageQuery,
} from './queries/subscription';
export {
  browseJobRequestsQuery,
  jobRequestQuery,
  nextCursorOf,
  ownJobRequestsQuery,
} from './queries/jobRequests';
export type { ListFilters } from './queries/jobRequests';
export { bidQuery, receivedBidsQuery, sentBidsQuery } from './queries/bids';
export {
  SKILLS_STALE_TIME,
  externalJobQuery,
  externalJobsQuery,
  skillTrendQuery,
  skillTrendsQuery,
  skillsQuery,
} from './queries/catalogue';
export type { ExternalJobFilters } from './queries/catalogue';
export {
  INSIGHTS_STALE_TIME,
  companyActivityQuery,
  insightsQuery,
  rateBenchmarksQuery,
} from './queries/insights';
export { profileQuery, talentSearchQuery } from './queries/profile';
export type { TalentSearchFilters } from './queries/profile';
export type { BidsFilter } from './queries/bids';
export { companiesQuery, invitePreviewQuery, teamActivityQuery, teamQuery } from './queries/team';
export {
  adminCheckinEngagementsQuery,
  adminCheckinStatsQuery,
  checkinHistoryQuery,
  dueCheckinsQuery,
  engagementQuery,
  engagementsQuery,
} from './queries/checkins';
export type { CheckinHistoryFilter } from './queries/checkins';
export {
  eventHostsQuery,
  eventQuery,
  eventRegistrationsQuery,
  eventsQuery,
} from './queries/events';
export type { EventsFilter } from './queries/events';
export {
  adminOrderQuery,
  disputesQuery,
  marketplaceReviewsQuery,
  orderQuery,
  ordersQuery,
  serviceQuery,
  serviceSellersQuery,
  servicesQuery,
} from './queries/marketplace';
export type { OrdersFilter, ReviewsFilter, ServicesFilter } from './queries/marketplace';
export {
  conversationsQuery,
  groupInvitationsQuery,
  groupQuery,
  groupsQuery,
  manageStickyMessagesQuery,
  messagesQuery,
  notificationPagesQuery,
  notificationsQuery,
  stickyMessagesQuery,
  stickyUnreadCountQuery,
  unreadCountsQuery,
} from './queries/messaging';
export type { NotificationsFilter } from './queries/messaging';
export { partnersQuery } from './queries/partners';

// Toasts
export { createToastStore, toast, toastStore } from './toast/toastStore';
export { useToast } from './toast/useToast';
export type {
  Toast,
  ToastHandle,
  ToastInput,
  ToastState,
  ToastStore,
  ToastStoreOptions,
  ToastVariant,
} from './toast/toastStore';

// Career feed (issue 17)
export {
  addNewFeedPost,
  invalidateFeed,
  useCommentOnPost,
  useCreatePost,
  useDeleteComment,
  useDeletePost,
  useFeed,
  useFeedComments,
  useFeedFollows,
  useFeedModeration,
  useFollow,
  useModeratePost,
  useNewFeedPosts,
  useReactToPost,
  useReportPost,
  useUnfollow,
  useUpdatePost,
} from './feed';
export type {
  CommentOnPostInput,
  ModeratePostInput,
  ReactInput,
  ReportPostInput,
  UpdatePostInput,
} from './feed';
export {
  feedCommentsQuery,
  feedFollowsQuery,
  feedModerationQuery,
  feedQuery,
} from './queries/feed';

// Collectives (issue 17): the list, a collective's page, its events, and every membership write.
export {
  invalidateCollectives,
  useCollective,
  useCollectiveEvents,
  useCollectiveLogo,
  useCollectiveMemberAction,
  useCollectiveMembership,
  useCollectives,
  useContactCollective,
  useCreateCollective,
  useMyCollectives,
  useUpdateCollective,
} from './collectives';
export type {
  CollectiveLogoInput,
  MemberAction,
  MemberActionInput,
  OwnMembershipAction,
  OwnMembershipInput,
  UpdateCollectiveInput,
} from './collectives';
export {
  collectiveEventsQuery,
  collectiveQuery,
  collectivesQuery,
  myCollectivesQuery,
} from './queries/collectives';
// Library (issue 18): resources (gated ones locked without the plan), collections with progress,
// and the admins' writing.
export {
  invalidateLibrary,
  libraryClient,
  libraryKeys,
  libraryResourceQuery,
  libraryResourcesQuery,
  useAdminLibraryCollections,
  useAdminLibraryResources,
  useCreateLibraryResource,
  useDeleteLibraryAttachment,
  useLibraryAttachmentHref,
  useLibraryCollection,
  useLibraryCollections,
  useLibraryResource,
  useLibraryResources,
  usePublishLibraryCollection,
  usePublishLibraryResource,
  useSaveLibraryCollection,
  useSetLibraryProgress,
  useUpdateLibraryResource,
  useUploadLibraryAttachment,
} from './library';
// Verification (issue 18): the person's kinds and badge, links, documents; the admins' review.
export {
  invalidateVerification,
  useConfirmVerification,
  useDecideVerification,
  useMyVerification,
  useSendCompanyDomainVerification,
  useSendEmailVerification,
  useSubmitPortfolio,
  useUploadVerificationDocument,
  useVerificationAudit,
  useVerificationDocumentHref,
  useVerificationQueue,
  verificationClient,
  verificationKeys,
} from './verification';
export type { DecideVerificationInput, UploadVerificationDocumentInput } from './verification';
export type {
  LibraryFilter,
  LibraryProgressInput,
  SaveLibraryCollectionInput,
  UpdateLibraryResourceInput,
} from './library';
