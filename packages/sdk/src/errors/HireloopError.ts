/** Marks every Hireloop error, so the guard holds across copies of the sdk in one bundle. */
const HIRELOOP_ERROR = Symbol.for('@hireloop/error');

/**
 * The base of every error the Hireloop packages throw (the sdk's, and the hooks' built on it):
 * `catch (error) { if (isHireloopError(error)) … }` tells them from anything else. Each kind is a
 * subclass with its own `name` and guard (ky's `errors/`).
 */
export class HireloopError extends Error {
  override readonly name: string = 'HireloopError';
  readonly [HIRELOOP_ERROR] = true;
}

/**
 * Type guard for {@link HireloopError} and its subclasses, safe across bundle copies (checks a
 * shared symbol, not the class).
 */
export function isHireloopError(error: unknown): error is HireloopError {
  return (
    error instanceof Error &&
    (error as unknown as Partial<Record<symbol, unknown>>)[HIRELOOP_ERROR] === true
  );
}
