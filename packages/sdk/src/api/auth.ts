import type { Transport } from '../client/types';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../schemas/auth';
import type { OkResponse } from '../schemas/ok';
import type { User } from '../schemas/user';
import type { CallOptions } from './callOptions';

/** Session and account calls (SPEC §7; /api/auth routes not shown, designed with issue 3). */
export function authApi(t: Transport) {
  return {
    /** GET /api/user: the signed-in user, or `null` when not signed in (a 401, SPEC §7). */
    me: (options?: CallOptions) => t.read<User>('/api/user', { ...options }),
    /** POST /api/login: signs in; a failure's HttpError carries the server's `message`. */
    login: (body: LoginInput, options?: CallOptions) =>
      t.request<User>('/api/login', { ...options, method: 'POST', body }),
    /** POST /api/register: creates the account and signs in. */
    register: (body: RegisterInput, options?: CallOptions) =>
      t.request<User>('/api/register', { ...options, method: 'POST', body }),
    /** GET /api/logout-simple: ends the session (SPEC §7; answers `{ ok: true }`). */
    logout: (options?: CallOptions) =>
      t.request<OkResponse>('/api/logout-simple', { ...options, method: 'GET' }),
    /** POST /api/auth/forgot-password: mails a reset link; same answer for unknown emails. */
    forgotPassword: (body: ForgotPasswordInput, options?: CallOptions) =>
      t.request<OkResponse>('/api/auth/forgot-password', { ...options, method: 'POST', body }),
    /** POST /api/auth/reset-password: sets a new password with the mailed token. */
    resetPassword: (body: ResetPasswordInput, options?: CallOptions) =>
      t.request<OkResponse>('/api/auth/reset-password', { ...options, method: 'POST', body }),
    /** POST /api/auth/change-password: changes the signed-in user's password. */
    changePassword: (body: ChangePasswordInput, options?: CallOptions) =>
      t.request<OkResponse>('/api/auth/change-password', { ...options, method: 'POST', body }),
  };
}
export type AuthApi = ReturnType<typeof authApi>;
