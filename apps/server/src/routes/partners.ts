/**
 * Partner registration (issue 15; admins only, 403 "Admins only" to everyone else): the partner
 * sites that embed the widgets, their publishable keys and allowed origins.
 */
import type { FastifyRequest } from 'fastify';
import {
  idParamsSchema,
  partnerInputSchema,
  partnerUpdateSchema,
  type Partner,
} from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { currentUser } from '../plugins/session';
import type { App } from '../types';
import { ADMINS_ONLY } from './stickyMessages';

export async function partnerRoutes(app: App) {
  const { partners } = app.services;
  const base = '/api/admin/partners';

  /** onRequest after requireUser: 403 for signed-in users who are not admins. */
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = [app.requireUser, requireAdmin];

  app.get(base, { onRequest: admin }, async (): Promise<Partner[]> => partners.list());

  app.post(
    base,
    { schema: { body: partnerInputSchema }, onRequest: admin },
    async (request, reply) =>
      reply.code(201).send(await partners.create(currentUser(request).id, request.body)),
  );

  app.patch(
    `${base}/:id`,
    { schema: { params: idParamsSchema, body: partnerUpdateSchema }, onRequest: admin },
    async (request): Promise<Partner> => partners.update(request.params.id, request.body),
  );

  app.post(
    `${base}/:id/revoke`,
    { schema: { params: idParamsSchema }, onRequest: admin },
    async (request): Promise<Partner> => partners.revoke(request.params.id),
  );
}
