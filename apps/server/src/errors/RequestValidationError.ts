/**
 * A request whose body, query or params did not match its schema, or that a service found wrong:
 * the error handler (plugins/validation.ts) answers it as a 400 `{ message, fieldErrors }` with
 * SPEC §5's texts.
 */
import type * as z from 'zod/mini';

/** A request whose body, query or params did not match its schema. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('Invalid request');
  }
}

/** Whether `error` is a {@link RequestValidationError}. */
export const isRequestValidationError = (error: unknown): error is RequestValidationError =>
  error instanceof RequestValidationError;

/** A field a service found wrong: a rule the schema cannot check alone (an unknown skill id…). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A 400 in the schema failures' `{ message, fieldErrors }` shape, for problems found by a service. */
export function fieldErrors(
  problems: readonly FieldProblem[],
  input: unknown,
): RequestValidationError {
  const issues = problems.map(
    ({ field, message }) =>
      ({
        code: 'custom',
        path: [field],
        message,
        input: (input as Record<string, unknown> | null)?.[field],
      }) as z.core.$ZodIssue,
  );
  return new RequestValidationError(issues, input);
}

/** One field error; see {@link fieldErrors}. */
export const fieldError = (
  field: string,
  message: string,
  input: unknown,
): RequestValidationError => fieldErrors([{ field, message }], input);
