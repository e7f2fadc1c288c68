import * as z from 'zod/mini';
import { storableText } from './text';

/** True for the values a form sends for a field the person left empty. */
function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * An optional field where `''`, whitespace, `null` and `undefined` all mean "not set" (output
 * `undefined`), so an emptied form input never becomes `0` or an enum error.
 */
export function blankAsUnset<S extends z.ZodMiniType>(
  schema: S,
): z.ZodMiniOptional<z.ZodMiniType<z.output<S> | undefined, z.input<S> | '' | null | undefined>> {
  const unsetIfBlank = z.transform((value: unknown) => (isBlank(value) ? undefined : value));
  return z.optional(z.pipe(unsetIfBlank, z.optional(schema))) as never;
}

/**
 * A field of a partial update (PATCH): absent or `undefined` leaves it unchanged (output
 * `undefined`), while `null`, `''` and whitespace clear it (output `null`).
 */
export function blankAsNull<S extends z.ZodMiniType>(
  schema: S,
): z.ZodMiniOptional<
  z.ZodMiniType<z.output<S> | null | undefined, z.input<S> | '' | null | undefined>
> {
  const nullIfBlank = z.transform((value: unknown) =>
    value === undefined ? undefined : isBlank(value) ? null : value,
  );
  return z.optional(z.pipe(nullIfBlank, z.optional(z.nullable(schema)))) as never;
}

/** A database id: a positive integer (not shown in SPEC; ids are numbers as skills' are). */
export const idSchema = z.int().check(z.positive());

/**
 * A number that may arrive as text (form values, path params, query strings): a number, or a
 * text under the text rule converted with `Number` (`'12'` → 12; `'abc'` → NaN, refused as not a
 * number). Anything else (a boolean, null, an object) is refused, never read as 0 or 1.
 */
export const coercedNumberSchema = z.pipe(
  z.union([z.number(), z.string().check(storableText())]),
  z.coerce.number<string | number>(),
);

/** A positive integer id that may arrive as a string (form values, path params, query strings). */
export const coercedIdSchema = z.pipe(coercedNumberSchema, idSchema);

/** A money amount in US dollars, never negative, coerced from a string. */
export const amountSchema = z.pipe(coercedNumberSchema, z.number().check(z.nonnegative()));

/** An ISO 8601 timestamp as the server serialises `Date` (not shown: JSON strings, not epochs). */
export const timestampSchema = z.iso.datetime({ offset: true }).check(storableText());

/** An ISO date (`2025-01-31`) or timestamp, as a date input or an API sends it. */
export const isoDateSchema = z.pipe(
  z.string().check(storableText()),
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
);
