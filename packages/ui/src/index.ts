/**
 * @hireloop/ui — React components for Hireloop marketplaces (Radix + Tailwind 4 + cva). Import
 * the stylesheet once: `import '@hireloop/ui/styles.css'` (or `theme.css` with your Tailwind).
 */
export { cn } from './lib/cn';

// Primitives
export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  Badge,
  badgeVariants,
  Button,
  buttonVariants,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  GeneratedAvatar,
  initialsOf,
  Input,
  Label,
  NativeRadio,
  Progress,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  Skeleton,
  Spinner,
  spinnerVariants,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  useFormField,
  schemaResolver,
  setServerFieldErrors,
} from './primitives';
export type {
  BadgeProps,
  ButtonProps,
  GeneratedAvatarProps,
  ProgressProps,
  SpinnerProps,
} from './primitives';

// Overlays: dialog, alert dialog, sheet, dropdown menu, toasts, carousel
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogOverlay,
  AlertDialogPortal,
  AlertDialogTitle,
  AlertDialogTrigger,
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  dropdownMenuItemVariants,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  Toaster,
  ToastProvider,
  ToastTitle,
  toastVariants,
  ToastViewport,
  useCarousel,
} from './overlays';
export type {
  CarouselApi,
  CarouselOptions,
  CarouselPlugin,
  CarouselProps,
  DialogContentProps,
  DropdownMenuItemProps,
  SheetContentProps,
  ToasterProps,
  ToastProps,
} from './overlays';

// The app shell (SPEC §2)
export {
  ACCOUNT_MENU_NAV,
  AccountMenu,
  AppShell,
  defaultRenderLink,
  HeaderNav,
  headerNavVariants,
  isActivePath,
  JobRequestButton,
  NAV_ICONS,
  NAV_ITEMS,
  NotificationBell,
  primaryNav,
  ProfileCard,
  SidebarNav,
  StickyMessageBanner,
  stickyMessageVariants,
  switchTarget,
  topNav,
  UpgradeButton,
} from './marketplace/shell';
export type {
  AccountMenuProps,
  AppShellProps,
  HeaderNavProps,
  JobRequestButtonProps,
  NavigateHandler,
  NavItem,
  NavItemId,
  NotificationBellProps,
  ProfileCardInfo,
  ProfileCardProps,
  RenderLink,
  RenderLinkProps,
  SidebarNavProps,
  StickyMessageBannerProps,
  UpgradeButtonProps,
} from './marketplace/shell';

// Every designed label: value lists' words, plan names, the shell's texts (SPEC's are the sdk's TEXTS)
export {
  ACCOUNT_DATA_TEXTS,
  BID_KIND_LABELS,
  BID_STATUS_BADGES,
  BILLING_PERIOD_DESCRIPTIONS,
  bidsCountLabel,
  DURATION_LABELS,
  EMPLOYER_PLAN_NAMES,
  EXPERIENCE_LEVEL_LABELS,
  GROUP_INVITATION_LABELS,
  JOB_REQUEST_MODAL_TITLES,
  JOB_REQUEST_STATUS_BADGES,
  JOB_REQUEST_TYPE_LABELS,
  LITE_PERIOD_LABELS,
  LOCATION_TYPE_LABELS,
  NOTIFICATION_TYPE_LABELS,
  PARTNER_TEXTS,
  PLAN_INTERVAL_LABELS,
  RATE_TYPE_LABELS,
  RATE_UNIT_LABELS,
  SHELL_TEXTS,
  STICKY_MESSAGE_LEVEL_LABELS,
  SUBSCRIPTION_RENEWAL_LABELS,
  SUBSCRIPTION_STATUS_BADGES,
} from './labels';
export type { StatusBadge, StatusBadgeVariant } from './labels';

// Job request, subscription and bid forms and modals (SPEC §2, §4, §5)
export {
  BidDetailsModal,
  BidModal,
  EMPLOYER_SUBSCRIPTION_TEXTS,
  employerPlanFeatures,
  EmployerPlanPicker,
  EmployerSubscriptionModal,
  JobRequestForm,
  JobRequestModal,
  PlanCard,
  quotaSummary,
  SkillsCombobox,
  SubscriptionRenewal,
  UsageMeter,
} from './marketplace/forms';
export type {
  BidDetailsModalProps,
  BidJobRequest,
  BidModalProps,
  BidTalent,
  EmployerPlanPickerProps,
  EmployerSubscriptionModalProps,
  EmployerSubscriptionReason,
  JobRequestFormProps,
  JobRequestModalProps,
  JobRequestTalent,
  PlanCardProps,
  SkillsComboboxOption,
  SkillsComboboxProps,
  SubscriptionRenewalProps,
  UsageMeterProps,
} from './marketplace/forms';

