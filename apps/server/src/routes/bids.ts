/**
 * Bids (issue 4; paths as the sdk's endpoint table): send a proposal or an outreach, the bid
 * manager's sent and received listings, one bid for the details modal, and status changes.
 * Every route needs a signed-in user; a bid the caller is not a party of is a 404.
 */
import {
  bidStatusUpdateSchema,
  bidsQuerySchema,
  createBidSchema,
  idParamsSchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function bidRoutes(app: App) {
  const { bids } = app.services;

  app.post(
    '/api/bids',
    { schema: { body: createBidSchema }, onRequest: app.requireUser },
    async (request, reply) => {
      const created = await bids.create(currentUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/bids/sent',
    { schema: { querystring: bidsQuerySchema }, onRequest: app.requireUser },
    async (request) => bids.list(currentUser(request).id, 'sent', request.query),
  );

  app.get(
    '/api/bids/received',
    { schema: { querystring: bidsQuerySchema }, onRequest: app.requireUser },
    async (request) => bids.list(currentUser(request).id, 'received', request.query),
  );

  app.get(
    '/api/bids/:id',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser },
    async (request) => bids.get(currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/bids/:id',
    { schema: { params: idParamsSchema, body: bidStatusUpdateSchema }, onRequest: app.requireUser },
    async (request) =>
      bids.setStatus(currentUser(request).id, request.params.id, request.body.status),
  );
}
