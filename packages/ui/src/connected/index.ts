export { ConnectedAppShell } from './connected-app-shell';
export { ConnectedGroupInvitations } from './connected-group-invitations';
export type { ConnectedGroupInvitationsProps } from './connected-group-invitations';
export { ConnectedStickyMessageBanner } from './connected-sticky-message-banner';
export type { ConnectedAppShellProps } from './connected-app-shell';
export { ConnectedWaitlistModal } from './connected-waitlist-modal';
export type { ConnectedWaitlistModalProps } from './connected-waitlist-modal';
export { ConnectedJobRequestModal } from './connected-job-request-modal';
export { ConnectedEmployerSubscriptionModal } from './connected-employer-subscription-modal';
export { ConnectedBidModal } from './connected-bid-modal';
export { ConnectedBidDetailsModal } from './connected-bid-details-modal';
export type { ConnectedBidModalProps } from './connected-bid-modal';
export type { ConnectedBidDetailsModalProps } from './connected-bid-details-modal';
export { ConnectedAccountDangerZone } from './connected-account-danger-zone';
export type { ConnectedAccountDangerZoneProps } from './connected-account-danger-zone';
export { ConnectedSubscriptionRenewal } from './connected-subscription-renewal';
export type { ConnectedSubscriptionRenewalProps } from './connected-subscription-renewal';
export { ConnectedPartnerManager } from './connected-partner-manager';
export type { ConnectedPartnerManagerProps } from './connected-partner-manager';
export { ConnectedTeamActivity, ConnectedTeamManager } from './connected-team';
export type { ConnectedTeamActivityProps, ConnectedTeamManagerProps } from './connected-team';
export { ConnectedCompanySwitcher } from './connected-company-switcher';
export type { ConnectedCompanySwitcherProps } from './connected-company-switcher';
export { ConnectedJobCheckins } from './connected-job-checkins';
export type { ConnectedJobCheckinsProps } from './connected-job-checkins';
export { ConnectedAdminCheckins } from './connected-admin-checkins';
export type { ConnectedAdminCheckinsProps } from './connected-admin-checkins';
export { ConnectedCareerFeed } from './connected-career-feed';
export type { ConnectedCareerFeedProps } from './connected-career-feed';
export { ConnectedFeedModeration } from './connected-feed-moderation';
export type { ConnectedFeedModerationProps } from './connected-feed-moderation';
export { ConnectedFollowButton } from './connected-follow-button';
export type { ConnectedFollowButtonProps } from './connected-follow-button';
export { ConnectedCollectiveDirectory, ConnectedCollectivePage } from './connected-collectives';
export type {
  CollectiveLinkRenderer,
  ConnectedCollectiveDirectoryProps,
  ConnectedCollectivePageProps,
} from './connected-collectives';
