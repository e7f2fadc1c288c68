// Exports of this folder, by name: job check-ins (issue 16).
export { ADMIN_CHECKIN_PERIODS, AdminCheckinStatsView } from './admin-checkin-stats';
export { CheckinBadges } from './checkin-badges';
export { CheckinCard } from './checkin-card';
export { CheckinForm } from './checkin-form';
export { EngagementList } from './engagement-list';
export { ReviewDialog } from './review-dialog';
export { ScheduleEditor } from './schedule-editor';
export { CHECKIN_TEXTS } from './texts';
export type { AdminCheckinStatsProps } from './admin-checkin-stats';
export type { CheckinBadgesProps } from './checkin-badges';
export type { CheckinCardProps } from './checkin-card';
export type { CheckinFormProps } from './checkin-form';
export type { EngagementFilters, EngagementListProps } from './engagement-list';
export type { ReviewDialogProps } from './review-dialog';
export type { ScheduleEditorProps } from './schedule-editor';
