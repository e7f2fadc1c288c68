import { HireloopError } from './HireloopError';

/** Thrown when a request is aborted by its timeout (30 s for reads, SPEC §9). */
export class TimeoutError extends HireloopError {
  override readonly name = 'TimeoutError' as const;
  readonly method: string;
  readonly path: string;
  readonly timeout: number;

  constructor(method: string, path: string, timeout: number) {
    super(`Request timed out after ${timeout} ms: ${method} ${path}`);
    this.method = method;
    this.path = path;
    this.timeout = timeout;
  }
}

/** Type guard for {@link TimeoutError}. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof Error && error.name === 'TimeoutError';
}
