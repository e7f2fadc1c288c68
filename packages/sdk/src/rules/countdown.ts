/** The waitlist countdown's state (SPEC §3 stores days, hours and minutes; seconds tick live). */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is saved locally under `waitlistCountdown` (SPEC §3: "days, hours, minutes"). */
export type StoredCountdown = Omit<Countdown, 'seconds'>;

/** SPEC §9: "Default countdown 41 days, 23 h, 59 min" (and 0 s). */
export const DEFAULT_COUNTDOWN = { days: 41, hours: 23, minutes: 59, seconds: 0 } as const;

/** The countdown as a number of seconds. */
export const countdownTotalSeconds = ({ days, hours, minutes, seconds }: Countdown): number =>
  ((days * 24 + hours) * 60 + minutes) * 60 + seconds;

/**
 * The countdown one second later. SPEC §4: "a countdown ticks each second, rolling seconds,
 * minutes, hours, days, stopping at zero": 0 s borrows a minute (59 s), 0 min borrows an hour,
 * 0 h borrows a day; all zeros stay all zeros.
 *
 * Choice: the result is computed from the total number of seconds, so out-of-range input
 * (e.g. 90 seconds) comes back normalised and negative totals come back as zero.
 */
export function tickCountdown(countdown: Countdown): Countdown {
  let left = Math.max(countdownTotalSeconds(countdown) - 1, 0);
  const seconds = left % 60;
  left = (left - seconds) / 60;
  const minutes = left % 60;
  left = (left - minutes) / 60;
  const hours = left % 24;
  return { days: (left - hours) / 24, hours, minutes, seconds };
}

/**
 * Whether to save the countdown now. SPEC §4: "it saves days, hours and minutes to local storage
 * when seconds reach zero" — i.e. once a minute, on the tick that lands on 0 s.
 */
export const shouldPersistCountdown = (countdown: Countdown): boolean => countdown.seconds === 0;

/** The part of the countdown that is saved (SPEC §4: "days, hours and minutes"). */
export const toStoredCountdown = ({ days, hours, minutes }: Countdown): StoredCountdown => ({
  days,
  hours,
  minutes,
});

/** True once the countdown has reached zero (SPEC §4: "stopping at zero"). */
export const isCountdownFinished = (countdown: Countdown): boolean =>
  countdownTotalSeconds(countdown) <= 0;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Reads a saved countdown (`waitlistCountdown`, already JSON-parsed) back into a {@link Countdown}
 * at 0 seconds. Anything that is not `{ days, hours, minutes }` of non-negative integers gives
 * `undefined`, so the caller falls back to {@link DEFAULT_COUNTDOWN}.
 */
export function parseStoredCountdown(raw: unknown): Countdown | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { days, hours, minutes } = raw as Record<string, unknown>;
  if (!isCount(days) || !isCount(hours) || !isCount(minutes)) return undefined;
  return { days, hours, minutes, seconds: 0 };
}
