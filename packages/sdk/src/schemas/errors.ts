import * as z from 'zod/mini';

/**
 * Validation errors grouped for a form or a 400 body: messages about the whole value, and
 * messages per top-level field (`skills.2` is reported under `skills`, as zod's `flattenError`).
 */
export interface FormattedErrors {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/** What the formatter accepts: a zod error (anything with `issues`) or the issues themselves. */
export type IssueSource =
  { readonly issues: readonly z.core.$ZodIssue[] } | readonly z.core.$ZodIssue[];

/**
 * Options of the formatter. `input` is the value that was parsed; pass it (or parse with
 * `{ reportInput: true }`) so a missing value reads "Required" and a wrong one "Expected X,
 * received Y". Without it such an issue reads "Invalid input".
 */
export interface FormatOptions {
  input?: unknown;
}

/** SPEC §5 "Invalid input": zod's own fallback text and ours for anything without a better one. */
export const INVALID_INPUT = 'Invalid input';

/**
 * `read()`, or `fallback` when it throws: the values the formatter looks at are whatever a client
 * sent or a caller parsed, so a getter, a proxy or a `toString` may throw.
 */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The type names of zod v3's "received" (its `getParsedType`), for any value. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  if (typeof value !== 'object') return typeof value;
  return safely(() => {
    if (Array.isArray(value)) return 'array';
    if (value instanceof Date) return 'date';
    if (value instanceof Map) return 'map';
    if (value instanceof Set) return 'set';
    if (typeof (value as { then?: unknown }).then === 'function') return 'promise';
    return 'object';
  }, 'object');
}

/**
 * A received value as "received '…'" shows it: a primitive as it prints, anything else by its
 * type name. Never an object's contents, which may be nested 40,000 deep, cyclic or hostile.
 */
function shown(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return String(value);
    case 'symbol':
      return `Symbol(${safely(() => value.description ?? '', '')})`;
    default:
      return typeName(value);
  }
}

/** zod v3's `joinValues`: strings in single quotes, others as they print, joined by " | ". */
const joinValues = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : shown(value))).join(' | ');

const literal = (value: unknown): string =>
  typeof value === 'bigint'
    ? `${value}n`
    : (safely(() => JSON.stringify(value), undefined) ?? shown(value));

/** The value at `path` inside `input`, or undefined when the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return safely(() => {
    let value = input;
    for (const key of path) {
      if (value === null || typeof value !== 'object') return undefined;
      value = (value as Record<PropertyKey, unknown>)[key];
    }
    return value;
  }, undefined);
}

interface Received {
  known: boolean;
  value?: unknown;
}

/** What the issue was given: reported by zod, or looked up in the parsed input. */
function receivedValue(issue: z.core.$ZodIssue, options: FormatOptions | undefined): Received {
  if ('input' in issue) return { known: true, value: issue.input };
  const received = (issue as { received?: unknown }).received;
  if (received === 'NaN') return { known: true, value: Number.NaN };
  if (options && 'input' in options)
    return { known: true, value: valueAt(options.input, issue.path) };
  return { known: false };
}

/** "String must contain at least 8 character(s)" and friends, zod v3's wording by origin. */
function sizeMessage(
  origin: string,
  bound: number | bigint,
  side: 'min' | 'max',
  inclusive: boolean,
  exact: boolean,
): string {
  const n = String(bound);
  if (origin === 'string' || origin === 'array' || origin === 'set') {
    const noun = origin === 'string' ? 'String' : origin === 'array' ? 'Array' : 'Set';
    const unit = origin === 'string' ? 'character(s)' : 'element(s)';
    const how = exact
      ? 'exactly'
      : side === 'min'
        ? inclusive
          ? 'at least'
          : origin === 'string'
            ? 'over'
            : 'more than'
        : inclusive
          ? 'at most'
          : origin === 'string'
            ? 'under'
            : 'less than';
    return `${noun} must contain ${how} ${n} ${unit}`;
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint' || origin === 'date') {
    const noun = origin === 'bigint' ? 'BigInt' : origin === 'date' ? 'Date' : 'Number';
    const value = origin === 'date' ? new Date(Number(bound)).toISOString() : n;
    const than = side === 'min' ? 'greater than' : 'less than';
    const how = exact ? 'exactly' : inclusive ? `${than} or equal to` : than;
    return `${noun} must be ${how} ${value}`;
  }
  return INVALID_INPUT;
}

/**
 * The generic text of SPEC §5 for one issue, in zod v3's wording: "Required", "Expected X,
 * received Y", "String must contain at least/at most N character(s)", "Invalid input", "Invalid
 * email", "Invalid enum value. Expected 'a' | 'b', received 'c'", "Invalid literal value, expected
 * X". Not shown: an enum of one value is reported as a literal (zod v4 issues do not tell them
 * apart); a value that cannot be known (see {@link FormatOptions}) gives "Invalid input".
 */
