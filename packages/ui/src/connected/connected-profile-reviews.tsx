import { serverMessage, useMarketplaceReviews } from '@hireloop/hooks';
import { ErrorState } from '../marketplace/lists/error-state';
import { RatingStars } from '../marketplace/services-market/rating-stars';
import { ReviewList } from '../marketplace/services-market/review-card';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { Button } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';

export interface ConnectedProfileReviewsProps {
  userId: number;
  /** The person's rating summary (the profile's `serviceRating`), shown above the reviews. */
  rating?: { average: number | null; count: number } | null;
  /** The heading's element. @default 'h2' */
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/**
 * A person's marketplace reviews on their profile (issue 18): the average of their ratings and
 * what the other sides wrote (buyers of their deliveries; sellers of them as a buyer), newest first.
 */
export function ConnectedProfileReviews({
  userId,
  rating,
  titleAs: Title = 'h2',
  className,
}: ConnectedProfileReviewsProps) {
  const reviews = useMarketplaceReviews({ userId });
  const items = reviews.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  return (
    <section aria-labelledby={`profile-reviews-${userId}`} className={className}>
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <Title id={`profile-reviews-${userId}`} className="text-lg font-semibold">
          {TEXTS.profileReviews}
        </Title>
        {rating ? <RatingStars rating={rating.average} count={rating.count} /> : null}
      </div>
      {reviews.isPending ? (
        <Skeleton role="status" aria-label={TEXTS.profileReviews} className="h-24 w-full" />
      ) : reviews.isError ? (
        <ErrorState
          title={TEXTS.reviewsFailed}
          message={serverMessage(reviews.error)}
          onRetry={() => void reviews.refetch()}
          titleAs="h3"
        />
      ) : (
        <div className="flex flex-col gap-3">
          <ReviewList reviews={items} showService />
          {reviews.hasNextPage ? (
            <Button
              variant="outline"
              className="self-start"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {TEXTS.loadMore}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
