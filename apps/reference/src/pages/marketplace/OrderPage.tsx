import { useParams, useSearchParams } from '../../lib/router';
import { useOrder } from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import { buttonVariants, ConnectedOrderPage, EmptyState, MARKET_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { AppLink } from '../../lib/AppLink';
import { usePageTitle } from '../../lib/usePageTitle';
import { idOf } from './idOf';

function OrderNotFound() {
  usePageTitle('Order not found');
  return (
    <Page>
      <EmptyState
        title="Order not found"
        titleAs="h1"
        description="The link may be old, or the order is not yours."
        action={
          <AppLink href="/marketplace" className={buttonVariants({ variant: 'outline' })}>
            {MARKET_TEXTS.pageTitle}
          </AppLink>
        }
      />
    </Page>
  );
}

function OrderDetail({ id }: { id: number }) {
  const order = useOrder(id);
  const [params] = useSearchParams();
  usePageTitle(
    order.data
      ? `${MARKET_TEXTS.orderTitle(id)} · ${order.data.service.title}`
      : MARKET_TEXTS.orderTitle(id),
  );
  if (isHttpError(order.error) && order.error.status === 404) return <OrderNotFound />;
  const back = order.data?.side === 'seller' ? '/marketplace?tab=sales' : '/marketplace?tab=orders';
  return (
    <Page>
      <AppLink href={back} className="mb-4 inline-block text-sm text-primary hover:underline">
        ← {order.data?.side === 'seller' ? MARKET_TEXTS.sales : MARKET_TEXTS.myOrders}
      </AppLink>
      <ConnectedOrderPage
        id={id}
        checkoutResult={
          params.get('paid') === '1' ? 'paid' : params.has('canceled') ? 'canceled' : null
        }
      />
    </Page>
  );
}

/**
 * /marketplace/orders/:id (issue 18): one order for its buyer or seller — the timeline, the
 * requirements, deliveries, revisions within the tier's, completion, cancellation, a dispute, both
 * reviews and the order's conversation. Back from the checkout with `?paid=1` (or `?canceled`).
 * Someone else's order, or an unknown id, shows "Order not found".
 */
export default function OrderPage() {
  const id = idOf(useParams().id);
  if (id === null) return <OrderNotFound />;
  return <OrderDetail key={id} id={id} />;
}
