import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { users } from './db/schema';
import { loggerOptions, REDACTED, redactUrl, safeError } from './logging';

/** A Fastify logger with the server's options, writing its lines into an array. */
function capture() {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions({ logLevel: 'info' }, { write: (line) => lines.push(line) }),
  });
  return { log: app.log, lines, text: () => lines.join('') };
}

const HASH = 'scrypt$65536$8$2$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('database errors in the log', () => {
  const database = openDatabase({ dataDir: 'memory://' });
  afterAll(async () => (await database).close());

  it('keep the SQL state and message, never the parameters (a password hash)', async () => {
    const { db } = await database;
    const failure = await db
      .insert(users)
      .values({
        email: 'ada@example.com',
        passwordHash: HASH,
        // A NUL byte: PostgreSQL refuses the text, so the insert fails with its parameters.
        name: 'a\u0000b',
        role: 'talent',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // The error itself carries the hash: in its message, its stack and its params.
    expect(String((failure as Error).message)).toContain(HASH);

    const { log, text } = capture();
    log.error({ err: failure }, 'request failed');
    const line = JSON.parse(text());
    expect(text()).not.toContain('scrypt$65536');
    expect(text()).not.toContain('ada@example.com');
    expect(line.err.message).toMatch(/^Failed query: insert into "users" .*\$2/);
    expect(line.err.stack).toMatch(/^DrizzleQueryError: Failed query: insert into/);
    expect(line.err.cause).toMatchObject({
      code: '22021',
      message: 'invalid byte sequence for encoding "UTF8": 0x00',
    });
    expect(line.err.params).toBeUndefined();
    expect(line.err.cause.params).toBeUndefined();
  });
});

describe('safeError', () => {
  it('keeps type, message, code, status and causes; drops every other field', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    const error = Object.assign(new Error('outer', { cause }), {
      statusCode: 502,
      headers: { authorization: 'Bearer sk_live_x' },
      raw: { body: 'secret' },
    });
    const safe = safeError(error) as Record<string, any>;
    expect(safe).toMatchObject({ type: 'Error', message: 'outer', statusCode: 502 });
    expect(safe.headers).toBeUndefined();
    expect(safe.raw).toBeUndefined();
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(JSON.stringify(safe)).not.toContain('ada@example.com');
  });

  it('scrubs a password hash quoted in any message', () => {
    const safe = safeError(new Error(`bad row ${HASH}`)) as Record<string, any>;
    expect(safe.message).toBe(`bad row scrypt$${REDACTED}`);
    expect(safe.stack).not.toContain('c2FsdHNhbHRzYWx0c2FsdA');
  });
});

describe('redaction', () => {
  it('replaces secret-named fields at any of the first levels', () => {
    const { log, text } = capture();
    log.info(
      {
        password: 'correct horse battery',
        headers: { cookie: 'hireloop_session=abc', authorization: 'Bearer xyz' },
        res: { headers: { 'set-cookie': 'hireloop_session=def' } },
        body: { user: { passwordHash: HASH, token: 'reset-token-value' } },
        stripe: { headers: { 'stripe-signature': 't=1,v1=sig' } },
        mail: { to: 'ada@example.com', subject: 'Reset', text: 'link ?token=kept-in-local-mode' },
      },
      'secrets',
    );
    const out = text();
    for (const secret of [
      'correct horse battery',
      'hireloop_session=abc',
      'Bearer xyz',
      'hireloop_session=def',
      'scrypt$',
      'reset-token-value',
      'v1=sig',
    ]) {
      expect(out).not.toContain(secret);
    }
    // The local-mode mail stays readable: the README promises the reset link in the log.
    expect(JSON.parse(out).mail.text).toBe('link ?token=kept-in-local-mode');
    expect(JSON.parse(out).headers.cookie).toBe(REDACTED);
  });

  it('logs a request without its headers, with secret query values replaced', () => {
    expect(redactUrl('/reset-password?token=abc&next=%2F')).toBe(
      `/reset-password?token=${REDACTED}&next=%2F`,
    );
    expect(redactUrl('/api/job-requests/browse?q=token')).toBe('/api/job-requests/browse?q=token');
    expect(redactUrl('/x?%74oken=abc')).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/x')).toBe('/x');
  });
});
