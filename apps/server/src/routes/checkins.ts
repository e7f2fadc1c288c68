/**
 * Job check-ins (issue 16): engagements (for their talent and their request's company), schedules,
 * pause and resume, the talent's due list and history, submissions and reviews, and the admins'
 * figures under /api/admin/check-ins. Every route needs a signed-in user; an engagement or a
 * check-in the caller has no part in is a 404; the admin routes answer 403 to non-admins.
 */
import type { FastifyRequest } from 'fastify';
import {
  adminCheckinEngagementsQuerySchema,
  adminCheckinsQuerySchema,
  checkinHistoryQuerySchema,
  checkinReviewSchema,
  checkinSubmitSchema,
  engagementStatusUpdateSchema,
  engagementsQuerySchema,
  idParamsSchema,
  scheduleInputSchema,
} from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { currentUser } from '../plugins/session';
import type { App } from '../types';
import { ADMINS_ONLY } from './stickyMessages';

export async function checkinRoutes(app: App) {
  const { checkins } = app.services;
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/api/engagements',
    { schema: { querystring: engagementsQuerySchema }, ...signedIn },
    async (request) => checkins.listEngagements(currentUser(request).id, request.query),
  );

  app.get(
    '/api/engagements/:id',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => checkins.getEngagement(currentUser(request).id, request.params.id),
  );

  app.put(
    '/api/engagements/:id/schedule',
    { schema: { params: idParamsSchema, body: scheduleInputSchema }, ...signedIn },
    async (request) =>
      checkins.setSchedule(currentUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/engagements/:id',
    { schema: { params: idParamsSchema, body: engagementStatusUpdateSchema }, ...signedIn },
    async (request) =>
      checkins.setEngagementStatus(currentUser(request).id, request.params.id, request.body.status),
  );

  app.get('/api/checkins/due', signedIn, async (request) => checkins.due(currentUser(request).id));

  app.get(
    '/api/checkins',
    { schema: { querystring: checkinHistoryQuerySchema }, ...signedIn },
    async (request) => checkins.history(currentUser(request).id, request.query),
  );

  app.put(
    '/api/checkins/:id',
    { schema: { params: idParamsSchema, body: checkinSubmitSchema }, ...signedIn },
    async (request) => checkins.submit(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/checkins/:id/review',
    { schema: { params: idParamsSchema, body: checkinReviewSchema }, ...signedIn },
    async (request) => checkins.review(currentUser(request).id, request.params.id, request.body),
  );

  /** onRequest after requireUser: 403 for signed-in users who are not admins. */
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = [app.requireUser, requireAdmin];

  app.get(
    '/api/admin/check-ins',
    { schema: { querystring: adminCheckinsQuerySchema }, onRequest: admin },
    async (request) => checkins.adminStats(request.query.days),
  );

  app.get(
    '/api/admin/check-ins/engagements',
    { schema: { querystring: adminCheckinEngagementsQuerySchema }, onRequest: admin },
    async (request) => checkins.adminEngagements(request.query),
  );
}
