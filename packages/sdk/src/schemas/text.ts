import * as z from 'zod/mini';

/**
 * The field error of a text holding a character no input may hold (designed; SPEC shows none): a
 * control character, or half of a character (a lone UTF-16 surrogate).
 */
export const INVALID_CHARACTER = 'Invalid character';

/**
 * C0 controls (U+0000–U+001F, NUL included: PostgreSQL text cannot store it), DEL (U+007F) and C1
 * controls (U+0080–U+009F). Nobody types them; they end up in text by accident (a mis-decoded
 * paste) or on purpose (to break a log line, a CSV, a terminal).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without tab, line feed and carriage return, which multi-line texts keep. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Half of a character: a high surrogate not followed by a low one, or a low one not preceded by
 * a high one. UTF-8 (the database, the wire) cannot encode it, so it would not come back as sent.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a one-line text (a name, an email, an id, a search) holds no control character. */
export function isSingleLineText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Whether a multi-line text (a description, a bio, a message body) holds no control character
 * but tab, line feed and carriage return.
 */
export function isMultilineText(value: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * THE text rule of one-line fields: refuses control characters (C0 with NUL, DEL, C1) and lone
 * surrogates, with `message` (default {@link INVALID_CHARACTER}). Every string a schema of this
 * package accepts from a client runs it or {@link storableMultilineText} (text.test.ts walks
 * every exported schema to prove it), so no route and no service checks by hand.
 */
export const storableText = (message: string = INVALID_CHARACTER) =>
  z.refine<string>(isSingleLineText, { message });

/** The text rule of multi-line fields: as {@link storableText}, but tab, LF and CR are kept. */
export const storableMultilineText = (message: string = INVALID_CHARACTER) =>
  z.refine<string>(isMultilineText, { message });

/** A place in a schema's input that takes text (see {@link textInputsOf}). */
export interface TextInput {
  /** Where the text goes: object keys, `0` for an array's items. `[]` is the value itself. */
  path: (string | number)[];
  /**
   * The discriminators that lead to it (`{ kind: 'proposal' }` for a proposal's message), to put
   * next to the text so a discriminated union reaches the field.
   */
  base: Record<string, unknown>;
  /** Whether the text rule checks it (on the text itself, or on the text it was made from). */
  checked: boolean;
  /** Whether its rule keeps line breaks ({@link storableMultilineText}). */
  multiline: boolean;
  /** The kind of schema that takes it: `string` (with its format), `coerced number`, `unknown`… */
  kind: string;
}

type AnyDef = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: unknown): AnyDef => (schema as z.core.$ZodType)._zod.def as AnyDef;

/** Which of the two rules a schema's own checks run, if any. */
function ruleOf(def: AnyDef): 'single' | 'multi' | undefined {
  for (const check of (def.checks as z.core.$ZodCheck[] | undefined) ?? []) {
    const fn = (check._zod.def as { fn?: unknown }).fn;
    if (fn === isSingleLineText) return 'single';
    if (fn === isMultilineText) return 'multi';
  }
  return undefined;
}

/** Types that take a value without looking at it: what they pass on must check it. */
const UNCHECKED = new Set(['any', 'unknown', 'custom', 'transform']);
/** Types whose value is one of a closed list, or no text at all. */
const NO_TEXT = new Set([
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'date',
  'number',
  'enum',
  'literal',
  'file',
]);

/** Whether a schema looks at its raw input before anything of it reaches the next schema. */
function typedInput(schema: unknown): boolean {
  const def = defOf(schema);
  if (UNCHECKED.has(def.type)) return false;
  if (def.type === 'pipe') return typedInput(def.in);
  if ('innerType' in def) return typedInput(def.innerType);
  return true;
}

/**
 * Every place a schema's input takes text: strings (any format), numbers, booleans and dates
 * coerced from text, and values taken unchecked (`z.unknown()`, `z.custom()`, a bare transform)
 * that are not passed on to a schema that checks them. Each says whether the text rule checks
 * it. Used by this package's tests (no exported schema may take text unchecked) and by the
 * server's (every route refuses a control character in every text field).
 */
export function textInputsOf(schema: z.core.$ZodType): TextInput[] {
  const found = new Map<string, TextInput>();

  /** Records one place; one place reached twice (a union's options) is checked if every way is. */
  const add = (input: TextInput): TextInput[] => {
    const key = JSON.stringify([input.path, input.base]);
    const known = found.get(key);
    if (!known || (known.checked && !input.checked)) found.set(key, input);
    return [input];
  };

  /** The text inputs under `node`; `passedOn` when a pipe's end receives what `node` lets through. */
  const visit = (
    node: unknown,
    path: (string | number)[],
    base: Record<string, unknown>,
    checked: boolean,
    passedOn: boolean,
  ): TextInput[] => {
    const def = defOf(node);
    switch (def.type) {
      case 'string':
      case 'template_literal': {
        const rule = ruleOf(def);
        const format = typeof def.format === 'string' ? ` (${def.format})` : '';
        return add({
          path,
          base,
          checked: checked || rule !== undefined,
          multiline: rule === 'multi',
          kind: `${def.type}${format}`,
        });
      }
      case 'number':
      case 'boolean':
      case 'bigint':
      case 'date':
        return def.coerce === true
          ? add({ path, base, checked, multiline: false, kind: `coerced ${def.type}` })
          : [];
      case 'object':
        return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
          visit(value, [...path, key], base, checked, false),
        );
      case 'array':
        return visit(def.element, [...path, 0], base, checked, false);
      case 'set':
        return visit(def.valueType, [...path, 0], base, checked, false);
      case 'record':
      case 'map':
        return visit(def.valueType, [...path, '*'], base, checked, false);
      case 'tuple':
        return (def.items as unknown[]).flatMap((item, index) =>
          visit(item, [...path, index], base, checked, false),
        );
      case 'union': {
        const discriminator = def.discriminator as string | undefined;
        return (def.options as unknown[]).flatMap((option) => {
          if (discriminator === undefined) return visit(option, path, base, checked, passedOn);
          const tag = defOf((defOf(option).shape as Record<string, unknown>)[discriminator]);
          const tagged = { ...base, [discriminator]: (tag.values as unknown[])[0] };
          return visit(option, path, tagged, checked, passedOn);
        });
      }
      case 'intersection':
        return [
          ...visit(def.left, path, base, checked, passedOn),
          ...visit(def.right, path, base, checked, passedOn),
        ];
      case 'pipe': {
        const start = visit(def.in, path, base, checked, true);
        // The pipe's end receives what was made from an input its start looked at: checked when
        // every text the start took was.
        const startChecked = typedInput(def.in) && start.every((input) => input.checked);
        return [...start, ...visit(def.out, path, base, checked || startChecked, passedOn)];
      }
      case 'lazy':
        return visit((def.getter as () => unknown)(), path, base, checked, passedOn);
      default:
        if ('innerType' in def) return visit(def.innerType, path, base, checked, passedOn);
        if (UNCHECKED.has(def.type)) {
          // Taken as it comes: a text input unless it passes it on, or takes what a check made.
          return passedOn || checked
            ? []
            : add({ path, base, checked, multiline: false, kind: def.type });
        }
        if (NO_TEXT.has(def.type)) return [];
        throw new Error(`textInputsOf: unknown schema type ${def.type}`);
    }
  };

  visit(schema, [], {}, false, false);
  return [...found.values()];
}
