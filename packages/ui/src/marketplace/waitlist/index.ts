// Exports of this folder, by name: the waitlist / upgrade modal and its parts (issue 6).
export { FeatureCarousel } from './feature-carousel';
export { LITE_PLAN_TEXTS, LitePlanPicker } from './lite-plan-picker';
export { TestimonialCarousel } from './testimonial-carousel';
export {
  DEFAULT_EMPLOYER_TESTIMONIALS,
  DEFAULT_LITE_FEATURES,
  DEFAULT_TALENT_TESTIMONIALS,
  WAITLIST_MODAL_TEXTS,
} from './waitlist-content';
export { WaitlistCountdown } from './waitlist-countdown';
export { WaitlistFigures } from './waitlist-figures';
export { waitLabel } from './wait-label';
export { WaitlistModal } from './waitlist-modal';
export { WaitlistTasks } from './waitlist-tasks';
export type { FeatureCarouselProps } from './feature-carousel';
export type { LitePlanPickerProps, PlansStatus } from './lite-plan-picker';
export type { TestimonialCarouselProps } from './testimonial-carousel';
export type { LiteFeature, Testimonial } from './waitlist-content';
export type { WaitlistCountdownProps } from './waitlist-countdown';
export type { WaitlistFiguresProps } from './waitlist-figures';
export type { WaitlistModalProps } from './waitlist-modal';
export type { WaitlistTask, WaitlistTasksProps } from './waitlist-tasks';
