/**
 * The session cookie: reads it on every request into `request.user`, and gives routes
 * `reply.startSession(userId)` (rotating any previous session) and `reply.endSession()`.
 * `app.requireUser` is the preHandler for routes that need a signed-in user (401 otherwise).
 * app.ts registers @fastify/cookie, which parses the cookies, first.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AuthUser, SessionService } from '../services/sessions';
import { problem } from '../errors';
import { TEXTS } from '@hireloop/sdk/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: AuthUser | null;
  }
  interface FastifyReply {
    /** Starts a session for the user (the previous one of this browser is deleted) and sets the cookie. */
    startSession(userId: number): Promise<void>;
    /** Deletes this browser's session and clears the cookie. */
    endSession(): Promise<void>;
  }
  interface FastifyInstance {
    /** preHandler: 401 `{ message: TEXTS.notAuthenticated }` (SPEC §8) without a signed-in user. */
    requireUser(request: FastifyRequest): Promise<void>;
  }
}

/** The signed-in user of a request that went through `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw problem(401, TEXTS.notAuthenticated);
  return request.user;
}

export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    { config, sessions }: { config: Config; sessions: SessionService },
  ) => {
    const secure = config.appOrigin.startsWith('https://');
    const name = config.sessionCookie;

    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[name];
      request.user = token ? await sessions.lookup(token) : null;
    });

    app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
      const previous = this.request.cookies[name];
      if (previous) await sessions.destroy(previous);
      const { token, expiresAt } = await sessions.create(userId);
      this.setCookie(name, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        expires: expiresAt,
      });
    });
    app.decorateReply('endSession', async function (this: FastifyReply) {
      const token = this.request.cookies[name];
      if (token) await sessions.destroy(token);
      this.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw problem(401, TEXTS.notAuthenticated);
    });
  },
  { name: 'hireloop-session', dependencies: ['hireloop-validation', '@fastify/cookie'] },
);
