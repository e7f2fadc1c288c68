/**
 * Dates and times as the lists show them, in the reader's time zone and US English (the language
 * of every SPEC text): "Mar 4, 2025" and "2:05 PM" — what `Intl.DateTimeFormat('en-US')` prints
 * for these two shapes, written out with the Date's local getters. The first `DateTimeFormat` a
 * page creates loads the locale's pattern data: ~30 ms of main thread on a desktop, four times
 * that on a mid-range phone, in the same task as the first list's render (the home and /messages
 * both show dates). Two fixed English shapes do not need it.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 4, 2025" for an ISO timestamp. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "2:05 PM" for an ISO timestamp. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The time alone when `iso` is today, else the date: how a list shows its latest activity. */
export function formatListStamp(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? formatTime(iso) : formatDate(iso);
}
