import { describe, expect, it } from 'vitest';
import { ROLES } from '../vocabulary';
import { roleSchema, userSchema, userSummarySchema } from './user';

describe('user', () => {
  it('has the roles employer and talent (SPEC §1)', () => {
    expect(ROLES).toEqual(['employer', 'talent']);
  });

  it('refuses any other role', () => {
    expect(roleSchema.safeParse('admin').success).toBe(false);
  });

  it('parses the GET /api/user answer with and without a title', () => {
    const user = { id: 1, email: 'ada@example.com', name: 'Ada', role: 'employer', title: 'CTO' };
    expect(userSchema.parse(user)).toEqual(user);
    const { title: _title, ...untitled } = user;
    expect(userSchema.parse(untitled)).toEqual(untitled);
    expect(userSchema.parse({ ...user, title: null }).title).toBeNull();
  });

  it('carries the admin flag when the server sends it', () => {
    expect(
      userSchema.parse({ id: 1, email: 'a@b.co', name: 'A', role: 'talent', isAdmin: true })
        .isAdmin,
    ).toBe(true);
  });

  it('parses a user summary with or without an image', () => {
    expect(
      userSummarySchema.parse({ id: 2, name: 'Bo', role: 'talent', image: null }).image,
    ).toBeNull();
  });
});
