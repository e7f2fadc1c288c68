import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  Resolver,
  UseFormSetError,
} from 'react-hook-form';
import { formatZodError, type IssueSource } from '@hireloop/sdk/schemas';

/** What the resolver needs of a zod (mini) schema. */
interface SafeParser<Out> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: Exclude<IssueSource, readonly unknown[]> };
}

/**
 * A react-hook-form resolver over an sdk schema (`@hireloop/sdk/schemas`), with the sdk's own
 * messages (`formatZodError`: SPEC §5's texts, or the schema's). `prepare` turns the form's values
 * into the schema's input first (e.g. a `datetime-local` value into an ISO timestamp).
 *
 * Why not `@hookform/resolvers`: the app does not depend on it (only @hireloop/ui does), and the
 * sdk's formatter is what the server uses for its 400 `fieldErrors`, so both read the same.
 */
export function schemaResolver<Values extends FieldValues, Out>(
  schema: SafeParser<Out>,
  prepare: (values: Values) => unknown = (values) => values,
): Resolver<Values, unknown, Out> {
  return (values) => {
    const input = prepare(values);
    const result = schema.safeParse(input);
    if (result.success) return { values: result.data, errors: {} };
    const { fieldErrors, formErrors } = formatZodError(result.error, { input });
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (messages[0]) errors[field] = { type: 'validation', message: messages[0] };
    }
    if (formErrors[0]) errors.root = { type: 'validation', message: formErrors[0] };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * Puts a 400's `fieldErrors` (`fieldErrorsOf(error)`) under their fields; answers whether any
 * matched a field of the form, so the caller shows the server's message otherwise.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldErrors: Record<string, string[]>,
  fields: readonly FieldPath<Values>[],
): boolean {
  let matched = false;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message });
    matched = true;
  }
  return matched;
}