// Cards, lists, messages, notifications, empty/error states, 404 (SPEC §2)
export {
  BidRow,
  BidRowSkeleton,
  CollectiveBadges,
  ConversationList,
  EmptyState,
  ERROR_STATE_TITLE,
  ErrorState,
  formatDate,
  formatDollars,
  formatRate,
  GroupInvitationList,
  JobRequestCard,
  JobRequestCardSkeleton,
  ListSkeleton,
  MESSAGE_PEOPLE_LABELS,
  MessageComposer,
  MessagePeopleList,
  MessageThread,
  NO_CONVERSATIONS,
  NO_MESSAGES,
  NO_NOTIFICATIONS,
  NOT_FOUND_HOME_LABEL,
  NotFound,
  NotificationList,
  PendingInvitationList,
  SaveToggle,
  SENDING_LABEL,
  SkillList,
  TalentCard,
  TalentCardSkeleton,
  toSkillNames,
} from './marketplace/lists';
export type {
  BidRowProps,
  BidRowSkeletonProps,
  CollectiveBadgeLinkProps,
  CollectiveBadgesProps,
  ConversationListProps,
  EmptyStateProps,
  ErrorStateProps,
  GroupInvitationListProps,
  JobRequestCardProps,
  JobRequestCardSkeletonProps,
  ListSkeletonProps,
  MessageComposerProps,
  MessagePeopleListProps,
  MessageThreadProps,
  NotFoundLinkProps,
  NotFoundProps,
  NotificationListProps,
  PendingInvitationListProps,
  RateInput,
  SaveToggleProps,
  SkillListProps,
  SkillNames,
  TalentCardProps,
  TalentCardSkeletonProps,
} from './marketplace/lists';

// The waitlist/upgrade modal (SPEC §4, §9)
export {
  DEFAULT_EMPLOYER_TESTIMONIALS,
  DEFAULT_LITE_FEATURES,
  DEFAULT_TALENT_TESTIMONIALS,
  FeatureCarousel,
  LITE_PLAN_TEXTS,
  LitePlanPicker,
  TestimonialCarousel,
  waitLabel,
  WAITLIST_MODAL_TEXTS,
  WaitlistCountdown,
  WaitlistFigures,
  WaitlistModal,
  WaitlistTasks,
} from './marketplace/waitlist';
export type {
  FeatureCarouselProps,
  LiteFeature,
  LitePlanPickerProps,
  PlansStatus,
  Testimonial,
  TestimonialCarouselProps,
  WaitlistCountdownProps,
  WaitlistFiguresProps,
  WaitlistModalProps,
  WaitlistTask,
  WaitlistTasksProps,
} from './marketplace/waitlist';

// The person's own data: download it, delete the account (issue 14)
export { AccountDangerZone } from './marketplace/account';
export type { AccountDangerZoneProps } from './marketplace/account';

// The embedded widgets' parts and their sign-in window (issue 15)
export {
  EMBED_TEXTS,
  EmbedAccountBar,
  EmbedAuthForm,
  EmbedConsent,
  EmbedResult,
  EmbedSignIn,
} from './marketplace/embed';
export type {
  EmbedAccountBarProps,
  EmbedAuthFormProps,
  EmbedAuthMode,
  EmbedConsentProps,
  EmbedResultProps,
  EmbedSignInProps,
  EmbedSignInState,
} from './marketplace/embed';

// Partner sites that embed the widgets: the admin's registry (issue 15)
export {
  CopyButton,
  PartnerEmbedCode,
  partnerEmbedSnippet,
  PartnerForm,
  PartnerList,
} from './marketplace/partners';
export type {
  CopyButtonProps,
  PartnerEmbedCodeProps,
  PartnerFormProps,
  PartnerListProps,
  PartnerRegistered,
} from './marketplace/partners';

// The team page's parts (issue 16)
export {
  activitySentence,
  CompanyDetailsForm,
  CompanySwitcher,
  InviteMemberForm,
  NativeSelect,
  PendingInvites,
  RemoveMemberDialog,
  TEAM_TEXTS,
  TeamActivityList,
  TeamMembers,
} from './marketplace/team';
export type {
  CompanyDetailsFormProps,
  CompanySwitcherProps,
  InviteMemberFormProps,
  PendingInvitesProps,
  RemoveMemberDialogProps,
  TeamActivityListProps,
  TeamMembersProps,
} from './marketplace/team';
export { ConnectedCompanySwitcher, ConnectedTeamActivity, ConnectedTeamManager } from './connected';
export type {
  ConnectedCompanySwitcherProps,
  ConnectedTeamActivityProps,
  ConnectedTeamManagerProps,
} from './connected';

