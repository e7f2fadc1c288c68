import type { EventDetails as EventDetailsData } from '@hireloop/sdk/schemas';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { EventBadges, placesText } from './event-card';
import { formatEventTime, formatMoment } from './format';
import { EVENT_TEXTS as TEXTS } from './texts';

export interface EventDetailsProps {
  event: EventDetailsData;
  /** The calendar file's address (GET /api/events/{id}/calendar.ics). */
  calendarHref: string;
  onRegister?: () => void;
  onUnregister?: () => void;
  onClaim?: () => void;
  /** A registration action is under way. */
  busy?: boolean;
  /** The clock, for "ended". @default new Date() */
  now?: Date;
  /** The host tools, shown under the details to hosts. */
  hostTools?: ReactNode;
  className?: string;
}

/** The viewer's registration: its state and what they can do. */
function RegistrationPanel({
  event,
  onRegister,
  onUnregister,
  onClaim,
  busy,
  ended,
}: Pick<EventDetailsProps, 'event' | 'onRegister' | 'onUnregister' | 'onClaim' | 'busy'> & {
  ended: boolean;
}) {
  const mine = event.myRegistration;
  if (event.status === 'cancelled') return <p role="status">{TEXTS.cancelledNotice}</p>;
  if (ended) return <p>{TEXTS.endedNotice}</p>;
  if (event.status === 'draft') return <p>{TEXTS.draftNotice}</p>;
  if (!mine || mine.state === 'cancelled') {
    const label =
      event.joinMode === 'approval'
        ? TEXTS.requestToJoin
        : event.placesLeft === 0
          ? TEXTS.joinWaitlist
          : TEXTS.register;
    return (
      <div className="flex flex-col gap-2">
        {mine ? <p className="text-sm text-muted-foreground">{TEXTS.states.cancelled}</p> : null}
        <Button onClick={onRegister} disabled={busy} className="self-start">
          {label}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium" data-testid="registration-state">
        {TEXTS.states[mine.state]}
      </p>
      {mine.state === 'waitlisted' && mine.position !== null ? (
        <p className="text-sm text-muted-foreground">{TEXTS.waitlistPosition(mine.position)}</p>
      ) : null}
      {mine.state === 'offered' && mine.offerExpiresAt ? (
        <p className="text-sm">{TEXTS.offerExpires(formatMoment(mine.offerExpiresAt))}</p>
      ) : null}
      {mine.checkInCode && mine.state === 'confirmed' ? (
        <p className="text-sm">
          {TEXTS.checkInCode}:{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono tracking-widest">
            {mine.checkInCode}
          </code>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {mine.state === 'offered' ? (
          <Button onClick={onClaim} disabled={busy}>
            {TEXTS.claimOffer}
          </Button>
        ) : null}
        {mine.state !== 'attended' ? (
          <Button variant="outline" onClick={onUnregister} disabled={busy}>
            {TEXTS.cancelRegistration}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One event's page body (issue 17): title, badges, when (in the event's time zone), where, host,
 * places; the viewer's registration and its actions; the online link (only when the server sent
 * it: hosts and confirmed attendees); add to calendar; the description as plain text.
 */
export function EventDetails({
  event,
  calendarHref,
  onRegister,
  onUnregister,
  onClaim,
  busy = false,
  now = new Date(),
  hostTools,
  className,
}: EventDetailsProps) {
  const ended = Date.parse(event.endsAt) < now.getTime();
  return (
    <article data-slot="event-details" className={cn('flex flex-col gap-6', className)}>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{event.title}</h1>
        <EventBadges event={event} />
        <p>{formatEventTime(event.startsAt, event.endsAt, event.timezone)}</p>
        <p className="text-sm text-muted-foreground break-words">
          {TEXTS.hostedBy(event.host.name)}
        </p>
        <p className="text-sm text-muted-foreground">{placesText(event)}</p>
      </header>
      <section aria-label={TEXTS.register} className="rounded-lg border p-4">
        <RegistrationPanel
          event={event}
          onRegister={onRegister}
          onUnregister={onUnregister}
          onClaim={onClaim}
          busy={busy}
          ended={ended}
        />
      </section>
      <section className="flex flex-col gap-2">
        {event.address ? (
          <p className="break-words whitespace-pre-line">
            <span className="font-medium">{TEXTS.address}: </span>
            {event.address}
          </p>
        ) : null}
        {event.onlineUrl ? (
          <p>
            <a
              href={event.onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline-offset-4 hover:underline break-all"
            >
              {TEXTS.joinOnline}: {event.onlineUrl}
            </a>
          </p>
        ) : event.online ? (
          <p className="text-sm text-muted-foreground">{TEXTS.onlineLinkHidden}</p>
        ) : null}
        <p>
          <a
            href={calendarHref}
            download={`event-${event.id}.ics`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {TEXTS.addToCalendar}
          </a>
        </p>
      </section>
      {event.description ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{TEXTS.description}</h2>
          <p className="break-words whitespace-pre-line">{event.description}</p>
        </section>
      ) : null}
      {hostTools}
    </article>
  );
}
