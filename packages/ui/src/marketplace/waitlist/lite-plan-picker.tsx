import {
  BILLING_PERIODS,
  findPlanForPeriod,
  formatPrice,
  type BillingPeriod,
  type Plan,
} from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { LoaderCircle, Zap } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { LITE_PERIOD_LABELS, PLAN_INTERVAL_LABELS } from '../../labels';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import type { PlansStatus } from '@hireloop/hooks';
import { NativeRadio } from '../../primitives/native-radio';
import { Skeleton } from '../../primitives/skeleton';
import { ErrorState } from '../lists/error-state';

/** Where the plans are: still loading, failed, or here (as `useLiteCheckout()` gives it). */
export type { PlansStatus };

/** Designed texts of the plan picker. */
export const LITE_PLAN_TEXTS = {
  title: 'Skip the waitlist with Lite',
  periodLabel: 'Billing period',
  buy: 'Skip the waitlist',
  plansError: 'The plans could not be loaded',
} as const;

export type LitePlanPickerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The talent plans (GET /api/subscription/plans?role=talent); prices in cents (SPEC §3). */
  plans: readonly Plan[];
  plansStatus: PlansStatus;
  /** The chosen billing period. */
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** Called by the buy button with the period's plan (SPEC §4 checkout flow). */
  onCheckout: (plan: Plan, period: BillingPeriod) => void;
  /**
   * Called by the buy button when no plan is ready for the period (still loading, failed, or none
   * billed for it), so the connected wrapper can show SPEC §8's `TEXTS.waitlist.loadingPlans.title`, "No Plans
   * Available" or `TEXTS.waitlist.planNotAvailable.title` toast.
   */
  onCheckoutUnavailable?: (period: BillingPeriod) => void;
  /** Called by "Try again" when the plans failed to load. */
  onRetryPlans?: () => void;
  /** A checkout is being prepared: the buy button is busy. @default false */
  checkoutPending?: boolean;
};

/**
 * Lite for talent (SPEC §9): monthly, annual (`LITE_PERIOD_LABELS`) or lifetime, the period's plan
 * with its price in dollars (cents / 100), and the "Skip the waitlist" button. A period without a
 * plan shows SPEC §8's empty-list text.
 */
export function LitePlanPicker({
  plans,
  plansStatus,
  period,
  onPeriodChange,
  onCheckout,
  onCheckoutUnavailable,
  onRetryPlans,
  checkoutPending = false,
  className,
  ...props
}: LitePlanPickerProps) {
  const headingId = useId();
  const idPrefix = useId();
  const plan = plansStatus === 'ready' ? findPlanForPeriod(plans, period) : undefined;

  const buy = () => {
    if (plan) onCheckout(plan, period);
    else onCheckoutUnavailable?.(period);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="lite-plan-picker"
      className={cn('flex flex-col gap-3 rounded-lg border border-primary p-4', className)}
      {...props}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Zap aria-hidden="true" className="size-4 text-primary" />
        {LITE_PLAN_TEXTS.title}
      </h3>
      <div
        role="radiogroup"
        aria-label={LITE_PLAN_TEXTS.periodLabel}
        // Each choice as wide as its label, never wrapped inside (`TALENT_LITE_ANNUAL_LABEL` on one
        // line):
        // the row wraps instead when the column is narrow (a phone, the waitlist modal's half).
        className="flex flex-wrap gap-2"
      >
        {BILLING_PERIODS.map((choice) => (
          <label
            key={choice}
            htmlFor={`${idPrefix}-${choice}`}
            className="flex flex-auto cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2.5 text-sm leading-snug font-medium whitespace-nowrap has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground"
          >
            <NativeRadio
              id={`${idPrefix}-${choice}`}
              name={`${idPrefix}-period`}
              value={choice}
              checked={period === choice}
              onChange={() => onPeriodChange(choice)}
            />
            {LITE_PERIOD_LABELS[choice]}
          </label>
        ))}
      </div>

      <div data-slot="lite-plan" aria-live="polite" className="min-h-20">
        {plansStatus === 'loading' ? (
          <div
            role="status"
            aria-label={TEXTS.waitlist.loadingPlans.title}
            className="flex flex-col gap-2"
          >
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : plansStatus === 'error' ? (
          <ErrorState
            title={LITE_PLAN_TEXTS.plansError}
            onRetry={onRetryPlans}
            titleAs="p"
            className="p-4"
          />
        ) : plan ? (
          <div className="flex flex-col gap-1">
            <p className="flex items-baseline gap-1.5">
              <span className="text-3xl font-bold" data-slot="lite-plan-price">
                {formatPrice(plan.price)}
              </span>
              <span className="text-sm text-muted-foreground">
                {PLAN_INTERVAL_LABELS[plan.interval]}
              </span>
            </p>
            <p className="text-sm font-medium">{plan.name}</p>
            {plan.description ? (
              <p className="text-sm text-muted-foreground">{plan.description}</p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" data-slot="lite-plan-empty">
            {TEXTS.waitlist.noPlansForPeriod}
          </p>
        )}
      </div>

      <Button
        type="button"
        size="lg"
        disabled={checkoutPending}
        aria-busy={checkoutPending || undefined}
        onClick={buy}
      >
        {checkoutPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            {TEXTS.waitlist.preparingCheckout.title}
          </>
        ) : (
          LITE_PLAN_TEXTS.buy
        )}
      </Button>
    </section>
  );
}
