import {
  serverMessage,
  useAccount,
  useBuyService,
  useHireloop,
  useMarketplaceReviews,
  useService,
  useSetServiceStatus,
} from '@hireloop/hooks';
import { useState } from 'react';
import { ErrorState } from '../marketplace/lists/error-state';
import { ReviewList } from '../marketplace/services-market/review-card';
import { ServiceDetails } from '../marketplace/services-market/service-details';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { TierPicker } from '../marketplace/services-market/tier-picker';
import { Button } from '../primitives/button';
import { failed, useSkillOptions, ListLoading } from './connected-marketplace-shared';
import { ConnectedServiceEditor } from './connected-marketplace-editor';

export interface ConnectedServicePageProps {
  id: number;
  /** The seller's page, e.g. `/talent/{id}` or `/collective/{slug}`. */
  sellerHref?: (seller: {
    kind: 'talent' | 'collective';
    id: number;
    slug: string | null;
  }) => string;
  className?: string;
}

/**
 * /marketplace/services/{id} (issue 18): the service; employers choose a tier and add-ons and go to
 * the checkout; its sellers edit, publish and pause it; the buyers' reviews.
 */
export function ConnectedServicePage({ id, sellerHref, className }: ConnectedServicePageProps) {
  const { navigate } = useHireloop();
  const { accountType } = useAccount();
  const service = useService(id);
  const skills = useSkillOptions();
  const reviews = useMarketplaceReviews({ serviceId: id });
  const buy = useBuyService();
  const status = useSetServiceStatus();
  const [editing, setEditing] = useState(false);
  if (service.isPending) return <ListLoading label={TEXTS.pageTitle} />;
  if (service.isError || !service.data)
    return (
      <ErrorState
        title={TEXTS.serviceFailed}
        message={serverMessage(service.error)}
        onRetry={() => void service.refetch()}
      />
    );
  const data = service.data;
  if (editing)
    return (
      <section aria-labelledby="service-edit" className={className}>
        <h1 id="service-edit" className="mb-4 text-2xl font-semibold">
          {TEXTS.formEditTitle}
        </h1>
        <ConnectedServiceEditor
          id={id}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </section>
    );
  const reviewItems = reviews.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const notice = data.canManage
    ? TEXTS.ownServiceNotice
    : data.status !== 'published'
      ? TEXTS.pausedNotice
      : !data.canBuy
        ? accountType === 'employer'
          ? TEXTS.cannotBuy
          : TEXTS.notBuyerNotice
        : undefined;
  return (
    <ServiceDetails
      className={className}
      service={data}
      skillNames={skills.names}
      sellerHref={sellerHref?.(data.seller)}
      onNavigate={(href) => navigate(href)}
      busy={status.isPending}
      onEdit={data.canManage ? () => setEditing(true) : undefined}
      onPublish={() => status.mutate({ id, status: 'published' }, { onError: failed })}
      onPause={() => status.mutate({ id, status: 'paused' }, { onError: failed })}
      purchase={
        <TierPicker
          tiers={data.tiers}
          addOns={data.addOns}
          submitting={buy.isPending || buy.isSuccess}
          notice={notice}
          error={buy.isError ? (serverMessage(buy.error) ?? TEXTS.actionFailed) : null}
          onBuy={({ tierIndex, addOnIndexes }) =>
            buy.mutate({ serviceId: id, tierIndex, addOnIndexes })
          }
        />
      }
      reviews={
        reviews.isPending ? (
          <ListLoading label={TEXTS.reviews} />
        ) : reviews.isError ? (
          <ErrorState
            title={TEXTS.reviewsFailed}
            message={serverMessage(reviews.error)}
            onRetry={() => void reviews.refetch()}
            titleAs="h3"
          />
        ) : (
          <>
            <ReviewList reviews={reviewItems} />
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
          </>
        )
      }
    />
  );
}
