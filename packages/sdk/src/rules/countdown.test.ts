import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTDOWN,
  countdownTotalSeconds,
  isCountdownFinished,
  parseStoredCountdown,
  shouldPersistCountdown,
  tickCountdown,
  toStoredCountdown,
  type Countdown,
} from './countdown';

describe('the default countdown', () => {
  it('is 41 days, 23 hours, 59 minutes and 0 seconds', () => {
    expect(DEFAULT_COUNTDOWN).toEqual({ days: 41, hours: 23, minutes: 59, seconds: 0 });
  });
});

describe('a countdown tick', () => {
  it('takes one second off', () => {
    expect(tickCountdown({ days: 1, hours: 2, minutes: 3, seconds: 4 })).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 3,
    });
  });

  it('rolls 0 seconds over into 59 seconds of the previous minute', () => {
    expect(tickCountdown({ days: 0, hours: 0, minutes: 5, seconds: 0 })).toEqual({
      days: 0,
      hours: 0,
      minutes: 4,
      seconds: 59,
    });
  });

  it('rolls 0 minutes over into 59 minutes of the previous hour', () => {
    expect(tickCountdown({ days: 0, hours: 3, minutes: 0, seconds: 0 })).toEqual({
      days: 0,
      hours: 2,
      minutes: 59,
      seconds: 59,
    });
  });

  it('rolls 0 hours over into 23 hours of the previous day', () => {
    expect(tickCountdown({ days: 2, hours: 0, minutes: 0, seconds: 0 })).toEqual({
      days: 1,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('from the default, ticks to 41 days 23:58:59', () => {
    expect(tickCountdown(DEFAULT_COUNTDOWN)).toEqual({
      days: 41,
      hours: 23,
      minutes: 58,
      seconds: 59,
    });
  });

  it('reaches zero from one second', () => {
    expect(tickCountdown({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('stops at zero: zero stays zero', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(tickCountdown(zero)).toEqual(zero);
    expect(tickCountdown(tickCountdown(zero))).toEqual(zero);
  });

  it('ticking N times from a total of T seconds leaves max(T − N, 0) (property)', () => {
    const countdown = fc.record({
      days: fc.integer({ min: 0, max: 60 }),
      hours: fc.integer({ min: 0, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
      seconds: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(countdown, fc.integer({ min: 0, max: 400 }), (start: Countdown, ticks) => {
        let current = start;
        for (let i = 0; i < ticks; i++) current = tickCountdown(current);
        expect(countdownTotalSeconds(current)).toBe(
          Math.max(countdownTotalSeconds(start) - ticks, 0),
        );
        expect(current.hours).toBeLessThan(24);
        expect(current.minutes).toBeLessThan(60);
        expect(current.seconds).toBeLessThan(60);
      }),
    );
  });
});

describe('the countdown total', () => {
  it('counts days, hours, minutes and seconds in seconds', () => {
    expect(countdownTotalSeconds({ days: 1, hours: 1, minutes: 1, seconds: 1 })).toBe(90061);
    expect(countdownTotalSeconds(DEFAULT_COUNTDOWN)).toBe(3_628_740);
  });
});

describe('saving the countdown', () => {
  it('happens when seconds reach zero', () => {
    expect(shouldPersistCountdown({ days: 3, hours: 2, minutes: 1, seconds: 0 })).toBe(true);
  });

  it('does not happen on other seconds', () => {
    expect(shouldPersistCountdown({ days: 3, hours: 2, minutes: 1, seconds: 1 })).toBe(false);
    expect(shouldPersistCountdown({ days: 3, hours: 2, minutes: 1, seconds: 59 })).toBe(false);
  });

  it('stores days, hours and minutes only', () => {
    expect(toStoredCountdown({ days: 3, hours: 2, minutes: 1, seconds: 0 })).toEqual({
      days: 3,
      hours: 2,
      minutes: 1,
    });
  });

  it('reads a stored countdown back at 0 seconds', () => {
    expect(parseStoredCountdown({ days: 3, hours: 2, minutes: 1 })).toEqual({
      days: 3,
      hours: 2,
      minutes: 1,
      seconds: 0,
    });
  });

  it('rejects a malformed stored countdown', () => {
    expect(parseStoredCountdown(null)).toBeUndefined();
    expect(parseStoredCountdown('41')).toBeUndefined();
    expect(parseStoredCountdown({ days: 3, hours: 2 })).toBeUndefined();
    expect(parseStoredCountdown({ days: -1, hours: 2, minutes: 1 })).toBeUndefined();
    expect(parseStoredCountdown({ days: '3', hours: 2, minutes: 1 })).toBeUndefined();
    expect(parseStoredCountdown({ days: 1.5, hours: 2, minutes: 1 })).toBeUndefined();
  });
});

describe('a finished countdown', () => {
  it('is one at zero', () => {
    expect(isCountdownFinished({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe(true);
  });

  it('is not one with a second left', () => {
    expect(isCountdownFinished({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe(false);
    expect(isCountdownFinished(DEFAULT_COUNTDOWN)).toBe(false);
  });
});
