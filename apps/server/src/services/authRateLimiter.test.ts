import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db';
import { HttpProblem } from '../errors';
import { createAuthRateLimiter, formatWait } from './authRateLimiter';

/** A limiter of 3 per 60 s on a clock the test moves by hand. */
function setup(max = 3, windowSeconds = 60) {
  let time = Date.parse('2025-01-01T00:00:00Z');
  const limiter = createAuthRateLimiter({
    db: {} as Db,
    config: { ...loadConfig({}), authRateLimit: { max, windowSeconds } },
    now: () => new Date(time),
    listen: async () => async () => undefined,
    log: {} as FastifyBaseLogger,
  });
  return {
    limiter,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** The 429 an attempt throws, or undefined when it was allowed. */
function refusal(run: () => unknown): HttpProblem | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
}

const ada = { ip: '203.0.113.1', account: 'ada@example.com' };

describe('sign-in attempts', () => {
  it('allows max failures per account, then refuses with 429 and Retry-After', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) {
      limiter.attempt('login', { ip: `203.0.113.${10 + i}`, account: ada.account });
      advance(10_000);
    }
    const error = refusal(() =>
      limiter.attempt('login', { ip: '203.0.113.99', account: ada.account }),
    );
    expect(error?.statusCode).toBe(429);
    // The first failure was 30 s ago: it leaves the 60 s window in 30 s.
    expect(error?.headers).toEqual({ 'retry-after': '30' });
    expect(error?.message).toBe(
      'Too many failed sign-in attempts. Please try again in 30 seconds.',
    );
  });

  it('allows max failures per IP across accounts', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++)
      limiter.attempt('login', { ip: ada.ip, account: `u${i}@example.com` });
    expect(
      refusal(() => limiter.attempt('login', { ip: ada.ip, account: 'u9@example.com' }))
        ?.statusCode,
    ).toBe(429);
    expect(
      refusal(() => limiter.attempt('login', { ip: '203.0.113.2', account: 'u9@example.com' })),
    ).toBeUndefined();
  });

  it('a success clears the account failures and is not counted against the IP', () => {
    const { limiter } = setup();
    limiter.attempt('login', ada);
    limiter.attempt('login', ada);
    limiter.attempt('login', ada).succeeded();
    // The account starts over; the IP holds its 2 failures, so 1 more failure is allowed.
    limiter.attempt('login', ada);
    expect(refusal(() => limiter.attempt('login', ada))?.statusCode).toBe(429);
  });

  it('many successful sign-ins from one address are never limited', () => {
    const { limiter } = setup();
    for (let i = 0; i < 20; i++) {
      expect(
        refusal(() => limiter.attempt('login', { ip: ada.ip, account: `p${i}@x.io` }).succeeded()),
      ).toBeUndefined();
    }
  });

  it('the window slides: the oldest failure leaving it makes room for one more', () => {
    const { limiter, advance } = setup();
    limiter.attempt('login', ada);
    advance(20_000);
    limiter.attempt('login', ada);
    limiter.attempt('login', ada);
    advance(39_999);
    expect(refusal(() => limiter.attempt('login', ada))?.headers).toEqual({ 'retry-after': '1' });
    advance(1);
    expect(refusal(() => limiter.attempt('login', ada))).toBeUndefined();
    expect(refusal(() => limiter.attempt('login', ada))?.headers).toEqual({ 'retry-after': '20' });
  });

  it('a refused attempt is not counted, so the wait does not grow', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) limiter.attempt('login', ada);
    for (let i = 0; i < 10; i++) refusal(() => limiter.attempt('login', ada));
    advance(60_000);
    expect(refusal(() => limiter.attempt('login', ada))).toBeUndefined();
  });
});

describe('forgot-password requests', () => {
  it('count every request, and are limited apart from sign-ins', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) limiter.attempt('forgot-password', ada).succeeded();
    const error = refusal(() => limiter.attempt('forgot-password', ada));
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toBe('Too many password reset requests. Please try again in 1 minute.');
    expect(refusal(() => limiter.attempt('login', ada))).toBeUndefined();
  });
});

describe('memory', () => {
  it('forgets keys that have been idle for a whole window', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 50; i++)
      limiter.attempt('login', { ip: `10.0.0.${i}`, account: `m${i}@x.io` });
    expect(limiter.size).toBe(100);
    advance(60_000);
    limiter.attempt('login', ada);
    expect(limiter.size).toBe(2);
  });
});

describe('formatWait', () => {
  it('says seconds under a minute, whole minutes (rounded up) above', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(59)).toBe('59 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(900)).toBe('15 minutes');
  });
});
