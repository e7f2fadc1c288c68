import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useCancelOrder,
  useCompleteOrder,
  useDeliverOrder,
  useDisputeOrder,
  useHireloop,
  useOrder,
  usePayOrder,
  useRequestRevision,
  useReviewOrder,
  useSubmitRequirements,
} from '@hireloop/hooks';
import { type OrderAction } from '@hireloop/sdk/schemas';
import { ErrorState } from '../marketplace/lists/error-state';
import { OrderActions } from '../marketplace/services-market/order-actions';
import { OrderDetails } from '../marketplace/services-market/order-details';
import { OrderReviews } from '../marketplace/services-market/order-reviews';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { ListLoading } from './connected-marketplace-shared';

export interface ConnectedOrderPageProps {
  id: number;
  /** Back from the checkout: `paid` shows that the payment went through, `canceled` that it did not. */
  checkoutResult?: 'paid' | 'canceled' | null;
  /** The order's conversation. @default `/messages?conversation={id}` */
  conversationHref?: (conversationId: number) => string;
  className?: string;
}

/**
 * /marketplace/orders/{id} (issue 18): the order, its timeline and what the viewer may do now —
 * pay, answer the requirements, deliver, request a revision, complete, cancel, dispute — and once
 * completed both reviews (write one's own, edit it for 7 days). Live events refresh it.
 */
export function ConnectedOrderPage({
  id,
  checkoutResult = null,
  conversationHref = (conversationId) => `/messages?conversation=${conversationId}`,
  className,
}: ConnectedOrderPageProps) {
  const { navigate } = useHireloop();
  const order = useOrder(id);
  const pay = usePayOrder();
  const requirements = useSubmitRequirements();
  const deliver = useDeliverOrder();
  const revision = useRequestRevision();
  const complete = useCompleteOrder();
  const cancel = useCancelOrder();
  const dispute = useDisputeOrder();
  const review = useReviewOrder();
  const mutations: [OrderAction, { isPending: boolean; error: unknown; isError: boolean }][] = [
    ['pay', pay],
    ['submit_requirements', requirements],
    ['deliver', deliver],
    ['request_revision', revision],
    ['complete', complete],
    ['cancel', cancel],
    ['dispute', dispute],
  ];
  if (order.isPending) return <ListLoading label={TEXTS.orderTitle(id)} />;
  if (order.isError || !order.data)
    return (
      <ErrorState
        title={TEXTS.orderFailed}
        message={serverMessage(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  const data = order.data;
  const pending = mutations.find(([, m]) => m.isPending)?.[0] ?? null;
  const failedOne = mutations.find(([, m]) => m.isError)?.[1];
  const fieldErrors = fieldErrorsOf(failedOne?.error);
  const reviewErrors = fieldErrorsOf(review.error);
  const done = (title: string) => () => toast({ title, description: data.service.title });
  const notice =
    checkoutResult === 'paid' && data.state === 'awaiting_requirements' ? (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {TEXTS.paymentReturned}
      </p>
    ) : checkoutResult === 'canceled' && data.state === 'pending_payment' ? (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {TEXTS.paymentCancelled}
      </p>
    ) : null;
  return (
    <OrderDetails
      className={className}
      order={data}
      notice={notice}
      onNavigate={(href) => navigate(href)}
      conversationHref={data.conversationId ? conversationHref(data.conversationId) : null}
      actions={
        <OrderActions
          order={data}
          pending={pending}
          fieldErrors={failedOne ? fieldErrors : undefined}
          error={
            failedOne && Object.keys(fieldErrors).length === 0
              ? (serverMessage(failedOne.error) ?? TEXTS.actionFailed)
              : null
          }
          onPay={() => pay.mutate(id)}
          onSubmitRequirements={(answers) =>
            requirements.mutate(
              { id, answers },
              { onSuccess: done(TEXTS.events.requirements_submitted) },
            )
          }
          onDeliver={(message) =>
            deliver.mutate({ id, message }, { onSuccess: done(TEXTS.events.delivered) })
          }
          onRequestRevision={(message) =>
            revision.mutate({ id, message }, { onSuccess: done(TEXTS.events.revision_requested) })
          }
          onComplete={() => complete.mutate(id, { onSuccess: done(TEXTS.events.completed) })}
          onCancel={() => cancel.mutate({ id }, { onSuccess: done(TEXTS.events.cancelled) })}
          onDispute={(reason) =>
            dispute.mutate({ id, reason }, { onSuccess: done(TEXTS.events.disputed) })
          }
        />
      }
      reviews={
        <OrderReviews
          order={data}
          submitting={review.isPending}
          serverErrors={review.isError ? reviewErrors : undefined}
          error={
            review.isError && Object.keys(reviewErrors).length === 0
              ? (serverMessage(review.error) ?? TEXTS.actionFailed)
              : null
          }
          onReview={(values) =>
            review.mutateAsync({ id, ...values }).then(done(TEXTS.reviewPosted))
          }
        />
      }
    />
  );
}
