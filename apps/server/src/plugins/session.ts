/**
 * The session cookie: reads it on every request into `request.user`, and gives routes
 * `reply.startSession(userId)` (rotating any previous session) and `reply.endSession()`.
 * `app.requireUser` is the preHandler for routes that need a signed-in user (401 otherwise).
 * app.ts registers @fastify/cookie, which parses the cookies, first.
 *
 * Also the embed credential of partner widgets (issue 15, services/embedTokens.ts): a request
 * without a session cookie's user that carries `Authorization: Bearer hlemb_…` is signed in by
 * it (`request.user`, and `request.embed` says which partner widget). Its scope is decided here,
 * in this one hook, so no route can forget it: only a route whose config has `embed: true`
 * accepts the credential; every other route answers 403 {@link EMBED_OUT_OF_SCOPE}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { EmbedContext, EmbedTokenService } from '../services/embedTokens';
import { EMBED_TOKEN_PREFIX } from '../services/embedTokens';
import type { AuthUser, SessionService } from '../services/sessions';
import { problem } from '../errors';
import { TEXTS } from '@hireloop/sdk/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: AuthUser | null;
    /** Set when an embed credential (not the session cookie) signed the request in; else null. */
    embed: EmbedContext | null;
  }
  interface FastifyContextConfig {
    /**
     * The route accepts a partner widget's embed credential (issue 15). Without it, a request
     * carrying one is a 403. Only what the widgets need opts in (README "Embedded widgets").
     */
    embed?: boolean;
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

/** Methods that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The 403 of an embed credential sent to a route outside its scope. */
export const EMBED_OUT_OF_SCOPE = 'This widget sign-in cannot be used here';

/** The embed credential an `Authorization` header carries (`Bearer hlemb_…`), if any. */
export function embedBearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const token = match?.[1];
  return token?.startsWith(EMBED_TOKEN_PREFIX) ? token : undefined;
}

/** The signed-in user of a request that went through `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw problem(401, TEXTS.notAuthenticated);
  return request.user;
}

export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    {
      config,
      sessions,
      embedTokens,
    }: { config: Config; sessions: SessionService; embedTokens: EmbedTokenService },
  ) => {
    const secure = config.appOrigin.startsWith('https://');
    const name = config.sessionCookie;

    app.decorateRequest('user', null);
    app.decorateRequest('embed', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[name];
      request.user = token ? await sessions.lookup(token) : null;
      if (request.user) return;
      // No cookie session: an embed credential, only where the route accepts one (any credential,
      // valid or not, is refused elsewhere: its scope never depends on looking it up).
      const bearer = embedBearerOf(request.headers.authorization);
      if (bearer === undefined) return;
      if (request.routeOptions.config.embed !== true) throw problem(403, EMBED_OUT_OF_SCOPE);
      const found = await embedTokens.lookup(bearer);
      if (!found) return;
      request.user = found.user;
      request.embed = found.embed;
    });

    // A signed-in person's write may have changed what the session cache holds of them (their
    // name, title, role, …): the database tells every instance through NOTIFY after the commit.
    // Their next request must not read the old values, so the answer to a write goes out only
    // once this instance has received every invalidation committed so far (one round trip
    // through the channel; at once when the cache is off).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!request.user || SAFE_METHODS.has(request.method)) return done(null, payload);
      sessions.settled().then(() => done(null, payload), done);
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
