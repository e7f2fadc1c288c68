/**
 * Accounts and sessions (SPEC §4, §7; issue 3): register, login, the current user, logout, and
 * the password flows. Bodies are validated with the sdk's schemas; sessions are the session
 * plugin's (`reply.startSession` rotates: a new id at every sign-in).
 */
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@hireloop/sdk/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseCrossSite } from '../plugins/security';
import { currentUser } from '../plugins/session';
import { problem } from '../errors';
import { RESET_LINK_INVALID } from '../services/passwordResets';
import type { App } from '../types';

/** The one answer to a wrong email or password: it does not say which was wrong. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

const ok = { ok: true as const };

export async function authRoutes(app: App) {
  const { users, passwordResets, authRateLimiter, sessions, background } = app.services;

  app.post('/api/register', { schema: { body: registerSchema } }, async (request, reply) => {
    // Every registration costs a full scrypt hash: limited per address before any is made.
    await authRateLimiter.attempt('register', { ip: request.ip });
    const user = await users.create(request.body);
    if (!user) throw problem(409, EMAIL_TAKEN);
    await reply.startSession(user.id);
    return user;
  });

  app.post('/api/login', { schema: { body: loginSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    const attempt = await authRateLimiter.attempt('login', { ip: request.ip, account: email });
    const user = await users.authenticate(email, password);
    if (!user) throw problem(401, INVALID_CREDENTIALS);
    await attempt.succeeded();
    await reply.startSession(user.id);
    return user;
  });

  // Also a partner widget's, with its embed credential (issue 15).
  app.get('/api/user', { config: { embed: true } }, async (request, reply) => {
    const user = currentUser(request);
    // Who is signed in is never for a shared cache.
    reply.header('cache-control', 'private, no-store');
    return user;
  });

  /**
   * Logout deletes the session server-side and clears the cookie; it answers `{ ok: true }` also
   * without a session, so the app can always call it (SPEC §4 clears the user either way).
   */
  async function logout(_request: FastifyRequest, reply: FastifyReply) {
    await reply.endSession();
    return ok;
  }
  app.post('/api/logout', logout);
  // SPEC §7 logs out with a GET. A browser that says the request comes from another site (a link
  // on a hostile page) is refused, so a page elsewhere cannot sign people out.
  app.get('/api/logout-simple', async (request, reply) => {
    const refusal = refuseCrossSite(request, app.config.appOrigin);
    if (refusal) throw problem(403, refusal);
    return logout(request, reply);
  });

  /**
   * The same answer, after the same work (the rate limit), whether or not the email has an
   * account: looking it up, writing the token and mailing the link happen once the answer has
   * been sent, so its timing reveals nothing. Their failures are logged.
   */
  app.post(
    '/api/auth/forgot-password',
    {
      schema: { body: forgotPasswordSchema },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body;
        background.run('password reset request', () => passwordResets.request(email));
      },
    },
    async (request) => {
      const { email } = request.body;
      await authRateLimiter.attempt('forgot-password', { ip: request.ip, account: email });
      return ok;
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordSchema } },
    async (request) => {
      const { token, password } = request.body;
      if (!(await passwordResets.reset(token, password))) throw problem(400, RESET_LINK_INVALID);
      return ok;
    },
  );

  // Guards run at onRequest, before validation: an anonymous caller gets 401, not a 400 about the body.
  app.post(
    '/api/auth/change-password',
    { schema: { body: changePasswordSchema }, onRequest: app.requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      // A wrong current password is a failed sign-in: a stolen session cannot guess it freely.
      const attempt = await authRateLimiter.attempt('login', {
        ip: request.ip,
        account: user.email,
      });
      await users.changePassword(user.id, currentPassword, newPassword);
      await attempt.succeeded();
      // Every other session ends; this browser gets a fresh session id.
      await sessions.destroyAllForUser(user.id);
      await reply.startSession(user.id);
      return ok;
    },
  );
}
