/**
 * Skill trends (the sdk's endpoint table, prefix /api/skill-trends; not shown in SPEC): the top
 * skills by demand over a window, and one skill's trend. Public like GET /api/skills: reference
 * data made of counts, which name no request and no person.
 */
import { idParamsSchema, skillTrendsQuerySchema } from '@hireloop/sdk/schemas';
import type { App } from '../types';

export async function skillTrendRoutes(app: App) {
  const { skillTrends } = app.services;

  app.get(
    '/api/skill-trends',
    { schema: { querystring: skillTrendsQuerySchema } },
    async (request) => skillTrends.list(request.query),
  );

  app.get('/api/skill-trends/:id', { schema: { params: idParamsSchema } }, async (request) =>
    skillTrends.get(request.params.id),
  );
}
