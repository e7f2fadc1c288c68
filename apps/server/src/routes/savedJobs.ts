/**
 * Saved jobs, projects and tasks of the signed-in user (SPEC §7 GET /api/saved/jobs; add and
 * remove per the sdk's endpoint table). Another user's rows are never read or removed.
 */
import { saveJobSchema, savedJobParamsSchema } from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function savedJobRoutes(app: App) {
  const { savedJobs } = app.services;

  app.get('/api/saved/jobs', { onRequest: app.requireUser }, async (request) =>
    savedJobs.list(currentUser(request).id),
  );

  app.post(
    '/api/saved/jobs',
    { schema: { body: saveJobSchema }, onRequest: app.requireUser },
    async (request) => savedJobs.save(currentUser(request).id, request.body),
  );

  app.delete(
    '/api/saved/jobs/:id',
    { schema: { params: savedJobParamsSchema }, onRequest: app.requireUser },
    async (request) => savedJobs.remove(currentUser(request).id, request.params.id),
  );
}
