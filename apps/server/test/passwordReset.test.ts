import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema';
import { APP_ORIGIN, registerUser, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // The forgot-password rate limit has its own suite (authRateLimit.test.ts).
  server = await startServer({ authRateLimit: { max: 1_000, windowSeconds: 60 } });
});
afterAll(() => server.close());

const password = 'correct horse battery';
const newPassword = 'a whole new passphrase';
const INVALID = { message: 'This reset link is invalid or has expired' };

const forgot = (email: string) => server.client().post('/api/auth/forgot-password', { email });
const reset = (token: string, pw = newPassword) =>
  server.client().post('/api/auth/reset-password', { token, password: pw });
const login = (email: string, pw: string) =>
  server.client().post('/api/login', { email, password: pw });

/** The token of the newest reset mail to `email`, read from the outbox as a developer would. */
async function tokenFromOutbox(email: string): Promise<string> {
  const [mail] = await server.app.services.mail.outbox(email);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return link[1];
}

describe('forgot password', () => {
  it('answers the same for an unknown email and mails nothing', async () => {
    const { user } = await registerUser(server);
    const known = await forgot(user.email);
    const unknown = await forgot('no-account@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ ok: true });
    expect(unknown.body).toEqual(known.body);
    expect(await server.app.services.mail.outbox('no-account@example.com')).toEqual([]);
  });

  it('mails a link to the app reset page, and stores only the hash of its token', async () => {
    const { user } = await registerUser(server);
    await forgot(user.email);
    const [mail] = await server.app.services.mail.outbox(user.email);
    expect(mail?.subject).toBe('Reset your Hireloop password');
    expect(mail?.text).toContain(`${APP_ORIGIN}/reset-password?token=`);

    const token = await tokenFromOutbox(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await server.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('refuses a malformed email with a field error', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(['Invalid email']);
  });
});

describe('forgot password timing', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return sorted.length % 2
      ? sorted[Math.floor(middle)]!
      : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };

  it('answers a known email as fast as an unknown one (ratio of medians)', async () => {
    const known = await Promise.all([1, 2, 3, 4].map(() => registerUser(server)));
    // The timing client runs in its own process, as a remote caller would (./timingClient.mjs).
    const client = fork(fileURLToPath(new URL('./timingClient.mjs', import.meta.url)));
    const timedForgot = (email: string) =>
      new Promise<{ status: number; ms: number }>((resolve) => {
        client.once('message', (answer) => resolve(answer as { status: number; ms: number }));
        client.send({
          url: `${server.url}/api/auth/forgot-password`,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
            body: JSON.stringify({ email }),
          },
        });
      });
    const times = { known: [] as number[], unknown: [] as number[] };
    const rounds = 80;
    try {
      for (let round = -3; round < rounds; round++) {
        // Both kinds each round, in a random order; the first rounds warm up and are not counted.
        const order: ('known' | 'unknown')[] =
          Math.random() < 0.5 ? ['known', 'unknown'] : ['unknown', 'known'];
        for (const kind of order) {
          // Four emails of each kind, each used as often: the rate limit's rows see the same work.
          const email =
            kind === 'known'
              ? known[(round + 3) % known.length]!.user.email
              : `nobody-${(round + 3) % known.length}@example.com`;
          const { status, ms } = await timedForgot(email);
          expect(status).toBe(200);
          if (round >= 0) times[kind].push(ms);
          // The work left after the answer does not spill into the next request's time.
          await server.app.services.background.idle();
        }
      }
    } finally {
      client.kill();
    }
    const ratio = median(times.known) / median(times.unknown);
    const figures = `known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms`;
    expect(ratio, figures).toBeGreaterThan(0.67);
    expect(ratio, figures).toBeLessThan(1.5);
    // Every known request still mailed its link, after the answer.
    for (const { user } of known) {
      expect((await server.app.services.mail.outbox(user.email)).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('mails the link to a known email after answering, and nothing to an unknown one', async () => {
    const { user } = await registerUser(server);
    const res = await forgot(user.email);
    expect(res.status).toBe(200);
    await server.app.services.background.idle();
    const mails = await server.app.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${APP_ORIGIN}/reset-password?token=`);
    await forgot('still-nobody@example.com');
    await server.app.services.background.idle();
    expect(
      await server.app.db.select().from(outbox).where(eq(outbox.to, 'still-nobody@example.com')),
    ).toEqual([]);
  });
});

describe('reset password', () => {
  it('works end to end through the outbox: old password refused, new accepted, token single use', async () => {
    const { client, user } = await registerUser(server, { password });
    expect((await forgot(user.email)).status).toBe(200);
    const token = await tokenFromOutbox(user.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, newPassword)).status).toBe(200);
    // Every session that existed before the reset is over.
    expect((await client.get('/api/user')).status).toBe(401);

    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it('still works just before the hour is up', async () => {
    const { user } = await registerUser(server, { password });
    await forgot(user.email);
    const token = await tokenFromOutbox(user.email);
    server.advanceClock(59 * 60 * 1000);
    expect((await reset(token)).status).toBe(200);
  });

  it('expires after 1 hour', async () => {
    const { user } = await registerUser(server, { password });
    await forgot(user.email);
    const token = await tokenFromOutbox(user.email);
    server.advanceClock(60 * 60 * 1000 + 1000);
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('refuses a made-up token with the same message', async () => {
    const res = await reset('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWEtcmVhbC10b2tlbg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it('spends the older links once one of them is used', async () => {
    const { user } = await registerUser(server, { password });
    await forgot(user.email);
    const first = await tokenFromOutbox(user.email);
    await forgot(user.email);
    const second = await tokenFromOutbox(user.email);
    expect(second).not.toBe(first);

    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'someone else chose this')).body).toEqual(INVALID);
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const { user } = await registerUser(server, { password });
    await forgot(user.email);
    const token = await tokenFromOutbox(user.email);
    const answers = await Promise.all([
      reset(token, 'first passphrase'),
      reset(token, 'second passphrase'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
  });

  it('refuses a new password that is too short, and keeps the token', async () => {
    const { user } = await registerUser(server, { password });
    await forgot(user.email);
    const token = await tokenFromOutbox(user.email);
    const res = await reset(token, 'short');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.password).toEqual(['String must contain at least 8 character(s)']);
    expect((await reset(token)).status).toBe(200);
  });
});
