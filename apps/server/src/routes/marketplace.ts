/**
 * The services marketplace (issue 18) under /api/marketplace: services (browse, one, sell),
 * orders (buy, pay, requirements, deliver, revisions, complete, cancel, dispute, review), reviews,
 * and the admins' disputes. Every route needs a signed-in user and validates with the sdk's
 * schemas (400 with field errors); another person's order reads as not found (404); a draft one
 * does not sell, too; the admin routes answer 403 to others, as the other admin routes do.
 */
import type { FastifyRequest } from 'fastify';
import {
  disputeResolutionSchema,
  disputesQuerySchema,
  idParamsSchema,
  orderCancelSchema,
  orderCreateSchema,
  orderDisputeSchema,
  orderMessageSchema,
  orderRequirementsSchema,
  ordersQuerySchema,
  reviewInputSchema,
  reviewsQuerySchema,
  serviceCreateSchema,
  serviceInputSchema,
  servicesQuerySchema,
  serviceStatusInputSchema,
} from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { currentUser } from '../plugins/session';
import type { App } from '../types';
import { ADMINS_ONLY } from './stickyMessages';

export async function marketplaceRoutes(app: App) {
  const { catalog, orders } = app.services.marketplace;
  const signedIn = { onRequest: app.requireUser };
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = { onRequest: [app.requireUser, requireAdmin] };
  const base = '/api/marketplace';

  // Services
  app.get(
    `${base}/services`,
    { schema: { querystring: servicesQuerySchema }, ...signedIn },
    async (request) => catalog.list(currentUser(request), request.query),
  );
  app.get(`${base}/sellers`, signedIn, async (request) => catalog.sellers(currentUser(request)));
  app.post(
    `${base}/services`,
    { schema: { body: serviceCreateSchema }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await catalog.create(currentUser(request), request.body)),
  );
  app.get(
    `${base}/services/:id`,
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => catalog.get(currentUser(request), request.params.id),
  );
  app.put(
    `${base}/services/:id`,
    { schema: { params: idParamsSchema, body: serviceInputSchema }, ...signedIn },
    async (request) => catalog.update(currentUser(request), request.params.id, request.body),
  );
  app.post(
    `${base}/services/:id/status`,
    { schema: { params: idParamsSchema, body: serviceStatusInputSchema }, ...signedIn },
    async (request) => catalog.setStatus(currentUser(request), request.params.id, request.body),
  );

  // Reviews
  app.get(
    `${base}/reviews`,
    { schema: { querystring: reviewsQuerySchema }, ...signedIn },
    async (request) => catalog.reviews(request.query),
  );

  // Orders
  app.get(
    `${base}/orders`,
    { schema: { querystring: ordersQuerySchema }, ...signedIn },
    async (request) => orders.list(currentUser(request), request.query),
  );
  app.post(
    `${base}/orders`,
    { schema: { body: orderCreateSchema }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await orders.create(currentUser(request), request.body)),
  );
  app.get(
    `${base}/orders/:id`,
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => orders.details(currentUser(request), request.params.id),
  );
  app.post(
    `${base}/orders/:id/checkout`,
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => orders.checkout(currentUser(request), request.params.id),
  );
  app.post(
    `${base}/orders/:id/requirements`,
    { schema: { params: idParamsSchema, body: orderRequirementsSchema }, ...signedIn },
    async (request) =>
      orders.submitRequirements(currentUser(request), request.params.id, request.body),
  );
  app.post(
    `${base}/orders/:id/deliver`,
    { schema: { params: idParamsSchema, body: orderMessageSchema }, ...signedIn },
    async (request) => orders.deliver(currentUser(request), request.params.id, request.body),
  );
  app.post(
    `${base}/orders/:id/request-revision`,
    { schema: { params: idParamsSchema, body: orderMessageSchema }, ...signedIn },
    async (request) =>
      orders.requestRevision(currentUser(request), request.params.id, request.body),
  );
  app.post(
    `${base}/orders/:id/complete`,
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => orders.complete(currentUser(request), request.params.id),
  );
  app.post(
    `${base}/orders/:id/cancel`,
    { schema: { params: idParamsSchema, body: orderCancelSchema }, ...signedIn },
    async (request) => orders.cancel(currentUser(request), request.params.id, request.body),
  );
  app.post(
    `${base}/orders/:id/dispute`,
    { schema: { params: idParamsSchema, body: orderDisputeSchema }, ...signedIn },
    async (request) => orders.dispute(currentUser(request), request.params.id, request.body),
  );
  app.put(
    `${base}/orders/:id/review`,
    { schema: { params: idParamsSchema, body: reviewInputSchema }, ...signedIn },
    async (request) => orders.review(currentUser(request), request.params.id, request.body),
  );

  // Admins: disputes
  app.get(
    '/api/admin/marketplace/disputes',
    { schema: { querystring: disputesQuerySchema }, ...admin },
    async (request) => orders.disputes(request.query),
  );
  app.get(
    '/api/admin/marketplace/orders/:id',
    { schema: { params: idParamsSchema }, ...admin },
    async (request) => orders.adminDetails(request.params.id),
  );
  app.post(
    '/api/admin/marketplace/orders/:id/resolve',
    { schema: { params: idParamsSchema, body: disputeResolutionSchema }, ...admin },
    async (request) => orders.resolve(currentUser(request), request.params.id, request.body),
  );
}
