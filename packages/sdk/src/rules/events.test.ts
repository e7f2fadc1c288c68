import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  eventToIcs,
  foldIcsLine,
  icsDateTime,
  isCheckInCode,
  makeCheckInCode,
  normalizeCheckInCode,
  placesLeft,
  seesOnlineLink,
} from './events';

describe('check-in codes', () => {
  it('are 6 characters without look-alikes, typed in any case with spaces or dashes', () => {
    expect(isCheckInCode('abc-234')).toBe(true);
    expect(normalizeCheckInCode(' abc 234 ')).toBe('ABC234');
    expect(isCheckInCode('ABC10O')).toBe(false);
    expect(isCheckInCode('ABCDE')).toBe(false);
    expect(isCheckInCode('ABCDEFG')).toBe(false);
  });

  it('are made from the alphabet', () => {
    let n = 0;
    const code = makeCheckInCode(() => (n++ % 10) / 10);
    expect(code).toHaveLength(6);
    expect(isCheckInCode(code)).toBe(true);
    expect(makeCheckInCode(() => 0.9999)).toBe('999999');
  });
});

describe('places and the online link', () => {
  it('counts places left, unlimited as null', () => {
    expect(placesLeft(null, 40)).toBeNull();
    expect(placesLeft(5, 3)).toBe(2);
    expect(placesLeft(5, 7)).toBe(0);
  });

  it('shows the link to confirmed and attended registrations only', () => {
    expect(seesOnlineLink('confirmed')).toBe(true);
    expect(seesOnlineLink('attended')).toBe(true);
    for (const state of ['pending', 'waitlisted', 'offered', 'cancelled'] as const) {
      expect(seesOnlineLink(state)).toBe(false);
    }
    expect(seesOnlineLink(null)).toBe(false);
  });
});

describe('the calendar file (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes one VEVENT with UTC times, CRLF ends and the link only when given', () => {
    const event = {
      id: 7,
      title: 'Rust, WASM; and you',
      description: 'Line one\nLine two',
      startsAt: '2026-12-01T17:00:00.000Z',
      endsAt: '2026-12-01T18:30:00.000Z',
      onlineUrl: null,
      address: '1 Main St, Springfield',
      status: 'published' as const,
      pageUrl: 'https://hireloop.test/events/7',
      hostName: 'Northwind "Labs"',
    };
    const ics = eventToIcs(event, new Date('2026-11-26T10:00:00Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:event-7@hireloop',
        'DTSTAMP:20261126T100000Z',
        'DTSTART:20261201T170000Z',
        'DTEND:20261201T183000Z',
        'SUMMARY:Rust\\, WASM\\; and you',
        'DESCRIPTION:Line one\\nLine two',
        'LOCATION:1 Main St\\, Springfield',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(ics).toContain('ORGANIZER;CN="Northwind Labs"');
    expect(ics).not.toContain('https://meet');
    const online = eventToIcs(
      { ...event, address: null, onlineUrl: 'https://meet.example/x', status: 'cancelled' },
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(online).toContain('LOCATION:https://meet.example/x');
    expect(online).toContain('STATUS:CANCELLED');
    expect(icsDateTime('2026-01-02T03:04:05.678Z')).toBe('20260102T030405Z');
  });
});
