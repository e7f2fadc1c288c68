/**
 * Secrets in the server log (issue 14). A registration whose insert fails in the database is
 * logged at error level without its parameters (the password hash among them); a secret in a
 * URL's query is replaced. The test servers log into the run log (./runLog.ts), which the global
 * setup checks after the run for every secret the clients saw; the checker itself is tested here.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REDACTED } from '../src/logging';
import { startServer, type TestServer } from './helpers';
import { checkRunLog, parseSecrets } from './runLog';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The run log's lines of one request. */
function linesOf(requestId: string): Record<string, any>[] {
  return readFileSync(inject('runLog').logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.reqId === requestId);
}

describe('the server log', () => {
  it('logs a failed insert with its SQL state, never its parameters (the password hash)', async () => {
    // A constraint only this test's database has makes the registration's insert fail.
    await server.app.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT test_refused_name CHECK (name <> 'Refused Name')`),
    );
    const password = 'a secret passphrase';
    const res = await server.client().post('/api/register', {
      email: 'refused@example.com',
      password,
      name: 'Refused Name',
      role: 'talent',
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    const lines = linesOf(res.headers.get('x-request-id')!);
    const failure = lines.find((entry) => entry.level === 50);
    expect(failure?.msg).toBe('request failed');
    expect(failure?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err.cause).toMatchObject({ code: '23514', constraint: 'test_refused_name' });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain(password);
    expect(text).not.toContain('refused@example.com');
  });

  it('logs request lines without headers, and secret query values replaced', async () => {
    const res = await server.client().get('/reset-password?token=SecretTokenValue123&next=x', {
      headers: { cookie: 'hireloop_session=CookieValueNotForLogs', authorization: 'Bearer AuthX' },
    });
    const lines = linesOf(res.headers.get('x-request-id')!);
    const incoming = lines.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req.url).toBe(`/reset-password?token=${REDACTED}&next=x`);
    const text = JSON.stringify(lines);
    for (const secret of ['SecretTokenValue123', 'CookieValueNotForLogs', 'AuthX']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('the run log check', () => {
  const request = JSON.stringify({
    level: 30,
    reqId: 'r1',
    req: { method: 'GET', url: '/api/user' },
    msg: 'incoming request',
  });
  const cookie = 'k3tV9v0mZrQe8yHq2wXcJ5nB7aLdF1gU4sPoR6iT0zE';
  const token = 'Xq1w2E3r4T5y6U7i8O9p0AaSsDdFfGgHhJjKkLlZzXc';
  const secrets = parseSecrets([
    `token\t${cookie}\ntoken\t${token}\nphrase\tcorrect horse battery\n`,
  ]);

  it('passes a clean log with requests, and the reset mail of local mail mode', () => {
    const mail = JSON.stringify({
      level: 30,
      mail: { to: 'ada@example.com', subject: 'Reset', text: `?token=${token}` },
      msg: 'mail to ada@example.com (no SMTP_URL: kept in the outbox)',
    });
    expect(checkRunLog(`${request}\n${mail}\n`, secrets)).toEqual([]);
  });

  it('finds a password hash, a cookie, a token outside the mail line, and a password', () => {
    const leaks = [
      { level: 50, err: { message: 'params: scrypt$65536$8$2$c2FsdA$aGFzaA' } },
      { level: 30, headers: { cookie: `hireloop_session=${cookie}` } },
      { level: 30, req: { url: `/reset-password?token=${token}` } },
      { level: 30, body: { password: 'correct horse battery' } },
    ].map((entry) => JSON.stringify(entry));
    const problems = checkRunLog([request, ...leaks].join('\n'), secrets);
    expect(problems).toEqual([
      'line 2 holds a password hash',
      'line 3 holds a secret k3t… (43 characters)',
      'line 4 holds a secret Xq1… (43 characters)',
      'line 5 holds a password cor… (21 characters)',
    ]);
    expect(problems.join('\n')).not.toContain(cookie);
  });

  it('fails an empty log, a log without requests, and a run that recorded no secret', () => {
    expect(checkRunLog('', secrets)).toEqual(['the run log is empty: no test server wrote to it']);
    expect(checkRunLog(JSON.stringify({ level: 30, msg: 'started' }), secrets)).toEqual([
      'the run log holds no API request line: the servers did not log to it',
    ]);
    expect(checkRunLog(request, parseSecrets([]))).toEqual([
      'no secret was recorded during the run',
    ]);
  });
});
