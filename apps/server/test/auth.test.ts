import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { registerUser, startServer, type TestClient, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // The sign-in rate limit has its own suite (authRateLimit.test.ts); here it stays out of the way.
  server = await startServer({ authRateLimit: { max: 1_000, windowSeconds: 60 } });
});
afterAll(() => server.close());

let counter = 0;
const newEmail = () => `auth${++counter}@example.com`;
const password = 'correct horse battery';
const sessionCookie = (client: TestClient) => client.cookies.get(server.config.sessionCookie);

/** A client that presents `cookie` as its session, like a second browser holding a copied cookie. */
function clientWithCookie(cookie: string | undefined): TestClient {
  const client = server.client();
  if (cookie) client.cookies.set(server.config.sessionCookie, cookie);
  return client;
}

describe('registration', () => {
  it('creates the account, signs it in, and GET /api/user answers the user', async () => {
    const client = server.client();
    const email = newEmail();
    const res = await client.post('/api/register', {
      email: `  ${email.toUpperCase()} `,
      password,
      name: ' Ada Lovelace ',
      role: 'employer',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email,
      name: 'Ada Lovelace',
      role: 'employer',
      title: null,
      isAdmin: false,
    });
    expect(sessionCookie(client)).toBeTruthy();

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body);
    expect(me.headers.get('cache-control')).toContain('no-store');
  });

  it('never stores the password itself', async () => {
    const { user } = await registerUser(server, { password });
    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('refuses an email that already has an account with 409, whatever its case', async () => {
    const email = newEmail();
    await registerUser(server, { email });
    const res = await server.client().post('/api/register', {
      email: email.toUpperCase(),
      password,
      name: 'Again',
      role: 'talent',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('lets exactly one of several simultaneous registrations of one email through', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.client().post('/api/register', { email, password, name: 'Racer', role: 'talent' }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('login', () => {
  it('answers the user and signs in', async () => {
    const { user } = await registerUser(server, { role: 'talent', password });
    const client = server.client();
    const res = await client.post('/api/login', { email: user.email, password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      role: 'talent',
      title: null,
      isAdmin: false,
    });
    expect((await client.get('/api/user')).body.id).toBe(user.id);
  });

  it('a wrong password and an unknown email get the same 401 and no session', async () => {
    const { user } = await registerUser(server, { password });
    const client = server.client();
    const wrongPassword = await client.post('/api/login', {
      email: user.email,
      password: 'not the password',
    });
    const unknownEmail = await client.post('/api/login', {
      email: 'nobody-here@example.com',
      password,
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(sessionCookie(client)).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('changes the session id at login, and the old id no longer works', async () => {
    const { client, user } = await registerUser(server, { password });
    const before = sessionCookie(client);
    expect(before).toBeTruthy();

    const res = await client.post('/api/login', { email: user.email, password });
    expect(res.status).toBe(200);
    const after = sessionCookie(client);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    expect((await clientWithCookie(before).get('/api/user')).status).toBe(401);
    expect((await clientWithCookie(after).get('/api/user')).body.id).toBe(user.id);
  });

  it('replaces an older hash with the configured parameters at the next sign-in', async () => {
    const { user } = await registerUser(server, { password });
    const weak = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
    await server.app.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));

    const res = await server.client().post('/api/login', { email: user.email, password });
    expect(res.status).toBe(200);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect((await server.client().post('/api/login', { email: user.email, password })).status).toBe(
      200,
    );
  });
});

describe('the current user', () => {
  it('is a 401 "Not authenticated" without a session', async () => {
    const res = await server.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
  });

  it('is a 401 with a made-up session cookie', async () => {
    const res = await clientWithCookie('made-up-session-id').get('/api/user');
    expect(res.status).toBe(401);
  });
});

describe('logout', () => {
  it('POST /api/logout deletes the session server-side and clears the cookie', async () => {
    const { client } = await registerUser(server);
    const cookie = sessionCookie(client);
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${server.config.sessionCookie}=;`),
    );
    expect(sessionCookie(client)).toBeUndefined();
    // The old cookie, replayed, is dead: the session is gone from the database.
    expect((await clientWithCookie(cookie).get('/api/user')).status).toBe(401);
    expect(await server.app.services.sessions.exists(cookie ?? '')).toBe(false);
  });

  it('GET /api/logout-simple (SPEC §7) does the same', async () => {
    const { client } = await registerUser(server);
    const cookie = sessionCookie(client);
    const res = await client.get('/api/logout-simple');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await clientWithCookie(cookie).get('/api/user')).status).toBe(401);
  });

  it('answers ok without a session too', async () => {
    expect((await server.client().post('/api/logout')).body).toEqual({ ok: true });
    expect((await server.client().get('/api/logout-simple')).body).toEqual({ ok: true });
  });

  it('logs out only this browser', async () => {
    const { client, user } = await registerUser(server, { password });
    const other = server.client();
    await other.post('/api/login', { email: user.email, password });
    await client.post('/api/logout');
    expect((await other.get('/api/user')).body.id).toBe(user.id);
  });

  it('refuses a logout link followed from another site', async () => {
    const { client, user } = await registerUser(server);
    const res = await client.get('/api/logout-simple', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user')).body.id).toBe(user.id);
  });
});

describe('change password', () => {
  it('needs a signed-in user', async () => {
    const res = await server.client().post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'n3w password',
    });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong current password with a field error', async () => {
    const { client } = await registerUser(server, { password });
    const res = await client.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'n3w password',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });
    expect(res.body.message).toBe('Current password is incorrect');
  });

  it('refuses a new password that is too short', async () => {
    const { client } = await registerUser(server, { password });
    const res = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.newPassword).toEqual([
      'String must contain at least 8 character(s)',
    ]);
  });

  it('sets the new password, ends the other sessions and rotates this one', async () => {
    const { client, user } = await registerUser(server, { password });
    const elsewhere = server.client();
    await elsewhere.post('/api/login', { email: user.email, password });
    const before = sessionCookie(client);

    const res = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect(sessionCookie(client)).not.toBe(before);
    expect((await client.get('/api/user')).body.id).toBe(user.id);
    expect((await clientWithCookie(before).get('/api/user')).status).toBe(401);
    expect((await elsewhere.get('/api/user')).status).toBe(401);

    const login = (pw: string) =>
      server.client().post('/api/login', { email: user.email, password: pw });
    expect((await login(password)).status).toBe(401);
    expect((await login('a brand new passphrase')).status).toBe(200);
  });
});
