// Exports of this folder, by name: the marketplace lists and cards (issue 6).
export { BidRow } from './bid-row';
export { BidRowSkeleton } from './bid-row-skeleton';
export { ConversationList, NO_CONVERSATIONS } from './conversation-list';
export { EmptyState } from './empty-state';
export { ERROR_STATE_TITLE, ErrorState } from './error-state';
export { formatDate } from './format-date';
export { formatDollars, formatRate } from './format-rate';
export { JobRequestCard } from './job-request-card';
export { JobRequestCardSkeleton } from './job-request-card-skeleton';
export {
  BID_KIND_LABELS,
  BID_STATUS_BADGES,
  bidsCountLabel,
  JOB_REQUEST_STATUS_BADGES,
  JOB_REQUEST_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
} from './labels';
export { ListSkeleton } from './list-skeleton';
export { MessageComposer } from './message-composer';
export { MessageThread, NO_MESSAGES, SENDING_LABEL } from './message-thread';
export { NOT_FOUND_HOME_LABEL, NotFound } from './not-found';
export { NO_NOTIFICATIONS, NotificationList } from './notification-list';
export { SaveToggle } from './save-toggle';
export { SkillList } from './skill-list';
export { toSkillNames } from './skill-names';
export { TalentCard } from './talent-card';
export { TalentCardSkeleton } from './talent-card-skeleton';
export type { BidRowProps } from './bid-row';
export type { BidRowSkeletonProps } from './bid-row-skeleton';
export type { ConversationListProps } from './conversation-list';
export type { EmptyStateProps } from './empty-state';
export type { ErrorStateProps } from './error-state';
export type { RateInput } from './format-rate';
export type { JobRequestCardProps } from './job-request-card';
export type { JobRequestCardSkeletonProps } from './job-request-card-skeleton';
export type { ListSkeletonProps } from './list-skeleton';
export type { MessageComposerProps } from './message-composer';
export type { MessageThreadProps } from './message-thread';
export type { NotFoundLinkProps, NotFoundProps } from './not-found';
export type { NotificationListProps } from './notification-list';
export type { SaveToggleProps } from './save-toggle';
export type { SkillListProps } from './skill-list';
export type { SkillNames } from './skill-names';
export type { TalentCardProps } from './talent-card';
export type { TalentCardSkeletonProps } from './talent-card-skeleton';
