/**
 * Insights (issue 16; SPEC §2 /insights): the signed-in employer's company funnel over a period
 * (or one of its job requests: another company's is a 404), rate benchmarks per skill, and the
 * company's activity log. Employers only: a talent account gets a 403.
 */
import {
  benchmarksQuerySchema,
  cursorQuerySchema,
  insightsQuerySchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function insightRoutes(app: App) {
  const { insights } = app.services;

  app.get(
    '/api/insights',
    { schema: { querystring: insightsQuerySchema }, onRequest: app.requireUser },
    async (request) => insights.get(currentUser(request).id, request.query),
  );

  app.get(
    '/api/insights/benchmarks',
    { schema: { querystring: benchmarksQuerySchema }, onRequest: app.requireUser },
    async (request) => insights.benchmarks(currentUser(request).id, request.query),
  );

  app.get(
    '/api/insights/activity',
    { schema: { querystring: cursorQuerySchema }, onRequest: app.requireUser },
    async (request) =>
      insights.listCompanyActivity(
        await insights.companyOf(currentUser(request).id),
        request.query,
      ),
  );
}
