import { afterEach, describe, expect, it } from 'vitest';
import { jobRequestFormSchema } from './jobRequestForm';
import * as z from 'zod/mini';
import { loginSchema } from './auth';
import { checkoutSessionRequestSchema } from './checkout';
import {
  formatZodError,
  genericErrorMap,
  genericIssueMessage,
  issueMessage,
  toApiError,
} from './errors';

/** Formats the failed parse of `input`, passing the input so received values are known. */
function errorsOf(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the parse to fail');
  return formatZodError(result.error, { input });
}

describe('formatZodError: SPEC §5 generic messages', () => {
  it("says 'Required' for a missing value", () => {
    expect(errorsOf(z.object({ name: z.string() }), {}).fieldErrors).toEqual({
      name: ['Required'],
    });
  });

  it("says 'Expected X, received Y' for a wrong type", () => {
    const schema = z.object({ name: z.string(), age: z.number(), tags: z.array(z.string()) });
    expect(errorsOf(schema, { name: 5, age: 'old', tags: null }).fieldErrors).toEqual({
      name: ['Expected string, received number'],
      age: ['Expected number, received string'],
      tags: ['Expected array, received null'],
    });
  });

  it("says 'Expected integer, received float' for a fraction where an integer is needed", () => {
    expect(errorsOf(z.object({ n: z.int() }), { n: 1.5 }).fieldErrors).toEqual({
      n: ['Expected integer, received float'],
    });
  });

  it("says 'Expected number, received nan' when a coerced number is not a number", () => {
    expect(errorsOf(z.object({ n: z.coerce.number() }), { n: 'abc' }).fieldErrors).toEqual({
      n: ['Expected number, received nan'],
    });
  });

  it('says a string is too short in zod v3 wording', () => {
    expect(
      errorsOf(z.object({ p: z.string().check(z.minLength(8)) }), { p: 'abc' }).fieldErrors,
    ).toEqual({
      p: ['String must contain at least 8 character(s)'],
    });
  });

  it('says a string is too long in zod v3 wording', () => {
    expect(
      errorsOf(z.object({ p: z.string().check(z.maxLength(3)) }), { p: 'abcd' }).fieldErrors,
    ).toEqual({
      p: ['String must contain at most 3 character(s)'],
    });
  });

  it('says a string of a fixed length has the wrong length', () => {
    expect(
      errorsOf(z.object({ p: z.string().check(z.length(2)) }), { p: 'abc' }).fieldErrors,
    ).toEqual({
      p: ['String must contain exactly 2 character(s)'],
    });
  });

  it('says an array or a number is out of range in zod v3 wording', () => {
    const schema = z.object({
      list: z.array(z.string()).check(z.minLength(1)),
      low: z.number().check(z.gte(3)),
      high: z.number().check(z.lt(10)),
    });
    expect(errorsOf(schema, { list: [], low: 1, high: 10 }).fieldErrors).toEqual({
      list: ['Array must contain at least 1 element(s)'],
      low: ['Number must be greater than or equal to 3'],
      high: ['Number must be less than 10'],
    });
  });

  it("says 'Invalid email' for a malformed email", () => {
    expect(errorsOf(z.object({ email: z.email() }), { email: 'nope' }).fieldErrors).toEqual({
      email: ['Invalid email'],
    });
  });

  it('names the allowed and the received value of an enum mismatch', () => {
    expect(
      errorsOf(z.object({ role: z.enum(['employer', 'talent']) }), { role: 'admin' }).fieldErrors,
    ).toEqual({
      role: ["Invalid enum value. Expected 'employer' | 'talent', received 'admin'"],
    });
  });

  it('names the expected value of a literal mismatch', () => {
    expect(
      errorsOf(z.object({ kind: z.literal('proposal') }), { kind: 'bid' }).fieldErrors,
    ).toEqual({
      kind: ['Invalid literal value, expected "proposal"'],
    });
    expect(errorsOf(z.object({ flag: z.literal(true) }), { flag: false }).fieldErrors).toEqual({
      flag: ['Invalid literal value, expected true'],
    });
  });

  it("says 'Required' for a missing enum or literal value, as zod v3 did", () => {
    const schema = z.object({ role: z.enum(['employer', 'talent']), kind: z.literal('x') });
    expect(errorsOf(schema, {}).fieldErrors).toEqual({ role: ['Required'], kind: ['Required'] });
  });

  it("says 'Invalid input' for a value no union option accepts", () => {
    expect(
      errorsOf(z.object({ id: z.union([z.string(), z.number()]) }), { id: true }).fieldErrors,
    ).toEqual({
      id: ['Invalid input'],
    });
  });

  it('names unknown keys of a strict object', () => {
    expect(errorsOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }).formErrors).toEqual([
      "Unrecognized key(s) in object: 'b', 'c'",
    ]);
  });

  it('puts an issue about the whole value in formErrors', () => {
    expect(errorsOf(z.object({ a: z.string() }), 'text')).toEqual({
      formErrors: ['Expected object, received string'],
      fieldErrors: {},
    });
  });

  it('reports nested issues under their top-level field, each text once', () => {
    expect(errorsOf(z.object({ skills: z.array(z.number()) }), { skills: ['a', 'b'] })).toEqual({
      formErrors: [],
      fieldErrors: { skills: ['Expected number, received string'] },
    });
  });

  it("says 'Invalid input' for a wrong type when the input is not known", () => {
    const result = z.object({ name: z.string() }).safeParse({ name: 5 });
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!.issues).fieldErrors).toEqual({ name: ['Invalid input'] });
  });

  it('uses the input zod reported when parsed with reportInput', () => {
    const result = z.object({ name: z.string() }).safeParse({}, { reportInput: true });
    expect(formatZodError(result.error!).fieldErrors).toEqual({ name: ['Required'] });
    const wrong = z.object({ name: z.string() }).safeParse({ name: 1 }, { reportInput: true });
    expect(formatZodError(wrong.error!).fieldErrors).toEqual({
      name: ['Expected string, received number'],
    });
  });

  it('accepts the issues array as well as the error', () => {
    const result = loginSchema.safeParse({ email: 'a@b.co' });
    expect(formatZodError(result.error!.issues, { input: { email: 'a@b.co' } })).toEqual(
      formatZodError(result.error!, { input: { email: 'a@b.co' } }),
    );
  });
});

