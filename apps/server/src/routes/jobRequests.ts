/**
 * Job requests (issue 3; paths as the sdk's endpoint table): create and edit (signed in, SPEC §7
 * POST/PATCH /api/job-requests), status changes, the employer's own list, the talent's browse
 * listing (signed out: public requests only) and one request.
 */
import {
  browseJobRequestsQuerySchema,
  idParamsSchema,
  jobRequestFormSchema,
  jobRequestStatusUpdateSchema,
  ownJobRequestsQuerySchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function jobRequestRoutes(app: App) {
  const { jobRequests } = app.services;

  app.post(
    '/api/job-requests',
    // The job request widget posts here with its embed credential (issue 15).
    {
      schema: { body: jobRequestFormSchema },
      onRequest: app.requireUser,
      config: { embed: true },
    },
    async (request, reply) => {
      const created = await jobRequests.create(currentUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/job-requests/:id',
    { schema: { params: idParamsSchema, body: jobRequestFormSchema }, onRequest: app.requireUser },
    async (request) => jobRequests.update(currentUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/job-requests/:id/status',
    {
      schema: { params: idParamsSchema, body: jobRequestStatusUpdateSchema },
      onRequest: app.requireUser,
    },
    async (request) =>
      jobRequests.setStatus(currentUser(request).id, request.params.id, request.body.status),
  );

  app.get(
    '/api/job-requests',
    { schema: { querystring: ownJobRequestsQuerySchema }, onRequest: app.requireUser },
    async (request) => jobRequests.listOwn(currentUser(request).id, request.query),
  );

  app.get(
    '/api/job-requests/browse',
    { schema: { querystring: browseJobRequestsQuerySchema } },
    async (request, reply) => {
      if (request.user) return jobRequests.browse(request.user.id, request.query);
      // Signed out: the same answer for everyone, reused for a few seconds (BROWSE_CACHE_MS).
      const body = await jobRequests.browseSignedOut(request.query);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get('/api/job-requests/:id', { schema: { params: idParamsSchema } }, async (request) =>
    jobRequests.get(request.user?.id ?? null, request.params.id),
  );
}
