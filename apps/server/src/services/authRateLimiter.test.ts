import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db';
import { authLimits } from '../db/schema';
import { HttpProblem } from '../errors';
import { createAuthRateLimiter, formatWait } from './authRateLimiter';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(authLimits);
});

/** A limiter of 3 per 60 s (registrations: 2 per 60 s) on a clock the test moves by hand. */
function setup(max = 3, windowSeconds = 60) {
  let time = Date.parse('2025-01-01T00:00:00Z');
  const limiter = createAuthRateLimiter({
    db: database.db,
    config: {
      ...loadConfig({}),
      authRateLimit: { max, windowSeconds },
      registerRateLimit: { max: 2, windowSeconds },
    },
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
async function refusal(run: () => Promise<unknown>): Promise<HttpProblem | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
}

const ada = { ip: '203.0.113.1', account: 'ada@example.com' };

describe('sign-in attempts', () => {
  it('allows max failures per account, then refuses with 429 and Retry-After', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) {
      await limiter.attempt('login', { ip: `203.0.113.${10 + i}`, account: ada.account });
      advance(10_000);
    }
    const error = await refusal(() =>
      limiter.attempt('login', { ip: '203.0.113.99', account: ada.account }),
    );
    expect(error?.statusCode).toBe(429);
    // The first failure was 30 s ago: it leaves the 60 s window in 30 s.
    expect(error?.headers).toEqual({ 'retry-after': '30' });
    expect(error?.message).toBe(
      'Too many failed sign-in attempts. Please try again in 30 seconds.',
    );
  });

  it('allows max failures per IP across accounts', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++)
      await limiter.attempt('login', { ip: ada.ip, account: `u${i}@example.com` });
    const blocked = await refusal(() =>
      limiter.attempt('login', { ip: ada.ip, account: 'u9@example.com' }),
    );
    expect(blocked?.statusCode).toBe(429);
    expect(
      await refusal(() =>
        limiter.attempt('login', { ip: '203.0.113.2', account: 'u9@example.com' }),
      ),
    ).toBeUndefined();
  });

  it('a success clears the account failures and is not counted against the IP', async () => {
    const { limiter } = setup();
    await limiter.attempt('login', ada);
    await limiter.attempt('login', ada);
    await (await limiter.attempt('login', ada)).succeeded();
    // The account starts over; the IP holds its 2 failures, so 1 more failure is allowed.
    await limiter.attempt('login', ada);
    expect((await refusal(() => limiter.attempt('login', ada)))?.statusCode).toBe(429);
  });

  it('many successful sign-ins from one address are never limited', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 20; i++) {
      expect(
        await refusal(async () =>
          (await limiter.attempt('login', { ip: ada.ip, account: `p${i}@x.io` })).succeeded(),
        ),
      ).toBeUndefined();
    }
  });

  it('the window slides: the oldest failure leaving it makes room for one more', async () => {
    const { limiter, advance } = setup();
    await limiter.attempt('login', ada);
    advance(20_000);
    await limiter.attempt('login', ada);
    await limiter.attempt('login', ada);
    advance(39_999);
    expect((await refusal(() => limiter.attempt('login', ada)))?.headers).toEqual({
      'retry-after': '1',
    });
    advance(1);
    expect(await refusal(() => limiter.attempt('login', ada))).toBeUndefined();
    expect((await refusal(() => limiter.attempt('login', ada)))?.headers).toEqual({
      'retry-after': '20',
    });
  });

  it('a refused attempt is not counted, so the wait does not grow', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) await limiter.attempt('login', ada);
    for (let i = 0; i < 10; i++) await refusal(() => limiter.attempt('login', ada));
    advance(60_000);
    expect(await refusal(() => limiter.attempt('login', ada))).toBeUndefined();
  });

  it('parallel attempts cannot slip past the limit: exactly max are counted', async () => {
    const { limiter } = setup();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        refusal(() => limiter.attempt('login', { ip: `198.51.100.${i}`, account: ada.account })),
      ),
    );
    expect(results.filter((error) => error === undefined)).toHaveLength(3);
    expect(results.filter((error) => error?.statusCode === 429)).toHaveLength(9);
  });
});

describe('forgot-password requests', () => {
  it('count every request, and are limited apart from sign-ins', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) await (await limiter.attempt('forgot-password', ada)).succeeded();
    const error = await refusal(() => limiter.attempt('forgot-password', ada));
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toBe('Too many password reset requests. Please try again in 1 minute.');
    expect(await refusal(() => limiter.attempt('login', ada))).toBeUndefined();
  });
});

describe('registrations', () => {
  it('count every attempt per address with their own limit, apart from sign-ins', async () => {
    const { limiter } = setup();
    await limiter.attempt('register', { ip: ada.ip });
    await (await limiter.attempt('register', { ip: ada.ip })).succeeded();
    const error = await refusal(() => limiter.attempt('register', { ip: ada.ip }));
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toBe(
      'Too many accounts created from this address. Please try again in 1 minute.',
    );
    expect(await refusal(() => limiter.attempt('register', { ip: '203.0.113.2' }))).toBeUndefined();
    expect(await refusal(() => limiter.attempt('login', ada))).toBeUndefined();
  });
});

describe('storage', () => {
  it('keeps no address or email, only their hashes', async () => {
    const { limiter } = setup();
    await limiter.attempt('login', ada);
    const rows = await database.db.select().from(authLimits);
    expect(rows.map((row) => row.key).sort()).toEqual([
      expect.stringMatching(/^login:account:[\w-]{43}$/),
      expect.stringMatching(/^login:ip:[\w-]{43}$/),
    ]);
    expect(JSON.stringify(rows)).not.toContain('ada@example.com');
    expect(JSON.stringify(rows)).not.toContain(ada.ip);
  });

  it('deletes the rows whose attempts have all left their window', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 20; i++)
      await limiter.attempt('login', { ip: `10.0.0.${i}`, account: `m${i}@x.io` });
    expect(await database.db.$count(authLimits)).toBe(40);
    await limiter.sweep();
    expect(await database.db.$count(authLimits)).toBe(40);
    advance(61_000);
    await limiter.attempt('login', ada);
    await limiter.sweep();
    expect(await database.db.$count(authLimits)).toBe(2);
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
