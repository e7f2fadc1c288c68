/**
 * The run log (issue 14): every test server of the integration suite logs (pino, the server's own
 * serializers and redaction, level info) into one file per project and run,
 * `test-output/server-log-<project>.log`; the clients record the secrets they saw — session cookie
 * values, passwords and reset tokens sent, Stripe signatures — in `test-output/secrets-<project>/`.
 * After the run, the global setup's teardown ({@link checkRunLog}) fails the run when the log
 * holds any of them, or a scrypt hash, or when it is empty or holds no request (a check that
 * saw nothing proves nothing).
 *
 * The one allowed place for a reset token: the mail line of local mail mode (no SMTP_URL), whose
 * text the README promises in the log (and the end-to-end journeys read it there).
 */
import { appendFileSync, closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { inject } from 'vitest';
import { loggerOptions } from '../src/logging';

export interface RunLogPaths {
  /** The log file every test server of the project writes to. */
  logFile: string;
  /** Where each test process writes the secrets its clients saw, one per line. */
  secretsDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    runLog: RunLogPaths;
  }
}

/** The run's paths, or undefined outside a run of the server's integration projects. */
function paths(): RunLogPaths | undefined {
  try {
    return inject('runLog');
  } catch {
    return undefined;
  }
}

let logFd: number | undefined;
process.once('exit', () => {
  if (logFd !== undefined) closeSync(logFd);
});

/**
 * The logger option of a test server: the server's pino options at level info, appending to the
 * run log (synchronous appends: the lines of several test processes never interleave), or no
 * logger outside a run.
 */
export function runLogger() {
  const run = paths();
  if (!run) return false as const;
  logFd ??= openSync(run.logFile, 'a');
  const fd = logFd;
  return loggerOptions({ logLevel: 'info' }, { write: (line: string) => writeSync(fd, line) });
}

const recorded = new Set<string>();
/** Notes a secret a test client saw, for the check after the run. */
export function recordSecret(kind: 'token' | 'phrase', value: unknown): void {
  const run = paths();
  if (!run || typeof value !== 'string' || value.length < 8 || value.includes('\n')) return;
  const line = `${kind}\t${value}`;
  if (recorded.has(line)) return;
  recorded.add(line);
  mkdirSync(run.secretsDir, { recursive: true });
  appendFileSync(`${run.secretsDir}/${process.pid}.txt`, `${line}\n`);
}

export interface Secrets {
  /** Values matched as whole base64url-ish words (cookies, tokens, signatures). */
  tokens: Set<string>;
  /** Values matched anywhere in a line (passwords). */
  phrases: Set<string>;
}

/** A stored password hash (`scrypt$N$r$p$…`). */
const SCRYPT_HASH = /scrypt\$\d+\$\d+\$\d+\$/;
/** The words a token can be in a line. */
const WORD = /[\w-]{16,}/g;
/** The mail line of local mail mode (services/mail.ts). */
const isLocalMail = (entry: Record<string, unknown>) =>
  typeof entry.msg === 'string' &&
  entry.msg.includes('kept in the outbox') &&
  typeof entry.mail === 'object' &&
  entry.mail !== null;

/** A hint at a secret that does not print it. */
const hint = (secret: string) => `${secret.slice(0, 3)}… (${secret.length} characters)`;

/**
 * What is wrong with a run log: every secret found (line number and kind, never the secret),
 * and an empty log or one without requests. An empty list: the log is clean and not vacuous.
 */
export function checkRunLog(log: string, secrets: Secrets): string[] {
  const problems: string[] = [];
  const lines = log.split('\n').filter((line) => line.trim() !== '');
  if (!lines.length) return ['the run log is empty: no test server wrote to it'];
  const requests = lines.filter((line) => line.includes('"msg":"incoming request"'));
  if (!requests.some((line) => line.includes('"url":"/api/'))) {
    problems.push('the run log holds no API request line: the servers did not log to it');
  }
  if (!secrets.tokens.size) problems.push('no secret was recorded during the run');
  lines.forEach((raw, index) => {
    let line = raw;
    try {
      const entry = JSON.parse(raw) as Record<string, unknown>;
      if (isLocalMail(entry)) {
        // Local mail mode prints the reset mail on purpose: its text is not checked.
        delete (entry.mail as Record<string, unknown>).text;
        line = JSON.stringify(entry);
      }
    } catch {
      problems.push(`line ${index + 1} is not a JSON log line`);
    }
    const where = `line ${index + 1}`;
    if (SCRYPT_HASH.test(line)) problems.push(`${where} holds a password hash`);
    for (const word of line.match(WORD) ?? []) {
      if (secrets.tokens.has(word)) problems.push(`${where} holds a secret ${hint(word)}`);
    }
    for (const phrase of secrets.phrases) {
      if (line.includes(phrase)) problems.push(`${where} holds a password ${hint(phrase)}`);
    }
  });
  return problems;
}

/** The secrets files' lines (`kind\tvalue`) as {@link Secrets}. */
export function parseSecrets(texts: string[]): Secrets {
  const secrets: Secrets = { tokens: new Set(), phrases: new Set() };
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const kind = line.slice(0, tab);
      const value = line.slice(tab + 1);
      if (kind === 'token') secrets.tokens.add(value);
      else if (kind === 'phrase') secrets.phrases.add(value);
    }
  }
  return secrets;
}