export function genericIssueMessage(issue: z.core.$ZodIssue, options?: FormatOptions): string {
  const received = receivedValue(issue, options);
  switch (issue.code) {
    case 'invalid_type': {
      if (!received.known) return INVALID_INPUT;
      if (received.value === undefined) return 'Required';
      const expected = issue.expected === 'int' ? 'integer' : issue.expected;
      const value = received.value;
      const type =
        expected === 'integer' && typeof value === 'number' && !Number.isInteger(value)
          ? 'float'
          : typeName(value);
      return `Expected ${expected}, received ${type}`;
    }
    case 'invalid_value': {
      // zod v4 reports a missing enum or literal here; zod v3 said "Required".
      if (received.known && received.value === undefined) return 'Required';
      if (issue.values.length === 1) {
        return `Invalid literal value, expected ${literal(issue.values[0])}`;
      }
      const expected = `Invalid enum value. Expected ${joinValues(issue.values)}`;
      return received.known ? `${expected}, received '${shown(received.value)}'` : expected;
    }
    case 'too_small':
      return sizeMessage(
        issue.origin,
        issue.minimum,
        'min',
        issue.inclusive !== false,
        issue.exact === true,
      );
    case 'too_big':
      return sizeMessage(
        issue.origin,
        issue.maximum,
        'max',
        issue.inclusive !== false,
        issue.exact === true,
      );
    case 'invalid_format': {
      const format = issue as z.core.$ZodStringFormatIssues;
      switch (format.format) {
        case 'starts_with':
          return `Invalid input: must start with "${format.prefix}"`;
        case 'ends_with':
          return `Invalid input: must end with "${format.suffix}"`;
        case 'includes':
          return `Invalid input: must include "${format.includes}"`;
        case 'regex':
          return 'Invalid';
        default:
          return `Invalid ${format.format}`;
      }
    }
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
    default:
      return INVALID_INPUT;
  }
}

/** The text of an error map's answer. */
const textOf = (answer: ReturnType<z.core.$ZodErrorMap> | undefined): string | undefined =>
  typeof answer === 'string' ? answer : (answer?.message ?? undefined);

/**
 * Whether zod wrote the issue's message itself (its fallback, a global error map or locale, or our
 * generic text) rather than the schema. Compared at call time, so a global `z.config(...)` made by
 * the application (classic `zod` installs the English locale) is recognised too.
 */
function isZodDefault(issue: z.core.$ZodIssue, generic: string, options?: FormatOptions): boolean {
  const { message } = issue;
  if (message === generic || message.startsWith(INVALID_INPUT)) return true;
  const received = receivedValue(issue, options);
  const raw = (received.known ? { ...issue, input: received.value } : issue) as never;
  const config = z.config();
  try {
    return [config.customError, config.localeError].some((map) => textOf(map?.(raw)) === message);
  } catch {
    return false;
  }
}

/**
 * The message to show for one issue: the schema's own message when it set one (e.g. "Title is
 * required"), otherwise SPEC §5's generic text ({@link genericIssueMessage}).
 */
export function issueMessage(issue: z.core.$ZodIssue, options?: FormatOptions): string {
  const generic = genericIssueMessage(issue, options);
  return isZodDefault(issue, generic, options) ? generic : issue.message;
}

/**
 * Turns a zod error (or its issues) into `{ formErrors, fieldErrors }` with SPEC §5's messages.
 * Issues at the root go to `formErrors`, the rest under their top-level field; repeated texts are
 * kept once. Pure: the same issues and input always give the same result.
 *
 * @example
 * const result = jobRequestFormSchema.safeParse(values);
 * if (!result.success) formatZodError(result.error, { input: values });
 * // { formErrors: [], fieldErrors: { title: [TEXTS.titleRequired] } }
 */
export function formatZodError(source: IssueSource, options?: FormatOptions): FormattedErrors {
  const issues: readonly z.core.$ZodIssue[] = Array.isArray(source)
    ? source
    : (source as { readonly issues: readonly z.core.$ZodIssue[] }).issues;
  const formErrors: string[] = [];
  // A Map, then own properties: a field may be called `constructor` or `__proto__`.
  const fields = new Map<string, string[]>();
  for (const issue of issues) {
    const message = issueMessage(issue, options);
    const [field] = issue.path;
    let list = formErrors;
    if (field !== undefined) {
      const name = String(field);
      list = fields.get(name) ?? [];
      fields.set(name, list);
    }
    if (!list.includes(message)) list.push(message);
  }
  return { formErrors, fieldErrors: Object.fromEntries(fields) };
}

/**
 * The 400 body (`ApiError`) for a failed parse: `fieldErrors` as {@link formatZodError} builds
 * them, and as `message` the first form error, else the first field error (not shown; so a toast
 * that reads `message` says e.g. `TEXTS.titleRequired`).
 */
export function toApiError(
  source: IssueSource,
  options?: FormatOptions,
): { message: string; fieldErrors: Record<string, string[]> } {
  const { formErrors, fieldErrors } = formatZodError(source, options);
  const message = formErrors[0] ?? Object.values(fieldErrors)[0]?.[0] ?? INVALID_INPUT;
  return { message, fieldErrors };
}

/**
 * A per-parse error map giving SPEC §5's generic texts directly:
 * `schema.safeParse(values, { error: genericErrorMap })`. Messages a schema sets still win.
 */
export const genericErrorMap: z.core.$ZodErrorMap = (issue) =>
  genericIssueMessage({ ...issue, path: issue.path ?? [], message: '' } as never);
