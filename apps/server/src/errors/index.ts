/**
 * The server's errors, one class per file (as ky's `source/errors/`), each with its `name` and a
 * type guard. Services and routes throw them; the error handler (plugins/validation.ts) answers
 * them.
 */
export { HttpProblem, isHttpProblem, problem } from './HttpProblem';
export {
  fieldError,
  fieldErrors,
  isRequestValidationError,
  RequestValidationError,
} from './RequestValidationError';
export type { FieldProblem } from './RequestValidationError';
