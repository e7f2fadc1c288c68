// Exports of this folder, by name: the marketplace forms and modals (issue 6).
export { BidDetailsModal } from './bid-details-modal';
export { BidModal } from './bid-modal';
export { EmployerSubscriptionModal } from './employer-subscription-modal';
export { JobRequestForm } from './job-request-form';
export {
  DURATION_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_REQUEST_MODAL_TITLES,
  RATE_TYPE_LABELS,
  RATE_UNIT_LABELS,
} from './job-request-labels';
export { JobRequestModal } from './job-request-modal';
export { PlanCard } from './plan-card';
export {
  EMPLOYER_PLAN_NAMES,
  PLAN_INTERVAL_LABELS,
  employerPlanFeatures,
  quotaSummary,
} from './plan-text';
export { SkillsPicker } from './skills-picker';
export { EMPLOYER_SUBSCRIPTION_TEXTS } from './subscription-reasons';
export { UsageMeter } from './usage-meter';
export type { BidDetailsModalProps } from './bid-details-modal';
export type { BidJobRequest, BidModalProps, BidTalent } from './bid-modal';
export type { EmployerSubscriptionModalProps } from './employer-subscription-modal';
export type { JobRequestFormProps, JobRequestTalent } from './job-request-form';
export type { JobRequestModalProps } from './job-request-modal';
export type { PlanCardProps } from './plan-card';
export type { SkillsPickerProps } from './skills-picker';
export type { EmployerSubscriptionReason } from './subscription-reasons';
export type { UsageMeterProps } from './usage-meter';
