import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './apiError';

describe('the API error body', () => {
  it('parses the API error body with and without field errors', () => {
    expect(apiErrorSchema.parse({ message: 'Subscription required' })).toEqual({
      message: 'Subscription required',
    });
    const bad = { message: 'Title is required', fieldErrors: { title: ['Title is required'] } };
    expect(apiErrorSchema.parse(bad)).toEqual(bad);
  });
});
