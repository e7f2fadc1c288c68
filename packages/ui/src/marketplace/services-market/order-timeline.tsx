import type { OrderEvent } from '@hireloop/sdk/schemas';
import { cn } from '../../lib/cn';
import { formatMoment } from './format';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface OrderTimelineProps {
  /** The order's events, oldest first. */
  events: readonly OrderEvent[];
  /** The heading's element. @default 'h2' */
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/**
 * An order's timeline (issue 18): what happened, who did it (buyer, seller, or Hireloop for the
 * payment, the scheduler and admins), when, and the message (a delivery, a revision request, a
 * dispute's reason) as plain text.
 */
export function OrderTimeline({ events, titleAs: Title = 'h2', className }: OrderTimelineProps) {
  return (
    <section aria-labelledby="order-timeline" className={cn('flex flex-col gap-3', className)}>
      <Title id="order-timeline" className="text-lg font-semibold">
        {TEXTS.timeline}
      </Title>
      <ol className="flex flex-col gap-3 border-l pl-4">
        {events.map((event) => (
          <li key={event.id} data-kind={event.kind} className="relative flex flex-col gap-1">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary"
            />
            <p className="text-sm">
              <span className="font-medium">{TEXTS.events[event.kind]}</span>
              <span className="text-muted-foreground">
                {' '}
                · {TEXTS.actors[event.actor]} · {formatMoment(event.createdAt)}
              </span>
            </p>
            {event.message ? (
              <p className="rounded-md bg-muted p-2 text-sm break-words whitespace-pre-wrap">
                {event.message}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
