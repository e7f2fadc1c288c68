import { parseJson } from '../client/parseJson';
import { HireloopError } from './HireloopError';

/**
 * Thrown for any non-OK response (SPEC §8): the message is the status code, a colon, then the
 * body, or the status text when the body is empty — e.g. "403: " and `TEXTS.subscriptionRequired`.
 */
export class HttpError extends HireloopError {
  override readonly name = 'HttpError' as const;
  /** The HTTP status code. */
  readonly status: number;
  /** The HTTP status text (may be empty over HTTP/2). */
  readonly statusText: string;
  /** The raw response body as text. */
  readonly body: string;
  /** The body parsed as JSON, or `undefined` when it is not JSON. */
  readonly data: unknown;
  /** Method and path of the request that failed. */
  readonly method: string;
  readonly path: string;

  constructor(init: {
    status: number;
    statusText: string;
    body: string;
    method: string;
    path: string;
  }) {
    super(`${init.status}: ${init.body || init.statusText}`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.data = parseJson(init.body);
  }
}

/** Type guard for {@link HttpError}, safe across bundle copies (checks `name`, not the class). */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && error.name === 'HttpError';
}
