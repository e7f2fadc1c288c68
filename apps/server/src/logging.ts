/**
 * The server's log (pino, through Fastify): what it may hold and what never (issue 14).
 *
 * Never in the log: passwords and their hashes, session ids and cookies (`Cookie`, `Set-Cookie`),
 * `Authorization`, reset tokens (in a body, or in a URL's query), Stripe signatures and secrets,
 * and the values a failed database query was given (its parameters hold whatever was being
 * written: a password hash at registration). Two layers:
 *
 * - **Serializers** shape what is logged: a request is its method, URL (with secret query values
 *   replaced), host and address, never its headers; an error ({@link safeError}) keeps its type,
 *   message, stack, `code` (the SQL state), status and the names of the table, column and
 *   constraint, and its causes the same way, and drops everything else (a query's parameters, a
 *   PostgreSQL `detail` quoting the row, an HTTP client's headers). A Drizzle query error's
 *   message, which lists the parameters, becomes `Failed query: <SQL with $n placeholders>`.
 * - **Redaction** (pino `redact`) replaces any secret-named field ({@link SECRET_FIELDS}), at the
 *   top of a log object or up to three levels down, with `[redacted]`, whatever code logs it.
 *
 * The exception, on purpose: without `SMTP_URL` (local mail mode) a mail is printed in the log,
 * reset link included (README "Try it with curl"); with SMTP only its recipient and subject are.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

export const REDACTED = '[redacted]';

/** Field names whose values are secrets wherever they appear in a logged object. */
export const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'resetToken',
  'sessionId',
  'idHash',
  'cookie',
  'set-cookie',
  'authorization',
  'stripe-signature',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'smtpUrl',
  'secret',
] as const;

/** Query parameters whose values are replaced in logged URLs (`/reset-password?token=…`). */
const SECRET_QUERY_PARAMS = new Set(['token', 'password', 'session', 'code']);

/** A property path in pino's redact syntax: `a.b` for plain names, `a["set-cookie"]` otherwise. */
const segment = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

/** pino `redact` paths: each secret field at the top level and one, two or three levels down. */
export const REDACT_PATHS: string[] = SECRET_FIELDS.flatMap((field) => {
  const tail = segment(field);
  return [tail.startsWith('.') ? tail.slice(1) : tail, `*${tail}`, `*.*${tail}`, `*.*.*${tail}`];
});

/** Anything that looks like a stored password hash, should a message ever quote one. */
const SCRYPT_HASH = /scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+/g;
const scrub = (text: string) => text.replace(SCRYPT_HASH, `scrypt$${REDACTED}`);

/** A URL with the values of secret query parameters replaced (`?token=[redacted]`). */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the raw name.
      }
      return equals >= 0 && SECRET_QUERY_PARAMS.has(decoded.toLowerCase())
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Fields of an error worth keeping: none of them holds a value that was being written. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError | unknown;
  errors?: unknown[];
  [field: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A database's own error (pg, PGlite): an SQL state and a severity. Its message is safe to keep. */
const isDatabaseError = (error: Record<string, unknown>): boolean =>
  typeof error.code === 'string' && typeof error.severity === 'string';

/**
 * A Drizzle query error: its message lists the parameters, `query` is the SQL with `$n`. (PGlite
 * also puts `query` and `params` on its own error, whose message is the database's: kept.)
 */
const isQueryError = (error: Record<string, unknown>): error is { query: string } =>
  typeof error.query === 'string' && Array.isArray(error.params) && !isDatabaseError(error);

/**
 * What the log keeps of an error (the `err` and `error` serializer): type, message and stack,
 * the SQL state `code` and the schema names of a database error, the status of an HTTP one, and
 * its causes alike; never a query's parameters or anything else an error object carries.
 */
export function safeError(error: unknown, depth = 0): SafeError | unknown {
  if (!(error instanceof Error) && !isObject(error)) {
    return typeof error === 'string' ? scrub(error) : error;
  }
  if (depth > 5) return { type: 'Error', message: '[cause chain too deep]' };
  const source = error as Record<string, unknown>;
  // PGlite's error class has a minified name: call a database's error what it is.
  const type = isDatabaseError(source)
    ? 'DatabaseError'
    : ((error instanceof Error ? error.constructor?.name || error.name : undefined) ?? 'Object');
  const rawMessage = typeof source.message === 'string' ? source.message : String(error);
  const message = scrub(isQueryError(source) ? `Failed query: ${source.query}` : rawMessage);
  const safe: SafeError = { type, message };
  if (typeof source.stack === 'string') {
    // The stack starts with the (unsafe) message: keep only its frames.
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (source.cause !== undefined) safe.cause = safeError(source.cause, depth + 1);
  if (Array.isArray(source.errors))
    safe.errors = source.errors.map((inner) => safeError(inner, depth + 1));
  return safe;
}

/** {@link safeError} as pino's `err` serializer wants it: an error always becomes an object. */
function serializeError(error: unknown): SafeError & { stack: string } {
  const safe = safeError(error);
  if (typeof safe === 'object' && safe !== null && 'type' in safe) {
    return { stack: '', ...(safe as SafeError) } as SafeError & { stack: string };
  }
  return { type: typeof error, message: String(safe), stack: '' };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The pino options of the server's logger at `config.logLevel`; `stream` sends the lines
 * elsewhere than stdout (the test suites' run log).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
      error: serializeError,
    },
  };
}