// Connected components: the presentational ones fed from @hireloop/hooks
export {
  ConnectedAccountDangerZone,
  ConnectedAppShell,
  ConnectedBidDetailsModal,
  ConnectedBidModal,
  ConnectedEmployerSubscriptionModal,
  ConnectedGroupInvitations,
  ConnectedJobRequestModal,
  ConnectedPartnerManager,
  ConnectedStickyMessageBanner,
  ConnectedSubscriptionRenewal,
  ConnectedWaitlistModal,
} from './connected';
export type {
  ConnectedAccountDangerZoneProps,
  ConnectedAppShellProps,
  ConnectedBidDetailsModalProps,
  ConnectedBidModalProps,
  ConnectedPartnerManagerProps,
  ConnectedSubscriptionRenewalProps,
  ConnectedGroupInvitationsProps,
  ConnectedWaitlistModalProps,
} from './connected';

// Job check-ins (issue 16): the talent's check-ins, the employer's engagements, the admins' figures
export {
  ADMIN_CHECKIN_PERIODS,
  AdminCheckinStatsView,
  CHECKIN_TEXTS,
  CheckinBadges,
  CheckinCard,
  CheckinForm,
  EngagementList,
  ReviewDialog,
  ScheduleEditor,
} from './marketplace/checkins';
export type {
  AdminCheckinStatsProps,
  CheckinBadgesProps,
  CheckinCardProps,
  CheckinFormProps,
  EngagementFilters,
  EngagementListProps,
  ReviewDialogProps,
  ScheduleEditorProps,
} from './marketplace/checkins';
export { ConnectedAdminCheckins, ConnectedJobCheckins } from './connected';
export type { ConnectedAdminCheckinsProps, ConnectedJobCheckinsProps } from './connected';

// Events (issue 17): the list with filters, one event with registration and the host tools
export {
  CheckInForm,
  EMPTY_EVENT_FILTERS,
  EVENT_TEXTS,
  EventBadges,
  EventCard,
  EventDetails,
  EventFilters,
  EventForm,
  MessageForm,
  RegistrationList,
  formatEventTime,
  placesText,
} from './marketplace/events';
export type {
  CheckInFormProps,
  EventCardProps,
  EventDetailsProps,
  EventFilterValues,
  EventFiltersProps,
  EventFormProps,
  MessageFormProps,
  RegistrationListProps,
} from './marketplace/events';
export { ConnectedEvents } from './connected/connected-events';
export type { ConnectedEventsProps } from './connected/connected-events';
export { ConnectedEventDetails } from './connected/connected-event-details';
export type { ConnectedEventDetailsProps } from './connected/connected-event-details';

// Services marketplace (issue 18): /marketplace, a service, an order, the admins' disputes
export {
  DisputeResolveForm,
  EMPTY_SERVICE_FILTERS,
  MARKET_TEXTS,
  OrderActions,
  OrderCard,
  OrderDetails,
  OrderMessageForm,
  OrderReviews,
  OrderStateBadge,
  OrderTimeline,
  RatingInput,
  RatingStars,
  RequirementsForm,
  ReviewCard,
  ReviewForm,
  ReviewList,
  ServiceCard,
  ServiceDetails,
  ServiceFilters,
  ServiceForm,
  TierPicker,
  formatUsd,
} from './marketplace/services-market';
export type {
  DisputeResolveFormProps,
  OrderActionsProps,
  OrderCardProps,
  OrderDetailsProps,
  OrderMessageFormProps,
  OrderReviewsProps,
  OrderTimelineProps,
  RatingInputProps,
  RatingStarsProps,
  RequirementsFormProps,
  ReviewCardProps,
  ReviewFormProps,
  ReviewListProps,
  ServiceCardProps,
  ServiceDetailsProps,
  ServiceFilterValues,
  ServiceFiltersProps,
  ServiceFormProps,
  TierChoice,
  TierPickerProps,
} from './marketplace/services-market';
export {
  ConnectedMarketplace,
  ConnectedMyServices,
  ConnectedOrderList,
  ConnectedServiceBrowser,
} from './connected/connected-marketplace';
export type {
  ConnectedMarketplaceProps,
  ConnectedMyServicesProps,
  ConnectedOrderListProps,
  ConnectedServiceBrowserProps,
  MarketplaceTab,
} from './connected/connected-marketplace';
// One module per page, so that each page loads only its own parts (issue 19).
export { ConnectedServiceEditor } from './connected/connected-marketplace-editor';
export type { ConnectedServiceEditorProps } from './connected/connected-marketplace-editor';
export { ConnectedServicePage } from './connected/connected-marketplace-service';
export type { ConnectedServicePageProps } from './connected/connected-marketplace-service';
export { ConnectedOrderPage } from './connected/connected-marketplace-order';
export type { ConnectedOrderPageProps } from './connected/connected-marketplace-order';
export { ConnectedAdminDisputes } from './connected/connected-marketplace-disputes';
export type { ConnectedAdminDisputesProps } from './connected/connected-marketplace-disputes';
export { ConnectedProfileReviews } from './connected/connected-profile-reviews';
export type { ConnectedProfileReviewsProps } from './connected/connected-profile-reviews';

