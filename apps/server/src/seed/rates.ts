/**
 * The rate a seeded bid quotes: inside its job request's range and in the request's unit, so an
 * annual job reads "$92,000 / year" and an hourly task "$78 / hour" (the bid shows with its
 * request's rate type).
 */
import type { RateType } from '@hireloop/sdk/schemas';

/** What a request of each rate type typically pays, when it names no range. */
const TYPICAL: Record<RateType, readonly [number, number]> = {
  hourly: [60, 95],
  daily: [450, 750],
  weekly: [2_200, 3_600],
  monthly: [8_000, 13_000],
  annual: [85_000, 140_000],
  fixed: [800, 2_500],
  per_unit: [15, 40],
};

/** Quotes are rounded as people quote them: to the dollar by the hour, to the thousand a year. */
const STEP: Record<RateType, number> = {
  hourly: 1,
  daily: 10,
  weekly: 50,
  monthly: 100,
  annual: 1_000,
  fixed: 50,
  per_unit: 1,
};

export interface RequestRate {
  minRate: number | null;
  maxRate: number | null;
  rateType: RateType;
}

/** The rate `share` of the way (0 to 1) from the bottom of the request's range to its top. */
export function rateWithin(request: RequestRate, share: number): number {
  const [typicalMin, typicalMax] = TYPICAL[request.rateType];
  const min = request.minRate ?? Math.min(typicalMin, request.maxRate ?? typicalMin);
  const max = request.maxRate ?? Math.max(typicalMax, min);
  const step = STEP[request.rateType];
  const rate = Math.round((min + (max - min) * Math.min(1, Math.max(0, share))) / step) * step;
  // Rounding may not leave the range (a range narrower than the step keeps its bottom).
  return Math.min(Math.max(rate, min), max);
}
