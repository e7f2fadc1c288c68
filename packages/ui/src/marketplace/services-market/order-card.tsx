import { isOrderLate } from '@hireloop/sdk';
import type { OrderState, OrderSummary } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge, type BadgeProps } from '../../primitives/badge';
import { formatDate } from '../lists/format-date';
import { formatUsd, navigateClick } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

const STATE_VARIANTS: Record<OrderState, BadgeProps['variant']> = {
  pending_payment: 'outline',
  awaiting_requirements: 'warning',
  in_progress: 'secondary',
  delivered: 'default',
  revision_requested: 'warning',
  completed: 'success',
  cancelled: 'outline',
  disputed: 'destructive',
};

/** An order's state as a badge (issue 18). */
export function OrderStateBadge({
  state,
  ...props
}: { state: OrderState } & Omit<BadgeProps, 'variant' | 'children'>) {
  return (
    <Badge variant={STATE_VARIANTS[state]} data-state={state} {...props}>
      {TEXTS.states[state]}
    </Badge>
  );
}

export type OrderCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  order: OrderSummary;
  /** The order's page (null: the title is plain text). @default `/marketplace/orders/{id}` */
  href?: string | null;
  onNavigate?: (href: string) => void;
  /** The clock, for "Late". @default new Date() */
  now?: Date;
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * One order in a list (issue 18): the service (a link to the order), its state, the other side
 * (the seller for a buyer, the buyer for a seller), the tier and total, and the next deadline.
 */
export function OrderCard({
  order,
  href = `/marketplace/orders/${order.id}`,
  onNavigate,
  now = new Date(),
  titleAs: Title = 'h3',
  className,
  ...props
}: OrderCardProps) {
  const other =
    order.side === 'seller'
      ? TEXTS.orderedBy(order.buyer.name)
      : TEXTS.orderedFrom(order.seller.name);
  const late = isOrderLate(order, now);
  return (
    <article
      data-slot="order-card"
      data-state={order.state}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <Title className="min-w-0 font-semibold break-words">
          {href === null ? (
            order.service.title
          ) : (
            <a
              href={href}
              className="hover:underline focus-visible:underline"
              onClick={navigateClick(href, onNavigate)}
            >
              {order.service.title}
            </a>
          )}
        </Title>
        <OrderStateBadge state={order.state} />
      </div>
      <p className="text-sm text-muted-foreground break-words">
        {TEXTS.orderTitle(order.id)} · {other}
      </p>
      <p className="text-sm">
        <span className="font-medium break-words">{order.tier.name}</span> ·{' '}
        <span className="font-semibold">{formatUsd(order.total)}</span>
      </p>
      {order.state === 'awaiting_requirements' && order.requirementsDueAt ? (
        <p className="text-sm text-muted-foreground">
          {TEXTS.requirements}: {formatDate(order.requirementsDueAt)}
        </p>
      ) : null}
      {order.dueAt && (order.state === 'in_progress' || order.state === 'revision_requested') ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {TEXTS.deliveryDue(formatDate(order.dueAt))}
          {late ? <Badge variant="destructive">{TEXTS.late}</Badge> : null}
        </p>
      ) : null}
    </article>
  );
}
