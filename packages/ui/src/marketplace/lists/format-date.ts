/**
 * Dates and times as the lists show them, in the reader's time zone and US English (the language
 * of every SPEC text): "Mar 4, 2025" and "2:05 PM".
 */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "Mar 4, 2025" for an ISO timestamp. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "2:05 PM" for an ISO timestamp. */
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

/** The time alone when `iso` is today, else the date: how a list shows its latest activity. */
export function formatListStamp(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? formatTime(iso) : formatDate(iso);
}
