import { DEFAULT_BILLING_PERIOD, type BillingPeriod } from '@hireloop/sdk';
import { InfoIcon } from 'lucide-react';
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
import { Spinner } from '../../primitives/spinner';
import { EmployerPlanPicker } from './employer-plan-picker';
import {
  EMPLOYER_SUBSCRIPTION_TEXTS,
  type EmployerSubscriptionReason,
} from './subscription-reasons';

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
  const texts = EMPLOYER_SUBSCRIPTION_TEXTS[reason];
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
        <EmployerPlanPicker period={period} onPeriodChange={onPeriodChange} disabled={pending} />
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
