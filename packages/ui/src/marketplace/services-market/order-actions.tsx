import { revisionsLeft } from '@hireloop/sdk';
import {
  orderDisputeSchema,
  orderMessageSchema,
  type OrderAction,
  type OrderDetails,
} from '@hireloop/sdk/schemas';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../overlays/alert-dialog';
import { Button, buttonVariants } from '../../primitives/button';
import { formatMoment } from './format';
import { OrderMessageForm } from './order-message-form';
import { RequirementsForm } from './requirements-form';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface OrderActionsProps {
  order: OrderDetails;
  onPay?: () => void;
  onSubmitRequirements?: (answers: string[]) => void;
  onDeliver?: (message: string) => void;
  onRequestRevision?: (message: string) => void;
  onComplete?: () => void;
  onCancel?: () => void;
  onDispute?: (reason: string) => void;
  /** The action under way (its buttons are disabled). */
  pending?: OrderAction | null;
  /** The last failed action's field errors from the server (`answers.N`, `message`, `reason`). */
  fieldErrors?: Record<string, string[]>;
  /** The last failed action's message when it has no field errors. */
  error?: ReactNode;
  className?: string;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/**
 * What the viewer may do to an order now (issue 18), from the server's `actions` (the sdk's
 * `allowedOrderActions`): pay; answer the requirements; deliver; request a revision (with how many
 * are left) or complete; cancel or open a dispute after a confirmation or a reason. Nothing shows
 * when no action is open to the viewer.
 */
export function OrderActions({
  order,
  onPay,
  onSubmitRequirements,
  onDeliver,
  onRequestRevision,
  onComplete,
  onCancel,
  onDispute,
  pending = null,
  fieldErrors,
  error,
  className,
}: OrderActionsProps) {
  // A panel stays open for the state it was opened in (a new delivery closes a revision form).
  const [opened, setOpened] = useState<{ panel: 'revision' | 'dispute'; state: string } | null>(
    null,
  );
  const open = opened?.state === order.state ? opened.panel : null;
  const toggle = (panel: 'revision' | 'dispute') =>
    setOpened(open === panel ? null : { panel, state: order.state });
  const can = (action: OrderAction) => order.actions.includes(action);
  const busy = pending !== null;
  if (order.actions.length === 0) return null;
  const left = revisionsLeft(order);
  return (
    <section
      aria-labelledby="order-actions"
      className={cn('flex flex-col gap-4 rounded-lg border p-4', className)}
    >
      <h2 id="order-actions" className="text-lg font-semibold">
        {TEXTS.nextSteps}
      </h2>
      {can('pay') ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{TEXTS.paymentPending}</p>
          <Button className="self-start" disabled={busy} onClick={onPay}>
            {TEXTS.actions.pay}
          </Button>
        </div>
      ) : null}
      {can('submit_requirements') ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{TEXTS.requirements}</h3>
          {order.requirementsDueAt ? (
            <p className="text-sm text-muted-foreground">
              {TEXTS.requirementsDue(formatMoment(order.requirementsDueAt))}
            </p>
          ) : null}
          <RequirementsForm
            questions={order.questions}
            submitting={pending === 'submit_requirements'}
            serverErrors={pending === null ? fieldErrors : undefined}
            onSubmit={(answers) => onSubmitRequirements?.(answers)}
          />
        </div>
      ) : null}
      {can('deliver') ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{TEXTS.actions.deliver}</h3>
          <OrderMessageForm
            label={TEXTS.deliveryMessage}
            submitLabel={TEXTS.deliver}
            submitting={pending === 'deliver'}
            fieldError={fieldErrors?.message?.[0]}
            check={(message) => firstIssue(orderMessageSchema.safeParse({ message }))}
            onSubmit={(message) => onDeliver?.(message)}
          />
        </div>
      ) : null}
      {order.state === 'delivered' && order.side === 'buyer' ? (
        <p className="text-sm text-muted-foreground">
          {TEXTS.revisionsLeft(left, order.revisionsAllowed)}
          {order.autoCompleteAt
            ? ` ${TEXTS.autoCompletes(formatMoment(order.autoCompleteAt))}`
            : ''}
        </p>
      ) : null}
      {can('complete') || can('request_revision') || can('dispute') || can('cancel') ? (
        <div className="flex flex-wrap gap-2">
          {can('complete') ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button disabled={busy}>{TEXTS.actions.complete}</Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{TEXTS.actions.complete}</AlertDialogTitle>
                  <AlertDialogDescription>{TEXTS.completeConfirm}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{TEXTS.cancel}</AlertDialogCancel>
                  <AlertDialogAction onClick={onComplete}>
                    {TEXTS.actions.complete}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
          {can('request_revision') ? (
            <Button
              variant="outline"
              aria-expanded={open === 'revision'}
              disabled={busy}
              onClick={() => toggle('revision')}
            >
              {TEXTS.actions.request_revision}
            </Button>
          ) : null}
          {can('dispute') ? (
            <Button
              variant="outline"
              aria-expanded={open === 'dispute'}
              disabled={busy}
              onClick={() => toggle('dispute')}
            >
              {TEXTS.actions.dispute}
            </Button>
          ) : null}
          {can('cancel') ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="destructive" disabled={busy}>
                  {TEXTS.actions.cancel}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{TEXTS.actions.cancel}</AlertDialogTitle>
                  <AlertDialogDescription>{TEXTS.cancelConfirm}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{TEXTS.keepOrder}</AlertDialogCancel>
                  <AlertDialogAction
                    className={buttonVariants({ variant: 'destructive' })}
                    onClick={onCancel}
                  >
                    {TEXTS.actions.cancel}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
      ) : null}
      {open === 'revision' && can('request_revision') ? (
        <OrderMessageForm
          label={TEXTS.revisionReason}
          submitLabel={TEXTS.requestRevision}
          submitting={pending === 'request_revision'}
          fieldError={fieldErrors?.message?.[0]}
          hint={TEXTS.revisionsLeft(left, order.revisionsAllowed)}
          check={(message) => firstIssue(orderMessageSchema.safeParse({ message }))}
          onCancel={() => setOpened(null)}
          onSubmit={(message) => onRequestRevision?.(message)}
        />
      ) : null}
      {open === 'dispute' && can('dispute') ? (
        <OrderMessageForm
          label={TEXTS.disputeReason}
          submitLabel={TEXTS.openDispute}
          variant="destructive"
          submitting={pending === 'dispute'}
          fieldError={fieldErrors?.reason?.[0]}
          hint={TEXTS.disputeNotice}
          check={(reason) => firstIssue(orderDisputeSchema.safeParse({ reason }))}
          onCancel={() => setOpened(null)}
          onSubmit={(reason) => onDispute?.(reason)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
