/**
 * The pacing constants of SPEC §9 ("Request pacing", "Timings"), in milliseconds.
 * Exported so the hooks, the server's tests and the docs never retype them.
 */
export const PACING = {
  /** "Base starts at 200 ms". */
  baseInterval: 200,
  /** "multiplied by 1.5 on each 429". */
  backoffFactor: 1.5,
  /** "… up to 3000 ms". */
  maxInterval: 3000,
  /** "reduced by 0.8 … after successes following 429s". */
  recoveryFactor: 0.8,
  /** "(minimum 300 ms, only once above 300 ms)". */
  recoveryFloor: 300,
  /** "Reads are spaced at least 250 ms." */
  readSpacing: 250,
  /** "Read timeout 30 s." */
  readTimeout: 30_000,
  /**
   * Our bound (SPEC leaves it open): a request answered 429 is retried at most 3 times, then
   * the 429 is thrown as an {@link HttpError} like any other failure.
   */
  maxRateLimitRetries: 3,
  /**
   * Our bound: a 429 whose wait is longer than 30 s (a locked-out login, a daily quota) is thrown
   * at once for the caller to show, and does not hold the queue.
   */
  maxRetryWait: 30_000,
} as const;

/** Share of the base interval each class waits: critical none, high half, low twice. */
export const PRIORITY_FACTORS = { critical: 0, high: 0.5, normal: 1, low: 2 } as const;
