/**
 * The API of partner widgets (issue 15): the sign-in window asks for an embed credential for a
 * widget, the widget's frame signs out with it, and a partner page reads how a checkout started
 * from its widget ended. The pages themselves (/embed/v1/…) are ./embedPages.ts.
 */
import {
  embedCheckoutParamsSchema,
  embedCheckoutQuerySchema,
  embedTokenRequestSchema,
  type EmbedCheckoutStatus,
  type EmbedToken,
  type OkResponse,
} from '@hireloop/sdk/schemas';
import { TEXTS } from '@hireloop/sdk/constants';
import { problem } from '../errors';
import { currentUser, embedBearerOf } from '../plugins/session';
import type { App } from '../types';

export async function embedRoutes(app: App) {
  const { embedTokens, payments } = app.services;

  /**
   * From the sign-in window, on Hireloop's own origin with the session cookie: a credential for
   * the widget of `publishableKey` on the page origin `origin` (403 when the key is unknown or
   * revoked, or the origin is not the partner's). Not open to an embed credential itself (the
   * session hook answers 403): a widget cannot mint credentials.
   */
  app.post(
    '/api/embed/tokens',
    { schema: { body: embedTokenRequestSchema }, onRequest: app.requireUser },
    async (request): Promise<EmbedToken> => {
      const sessionToken = request.cookies[app.config.sessionCookie];
      if (!sessionToken) throw problem(401, TEXTS.notAuthenticated);
      const { publishableKey, origin } = request.body;
      return embedTokens.create(sessionToken, currentUser(request), publishableKey, origin);
    },
  );

  /**
   * The widget's sign-out: the credential the request carries stops working. Like the app's
   * logout it answers `{ ok: true }` also when the credential is already gone, so a widget can
   * always call it.
   */
  app.post(
    '/api/embed/sign-out',
    { config: { embed: true } },
    async (request): Promise<OkResponse> => {
      const bearer = embedBearerOf(request.headers.authorization);
      if (bearer) await embedTokens.revoke(bearer);
      return { ok: true };
    },
  );

  /**
   * Public: the partner page the checkout returned to reads its result with its own publishable
   * key. 404 unless that partner's widget started the checkout; nothing about who paid.
   */
  app.get(
    '/api/embed/checkouts/:id',
    { schema: { params: embedCheckoutParamsSchema, querystring: embedCheckoutQuerySchema } },
    async (request, reply): Promise<EmbedCheckoutStatus> => {
      reply.header('cache-control', 'no-store');
      return payments.embedCheckoutStatus(request.params.id, request.query.key);
    },
  );
}
