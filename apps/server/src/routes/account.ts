/**
 * The person's own data (issue 14): GET /api/account/export ("download my data") and
 * POST /api/account/delete ("delete my account"). Both need a session; both refuse a browser
 * request from another site (the global check covers the POST; the export is a GET, checked here
 * as GET /api/logout-simple is, so a link elsewhere cannot make a browser save the file).
 */
import { accountExportFileName } from '@hireloop/sdk/constants';
import { deleteAccountSchema } from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { refuseCrossSite } from '../plugins/security';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

/** Archives per person (or address) per minute: building one reads every row of the person. */
const EXPORTS_PER_MINUTE = 5;

export async function accountRoutes(app: App) {
  const { privacy, authRateLimiter } = app.services;

  app.get(
    '/api/account/export',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: EXPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const refusal = refuseCrossSite(request, app.config.appOrigin);
      if (refusal) throw problem(403, refusal);
      const archive = await privacy.exportData(currentUser(request).id);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${accountExportFileName(archive.exportedAt)}"`,
        );
      return archive;
    },
  );

  app.post(
    '/api/account/delete',
    { schema: { body: deleteAccountSchema }, onRequest: app.requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      // A wrong password is a failed sign-in: a stolen session cannot guess it freely.
      const attempt = await authRateLimiter.attempt('login', {
        ip: request.ip,
        account: user.email,
      });
      await privacy.deleteAccount(user.id, request.body.password);
      await attempt.succeeded();
      // The server ended every session of the account; this browser's cookie goes too.
      await reply.endSession();
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
}
