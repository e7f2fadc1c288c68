// The formatter is given whatever a client sent (the server formats every 400 with it) or a
// caller parsed: it must answer the usual texts for any value, never throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatZodError, genericIssueMessage, INVALID_INPUT, toApiError } from './errors';

/** `[[[…]]]`, `depth` arrays deep, built without recursion. */
function nestedArrays(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** `{ a: { a: … } }`, `depth` objects deep. */
function nestedObjects(depth: number): object {
  let value: object = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const cyclic = (() => {
  const value: Record<string, unknown> & unknown[] = [] as never;
  value.push(value);
  value.self = value;
  return value;
})();

const throwingToString = {
  toString() {
    throw new Error('toString');
  },
  valueOf() {
    throw new Error('valueOf');
  },
};

const throwingGetters = Object.defineProperty({}, 'role', {
  enumerable: true,
  get() {
    throw new Error('getter');
  },
});

const hostileProxy = new Proxy(
  {},
  {
    get() {
      throw new Error('get');
    },
    has() {
      throw new Error('has');
    },
    getPrototypeOf() {
      throw new Error('getPrototypeOf');
    },
    ownKeys() {
      throw new Error('ownKeys');
    },
  },
);

const revoked = (() => {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
})();

/** The values of issue 14 and their like: each must be formatted, not thrown on. */
const HOSTILE: [string, unknown][] = [
  ['40,000 nested arrays', nestedArrays(40_000)],
  ['40,000 nested objects', nestedObjects(40_000)],
  ['a cyclic array', cyclic],
  ['an object with a null prototype', Object.assign(Object.create(null), { a: 1 })],
  ['an object with a null prototype, nested in an array', [Object.create(null)]],
  ['a symbol', Symbol('s')],
  ['a symbol without description', Symbol()],
  ['a bigint', 10n ** 30n],
  ['a throwing toString and valueOf', throwingToString],
  ['an array holding one', [throwingToString]],
  ['a throwing getter', throwingGetters],
  ['a proxy that throws on everything', hostileProxy],
  ['a revoked proxy', revoked],
  ['a function', () => 1],
  ['a huge string', 'x'.repeat(100_000)],
  ['NaN', Number.NaN],
  ['a date', new Date(Number.NaN)],
  ['a map and a set', [new Map([[1, 2]]), new Set([1])]],
];

/** Issues of every code whose message reads the received value, carrying `value`. */
function issuesReceiving(value: unknown): z.core.$ZodIssue[] {
  return [
    { code: 'invalid_type', expected: 'string', input: value, path: ['role'], message: '' },
    { code: 'invalid_type', expected: 'int', input: value, path: ['id'], message: '' },
    {
      code: 'invalid_value',
      values: ['employer', 'talent'],
      input: value,
      path: ['role'],
      message: '',
    },
    { code: 'invalid_value', values: ['only'], input: value, path: [], message: '' },
    { code: 'custom', input: value, path: [Symbol('key')], message: 'Custom' },
  ] as never;
}

/** The same issues without the value, which the formatter reads in `input` at the path. */
function issuesAt(path: PropertyKey[]): z.core.$ZodIssue[] {
  return [
    { code: 'invalid_type', expected: 'string', path, message: '' },
    { code: 'invalid_value', values: ['employer', 'talent'], path, message: '' },
  ] as never;
}

const isApiError = (answer: { message: unknown; fieldErrors: Record<string, unknown> }) =>
  typeof answer.message === 'string' &&
  Object.values(answer.fieldErrors).every(
    (list) => Array.isArray(list) && list.every((message) => typeof message === 'string'),
  );

describe('the formatter on any value', () => {
  it.each(HOSTILE)('formats %s as a received value', (_, value) => {
    for (const issue of issuesReceiving(value)) {
      expect(typeof genericIssueMessage(issue)).toBe('string');
    }
    const answer = toApiError(issuesReceiving(value));
    expect(isApiError(answer)).toBe(true);
  });

  it.each(HOSTILE)('formats %s found in the parsed input', (_, value) => {
    for (const input of [{ role: value }, value, [value], { role: { deeper: value } }]) {
      for (const path of [['role'], ['role', 'deeper'], [0], [], ['role', 0, 'x']]) {
        expect(isApiError(toApiError(issuesAt(path), { input }))).toBe(true);
      }
    }
  });

  it('names the type of what it cannot print, as zod v3 did for objects', () => {
    const enumIssue = (input: unknown) =>
      genericIssueMessage({
        code: 'invalid_value',
        values: ['employer', 'talent'],
        input,
        path: ['role'],
        message: '',
      } as never);
    expect(enumIssue(nestedArrays(40_000))).toBe(
      "Invalid enum value. Expected 'employer' | 'talent', received 'array'",
    );
    expect(enumIssue(Object.create(null))).toBe(
      "Invalid enum value. Expected 'employer' | 'talent', received 'object'",
    );
    expect(enumIssue(Symbol('x'))).toBe(
      "Invalid enum value. Expected 'employer' | 'talent', received 'Symbol(x)'",
    );
    expect(enumIssue(12n)).toBe(
      "Invalid enum value. Expected 'employer' | 'talent', received '12'",
    );
    expect(enumIssue('boss')).toBe(
      "Invalid enum value. Expected 'employer' | 'talent', received 'boss'",
    );
    expect(enumIssue(hostileProxy)).toBe(
      "Invalid enum value. Expected 'employer' | 'talent', received 'object'",
    );
  });

  it('a real parse of a 40,000-deep role answers the usual 400 body', () => {
    const schema = z.object({ role: z.enum(['employer', 'talent']), name: z.string() });
    const input = { role: nestedArrays(40_000), name: nestedObjects(40_000) };
    const result = z.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(toApiError(result.error!, { input })).toEqual({
      message: "Invalid enum value. Expected 'employer' | 'talent', received 'array'",
      fieldErrors: {
        role: ["Invalid enum value. Expected 'employer' | 'talent', received 'array'"],
        name: ['Expected string, received object'],
      },
    });
  });

  it('is a property: any value, at any path, gives strings and never throws', () => {
    const anything = fc.anything({
      maxDepth: 4,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    const key = fc.oneof(fc.string({ maxLength: 5 }), fc.nat(5), fc.constant('__proto__'));
    fc.assert(
      fc.property(anything, fc.array(key, { maxLength: 4 }), (value, path) => {
        expect(isApiError(toApiError(issuesReceiving(value)))).toBe(true);
        expect(isApiError(toApiError(issuesAt(path), { input: value }))).toBe(true);
        const formatted = formatZodError(issuesAt(path), { input: value });
        expect([
          ...formatted.formErrors,
          ...Object.values(formatted.fieldErrors).flat(),
        ]).not.toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a field called constructor, toString or __proto__ as its own entry', () => {
    const issues = ['constructor', 'toString', '__proto__'].map((field) => ({
      code: 'custom',
      path: [field],
      message: `Bad ${field}`,
    })) as never;
    const { fieldErrors } = formatZodError(issues);
    expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(fieldErrors))).toEqual(
      JSON.parse(
        '{"constructor":["Bad constructor"],"toString":["Bad toString"],"__proto__":["Bad __proto__"]}',
      ),
    );
  });

  it('without the value, the texts fall back to "Invalid input"', () => {
    expect(
      genericIssueMessage({
        code: 'invalid_type',
        expected: 'string',
        path: [],
        message: '',
      } as never),
    ).toBe(INVALID_INPUT);
  });
});
