import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../vocabulary';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  PASSWORDS_DIFFER_MESSAGE,
  changePasswordFormSchema,
  resetPasswordFormSchema,
} from './auth';
import { formatZodError } from './errors';

describe('login', () => {
  it('accepts email and password, trimming and lower-casing the email', () => {
    expect(loginSchema.parse({ email: ' Ada@Example.COM ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
  });

  it("answers 'Invalid email' and 'Required' for a bad email and a missing password", () => {
    const input = { email: 'ada' };
    expect(formatZodError(loginSchema.safeParse(input).error!, { input }).fieldErrors).toEqual({
      email: ['Invalid email'],
      password: ['Required'],
    });
  });

  it('refuses an empty password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});

describe('register', () => {
  const valid = { email: 'bo@example.com', password: 'long enough', name: ' Bo ', role: 'talent' };

  it('accepts email, password, name and role, trimming the name', () => {
    expect(registerSchema.parse(valid)).toEqual({ ...valid, name: 'Bo' });
  });

  it('needs a password of 8 to 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    const input = { ...valid, password: 'short' };
    expect(formatZodError(registerSchema.safeParse(input).error!, { input }).fieldErrors).toEqual({
      password: ['String must contain at least 8 character(s)'],
    });
    expect(registerSchema.safeParse({ ...valid, password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('needs a role of employer or talent', () => {
    const input = { ...valid, role: 'admin' };
    expect(formatZodError(registerSchema.safeParse(input).error!, { input }).fieldErrors).toEqual({
      role: ["Invalid enum value. Expected 'employer' | 'talent', received 'admin'"],
    });
  });

  it('needs a non-blank name', () => {
    expect(registerSchema.safeParse({ ...valid, name: '  ' }).success).toBe(false);
  });
});

describe('password reset and change', () => {
  it('asks only for an email to send the reset link', () => {
    expect(forgotPasswordSchema.parse({ email: 'A@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it('resets with a token and a new password', () => {
    expect(resetPasswordSchema.parse({ token: 'abc', password: 'new password' })).toEqual({
      token: 'abc',
      password: 'new password',
    });
    expect(resetPasswordSchema.safeParse({ token: '', password: 'new password' }).success).toBe(
      false,
    );
  });

  it('changes with the current password and a new one of at least 8 characters', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'new password' })
        .success,
    ).toBe(true);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'short' }).success,
    ).toBe(false);
  });
});

describe('the password forms: the new password typed again', () => {
  it('given a matching confirmation, outputs the API body without it', () => {
    expect(
      changePasswordFormSchema.parse({
        currentPassword: 'old-secret',
        newPassword: 'new-secret-1',
        confirm: 'new-secret-1',
      }),
    ).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
    expect(
      resetPasswordFormSchema.parse({
        token: 't0k',
        password: 'new-secret-1',
        confirm: 'new-secret-1',
      }),
    ).toEqual({ token: 't0k', password: 'new-secret-1' });
  });

  it('given a different confirmation, refuses it under confirm', () => {
    const change = changePasswordFormSchema.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
      confirm: 'new-secret-2',
    });
    expect(change.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirm', PASSWORDS_DIFFER_MESSAGE],
    ]);
    const reset = resetPasswordFormSchema.safeParse({
      token: 't',
      password: 'new-secret-1',
      confirm: '',
    });
    expect(reset.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['confirm']);
  });
});
