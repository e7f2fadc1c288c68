import type { EventSummary } from '@hireloop/sdk/schemas';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { formatEventTime } from './format';
import { EVENT_TEXTS as TEXTS } from './texts';

export type EventCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  event: EventSummary;
  /** The event's page. @default `/events/{id}` */
  href?: string;
  /** A plain click on the title: the app's router navigates (modified clicks stay links). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The element of the title. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/** The badges of an event: its status (unless published), format, and the viewer's registration. */
export function EventBadges({ event }: { event: EventSummary }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {event.status !== 'published' ? (
        <Badge variant={event.status === 'cancelled' ? 'destructive' : 'outline'}>
          {TEXTS.statuses[event.status]}
        </Badge>
      ) : null}
      {event.online ? <Badge variant="secondary">{TEXTS.formats.online}</Badge> : null}
      {event.address ? <Badge variant="secondary">{TEXTS.formats.in_person}</Badge> : null}
      {event.myRegistration && event.myRegistration.state !== 'cancelled' ? (
        <Badge variant={event.myRegistration.state === 'offered' ? 'warning' : 'success'}>
          {TEXTS.states[event.myRegistration.state]}
        </Badge>
      ) : null}
    </div>
  );
}

/** Places left, full (with the waitlist), or unlimited. */
export function placesText(event: EventSummary): string {
  if (event.placesLeft === null) return TEXTS.attendees(event.attendeeCount);
  if (event.placesLeft === 0)
    return event.waitlistCount
      ? `${TEXTS.full} · ${TEXTS.waitlist(event.waitlistCount)}`
      : TEXTS.full;
  return `${TEXTS.attendees(event.attendeeCount)} · ${TEXTS.placesLeft(event.placesLeft)}`;
}

/**
 * One event in a list (issue 17): title (a link to its page), when in the event's time zone,
 * host, format, places and the viewer's registration. Never the online link.
 */
export function EventCard({
  event,
  href = `/events/${event.id}`,
  onNavigate,
  titleAs: Title = 'h3',
  className,
  ...props
}: EventCardProps) {
  return (
    <article
      data-slot="event-card"
      data-status={event.status}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <Title className="font-semibold break-words">
        <a
          href={href}
          className="hover:underline focus-visible:underline"
          onClick={(e) => {
            if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onNavigate(href, e);
          }}
        >
          {event.title}
        </a>
      </Title>
      <p className="text-sm">{formatEventTime(event.startsAt, event.endsAt, event.timezone)}</p>
      <p className="text-sm text-muted-foreground break-words">
        {TEXTS.hostedBy(event.host.name)}
        {event.address ? ` · ${event.address}` : null}
      </p>
      <p className="text-sm text-muted-foreground">{placesText(event)}</p>
      <EventBadges event={event} />
    </article>
  );
}
