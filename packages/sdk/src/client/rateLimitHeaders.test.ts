import { describe, expect, it } from 'vitest';
import { parseRateLimitHeaders, parseRetryAfter } from './rateLimitHeaders';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('rate-limit headers', () => {
  it('reads the IETF structured fields', () => {
    const h = new Headers({
      ratelimit: '"default";r=7;t=3',
      'ratelimit-policy': '"default";q=10;w=1',
    });
    expect(parseRateLimitHeaders(h, NOW)).toEqual({
      remaining: 7,
      resetMs: 3000,
      policyIntervalMs: 100,
    });
  });

  it('reads the older RateLimit-Remaining / RateLimit-Reset pair', () => {
    const h = new Headers({ 'ratelimit-remaining': '2', 'ratelimit-reset': '1.5' });
    expect(parseRateLimitHeaders(h, NOW)).toEqual({ remaining: 2, resetMs: 1500 });
  });

  it('reads X-RateLimit-Reset as seconds, or as an epoch time when large', () => {
    expect(
      parseRateLimitHeaders(
        new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '4' }),
        NOW,
      ),
    ).toEqual({ remaining: 0, resetMs: 4000 });
    const epoch = String(NOW / 1000 + 6);
    expect(
      parseRateLimitHeaders(
        new Headers({ 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': epoch }),
        NOW,
      ),
    ).toEqual({ remaining: 3, resetMs: 6000 });
  });

  it('is undefined when the response says nothing', () => {
    expect(
      parseRateLimitHeaders(new Headers({ 'content-type': 'application/json' }), NOW),
    ).toBeUndefined();
    expect(
      parseRateLimitHeaders(new Headers({ 'x-ratelimit-remaining': 'lots' }), NOW),
    ).toBeUndefined();
  });
});

describe('Retry-After', () => {
  it('reads delta seconds', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter('0.5', NOW)).toBe(500);
  });

  it('reads an HTTP date', () => {
    expect(parseRetryAfter(new Date(NOW + 5000).toUTCString(), NOW)).toBe(5000);
  });

  it('is undefined when absent or unreadable', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
  });
});
