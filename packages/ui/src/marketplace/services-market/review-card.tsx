import type { Review } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../lists/format-date';
import { RatingStars } from './rating-stars';
import { MARKET_TEXTS as TEXTS } from './texts';

export type ReviewCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  review: Review;
  /** Show which service the review is of (on a person's profile). @default false */
  showService?: boolean;
};

/** One review (issue 18): the stars, the author, when, and the text (plain text, never HTML). */
export function ReviewCard({ review, showService = false, className, ...props }: ReviewCardProps) {
  return (
    <article
      data-slot="review-card"
      className={cn('flex flex-col gap-1.5 rounded-lg border p-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={review.rating} />
        <span className="text-xs text-muted-foreground">{formatDate(review.createdAt)}</span>
      </div>
      <p className="text-sm font-medium break-words">
        {review.author.name}
        {showService ? (
          <span className="font-normal text-muted-foreground"> · {review.service.title}</span>
        ) : null}
      </p>
      <p className="text-sm break-words whitespace-pre-wrap">{review.body}</p>
    </article>
  );
}

export interface ReviewListProps {
  reviews: readonly Review[];
  showService?: boolean;
  className?: string;
}

/** Reviews, newest first as given; "No reviews yet." when there are none. */
export function ReviewList({ reviews, showService, className }: ReviewListProps) {
  if (reviews.length === 0)
    return <p className={cn('text-sm text-muted-foreground', className)}>{TEXTS.noReviews}</p>;
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} showService={showService} />
        </li>
      ))}
    </ul>
  );
}
