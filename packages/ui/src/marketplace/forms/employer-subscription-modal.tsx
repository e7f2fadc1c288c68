import {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  EMPLOYER_PLANS,
  type BillingPeriod,
} from '@hireloop/sdk';
import { InfoIcon } from 'lucide-react';
import { useId } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../overlays/dialog';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group';
import { Spinner } from '../../primitives/spinner';
import { PlanCard } from './plan-card';
import { EMPLOYER_PLAN_NAMES } from '../../labels';
import { employerPlanFeatures } from './plan-text';
import {
  EMPLOYER_SUBSCRIPTION_TEXTS,
  type EmployerSubscriptionReason,
} from './subscription-reasons';

const isBillingPeriod = (value: string): value is BillingPeriod =>
  (BILLING_PERIODS as readonly string[]).includes(value);

export interface EmployerSubscriptionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why it opened; picks the title and text. @default 'no-subscription' */
  reason?: EmployerSubscriptionReason;
  /** The server's words when a call opened it (e.g. a used-up quota); shown when given. */
  message?: string;
  /** The chosen billing period (SPEC §4: "default month"). @default DEFAULT_BILLING_PERIOD */
  period?: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** Starts the checkout for the chosen period. */
  onSubscribe: (period: BillingPeriod) => void;
  /** A checkout is being created: the buttons are disabled and a spinner shows. @default false */
  pending?: boolean;
}

/**
 * The employer subscription modal (SPEC §2, §4): the reason's title and text, the server's
 * message, a month / year / lifetime choice from EMPLOYER_PLANS with the chosen plan's price,
 * badge and quota, and Subscribe.
 */
export function EmployerSubscriptionModal({
  open,
  onOpenChange,
  reason = 'no-subscription',
  message,
  period = DEFAULT_BILLING_PERIOD,
  onPeriodChange,
  onSubscribe,
  pending = false,
}: EmployerSubscriptionModalProps) {
  const id = useId();
  const texts = EMPLOYER_SUBSCRIPTION_TEXTS[reason];
  const plan = EMPLOYER_PLANS[period];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="employer-subscription-modal"
        data-reason={reason}
        className="sm:max-w-lg"
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {message ? (
          <p className="flex items-start gap-2 rounded-md border border-warning bg-muted p-3 text-sm text-foreground">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
        <div className="grid gap-2">
          <p id={`${id}-period`} className="text-sm font-medium">
            Billing period
          </p>
          <RadioGroup
            aria-labelledby={`${id}-period`}
            value={period}
            onValueChange={(value) => {
              if (isBillingPeriod(value)) onPeriodChange(value);
            }}
            disabled={pending}
            className="grid grid-cols-3 gap-2"
          >
            {BILLING_PERIODS.map((option) => (
              <Label
                key={option}
                htmlFor={`${id}-${option}`}
                className="flex cursor-pointer flex-col items-start gap-1.5 rounded-md border border-border p-3 leading-tight has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent has-[[data-state=checked]]:text-accent-foreground"
              >
                <span className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${option}`} value={option} />
                  <span className="font-medium">{EMPLOYER_PLAN_NAMES[option]}</span>
                </span>
                {EMPLOYER_PLANS[option].badge ? (
                  <span className="text-xs font-normal">{EMPLOYER_PLANS[option].badge}</span>
                ) : null}
              </Label>
            ))}
          </RadioGroup>
        </div>
        <PlanCard
          name={EMPLOYER_PLAN_NAMES[period]}
          priceCents={plan.priceCents}
          interval={plan.interval}
          badge={plan.badge}
          features={employerPlanFeatures(period)}
          className="shadow-none"
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Not now
            </Button>
          </DialogClose>
          <Button
            type="button"
            disabled={pending}
            aria-busy={pending}
            onClick={() => onSubscribe(period)}
          >
            {pending ? <Spinner /> : null}
            Subscribe
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
