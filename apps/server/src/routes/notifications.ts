/**
 * Notifications of the signed-in user (SPEC §7 GET /api/notifications; marking read per the sdk's
 * endpoint table). Nobody reads or marks another user's notifications.
 */
import { idParamsSchema, notificationsQuerySchema } from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function notificationRoutes(app: App) {
  const { notifications } = app.services;

  app.get(
    '/api/notifications',
    { schema: { querystring: notificationsQuerySchema }, onRequest: app.requireUser },
    async (request) => notifications.list(currentUser(request).id, request.query),
  );

  // Registered before `/:id/read`; find-my-way prefers the static path anyway.
  app.post('/api/notifications/read-all', { onRequest: app.requireUser }, async (request) => {
    await notifications.markAllRead(currentUser(request).id);
    return { ok: true as const };
  });

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser },
    async (request) => {
      await notifications.markRead(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
}
