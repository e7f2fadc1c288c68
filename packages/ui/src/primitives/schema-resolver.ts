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
 * The react-hook-form resolver of every form: validates with an sdk schema (`@hireloop/sdk` or
 * `@hireloop/sdk/schemas`) and shows the sdk's own messages (`formatZodError`: the schema's, or
 * SPEC §5's generic texts). The server formats its 400 `fieldErrors` with that same formatter, so
 * a field reads the same whichever side refused it. The submit handler gets the schema's output
 * (checked and normalised). `prepare` turns the form's values into the schema's input first (e.g.
 * a `datetime-local` value into an ISO timestamp).
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