describe('formatZodError: messages set by the schema win', () => {
  it("keeps 'Title is required' and 'Description is required' of the job request form", () => {
    expect(errorsOf(jobRequestFormSchema, { title: '   ' })).toEqual({
      formErrors: [],
      fieldErrors: { title: ['Title is required'], description: ['Description is required'] },
    });
  });

  it('keeps a refinement message', () => {
    expect(
      errorsOf(jobRequestFormSchema, { title: 't', description: 'd', requestTarget: 'direct' })
        .fieldErrors,
    ).toEqual({ talentId: ['Choose a talent for a direct request'] });
  });

  it('mixes schema messages and generic ones in one form', () => {
    expect(errorsOf(jobRequestFormSchema, { description: 'd', type: 'gig' }).fieldErrors).toEqual({
      title: ['Title is required'],
      type: ["Invalid enum value. Expected 'job' | 'project' | 'task', received 'gig'"],
    });
  });
});

describe('formatZodError under a global English locale', () => {
  afterEach(() => {
    z.config({ localeError: undefined });
  });

  it('still gives the SPEC texts when classic zod installed its English messages', () => {
    z.config(z.locales.en());
    const input = { email: 'nope', password: '' };
    expect(errorsOf(loginSchema, input).fieldErrors).toEqual({
      email: ['Invalid email'],
      password: ['String must contain at least 1 character(s)'],
    });
    expect(errorsOf(jobRequestFormSchema, {}).fieldErrors).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
    });
  });
});

describe('issueMessage and genericIssueMessage', () => {
  it('gives the generic text for a zod default and the schema text otherwise', () => {
    const generic: z.core.$ZodIssue = {
      code: 'invalid_type',
      expected: 'string',
      path: ['a'],
      message: 'Invalid input',
    };
    expect(issueMessage(generic, { input: {} })).toBe('Required');
    expect(issueMessage({ ...generic, message: 'Name please' }, { input: {} })).toBe('Name please');
    expect(genericIssueMessage({ ...generic, message: 'Name please' }, { input: {} })).toBe(
      'Required',
    );
  });
});

describe('toApiError: the 400 body', () => {
  it('carries the field errors and the first message as message', () => {
    const input = { title: '', description: 'd', minRate: 'x' };
    const result = jobRequestFormSchema.safeParse(input);
    expect(toApiError(result.error!, { input })).toEqual({
      message: 'Title is required',
      fieldErrors: { title: ['Title is required'], minRate: ['Expected number, received nan'] },
    });
  });

  it('prefers a form error for message', () => {
    const result = checkoutSessionRequestSchema.safeParse('x');
    expect(toApiError(result.error!, { input: 'x' })).toEqual({
      message: 'Expected object, received string',
      fieldErrors: {},
    });
  });

  it("falls back to 'Invalid input' when there are no issues", () => {
    expect(toApiError([])).toEqual({ message: 'Invalid input', fieldErrors: {} });
  });
});

describe('genericErrorMap', () => {
  it('makes a parse speak SPEC texts directly, keeping schema messages', () => {
    const schema = z.object({ title: jobRequestFormSchema.def.in.shape.title, age: z.number() });
    const result = schema.safeParse({ age: 'x' }, { error: genericErrorMap });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Title is required',
      'Expected number, received string',
    ]);
  });
});
