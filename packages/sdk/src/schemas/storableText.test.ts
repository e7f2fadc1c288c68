import { describe, expect, it } from 'vitest';
import { createBidSchema } from './bid';
import { formatZodError } from './errors';
import { createGroupSchema, updateGroupSchema } from './group';
import { jobRequestFormSchema } from './jobRequestForm';
import { sendMessageSchema } from './message';
import { saveJobSchema } from './savedJob';
import { stickyMessageInputSchema, stickyMessageUpdateSchema } from './stickyMessage';

const NUL = 'a\u0000b';

/** The field errors of `input` under `schema`, as the server's 400 would carry them. */
function fieldErrors(schema: { safeParse(input: unknown): unknown }, input: object) {
  const result = schema.safeParse(input) as { success: boolean; error?: never };
  return result.success ? {} : formatZodError(result.error!, { input }).fieldErrors;
}

describe('text a database cannot store (a NUL character) is refused by the schema, not a service', () => {
  it('in a job request, a bid and a saved job: "Invalid character"', () => {
    const form = { title: 'Logo', description: 'A logo' };
    expect(fieldErrors(jobRequestFormSchema, { ...form, department: NUL })).toEqual({
      department: ['Invalid character'],
    });
    expect(
      fieldErrors(createBidSchema, { kind: 'proposal', jobRequestId: 1, rate: 5, message: NUL }),
    ).toEqual({ message: ['Invalid character'] });
    expect(fieldErrors(saveJobSchema, { originalId: `rec${NUL}`, type: 'job' })).toEqual({
      originalId: ['Invalid character'],
    });
  });

  it('in a sticky message, new or edited: "Invalid character"', () => {
    expect(fieldErrors(stickyMessageInputSchema, { title: NUL, body: 'Hello' })).toEqual({
      title: ['Invalid character'],
    });
    expect(fieldErrors(stickyMessageUpdateSchema, { body: NUL })).toEqual({
      body: ['Invalid character'],
    });
  });

  it('in a message and a group name, with their own words', () => {
    expect(fieldErrors(sendMessageSchema, { body: NUL })).toEqual({
      body: ['Message contains an invalid character'],
    });
    expect(fieldErrors(createGroupSchema, { name: NUL })).toEqual({
      name: ['Name contains an invalid character'],
    });
    expect(fieldErrors(updateGroupSchema, { name: NUL })).toEqual({
      name: ['Name contains an invalid character'],
    });
  });

  it('keeps every other character, line breaks and emoji included', () => {
    expect(sendMessageSchema.parse({ body: 'line\nbreak 🎉' }).body).toBe('line\nbreak 🎉');
  });
});
