/**
 * Events (issue 17) under /api/events: the list and one event, hosting (create, edit, publish,
 * cancel, registrations, approve, decline, check in, message) and registering (register, cancel,
 * claim an offer), and the calendar file. Every route needs a signed-in user; a draft someone does
 * not host is a 404 like an unknown id; a host action on an event one sees but does not host, 403.
 */
import {
  checkInInputSchema,
  eventCreateSchema,
  eventInputSchema,
  eventMessageInputSchema,
  eventsQuerySchema,
  idParamsSchema,
  registrationParamsSchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function eventRoutes(app: App) {
  const { events } = app.services;
  const signedIn = { onRequest: app.requireUser };
  const viewer = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, isAdmin: user.isAdmin };
  };

  app.get(
    '/api/events',
    { schema: { querystring: eventsQuerySchema }, ...signedIn },
    async (request) => events.list(viewer(request), request.query),
  );

  app.get('/api/events/hosts', signedIn, async (request) => events.hosts(viewer(request)));

  app.post(
    '/api/events',
    { schema: { body: eventCreateSchema }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await events.create(viewer(request), request.body)),
  );

  app.get('/api/events/:id', { schema: { params: idParamsSchema }, ...signedIn }, async (request) =>
    events.get(viewer(request), request.params.id),
  );

  app.put(
    '/api/events/:id',
    { schema: { params: idParamsSchema, body: eventInputSchema }, ...signedIn },
    async (request) => events.update(viewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/events/:id/publish',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => events.publish(viewer(request), request.params.id),
  );

  app.post(
    '/api/events/:id/cancel',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => events.cancel(viewer(request), request.params.id),
  );

  app.post(
    '/api/events/:id/registration',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => events.register(viewer(request), request.params.id),
  );

  app.delete(
    '/api/events/:id/registration',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => events.unregister(viewer(request), request.params.id),
  );

  app.post(
    '/api/events/:id/registration/claim',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => events.claim(viewer(request), request.params.id),
  );

  app.get(
    '/api/events/:id/registrations',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => events.registrations(viewer(request), request.params.id),
  );

  app.post(
    '/api/events/:id/registrations/:registrationId/approve',
    { schema: { params: registrationParamsSchema }, ...signedIn },
    async (request) =>
      events.approve(viewer(request), request.params.id, request.params.registrationId),
  );

  app.post(
    '/api/events/:id/registrations/:registrationId/decline',
    { schema: { params: registrationParamsSchema }, ...signedIn },
    async (request) =>
      events.decline(viewer(request), request.params.id, request.params.registrationId),
  );

  app.post(
    '/api/events/:id/check-in',
    { schema: { params: idParamsSchema, body: checkInInputSchema }, ...signedIn },
    async (request) => events.checkIn(viewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/events/:id/messages',
    { schema: { params: idParamsSchema, body: eventMessageInputSchema }, ...signedIn },
    async (request) => events.message(viewer(request), request.params.id, request.body.body),
  );

  /** The calendar file (RFC 5545), downloaded as `event-{id}.ics`. */
  app.get(
    '/api/events/:id/calendar.ics',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request, reply) => {
      const ics = await events.calendar(viewer(request), request.params.id, app.config.appOrigin);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}
