import { describe, expect, it } from 'vitest';
import { skillListSchema, skillSchema } from './skill';

describe('skills', () => {
  it('parses a skill with id and name (SPEC §3)', () => {
    expect(skillSchema.parse({ id: 1, name: 'React' })).toEqual({ id: 1, name: 'React' });
    expect(skillListSchema.parse([{ id: 1, name: 'React' }])).toHaveLength(1);
    expect(skillSchema.safeParse({ id: '1', name: 'React' }).success).toBe(false);
  });
});
