/**
 * Admin sticky messages (issue 4; SPEC §7 GET /api/admin/sticky-messages/unread-count). Reading
 * and marking read are for every signed-in user (SPEC §7 refreshes the list after login); managing
 * is for admins only (403 "Admins only" to everyone else).
 */
import type { FastifyRequest } from 'fastify';
import {
  idParamsSchema,
  stickyMessageInputSchema,
  stickyMessageUpdateSchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import { problem } from '../errors';
import type { App } from '../types';

export const ADMINS_ONLY = 'Admins only';

export async function stickyMessageRoutes(app: App) {
  const { stickyMessages } = app.services;
  const base = '/api/admin/sticky-messages';

  /** onRequest after requireUser: 403 for signed-in users who are not admins. */
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = [app.requireUser, requireAdmin];

  // The static paths first (find-my-way prefers them over `/:id` patterns in any case).
  app.get(`${base}/unread-count`, { onRequest: app.requireUser }, async (request) =>
    stickyMessages.unreadCount(currentUser(request)),
  );

  app.get(`${base}/manage`, { onRequest: admin }, async () => stickyMessages.manage());

  app.get(base, { onRequest: app.requireUser }, async (request) =>
    stickyMessages.list(currentUser(request)),
  );

  app.post(
    base,
    { schema: { body: stickyMessageInputSchema }, onRequest: admin },
    async (request, reply) =>
      reply.code(201).send(await stickyMessages.create(currentUser(request).id, request.body)),
  );

  app.patch(
    `${base}/:id`,
    { schema: { params: idParamsSchema, body: stickyMessageUpdateSchema }, onRequest: admin },
    async (request) => stickyMessages.update(request.params.id, request.body),
  );

  app.post(
    `${base}/:id/retire`,
    { schema: { params: idParamsSchema }, onRequest: admin },
    async (request) => stickyMessages.retire(request.params.id),
  );

  app.post(
    `${base}/:id/read`,
    { schema: { params: idParamsSchema }, onRequest: app.requireUser },
    async (request) => {
      await stickyMessages.markRead(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}
