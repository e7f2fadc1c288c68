// Exports of this folder, by name: verification's parts (issue 18).
export { VerificationAuditLog } from './verification-audit-log';
export { VerificationKindCard } from './verification-kind-card';
export { VerificationReviewList } from './verification-review-list';
export { VerifiedBadge, VerificationKinds } from './verified-badge';
export { VerifiedOnlyFilter } from './verified-only-filter';
export { VERIFICATION_TEXTS } from './texts';
export type { VerificationAuditLogProps } from './verification-audit-log';
export type { VerificationFieldErrors, VerificationKindCardProps } from './verification-kind-card';
export type { VerificationReviewListProps } from './verification-review-list';
export type { VerificationKindsProps, VerifiedBadgeProps } from './verified-badge';
export type { VerifiedOnlyFilterProps } from './verified-only-filter';
