/** Billing periods: monthly or yearly from the subscription's anchor, in calendar months. */
import type { BillingPeriod } from '@hireloop/sdk';

/** Adds `months` calendar months to `anchor` (UTC), clamping the day to the target month's end. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The billing period containing `now`: rolls monthly/yearly from the anchor (calendar months, the
 * anchor's day clamped to shorter months: Jan 31 → Feb 29 → Mar 31); lifetime = {start: anchor,
 * end: null}. Before the anchor, the first period is answered.
 */
export function currentPeriod(
  anchor: Date,
  period: BillingPeriod,
  now: Date,
): { start: Date; end: Date | null } {
  if (period === 'lifetime') return { start: anchor, end: null };
  const step = period === 'year' ? 12 : 1;
  // Periods are always counted from the anchor (not chained), so clamping never drifts.
  const monthsApart =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    anchor.getUTCMonth();
  let k = Math.max(Math.floor(monthsApart / step), 0);
  while (k > 0 && addMonths(anchor, k * step) > now) k--;
  while (addMonths(anchor, (k + 1) * step) <= now) k++;
  return { start: addMonths(anchor, k * step), end: addMonths(anchor, (k + 1) * step) };
}
