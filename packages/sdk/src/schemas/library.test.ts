import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY_MESSAGES,
  libraryCollectionInputSchema,
  libraryProgressInputSchema,
  libraryQuerySchema,
  libraryResourceInputSchema,
} from './library';

const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('library schemas (issue 18)', () => {
  it('a guide needs a title and a body; defaults fill the rest', () => {
    const parsed = z.parse(libraryResourceInputSchema, {
      title: '  Writing a proposal  ',
      kind: 'guide',
      body: '# Hello',
    });
    expect(parsed).toEqual({
      title: 'Writing a proposal',
      kind: 'guide',
      audience: 'all',
      requiredPlan: 'none',
      summary: '',
      body: '# Hello',
      skills: [],
    });
    expect(errorsOf(libraryResourceInputSchema, { title: 'x', kind: 'guide', body: '' })).toEqual({
      title: [LIBRARY_MESSAGES.titleLength],
      body: [LIBRARY_MESSAGES.bodyRequired],
    });
  });

  it('a video link needs a web address; javascript: is refused', () => {
    expect(
      errorsOf(libraryResourceInputSchema, { title: 'A talk', kind: 'video', videoUrl: '' }),
    ).toEqual({ videoUrl: [LIBRARY_MESSAGES.videoUrlRequired] });
    expect(
      errorsOf(libraryResourceInputSchema, {
        title: 'A talk',
        kind: 'video',
        videoUrl: 'javascript:alert(1)',
      }),
    ).toEqual({ videoUrl: [LIBRARY_MESSAGES.urlInvalid] });
    expect(
      errorsOf(libraryResourceInputSchema, {
        title: 'A talk',
        kind: 'video',
        videoUrl: 'https://video.example/talk',
      }),
    ).toEqual({});
  });

  it('refuses unknown kinds, audiences and plans with designed messages', () => {
    expect(
      errorsOf(libraryResourceInputSchema, {
        title: 'Guide',
        kind: 'poem',
        audience: 'cats',
        requiredPlan: 'gold',
        body: 'x',
      }),
    ).toEqual({
      kind: [LIBRARY_MESSAGES.kindInvalid],
      audience: [LIBRARY_MESSAGES.audienceInvalid],
      requiredPlan: [LIBRARY_MESSAGES.planInvalid],
    });
  });

  it('a collection lists each resource once', () => {
    expect(
      errorsOf(libraryCollectionInputSchema, { title: 'Start here', resourceIds: [1, 2, 1] }),
    ).toEqual({ resourceIds: [LIBRARY_MESSAGES.itemsRepeated] });
    expect(z.parse(libraryCollectionInputSchema, { title: 'Start here' }).resourceIds).toEqual([]);
  });

  it('progress is started or completed; the query coerces and drops blanks', () => {
    expect(errorsOf(libraryProgressInputSchema, { state: 'not_started' })).toEqual({
      state: [LIBRARY_MESSAGES.progressInvalid],
    });
    expect(z.parse(libraryQuerySchema, { q: ' ', kind: '', skill: '4' })).toEqual({
      limit: 20,
      skill: 4,
    });
  });
});
