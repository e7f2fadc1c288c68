/**
 * The external job feed (SPEC §7 prefix `/api/airtable/jobs`): a page of jobs and one job. Public
 * like the browse listing; the data comes from the local table or Airtable (services/externalJobs).
 */
import { externalJobParamsSchema, externalJobsQuerySchema } from '@hireloop/sdk/schemas';
import type { App } from '../types';

export async function externalJobRoutes(app: App) {
  const { externalJobs } = app.services;

  app.get(
    '/api/airtable/jobs',
    { schema: { querystring: externalJobsQuerySchema } },
    async (request) => externalJobs.list(request.query),
  );

  app.get(
    '/api/airtable/jobs/:id',
    { schema: { params: externalJobParamsSchema } },
    async (request) => externalJobs.get(request.params.id),
  );
}
