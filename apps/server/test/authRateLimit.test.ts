/**
 * The sign-in and forgot-password rate limit over HTTP: 3 per minute here, per IP and per
 * account. The server trusts X-Forwarded-For so each test can speak from its own addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ authRateLimit: { max: 3, windowSeconds: 60 }, trustProxy: true });
});
afterAll(() => server.close());

const password = 'correct horse battery';
let lastIp = 0;
/** A fresh client address (TEST-NET-2, never routed). */
const newIp = () => `198.51.100.${++lastIp}`;

const login = (ip: string, email: string, pw: string) =>
  server
    .client()
    .post('/api/login', { email, password: pw }, { headers: { 'x-forwarded-for': ip } });
const forgot = (ip: string, email: string) =>
  server
    .client()
    .post('/api/auth/forgot-password', { email }, { headers: { 'x-forwarded-for': ip } });

describe('login rate limit', () => {
  it('per account: after 3 failures from anywhere, even the right password waits, with Retry-After', async () => {
    const { user } = await registerUser(server, { password });
    for (let i = 0; i < 3; i++) {
      expect((await login(newIp(), user.email, 'wrong password')).status).toBe(401);
    }
    const res = await login(newIp(), user.email, password);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in/);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another account is not affected.
    const other = await registerUser(server, { password });
    expect((await login(newIp(), other.user.email, password)).status).toBe(200);

    // Once the window has passed, the account can sign in again.
    server.advanceClock(60_000);
    expect((await login(newIp(), user.email, password)).status).toBe(200);
  });

  it('per IP: 3 failures against different accounts block that address, not the accounts', async () => {
    const ip = newIp();
    const victims = await Promise.all([1, 2, 3, 4].map(() => registerUser(server, { password })));
    for (const victim of victims.slice(0, 3)) {
      expect((await login(ip, victim.user.email, 'guess')).status).toBe(401);
    }
    const blocked = await login(ip, victims[3]!.user.email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account from another address is fine.
    expect((await login(newIp(), victims[3]!.user.email, password)).status).toBe(200);
    server.advanceClock(60_000);
  });

  it('unknown emails count like real ones, so a 429 reveals nothing', async () => {
    const email = 'nobody-at-all@example.com';
    for (let i = 0; i < 3; i++) expect((await login(newIp(), email, 'guess')).status).toBe(401);
    expect((await login(newIp(), email, 'guess')).status).toBe(429);
    server.advanceClock(60_000);
  });

  it('a successful sign-in clears the account failures and does not count against the address', async () => {
    const ip = newIp();
    const { user } = await registerUser(server, { password });
    for (let round = 0; round < 3; round++) {
      expect((await login(ip, user.email, 'oops')).status).toBe(401);
      expect((await login(ip, user.email, 'oops again')).status).toBe(401);
      expect((await login(ip, user.email, password)).status).toBe(200);
      server.advanceClock(60_000); // the address's own failures leave the window
    }
    for (let i = 0; i < 5; i++) expect((await login(ip, user.email, password)).status).toBe(200);
  });
});

describe('forgot-password rate limit', () => {
  it('counts every request per account, known or not', async () => {
    const { user } = await registerUser(server);
    for (const email of [user.email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot(newIp(), email)).status).toBe(200);
      const res = await forgot(newIp(), email);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many password reset requests\./);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Only the three allowed requests mailed anything.
    expect(await server.app.services.mail.outbox(user.email)).toHaveLength(3);
    server.advanceClock(60_000);
  });

  it('counts every request per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await forgot(ip, `someone${i}@example.com`)).status).toBe(200);
    expect((await forgot(ip, 'someone-else@example.com')).status).toBe(429);
    server.advanceClock(60_000);
  });
});
