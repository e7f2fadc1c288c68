/**
 * The app's routes, from its own route table, for the tests that must cover every route (bad
 * input of any kind), and the signed-in users who get past each route's access check.
 */
import { grantAdmin } from '../src/testServer';
import type { RouteEntry } from '../src/types';
import { activateSubscription, registerUser, type TestClient, type TestServer } from './helpers';

/** Routes whose body is not the client's to shape: signed webhooks, and ones that end the session. */
export const NOT_CLIENT_SHAPED = new Set([
  '/api/stripe/webhook',
  '/api/logout',
  '/api/logout-simple',
]);

/** Every route of the table the client shapes: `/api` ones and the local checkout page's. */
export const clientRoutes = (server: TestServer): RouteEntry[] =>
  server.app.routeTable.filter(
    (route) =>
      (route.url.startsWith('/api/') || route.url.startsWith('/checkout/')) &&
      !NOT_CLIENT_SHAPED.has(route.url) &&
      route.method !== 'HEAD',
  );

/** The write routes (POST, PATCH, PUT, DELETE) under `/api`. */
export const writeRoutes = (server: TestServer): RouteEntry[] =>
  clientRoutes(server).filter(
    (route) =>
      ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method) && route.url.startsWith('/api/'),
  );

/** The `:name` parameters of a route pattern, in order. */
export const paramNames = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/**
 * The route pattern with its parameters filled in order from `values` (URL-encoded; `'1'` where a
 * value is missing or empty).
 */
export function fillPath(url: string, values: readonly string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++] ?? '1') || '1');
}

/**
 * Users who get past every access check between them: an employer with a subscription, a talent
 * with Talent Lite, and an admin.
 */
export async function routeUsers(
  server: TestServer,
): Promise<{ employer: TestClient; talent: TestClient; admin: TestClient }> {
  const employer = await registerUser(server, { role: 'employer' });
  await activateSubscription(server, employer.user.id, 'employer-lifetime');
  const talent = await registerUser(server, { role: 'talent' });
  await activateSubscription(server, talent.user.id, 'talent-lifetime');
  const admin = await registerUser(server, { role: 'employer' });
  await grantAdmin(server.app, admin.user.id);
  return { employer: employer.client, talent: talent.client, admin: admin.client };
}
