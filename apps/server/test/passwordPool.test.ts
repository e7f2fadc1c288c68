/**
 * The password hashing pool over HTTP: with one scrypt at a time and one waiting per lane, a burst
 * of registrations is answered 503 with Retry-After beyond the queue (never a 500, never an
 * unbounded queue), and a sign-in still gets its turn. The scrypt cost is the production one
 * (2^16), so each hash takes long enough for the burst to meet a busy pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    scrypt: { N: 2 ** 16, r: 8, p: 1 },
    passwordHashing: { concurrency: 1, queue: 1 },
  });
});
afterAll(() => server.close());

describe('password hashing pool', () => {
  it('a burst of registrations beyond the queue gets 503 with Retry-After, and sign-in still works', async () => {
    const { user, password } = await registerUser(server);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.client().post('/api/register', {
          email: `burst${i}-${Date.now()}@example.com`,
          password: 'correct horse battery',
          name: `Burst ${i}`,
          role: 'talent',
        }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // One hashing and one waiting at most when the burst arrived.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    for (const res of burst.filter((r) => r.status === 503)) {
      expect(res.body.message).toMatch(/^The server is busy\. Please try again in/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(server.app.services.passwordHasher.pool.load).toEqual({
      active: 0,
      hashing: 0,
      verify: 0,
      hash: 0,
    });
    const login = await server.client().post('/api/login', { email: user.email, password });
    expect(login.status).toBe(200);
  });
});
