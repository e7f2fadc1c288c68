import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_COUNTDOWN,
  isCountdownFinished,
  parseStoredCountdown,
  shouldPersistCountdown,
  STORAGE_KEYS,
  tickCountdown,
  toStoredCountdown,
  type Countdown,
  type HireloopStorage,
} from '@hireloop/sdk';
import { TIMINGS } from '@hireloop/sdk/constants';
import { useHireloop } from '../core/HireloopProvider';

export interface CountdownValue extends Countdown {
  /** True once it reached zero (it stops there). */
  isFinished: boolean;
}

const storedOrDefault = (storage: HireloopStorage): Countdown =>
  parseStoredCountdown(storage.local.getJSON(STORAGE_KEYS.waitlistCountdown)) ?? {
    ...DEFAULT_COUNTDOWN,
  };

/**
 * The waitlist modal's countdown (SPEC §4): starts from the stored one (`waitlistCountdown`) or
 * 41 days, 23 h, 59 min (SPEC §9), ticks each second, saves days, hours and minutes whenever the
 * seconds reach zero, and stops at zero.
 */
export function useCountdown(): CountdownValue {
  const { storage } = useHireloop();
  const [countdown, setCountdown] = useState(() => storedOrDefault(storage));
  // The interval reads the latest value here, so it is set up once rather than every second.
  const latest = useRef(countdown);

  useEffect(() => {
    if (isCountdownFinished(latest.current)) return;
    const timer = setInterval(() => {
      const next = tickCountdown(latest.current);
      latest.current = next;
      setCountdown(next);
      if (shouldPersistCountdown(next)) {
        storage.local.setJSON(STORAGE_KEYS.waitlistCountdown, toStoredCountdown(next));
      }
      if (isCountdownFinished(next)) clearInterval(timer);
    }, TIMINGS.countdownTick);
    return () => clearInterval(timer);
  }, [storage]);

  return { ...countdown, isFinished: isCountdownFinished(countdown) };
}
