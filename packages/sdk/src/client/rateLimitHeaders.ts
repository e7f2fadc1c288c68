/** What a response says about the server's rate limit, in milliseconds from now. */
export interface RateLimitHint {
  /** Requests left before the limit is reached. */
  remaining?: number;
  /** Time until the quota is restored, ms. */
  resetMs?: number;
  /** The sustainable spacing `window / quota`, ms, when the policy is stated. */
  policyIntervalMs?: number;
}

type HeaderGetter = { get(name: string): string | null };

const num = (v: string | null | undefined): number | undefined => {
  if (v == null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Reads `key=value` parameters of the first item of a structured-field list (`"a";r=5;t=2`). */
const params = (v: string | null): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!v) return out;
  for (const part of (v.split(',')[0] ?? '').split(';')) {
    const [k, val] = part.split('=');
    if (k && val !== undefined) out[k.trim()] = val.trim();
  }
  return out;
};

/**
 * Reads rate-limit headers, newest convention first:
 * - IETF draft (08+): `RateLimit: "p";r=<remaining>;t=<seconds>` and `RateLimit-Policy: "p";q=<quota>;w=<seconds>`;
 * - IETF draft (≤07): `RateLimit-Remaining`, `RateLimit-Reset` (seconds), `RateLimit-Limit`;
 * - common: `X-RateLimit-Remaining`, `X-RateLimit-Reset` (seconds, or an epoch time in
 *   seconds when larger than 10⁹, as GitHub sends).
 * Returns `undefined` when the response carries none of them.
 */
export function parseRateLimitHeaders(
  headers: HeaderGetter,
  now: number,
): RateLimitHint | undefined {
  const hint: RateLimitHint = {};
  const rl = params(headers.get('ratelimit'));
  const policy = params(headers.get('ratelimit-policy'));
  const q = num(policy.q);
  const w = num(policy.w);
  if (q && w !== undefined && q > 0) hint.policyIntervalMs = (w * 1000) / q;

  const remaining =
    num(rl.r) ??
    num(headers.get('ratelimit-remaining')) ??
    num(headers.get('x-ratelimit-remaining'));
  let reset = num(rl.t) ?? num(headers.get('ratelimit-reset'));
  if (reset === undefined) {
    const x = num(headers.get('x-ratelimit-reset'));
    if (x !== undefined) reset = x > 1e9 ? Math.max(0, x - now / 1000) : x;
  }
  if (remaining !== undefined) hint.remaining = Math.max(0, remaining);
  if (reset !== undefined) hint.resetMs = Math.max(0, reset * 1000);
  return Object.keys(hint).length ? hint : undefined;
}

/** `Retry-After` in ms: delta seconds or an HTTP date; `undefined` when absent or invalid. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const seconds = num(value);
  if (seconds !== undefined) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
