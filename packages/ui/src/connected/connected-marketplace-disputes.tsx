import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useAdminOrder,
  useDisputes,
  useResolveDispute,
} from '@hireloop/hooks';
import { useState } from 'react';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { DisputeResolveForm } from '../marketplace/services-market/dispute-resolve-form';
import { formatMoment } from '../marketplace/services-market/format';
import { OrderCard } from '../marketplace/services-market/order-card';
import { OrderTimeline } from '../marketplace/services-market/order-timeline';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { Button } from '../primitives/button';
import { ListLoading } from './connected-marketplace-shared';

export interface ConnectedAdminDisputesProps {
  className?: string;
}

/**
 * /admin/marketplace (issue 18; admins): disputed orders, oldest first; open one to read the
 * reason, the timeline and the requirements, and resolve it (release to the seller or refund,
 * with a note both sides see).
 */
export function ConnectedAdminDisputes({ className }: ConnectedAdminDisputesProps) {
  const disputes = useDisputes();
  const [openId, setOpenId] = useState<number | null>(null);
  const order = useAdminOrder(openId);
  const resolve = useResolveDispute();
  const items = disputes.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const resolveErrors = fieldErrorsOf(resolve.error);
  return (
    <div className={className}>
      {disputes.isPending ? (
        <ListLoading label={TEXTS.disputes} />
      ) : disputes.isError ? (
        <ErrorState
          title={TEXTS.disputesFailed}
          message={serverMessage(disputes.error)}
          onRetry={() => void disputes.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={TEXTS.noDisputes} description={TEXTS.noDisputesDescription} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2">
              <OrderCard order={item} href={null} titleAs="h2" />
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                aria-expanded={openId === item.id}
                onClick={() => setOpenId(openId === item.id ? null : item.id)}
              >
                {TEXTS.review} {TEXTS.orderTitle(item.id)}
              </Button>
              {openId === item.id ? (
                <div id={`order-${item.id}`} className="flex flex-col gap-4 rounded-lg border p-4">
                  {order.isPending ? (
                    <ListLoading label={TEXTS.orderTitle(item.id)} />
                  ) : order.isError || !order.data ? (
                    <ErrorState
                      title={TEXTS.orderFailed}
                      message={serverMessage(order.error)}
                      onRetry={() => void order.refetch()}
                      titleAs="h3"
                    />
                  ) : (
                    <>
                      {order.data.dispute ? (
                        <div className="flex flex-col gap-1 text-sm">
                          <p className="text-muted-foreground">
                            {TEXTS.openedBy(TEXTS[order.data.dispute.openedBy])} ·{' '}
                            {formatMoment(order.data.dispute.openedAt)}
                          </p>
                          <p className="break-words whitespace-pre-wrap">
                            {order.data.dispute.reason}
                          </p>
                        </div>
                      ) : null}
                      <OrderTimeline events={order.data.events} titleAs="h3" />
                      {order.data.state === 'disputed' ? (
                        <DisputeResolveForm
                          submitting={resolve.isPending}
                          serverErrors={resolve.isError ? resolveErrors : undefined}
                          error={
                            resolve.isError && Object.keys(resolveErrors).length === 0
                              ? (serverMessage(resolve.error) ?? TEXTS.actionFailed)
                              : null
                          }
                          onResolve={(values) =>
                            resolve.mutate(
                              { id: item.id, ...values },
                              {
                                onSuccess: () => {
                                  toast({ title: TEXTS.resolved, description: item.service.title });
                                  setOpenId(null);
                                },
                              },
                            )
                          }
                        />
                      ) : null}
                    </>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {disputes.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4"
          disabled={disputes.isFetchingNextPage}
          onClick={() => void disputes.fetchNextPage()}
        >
          {TEXTS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
