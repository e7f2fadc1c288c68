import { BILLING_PERIODS, EMPLOYER_PLANS, type BillingPeriod } from '@hireloop/sdk';
import { useId, type ComponentProps } from 'react';
import { EMPLOYER_PLAN_NAMES } from '../../labels';
import { cn } from '../../lib/cn';
import { NativeRadio } from '../../primitives/native-radio';
import { PlanCard } from './plan-card';
import { employerPlanFeatures } from './plan-text';

export type EmployerPlanPickerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The chosen billing period. */
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** The choice is locked (a checkout is starting). @default false */
  disabled?: boolean;
};

/**
 * The employer plans (SPEC §9): a month / year / lifetime choice from EMPLOYER_PLANS with each
 * plan's badge, and the chosen plan's card — price, interval and quota. The
 * employer subscription modal and the embedded subscription widgets show it.
 */
export function EmployerPlanPicker({
  period,
  onPeriodChange,
  disabled = false,
  className,
  ...props
}: EmployerPlanPickerProps) {
  const id = useId();
  const plan = EMPLOYER_PLANS[period];
  return (
    // A container: the periods sit side by side only where the picker itself is wide enough (a
    // narrow widget frame on a wide screen stacks them too).
    <div
      data-slot="employer-plan-picker"
      className={cn('@container grid gap-4', className)}
      {...props}
    >
      <div className="grid gap-2">
        <p id={`${id}-period`} className="text-sm font-medium">
          Billing period
        </p>
        <div
          role="radiogroup"
          aria-labelledby={`${id}-period`}
          aria-disabled={disabled || undefined}
          className="grid grid-cols-1 gap-2 @sm:grid-cols-3"
        >
          {BILLING_PERIODS.map((option) => (
            <label
              key={option}
              htmlFor={`${id}-${option}`}
              className="flex cursor-pointer flex-col items-start gap-1.5 rounded-md border border-border p-3 text-sm leading-tight has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-disabled:cursor-not-allowed has-disabled:opacity-70"
            >
              <span className="flex items-center gap-2">
                <NativeRadio
                  id={`${id}-${option}`}
                  name={`${id}-period`}
                  value={option}
                  checked={period === option}
                  disabled={disabled}
                  onChange={() => onPeriodChange(option)}
                />
                <span className="font-medium">{EMPLOYER_PLAN_NAMES[option]}</span>
              </span>
              {EMPLOYER_PLANS[option].badge ? (
                <span className="text-xs font-normal">{EMPLOYER_PLANS[option].badge}</span>
              ) : null}
            </label>
          ))}
        </div>
      </div>
      <PlanCard
        name={EMPLOYER_PLAN_NAMES[period]}
        priceCents={plan.priceCents}
        interval={plan.interval}
        badge={plan.badge}
        features={employerPlanFeatures(period)}
        className="shadow-none"
      />
    </div>
  );
}
