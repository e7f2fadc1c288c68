/**
 * Real time, captured before any test fakes the timers: the sdk's pacer and the polling helpers
 * below keep running on it while a test drives SPEC's timings with fake timers.
 */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
export const realNow: () => number = Date.now.bind(Date);

/** An abortable real-time wait (the sdk's `Sleep` shape). */
export const realSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = realSetTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      realClearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Waits in real time until `check` stops throwing (or returns true), up to `timeoutMs`. Works
 * while fake timers are on, unlike testing-library's `waitFor`.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 10 } = {},
): Promise<T> {
  const deadline = realNow() + timeoutMs;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result;
      if (realNow() > deadline) throw new Error('eventually: the check stayed false');
    } catch (error) {
      if (realNow() > deadline) throw error;
    }
    await realSleep(intervalMs);
  }
}
