import { isHttpError } from '@hireloop/sdk';

/**
 * The message the server gave for a failed call, or `undefined` when it gave none (SPEC §8 toasts
 * show "the server message, or" a bare title). Error answers are `{ message }` JSON (the sdk's
 * `apiErrorSchema`); a short plain-text body counts too. Network failures have no server message.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data = error.data as { message?: unknown } | undefined;
  if (typeof data?.message === 'string' && data.message.trim()) return data.message;
  const text = error.body.trim();
  return text && data === undefined && text.length <= 500 && !text.startsWith('<')
    ? text
    : undefined;
}

/** The 400 answer's field errors (`{ fieldErrors: { title: [TEXTS.titleRequired] } }`), or `{}`. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!isHttpError(error)) return {};
  const data = error.data as { fieldErrors?: unknown } | undefined;
  const fields = data?.fieldErrors;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string[]>) : {};
}