// Uploads (issue 17): a field to choose one image, checked with the sdk's upload rule
export { checkUploadFile, ImageUploadField, UPLOAD_FIELD_TEXTS } from './marketplace/uploads';
export type { ImageUploadFieldProps } from './marketplace/uploads';

// Career feed (issue 17)
export {
  CommentThread,
  FEED_TEXTS,
  FeedSuggestionCard,
  FollowButton,
  ModerationList,
  PostCard,
  PostComposer,
  PostText,
  ReactionBar,
} from './marketplace/feed';
export type {
  CommentThreadProps,
  FeedSuggestionCardProps,
  FollowButtonProps,
  ModerationListProps,
  PostCardProps,
  PostComposerProps,
  PostTextProps,
  ReactionBarProps,
} from './marketplace/feed';
export { ConnectedCareerFeed, ConnectedFeedModeration, ConnectedFollowButton } from './connected';
export type {
  ConnectedCareerFeedProps,
  ConnectedFeedModerationProps,
  ConnectedFollowButtonProps,
} from './connected';

// Collectives (issue 17): /collective and /collective/{id}
export {
  COLLECTIVE_TEXTS,
  CollectiveCard,
  CollectiveFilters,
  CollectiveForm,
  CollectiveInviteForm,
  CollectiveLogo,
  CollectiveMembers,
} from './marketplace/collectives';
export type {
  CollectiveCardProps,
  CollectiveFilterValues,
  CollectiveFiltersProps,
  CollectiveFormProps,
  CollectiveInviteFormProps,
  CollectiveLogoProps,
  CollectiveMemberCommand,
  CollectiveMembersProps,
} from './marketplace/collectives';
export { ConnectedCollectiveDirectory, ConnectedCollectivePage } from './connected';
export type {
  CollectiveLinkRenderer,
  ConnectedCollectiveDirectoryProps,
  ConnectedCollectivePageProps,
} from './connected';
// Verification (issue 18): the badge, the explorer's filter, each kind's card, the admins' review
// queue and audit log, and the connected pages.
export {
  VERIFICATION_TEXTS,
  VerificationAuditLog,
  VerificationKindCard,
  VerificationKinds,
  VerificationReviewList,
  VerifiedBadge,
  VerifiedOnlyFilter,
} from './marketplace/verification';
export type {
  VerificationAuditLogProps,
  VerificationFieldErrors,
  VerificationKindCardProps,
  VerificationKindsProps,
  VerificationReviewListProps,
  VerifiedBadgeProps,
  VerifiedOnlyFilterProps,
} from './marketplace/verification';
export {
  ConnectedAdminVerification,
  ConnectedVerification,
} from './connected/connected-verification';
export type {
  ConnectedAdminVerificationProps,
  ConnectedVerificationProps,
} from './connected/connected-verification';
// Library (issue 18): resources, collections with progress, the lazily loaded Markdown body, the
// admins' forms, and the connected pages.
export {
  EMPTY_LIBRARY_FILTERS,
  LIBRARY_TEXTS,
  LibraryCollectionCard,
  LibraryCollectionForm,
  LibraryFilters,
  LibraryResourceBadges,
  LibraryResourceCard,
  LibraryResourceForm,
  LibraryResourceView,
  MarkdownBody,
} from './marketplace/library';
export type {
  LibraryCollectionCardProps,
  LibraryCollectionFormProps,
  LibraryFilterValues,
  LibraryFiltersProps,
  LibraryResourceCardProps,
  LibraryResourceFormProps,
  LibraryResourceViewProps,
  MarkdownBodyProps,
} from './marketplace/library';
export {
  ConnectedAdminLibrary,
  ConnectedLibrary,
  ConnectedLibraryResource,
  LibrarySaveToggle,
} from './connected/connected-library';
export type {
  ConnectedAdminLibraryProps,
  ConnectedLibraryProps,
  ConnectedLibraryResourceProps,
} from './connected/connected-library';
