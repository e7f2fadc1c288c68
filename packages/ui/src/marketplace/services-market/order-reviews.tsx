import type { OrderDetails, ReviewInput } from '@hireloop/sdk/schemas';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { formatMoment } from './format';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface OrderReviewsProps {
  order: Pick<
    OrderDetails,
    'side' | 'state' | 'reviews' | 'canReview' | 'canEditReview' | 'buyer' | 'deliveredBy'
  >;
  /** Posts the review; when it answers a promise, the edit form closes once it resolves. */
  onReview?: (values: ReviewInput) => void | Promise<unknown>;
  submitting?: boolean;
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

/**
 * The reviews of a completed order (issue 18): the viewer's own (write it once; edit it for 7
 * days) and the other side's. Nothing before completion.
 */
export function OrderReviews({
  order,
  onReview,
  submitting = false,
  serverErrors,
  error,
  className,
}: OrderReviewsProps) {
  const [editing, setEditing] = useState(false);
  if (order.state !== 'completed' || order.side === null) return null;
  const mine = order.reviews[order.side];
  const theirs = order.reviews[order.side === 'buyer' ? 'seller' : 'buyer'];
  const otherName = order.side === 'buyer' ? order.deliveredBy.name : order.buyer.name;
  return (
    <section aria-labelledby="order-reviews" className={cn('flex flex-col gap-4', className)}>
      <h2 id="order-reviews" className="text-lg font-semibold">
        {TEXTS.reviews}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{TEXTS.yourReview}</h3>
        {mine && !editing ? (
          <>
            <ReviewCard review={mine} />
            {order.canEditReview ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  {TEXTS.editReview}
                </Button>
                <span className="text-xs text-muted-foreground">
                  {TEXTS.editableUntil(formatMoment(mine.editableUntil))}
                </span>
              </div>
            ) : null}
          </>
        ) : order.canReview || (mine && order.canEditReview) ? (
          <ReviewForm
            review={mine}
            submitting={submitting}
            serverErrors={serverErrors}
            error={error}
            onCancel={mine ? () => setEditing(false) : undefined}
            onSubmit={(values) => {
              void Promise.resolve(onReview?.(values)).then(
                () => setEditing(false),
                () => undefined,
              );
            }}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{TEXTS.theirReview(otherName)}</h3>
        {theirs ? (
          <ReviewCard review={theirs} />
        ) : (
          <p className="text-sm text-muted-foreground">{TEXTS.noReviews}</p>
        )}
      </div>
    </section>
  );
}
