/**
 * The career feed (issue 17): the reader's feed, posts, reactions, comments, follows, reports, and
 * the admins' moderation under /api/admin/feed. Every route needs a signed-in user; a post the
 * caller may not see is a 404; another's post edited or deleted is a 403; the admin routes answer
 * 403 to non-admins.
 */
import type { FastifyRequest } from 'fastify';
import {
  commentInputSchema,
  feedQuerySchema,
  followInputSchema,
  idParamsSchema,
  moderationInputSchema,
  postInputSchema,
  postsQuerySchema,
  postUpdateSchema,
  reactionInputSchema,
  reportInputSchema,
} from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { currentUser } from '../plugins/session';
import type { App } from '../types';
import { ADMINS_ONLY } from './stickyMessages';

export async function feedRoutes(app: App) {
  const { feed } = app.services;
  const signedIn = { onRequest: app.requireUser };
  const reader = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, isAdmin: user.isAdmin };
  };

  app.get('/api/feed', { schema: { querystring: feedQuerySchema }, ...signedIn }, async (request) =>
    feed.feed(reader(request), request.query),
  );

  app.get(
    '/api/feed/people/:id/posts',
    { schema: { params: idParamsSchema, querystring: postsQuerySchema }, ...signedIn },
    async (request) => feed.personPosts(reader(request), request.params.id, request.query),
  );

  app.post(
    '/api/feed/posts',
    { schema: { body: postInputSchema }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await feed.create(reader(request), request.body)),
  );

  app.get(
    '/api/feed/posts/:id',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => feed.get(reader(request), request.params.id),
  );

  app.patch(
    '/api/feed/posts/:id',
    { schema: { params: idParamsSchema, body: postUpdateSchema }, ...signedIn },
    async (request) => feed.update(reader(request), request.params.id, request.body),
  );

  app.delete(
    '/api/feed/posts/:id',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => {
      await feed.remove(reader(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/feed/posts/:id/reaction',
    { schema: { params: idParamsSchema, body: reactionInputSchema }, ...signedIn },
    async (request) => feed.react(reader(request), request.params.id, request.body),
  );

  app.delete(
    '/api/feed/posts/:id/reaction',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => feed.unreact(reader(request), request.params.id),
  );

  app.get(
    '/api/feed/posts/:id/comments',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => feed.comments(reader(request), request.params.id),
  );

  app.post(
    '/api/feed/posts/:id/comments',
    { schema: { params: idParamsSchema, body: commentInputSchema }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await feed.comment(reader(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/feed/comments/:id',
    { schema: { params: idParamsSchema }, ...signedIn },
    async (request) => {
      await feed.removeComment(reader(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/feed/posts/:id/report',
    { schema: { params: idParamsSchema, body: reportInputSchema }, ...signedIn },
    async (request, reply) => {
      await feed.report(reader(request), request.params.id, request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.get('/api/feed/follows', signedIn, async (request) => feed.follows(currentUser(request).id));

  app.post(
    '/api/feed/follows',
    { schema: { body: followInputSchema }, ...signedIn },
    async (request, reply) =>
      reply.code(201).send(await feed.follow(currentUser(request).id, request.body)),
  );

  app.delete(
    '/api/feed/follows',
    { schema: { querystring: followInputSchema }, ...signedIn },
    async (request) => {
      await feed.unfollow(currentUser(request).id, request.query);
      return { ok: true as const };
    },
  );

  /** onRequest after requireUser: 403 for signed-in users who are not admins. */
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = [app.requireUser, requireAdmin];

  app.get('/api/admin/feed/reports', { onRequest: admin }, async (request) =>
    feed.list(reader(request)),
  );

  app.post(
    '/api/admin/feed/posts/:id',
    { schema: { params: idParamsSchema, body: moderationInputSchema }, onRequest: admin },
    async (request) => feed.moderate(reader(request), request.params.id, request.body),
  );
}
