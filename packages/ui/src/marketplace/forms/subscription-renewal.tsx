import type { BillingPeriod, SubscriptionStatus } from '@hireloop/sdk';
import { useId, type ComponentProps } from 'react';
import { SUBSCRIPTION_RENEWAL_LABELS as LABELS } from '../../labels';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { formatDate } from '../lists/format-date';

export type SubscriptionRenewalProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The subscription's status (GET /api/stripe/subscription). */
  status: SubscriptionStatus;
  /** month, year or lifetime; `null` when unknown. */
  billingPeriod: BillingPeriod | null;
  /** End of the current period (ISO); for an ended plan, when it ended. */
  currentPeriodEnd: string | null;
  /** The plan ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** past_due: when the failed renewal is tried again (ISO). */
  nextPaymentAttemptAt: string | null;
  /** "Cancel at period end". */
  onCancel: () => void;
  /** "Keep my plan": undoes a cancel at period end. */
  onResume: () => void;
  /** A change is on its way: the button is busy. */
  pending?: boolean;
};

/** What the section says and offers for a state. */
function describe({
  status,
  billingPeriod,
  currentPeriodEnd,
  cancelAtPeriodEnd,
  nextPaymentAttemptAt,
}: Pick<
  SubscriptionRenewalProps,
  'status' | 'billingPeriod' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'nextPaymentAttemptAt'
>): {
  title: string;
  note: string;
  date: string | null;
  tone: 'success' | 'warning' | 'secondary';
  action: 'cancel' | 'resume' | null;
} {
  if (status === 'lifetime' || billingPeriod === 'lifetime') {
    return {
      title: LABELS.lifetime,
      note: LABELS.lifetimeNote,
      date: null,
      tone: 'success',
      action: null,
    };
  }
  const end = currentPeriodEnd;
  if (status === 'past_due') {
    return {
      title: LABELS.pastDue,
      note: LABELS.pastDueNote(nextPaymentAttemptAt ? formatDate(nextPaymentAttemptAt) : null),
      date: nextPaymentAttemptAt,
      tone: 'warning',
      action: null,
    };
  }
  if ((status === 'active' || status === 'trialing') && end) {
    return cancelAtPeriodEnd
      ? {
          title: LABELS.cancelsOn(formatDate(end)),
          note: LABELS.cancelsNote,
          date: end,
          tone: 'warning',
          action: 'resume',
        }
      : {
          title: LABELS.renewsOn(formatDate(end)),
          note: LABELS.renewsNote,
          date: end,
          tone: 'success',
          action: 'cancel',
        };
  }
  return {
    title: end ? LABELS.endedOn(formatDate(end)) : LABELS.endedNote,
    note: LABELS.endedNote,
    date: end,
    tone: 'secondary',
    action: null,
  };
}

/**
 * A subscription's renewal (issue 14): "Renews on …" with "Cancel at period end"; once canceled,
 * "Cancels on …" with "Keep my plan" to undo it before that date; a failed renewal's "Payment
 * failed" with the next attempt; an ended plan's date; lifetime never renews. The date is a
 * `<time>`; the state is announced politely when it changes.
 */
export function SubscriptionRenewal({
  status,
  billingPeriod,
  currentPeriodEnd,
  cancelAtPeriodEnd,
  nextPaymentAttemptAt,
  onCancel,
  onResume,
  pending = false,
  className,
  ...props
}: SubscriptionRenewalProps) {
  const id = useId();
  const state = describe({
    status,
    billingPeriod,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    nextPaymentAttemptAt,
  });
  return (
    <section
      data-slot="subscription-renewal"
      aria-labelledby={`${id}-heading`}
      className={cn('grid gap-3 rounded-lg border border-border p-4', className)}
      {...props}
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {LABELS.heading}
      </h3>
      <div role="status" aria-live="polite" className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant={state.tone}>
            {state.date ? <time dateTime={state.date}>{state.title}</time> : state.title}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">{state.note}</p>
      </div>
      {state.action ? (
        <div>
          <Button
            type="button"
            variant={state.action === 'cancel' ? 'outline' : 'default'}
            size="sm"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={state.action === 'cancel' ? onCancel : onResume}
          >
            {pending ? <Spinner size="sm" aria-hidden="true" /> : null}
            {state.action === 'cancel' ? LABELS.cancel : LABELS.resume}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
