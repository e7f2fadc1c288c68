import { formatPrice } from '@hireloop/sdk';
import type { RateType } from '@hireloop/sdk';

/**
 * What one rate is paid per, for display ("/ hour"). `fixed` has none: it is one price for the
 * whole request (SPEC §4 `TEXTS.fixedPrice`).
 */
const RATE_UNITS: Record<Exclude<RateType, 'fixed'>, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  annual: 'year',
  per_unit: 'unit',
};

/** The rates of a job request or a bid, in US dollars (SPEC §3 minRate, maxRate, rateType). */
export interface RateInput {
  minRate: number | null | undefined;
  maxRate: number | null | undefined;
  rateType: RateType;
}

/**
 * A dollar amount as `formatPrice` shows a plan price (whole dollars without decimals): rates are
 * in dollars, `formatPrice` takes cents, so the amount is rounded to the cent first.
 */
export const formatDollars = (dollars: number): string => formatPrice(Math.round(dollars * 100));

/**
 * A rate for display (designed; SPEC does not show how rates read):
 * - fixed: one price, "$500 fixed price" (the single price lives in minRate, SPEC §4; maxRate is
 *   read when minRate is missing);
 * - a range: "$50–$90 / hour"; equal ends: "$50 / hour";
 * - one end only: "From $50 / hour" or "Up to $90 / hour";
 * - no rate at all: "Rate not set".
 */
export function formatRate({ minRate, maxRate, rateType }: RateInput): string {
  const min = minRate ?? undefined;
  const max = maxRate ?? undefined;
  if (rateType === 'fixed') {
    const price = min ?? max;
    return price === undefined ? 'Rate not set' : `${formatDollars(price)} fixed price`;
  }
  const unit = ` / ${RATE_UNITS[rateType]}`;
  if (min !== undefined && max !== undefined) {
    return min === max
      ? `${formatDollars(min)}${unit}`
      : `${formatDollars(min)}–${formatDollars(max)}${unit}`;
  }
  if (min !== undefined) return `From ${formatDollars(min)}${unit}`;
  if (max !== undefined) return `Up to ${formatDollars(max)}${unit}`;
  return 'Rate not set';
}
