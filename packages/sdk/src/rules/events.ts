/**
 * Events (issue 17): the pure rules the server, the hooks and the ui share — check-in codes,
 * places left, who sees the online link, and the calendar file (RFC 5545).
 */
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  ONLINE_LINK_STATES,
  type RegistrationState,
} from '../vocabulary';

/** A typed check-in code as stored: upper case, without spaces or dashes. */
export function normalizeCheckInCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether `code` (normalized) is a check-in code: 6 characters of the look-alike-free alphabet. */
export function isCheckInCode(code: string): boolean {
  const normalized = normalizeCheckInCode(code);
  return (
    normalized.length === CHECK_IN_CODE_LENGTH &&
    [...normalized].every((c) => CHECK_IN_CODE_ALPHABET.includes(c))
  );
}

/** A check-in code from `random` (numbers in [0, 1); the server passes a crypto source). */
export function makeCheckInCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < CHECK_IN_CODE_LENGTH; i += 1) {
    code += CHECK_IN_CODE_ALPHABET[Math.floor(random() * CHECK_IN_CODE_ALPHABET.length)];
  }
  return code;
}

/** Places left: null when the capacity is unlimited, never below 0. */
export function placesLeft(capacity: number | null, held: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - held);
}

/** Whether a registration in `state` sees the online link (hosts always do). */
export function seesOnlineLink(state: RegistrationState | null): boolean {
  return state !== null && (ONLINE_LINK_STATES as readonly string[]).includes(state);
}

/** RFC 5545 §3.3.11: a TEXT value with `\`, `;`, `,` and line breaks escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line folded to at most 75 octets (UTF-8) per line, continuation lines
 * starting with one space, never splitting a character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An instant as an RFC 5545 UTC DATE-TIME (`20261126T154000Z`). */
export function icsDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** What the calendar file of an event holds. */
export interface IcsEvent {
  id: number;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  /** The online link, only when the reader may see it. */
  onlineUrl: string | null;
  address: string | null;
  status: 'draft' | 'published' | 'cancelled';
  /** The event's page (its `URL`). */
  pageUrl: string;
  /** The host's name (the organizer's common name). */
  hostName: string;
}

/**
 * The `.ics` file of one event (RFC 5545): one VEVENT with a stable UID, UTC times, the summary,
 * the description (with the online link when given), the location (the address, else the online
 * link), the status, CRLF line ends and folded lines.
 */
export function eventToIcs(event: IcsEvent, stamp: Date, domain = 'hireloop'): string {
  const description = [event.description, event.onlineUrl ?? ''].filter(Boolean).join('\n\n');
  const location = event.address ?? event.onlineUrl;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${domain}//events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${domain}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `ORGANIZER;CN="${event.hostName.replace(/["\r\n]/g, '')}":mailto:events@${domain}.invalid`,
    `URL:${event.pageUrl}`,
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : event.status === 'draft' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
