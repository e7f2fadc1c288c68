import { describe, expect, it } from 'vitest';
import { formatDate, formatListStamp, formatTime } from './format-date';

// What Intl prints for the same two shapes: the formatters write them out without loading
// Intl's locale data (see format-date.ts), and must not print anything else.
const intlDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const intlTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

describe('list dates and times', () => {
  // Every month, both halves of the day, midnight and noon, single- and double-digit days.
  const stamps: string[] = [];
  for (let month = 0; month < 12; month++) {
    for (const [day, hour, minute] of [
      [1, 0, 0],
      [9, 9, 5],
      [15, 12, 0],
      [28, 12, 59],
      [28, 23, 59],
      [11, 13, 7],
    ] as const) {
      stamps.push(new Date(2025, month, day, hour, minute).toISOString());
    }
  }

  it('prints what Intl en-US prints, in the reader’s time zone', () => {
    for (const iso of stamps) {
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
      expect(formatTime(iso)).toBe(intlTime.format(new Date(iso)));
    }
  });

  it('shows the time for today and the date otherwise', () => {
    const now = new Date(2025, 2, 4, 18, 30);
    expect(formatListStamp(new Date(2025, 2, 4, 14, 5).toISOString(), now)).toBe('2:05 PM');
    expect(formatListStamp(new Date(2025, 2, 3, 14, 5).toISOString(), now)).toBe('Mar 3, 2025');
    expect(formatTime(new Date(2025, 2, 4, 0, 5).toISOString())).toBe('12:05 AM');
  });
});
