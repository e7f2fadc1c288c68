/** An event's times in its own time zone (issue 17), e.g. "Tue, Dec 1, 2026, 6:00 PM – 8:00 PM CET". */
export function formatEventTime(startsAt: string, endsAt: string, timeZone: string): string {
  const zone = safeZone(timeZone);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  });
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone: zone })
    .formatToParts(new Date(startsAt))
    .find((p) => p.type === 'timeZoneName')?.value;
  const sameDay = day.format(new Date(startsAt)) === day.format(new Date(endsAt));
  const start = `${day.format(new Date(startsAt))}, ${time.format(new Date(startsAt))}`;
  const end = sameDay
    ? time.format(new Date(endsAt))
    : `${day.format(new Date(endsAt))}, ${time.format(new Date(endsAt))}`;
  return `${start} – ${end}${zoneName ? ` ${zoneName}` : ''}`;
}

/** A moment in the reader's own zone, e.g. for an offer's expiry. */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** An ISO instant as a `datetime-local` value in the reader's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the reader's zone) as an ISO instant; '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
