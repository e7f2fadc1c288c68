import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { HttpProblem } from '../errors';
import { createPasswordHasher, createWorkPool, type HashLane, type WorkPool } from './passwordPool';
import { verifyPassword } from './passwords';

/** A job the test finishes by hand; `started` tells whether the pool has begun it. */
function job(pool: WorkPool, lane: HashLane, name: string, log: string[]) {
  let finish!: () => void;
  const state = { started: false };
  const result = pool.run(lane, async () => {
    state.started = true;
    log.push(name);
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return name;
  });
  return {
    state,
    result,
    finish: async () => {
      finish();
      await result;
    },
  };
}

/** Lets the pool's promise chains run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password work pool', () => {
  it('runs at most `concurrency` jobs at a time; the next starts when one ends', async () => {
    const pool = createWorkPool({ concurrency: 3, queue: 10 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => job(pool, 'verify', name, log));
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    expect(pool.load).toEqual({ active: 3, hashing: 0, verify: 1, hash: 0 });
    await jobs[0]!.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    for (const j of jobs.slice(1)) await j.finish();
    expect(await Promise.all(jobs.map((j) => j.result))).toEqual(['a', 'b', 'c', 'd']);
    expect(pool.load).toEqual({ active: 0, hashing: 0, verify: 0, hash: 0 });
  });

  it('keeps a slot for sign-in checks: new hashes use all but one', async () => {
    const pool = createWorkPool({ concurrency: 2, queue: 10 });
    const log: string[] = [];
    const registrations = ['register-1', 'register-2', 'register-3'].map((name) =>
      job(pool, 'hash', name, log),
    );
    await settle();
    expect(log).toEqual(['register-1']);
    // A sign-in starts at once, beside the running hash: it waits for no registration.
    const login = job(pool, 'verify', 'login', log);
    await settle();
    expect(log).toEqual(['register-1', 'login']);
    expect(pool.load).toEqual({ active: 2, hashing: 1, verify: 0, hash: 2 });
    await login.finish();
    await settle();
    // The freed slot is the sign-ins': the hashes still go one at a time.
    expect(log).toEqual(['register-1', 'login']);
    await registrations[0]!.finish();
    await settle();
    expect(log).toEqual(['register-1', 'login', 'register-2']);
    for (const j of registrations.slice(1)) {
      await settle();
      await j.finish();
    }
    expect(pool.load).toEqual({ active: 0, hashing: 0, verify: 0, hash: 0 });
  });

  it('gives a free slot to a waiting sign-in before any waiting registration', async () => {
    const pool = createWorkPool({ concurrency: 1, queue: 10 });
    const log: string[] = [];
    const running = job(pool, 'hash', 'register-1', log);
    const queued = ['register-2', 'register-3'].map((name) => job(pool, 'hash', name, log));
    const login = job(pool, 'verify', 'login', log);
    await settle();
    await running.finish();
    await settle();
    expect(log).toEqual(['register-1', 'login']);
    await login.finish();
    for (const j of queued) {
      await settle();
      await j.finish();
    }
    expect(log).toEqual(['register-1', 'login', 'register-2', 'register-3']);
  });

  it('refuses a job when its lane is full: 503 with Retry-After; the other lane still queues', async () => {
    let now = 0;
    const pool = createWorkPool({ concurrency: 1, queue: 2, clock: () => now });
    const log: string[] = [];
    // One measured job of 2 s sets the estimate the Retry-After is made of.
    const first = job(pool, 'hash', 'first', log);
    await settle();
    now += 2000;
    await first.finish();

    const jobs = ['r1', 'r2', 'r3'].map((name) => job(pool, 'hash', name, log));
    const full = await pool
      .run('hash', async () => 'never')
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(full).toBeInstanceOf(HttpProblem);
    expect((full as HttpProblem).statusCode).toBe(503);
    expect((full as HttpProblem).message).toMatch(/^The server is busy\. Please try again in/);
    // 3 jobs (1 running, 2 waiting) at a measured 0.8·0.25 + 0.2·2 = 0.6 s each, on 1 slot: 2 s.
    expect((full as HttpProblem).headers).toEqual({ 'retry-after': '2' });
    expect(log).not.toContain('never');

    // A sign-in still finds room in its own lane.
    const login = job(pool, 'verify', 'login', log);
    expect(pool.load).toEqual({ active: 1, hashing: 1, verify: 1, hash: 2 });
    await settle();
    await jobs[0]!.finish();
    await settle();
    await login.finish();
    for (const j of jobs.slice(1)) {
      await settle();
      await j.finish();
    }
    expect(log).toEqual(['first', 'r1', 'login', 'r2', 'r3']);
  });

  it('frees the slot when a job fails', async () => {
    const pool = createWorkPool({ concurrency: 1, queue: 1 });
    await expect(
      pool.run('hash', async () => {
        throw new Error('scrypt failed');
      }),
    ).rejects.toThrow('scrypt failed');
    expect(pool.load.active).toBe(0);
    expect(await pool.run('verify', async () => 'next')).toBe('next');
  });
});

describe('the password hasher', () => {
  it('hashes with the configured cost and verifies, through the pool', async () => {
    const hasher = createPasswordHasher({
      config: {
        ...loadConfig({}),
        scrypt: { N: 2 ** 12, r: 8, p: 1 },
        passwordHashing: { concurrency: 1, queue: 4 },
      },
    });
    const hashes = await Promise.all([hasher.hash('one password'), hasher.hash('another one')]);
    expect(hashes[0]).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('one password', hashes[0]!)).toBe(true);
    expect(await hasher.verify('another one', hashes[1]!)).toBe(true);
    expect(await hasher.verify('wrong', hashes[1]!)).toBe(false);
    expect(hasher.pool.load).toEqual({ active: 0, hashing: 0, verify: 0, hash: 0 });
  });
});
