/**
 * Direct conversations and messages (issue 4; sdk endpoint table): list and open direct
 * conversations, page back through a conversation's history, send, mark read — and
 * GET /api/unread-counts. A group is a conversation too, so /api/messages/{id} serves both kinds;
 * to a non-member every conversation route answers 404.
 */
import {
  conversationParamsSchema,
  cursorQuerySchema,
  messagePeopleQuerySchema,
  openConversationSchema,
  sendMessageSchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function messageRoutes(app: App) {
  const { conversations } = app.services;

  app.get('/api/unread-counts', { onRequest: app.requireUser }, async (request) =>
    conversations.unreadCounts(currentUser(request).id),
  );

  app.get('/api/messages/conversations', { onRequest: app.requireUser }, async (request) =>
    conversations.listDirect(currentUser(request).id),
  );

  // Issue 20: whom "New message" offers, and why someone cannot be written to yet.
  app.get(
    '/api/messages/people',
    { schema: { querystring: messagePeopleQuerySchema }, onRequest: app.requireUser },
    async (request) => conversations.people(currentUser(request).id, request.query),
  );

  app.post(
    '/api/messages/conversations',
    { schema: { body: openConversationSchema }, onRequest: app.requireUser },
    async (request) => conversations.openDirectWith(currentUser(request).id, request.body.userId),
  );

  app.get(
    '/api/messages/:conversationId',
    {
      schema: { params: conversationParamsSchema, querystring: cursorQuerySchema },
      onRequest: app.requireUser,
    },
    async (request) =>
      conversations.history(currentUser(request).id, request.params.conversationId, request.query),
  );

  app.post(
    '/api/messages/:conversationId',
    {
      schema: { params: conversationParamsSchema, body: sendMessageSchema },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const message = await conversations.send(
        currentUser(request).id,
        request.params.conversationId,
        request.body.body,
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/api/messages/:conversationId/read',
    { schema: { params: conversationParamsSchema }, onRequest: app.requireUser },
    async (request) =>
      conversations.markRead(currentUser(request).id, request.params.conversationId),
  );
}
