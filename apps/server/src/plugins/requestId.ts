/**
 * The request id: the client's `x-request-id` when it is a short safe token, else a new UUID. It
 * is echoed in the answer's `x-request-id` and carried by every log line of the request, so a
 * client's value must not be able to forge log lines (newlines), flood them (10 kB) or smuggle
 * anything a log reader or a header could misread (unicode, quotes, spaces).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** 1 to 64 characters of letters, digits, `.`, `_`, `:` and `-` (a UUID, a trace id, `abc-1`). */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the client's id when it is safe, else a random UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
