import * as z from 'zod/mini';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../vocabulary';
import { storableText } from './text';
import { roleSchema } from './user';

/** An email address, trimmed and lower-cased before it is checked ("Invalid email"). */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX), storableText()),
  z.email(),
);

/** A new password (not shown: 8 to 128 characters, nothing else imposed). */
export const newPasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH), storableText());

/** A password to check against the stored one: any non-empty text under the text rule. */
const currentPasswordSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH), storableText());

/** The body of POST /api/login (SPEC §7: email, password). Any non-empty password is tried. */
export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

/** The body of POST /api/register (SPEC §7 "fields not shown"; issue 2: email, password, name, role). */
export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX), storableText()),
  role: roleSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.output<typeof registerSchema>;

/** The body of POST /api/auth/forgot-password (not shown; answered the same whether or not the email exists). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/** The body of POST /api/auth/reset-password (not shown: the single-use token from the email). */
export const resetPasswordSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(512), storableText()),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** The body of POST /api/auth/change-password (not shown: the current password is re-checked). */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** The field error of a confirmation that differs from the new password (not shown in SPEC). */
export const PASSWORDS_DIFFER_MESSAGE = "The passwords don't match.";

/** A form's `confirm`: the new password typed again, the same as `password`'s `field`. */
const confirmed = <F extends string>(field: F) =>
  z.refine<Record<F | 'confirm', string>>((form) => form.confirm === form[field], {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirm'],
  });

/**
 * The change-password form: the API's body plus the new password typed again (`confirm`), which
 * must match. Outputs the body of POST /api/auth/change-password.
 */
export const changePasswordFormSchema = z.pipe(
  z
    .extend(changePasswordSchema, { confirm: z.string().check(storableText()) })
    .check(confirmed('newPassword')),
  z.transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword })),
);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/**
 * The reset-password form: the API's body plus the new password typed again (`confirm`), which
 * must match. Outputs the body of POST /api/auth/reset-password.
 */
export const resetPasswordFormSchema = z.pipe(
  z
    .extend(resetPasswordSchema, { confirm: z.string().check(storableText()) })
    .check(confirmed('password')),
  z.transform(({ token, password }) => ({ token, password })),
);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
