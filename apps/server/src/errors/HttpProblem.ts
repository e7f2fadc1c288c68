/**
 * An error with the HTTP status and the message the client should see: the error handler
 * (plugins/validation.ts) answers it as `{ message }` with that status and `headers`.
 */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Whether `error` is an {@link HttpProblem}. */
export const isHttpProblem = (error: unknown): error is HttpProblem => error instanceof HttpProblem;

/** Throws the answer `status` with `{ message }`. */
export const problem = (statusCode: number, message: string, headers?: Record<string, string>) =>
  new HttpProblem(statusCode, message, headers);
