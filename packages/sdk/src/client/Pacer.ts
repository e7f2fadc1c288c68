import { PACING, PRIORITY_FACTORS } from './pacing';
import { parseRateLimitHeaders, parseRetryAfter, type RateLimitHint } from './rateLimitHeaders';
import type { Sleep } from './sleep';
import type { Priority } from './types';

interface Waiter {
  priority: Priority;
  read: boolean;
  resolve: () => void;
  reject: (reason: unknown) => void;
  detach: () => void;
}

const RANK: Record<Priority, number> = { critical: 0, high: 1, normal: 2, low: 3 };

/** A snapshot of the pacer, for diagnostics and the benchmark. */
export interface PacingState {
  /** The SPEC base interval now in force (grows on 429, recovers on success). */
  baseInterval: number;
  /** The spacing the server's rate-limit headers asked for, when it sent any. */
  hintedInterval: number | undefined;
  /** Requests waiting for their slot. */
  queued: number;
}

/**
 * The request pacer (SPEC §9). One queue ordered by priority class, FIFO within a class.
 * A request leaves the queue when the spacing of its class since the previous dispatch has
 * passed, reads also 250 ms after the previous read, and never before a server-imposed wait
 * (Retry-After, or a rate-limit quota used up). Critical requests never wait.
 *
 * Beyond SPEC: when responses carry rate-limit headers, the spacing those headers imply
 * replaces SPEC's guesses (the 200 ms base and the 250 ms read floor), so the client runs at
 * the server's stated limit without meeting a 429 first. A 429 without headers drops the hint,
 * and SPEC's base, growth and recovery apply again.
 */
export class Pacer {
  #base: number;
  #hint: number | undefined;
  #blockedUntil = 0;
  #lastDispatch = Number.NEGATIVE_INFINITY;
  #lastRead = Number.NEGATIVE_INFINITY;
  #queue: Waiter[] = [];
  #wake: AbortController | undefined;
  #pumping = false;
  readonly #now: () => number;
  readonly #sleep: Sleep;

  constructor(options: { now: () => number; sleep: Sleep; baseInterval?: number }) {
    this.#now = options.now;
    this.#sleep = options.sleep;
    this.#base = options.baseInterval ?? PACING.baseInterval;
  }

  state(): PacingState {
    return { baseInterval: this.#base, hintedInterval: this.#hint, queued: this.#queue.length };
  }

  /** The spacing a request of `priority` keeps from the previous dispatch, ms. */
  interval(priority: Priority): number {
    return (this.#hint ?? this.#base) * PRIORITY_FACTORS[priority];
  }

  /**
   * Resolves when a request may be sent. `retry` puts it ahead of its class (a request that
   * was answered 429 keeps its place). Rejects with the signal's reason when aborted.
   */
  acquire(priority: Priority, read: boolean, signal?: AbortSignal, retry = false): Promise<void> {
    if (priority === 'critical') return Promise.resolve();
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.#queue = this.#queue.filter((w) => w !== waiter);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        priority,
        read,
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const rank = RANK[priority];
      let at = this.#queue.findIndex((w) =>
        retry ? RANK[w.priority] >= rank : RANK[w.priority] > rank,
      );
      if (at < 0) at = this.#queue.length;
      this.#queue.splice(at, 0, waiter);
      this.#wake?.abort();
      void this.#pump();
    });
  }

  /**
   * Records a response: reads rate-limit headers, and on 429 raises the spacing (×1.5, at most
   * 3000 ms) and blocks the queue for `Retry-After`, or for the current spacing when none is sent.
   * Returns how long to wait before retrying a 429, otherwise `undefined` (also for a wait over
   * `PACING.maxRetryWait`, which is not sat out).
   */
  settle(status: number, headers: { get(name: string): string | null }): number | undefined {
    const now = this.#now();
    const hint = parseRateLimitHeaders(headers, now);
    this.#applyHint(hint, now);
    if (status === 429) {
      this.#base = Math.min(this.#base * PACING.backoffFactor, PACING.maxInterval);
      if (!hint) this.#hint = undefined;
      const wait = parseRetryAfter(headers.get('retry-after'), now) ?? this.#base;
      if (wait > PACING.maxRetryWait) return undefined;
      this.#block(now + wait);
      return wait;
    }
    if (status < 400 && this.#base > PACING.recoveryFloor) {
      this.#base = Math.max(PACING.recoveryFloor, this.#base * PACING.recoveryFactor);
    }
    return undefined;
  }

  #applyHint(hint: RateLimitHint | undefined, now: number): void {
    if (!hint) return;
    const { remaining, resetMs, policyIntervalMs } = hint;
    if (remaining !== undefined && resetMs !== undefined) {
      // Spread what is left evenly over the time until the quota is restored.
      this.#hint = resetMs / (remaining + 1);
      if (remaining === 0) this.#block(now + resetMs);
    } else if (policyIntervalMs !== undefined) {
      this.#hint = policyIntervalMs;
    }
  }

  #block(until: number): void {
    if (until > this.#blockedUntil) this.#blockedUntil = until;
  }

  #readyAt(waiter: Waiter): number {
    const at = Math.max(this.#lastDispatch + this.interval(waiter.priority), this.#blockedUntil);
    // The 250 ms read floor guards a server whose limit is unknown; a stated limit replaces it.
    return waiter.read && this.#hint === undefined
      ? Math.max(at, this.#lastRead + PACING.readSpacing)
      : at;
  }

  async #pump(): Promise<void> {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      for (let next = this.#queue[0]; next; next = this.#queue[0]) {
        const wait = this.#readyAt(next) - this.#now();
        if (wait > 0) {
          // Woken early when a request joins: it may be of a class that is ready sooner.
          const wake = new AbortController();
          this.#wake = wake;
          await this.#sleep(wait, wake.signal).catch(() => undefined);
          this.#wake = undefined;
          continue;
        }
        this.#queue.shift();
        next.detach();
        const now = this.#now();
        this.#lastDispatch = now;
        if (next.read) this.#lastRead = now;
        next.resolve();
      }
    } finally {
      this.#pumping = false;
    }
  }
}
