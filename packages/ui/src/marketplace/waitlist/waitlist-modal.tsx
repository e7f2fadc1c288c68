import {
  DEFAULT_BILLING_PERIOD,
  DEFAULT_COUNTDOWN,
  WAITLIST,
  type BillingPeriod,
  type Countdown,
  type Plan,
} from '@hireloop/sdk';
import { TIMINGS } from '@hireloop/sdk/constants';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
import { FeatureCarousel } from './feature-carousel';
import { LitePlanPicker, type PlansStatus } from './lite-plan-picker';
import { TestimonialCarousel } from './testimonial-carousel';
import { WaitlistCountdown } from './waitlist-countdown';
import {
  DEFAULT_EMPLOYER_TESTIMONIALS,
  DEFAULT_LITE_FEATURES,
  DEFAULT_TALENT_TESTIMONIALS,
  type LiteFeature,
  type Testimonial,
  WAITLIST_MODAL_TEXTS,
} from './waitlist-content';
import { WaitlistFigures } from './waitlist-figures';
import { WaitlistTasks, type WaitlistTask } from './waitlist-tasks';

export interface WaitlistModalProps {
  open: boolean;
  /** Called with `false` only once the modal may close (see `closableAfterMs`). */
  onOpenChange: (open: boolean) => void;
  /**
   * The modal can be closed only this long after it opens (SPEC §4); until then there is no
   * close button and Escape does nothing. Clicking outside never closes it.
   * @default TIMINGS.modalClosableAfter (2000 ms)
   */
  closableAfterMs?: number;
  /** Place in the queue. @default WAITLIST.position (120) */
  position?: number;
  /** People ahead; pass `waitlistPeopleAhead(…, completed tasks)`. @default WAITLIST.peopleAhead (119) */
  peopleAhead?: number;
  /** Talent helped so far. @default WAITLIST.helped (12,980) */
  helped?: number;
  /** Time left, ticked by the caller each second. @default DEFAULT_COUNTDOWN (41 d 23 h 59 min) */
  countdown?: Countdown;
  /** The profile tasks and whether each is done (SPEC §5, `WAITLIST_TASKS`). */
  tasks: readonly WaitlistTask[];
  /** The talent plans, prices in cents. */
  plans: readonly Plan[];
  plansStatus: PlansStatus;
  /** Called by "Try again" when the plans failed to load. */
  onRetryPlans?: () => void;
  /** The billing period chosen first. @default DEFAULT_BILLING_PERIOD ('month') */
  defaultPeriod?: BillingPeriod;
  /** Called when another billing period is chosen. */
  onPeriodChange?: (period: BillingPeriod) => void;
  /** Called by "Skip the waitlist" with the chosen period's plan. */
  onCheckout: (plan: Plan, period: BillingPeriod) => void;
  /** Called by "Skip the waitlist" when the period has no plan ready (for SPEC §8's toasts). */
  onCheckoutUnavailable?: (period: BillingPeriod) => void;
  /** A checkout session is being created. @default false */
  checkoutPending?: boolean;
  /** @default DEFAULT_EMPLOYER_TESTIMONIALS */
  employerTestimonials?: readonly Testimonial[];
  /** @default DEFAULT_TALENT_TESTIMONIALS */
  talentTestimonials?: readonly Testimonial[];
  /** @default DEFAULT_LITE_FEATURES */
  features?: readonly LiteFeature[];
  /** Classes for the dialog panel. */
  className?: string;
}

/**
 * The waitlist / upgrade modal for talent without a plan (SPEC §2, §4, §9): queue position, people
 * ahead, wait estimate, talent helped, the countdown, the profile tasks with a progress bar,
 * employer and talent testimonials (every 5 s) and Lite's features (every 4 s), and the Lite plans
 * with "Skip the waitlist". Presentational: the connected wrapper ticks the countdown, computes
 * the people ahead, loads the plans and shows SPEC's waitlist toasts.
 */
export function WaitlistModal({
  open,
  onOpenChange,
  closableAfterMs = TIMINGS.modalClosableAfter,
  position = WAITLIST.position,
  peopleAhead = WAITLIST.peopleAhead,
  helped = WAITLIST.helped,
  countdown = DEFAULT_COUNTDOWN,
  tasks,
  plans,
  plansStatus,
  onRetryPlans,
  defaultPeriod = DEFAULT_BILLING_PERIOD,
  onPeriodChange,
  onCheckout,
  onCheckoutUnavailable,
  checkoutPending = false,
  employerTestimonials = DEFAULT_EMPLOYER_TESTIMONIALS,
  talentTestimonials = DEFAULT_TALENT_TESTIMONIALS,
  features = DEFAULT_LITE_FEATURES,
  className,
}: WaitlistModalProps) {
  const [period, setPeriod] = useState<BillingPeriod>(defaultPeriod);
  const [closable, setClosable] = useState(false);
  // Each opening starts a new wait (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosable(false);
  }

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setClosable(true), closableAfterMs);
    return () => clearTimeout(timer);
  }, [open, closableAfterMs]);

  const changePeriod = (next: BillingPeriod) => {
    setPeriod(next);
    onPeriodChange?.(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Radix asks to close on Escape or the close button; refuse until closable.
        if (!next && !closable) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        data-slot="waitlist-modal"
        data-closable={closable}
        showCloseButton={closable}
        // SPEC §4: "clicking outside does not close it" — ever.
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (!closable) event.preventDefault();
        }}
        // One shrinkable column: a carousel's track must not widen the panel past a phone screen.
        className={cn('grid-cols-1 gap-5 p-4 sm:max-w-4xl sm:p-6', className)}
      >
        <DialogHeader className="pr-8">
          <DialogTitle className="text-xl">{WAITLIST_MODAL_TEXTS.title}</DialogTitle>
          <DialogDescription>{WAITLIST_MODAL_TEXTS.description}</DialogDescription>
        </DialogHeader>

        <WaitlistFigures position={position} peopleAhead={peopleAhead} helped={helped} />

        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <div className="flex flex-col gap-5">
            <WaitlistCountdown countdown={countdown} />
            <WaitlistTasks tasks={tasks} />
          </div>
          <div className="flex flex-col gap-5">
            <LitePlanPicker
              plans={plans}
              plansStatus={plansStatus}
              period={period}
              onPeriodChange={changePeriod}
              onCheckout={onCheckout}
              onCheckoutUnavailable={onCheckoutUnavailable}
              onRetryPlans={onRetryPlans}
              checkoutPending={checkoutPending}
            />
            <FeatureCarousel features={features} />
          </div>
        </div>

        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TestimonialCarousel
            title={WAITLIST_MODAL_TEXTS.employerTestimonials}
            testimonials={employerTestimonials}
          />
          <TestimonialCarousel
            title={WAITLIST_MODAL_TEXTS.talentTestimonials}
            testimonials={talentTestimonials}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
