import { isOrderLate, revisionsLeft } from '@hireloop/sdk';
import type { OrderDetails as OrderDetailsData } from '@hireloop/sdk/schemas';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { formatMoment, formatUsd, navigateClick } from './format';
import { OrderStateBadge } from './order-card';
import { OrderTimeline } from './order-timeline';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface OrderDetailsProps {
  order: OrderDetailsData;
  /** The service's page. @default `/marketplace/services/{serviceId}` */
  serviceHref?: string;
  /** The order's conversation (e.g. `/messages?conversation={id}`); no link without it. */
  conversationHref?: string | null;
  onNavigate?: (href: string) => void;
  /** The actions open to the viewer (`OrderActions`). */
  actions?: ReactNode;
  /** The reviews (`OrderReviews`). */
  reviews?: ReactNode;
  /** A notice above everything (e.g. back from the checkout). */
  notice?: ReactNode;
  /** The clock, for "Late". @default new Date() */
  now?: Date;
  className?: string;
}

/**
 * One order (issue 18): the service, its state and payment, who sells, delivers and buys, the tier
 * and add-ons as bought, the total, the deadlines (requirements, delivery, automatic completion),
 * the revisions left, a dispute's reason and decision, the requirement answers, the timeline, the
 * conversation link; `actions` and `reviews` slot in. Everything people typed is plain text.
 */
export function OrderDetails({
  order,
  serviceHref = `/marketplace/services/${order.service.id}`,
  conversationHref,
  onNavigate,
  actions,
  reviews,
  notice,
  now = new Date(),
  className,
}: OrderDetailsProps) {
  const late = isOrderLate(order, now);
  return (
    <article data-slot="order-details" className={cn('flex flex-col gap-6', className)}>
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">{TEXTS.orderTitle(order.id)}</p>
        <h1 className="text-2xl font-semibold break-words">
          <a
            href={serviceHref}
            className="hover:underline focus-visible:underline"
            onClick={navigateClick(serviceHref, onNavigate)}
          >
            {order.service.title}
          </a>
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStateBadge state={order.state} data-testid="order-state" />
          <Badge variant="outline">{TEXTS.paymentStatuses[order.paymentStatus]}</Badge>
          {late ? <Badge variant="destructive">{TEXTS.late}</Badge> : null}
        </div>
        {conversationHref ? (
          <a
            href={conversationHref}
            className="self-start text-sm text-primary hover:underline"
            onClick={navigateClick(conversationHref, onNavigate)}
          >
            {TEXTS.conversation}
          </a>
        ) : null}
      </header>
      {notice}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{TEXTS.seller}</dt>
        <dd className="break-words">
          {order.seller.name}
          {order.seller.kind === 'collective' ? ` · ${order.deliveredBy.name}` : ''}
        </dd>
        <dt className="text-muted-foreground">{TEXTS.buyer}</dt>
        <dd className="break-words">{order.buyer.name}</dd>
        <dt className="text-muted-foreground">{TEXTS.tiers}</dt>
        <dd className="break-words">
          {order.tier.name} · {formatUsd(order.tier.price)} ·{' '}
          {TEXTS.revisions(order.revisionsAllowed)}
        </dd>
        {order.addOns.length ? (
          <>
            <dt className="text-muted-foreground">{TEXTS.addOnsChosen}</dt>
            <dd>
              <ul>
                {order.addOns.map((a) => (
                  <li key={a.name} className="break-words">
                    {a.name} · +{formatUsd(a.price)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{TEXTS.total}</dt>
        <dd className="font-semibold">{formatUsd(order.total)}</dd>
        <dt className="text-muted-foreground">{TEXTS.delivery}</dt>
        <dd>
          {order.dueAt
            ? TEXTS.deliveryDue(formatMoment(order.dueAt))
            : TEXTS.days(order.deliveryDays)}
        </dd>
        {order.revisionsAllowed > 0 ? (
          <>
            <dt className="text-muted-foreground">{TEXTS.revisionsLabel}</dt>
            <dd data-testid="revisions-left">
              {TEXTS.revisionsLeft(revisionsLeft(order), order.revisionsAllowed)}
            </dd>
          </>
        ) : null}
      </dl>
      {order.dispute ? (
        <section
          aria-labelledby="order-dispute"
          className="flex flex-col gap-2 rounded-lg border border-destructive p-4"
        >
          <h2 id="order-dispute" className="font-semibold">
            {TEXTS.events.disputed}
          </h2>
          <p className="text-sm text-muted-foreground">
            {TEXTS.openedBy(TEXTS[order.dispute.openedBy])} · {formatMoment(order.dispute.openedAt)}
          </p>
          <p className="text-sm break-words whitespace-pre-wrap">{order.dispute.reason}</p>
          {order.dispute.resolution ? (
            <p className="text-sm">
              <span className="font-medium">
                {order.dispute.resolution === 'complete'
                  ? TEXTS.resolveComplete
                  : TEXTS.resolveRefund}
              </span>
              {order.dispute.note ? (
                <span className="break-words whitespace-pre-wrap"> · {order.dispute.note}</span>
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{TEXTS.disputeNotice}</p>
          )}
        </section>
      ) : null}
      {actions}
      {order.answers ? (
        <section aria-labelledby="order-requirements" className="flex flex-col gap-3">
          <h2 id="order-requirements" className="text-lg font-semibold">
            {TEXTS.requirements}
          </h2>
          {order.questions.length ? (
            <dl className="flex flex-col gap-3 text-sm">
              {order.questions.map((q, i) => (
                <div key={i} className="flex flex-col gap-1">
                  <dt className="font-medium break-words whitespace-pre-wrap">{q.text}</dt>
                  <dd className="break-words whitespace-pre-wrap text-muted-foreground">
                    {order.answers?.[i] || '—'}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{TEXTS.events.requirements_submitted}</p>
          )}
        </section>
      ) : order.state === 'awaiting_requirements' && order.side === 'seller' ? (
        <p className="text-sm text-muted-foreground">{TEXTS.requirementsWaiting}</p>
      ) : null}
      <OrderTimeline events={order.events} />
      {reviews}
    </article>
  );
}
