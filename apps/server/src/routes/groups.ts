/**
 * Groups (issue 4; sdk endpoint table): the caller's groups, one group with its members, create,
 * rename, invite (issue 14: people join by accepting) and remove members. Only members see a
 * group (others 404); only the owner renames, invites, revokes invitations and removes others
 * (other members 403); a member may remove themself (leave). An invitation is answered only by
 * the person invited (anyone else: 404).
 */
import {
  addGroupMembersSchema,
  createGroupSchema,
  groupInvitationParamsSchema,
  groupMemberParamsSchema,
  idParamsSchema,
  updateGroupSchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function groupRoutes(app: App) {
  const { conversations } = app.services;

  app.get('/api/groups', { onRequest: app.requireUser }, async (request) =>
    conversations.listGroups(currentUser(request).id),
  );

  app.post(
    '/api/groups',
    { schema: { body: createGroupSchema }, onRequest: app.requireUser },
    async (request, reply) => {
      const group = await conversations.createGroup(currentUser(request).id, request.body);
      return reply.code(201).send(group);
    },
  );

  // A static path: find-my-way matches it before `/api/groups/:id`.
  app.get('/api/groups/invitations', { onRequest: app.requireUser }, async (request) =>
    conversations.listInvitations(currentUser(request).id),
  );

  app.post(
    '/api/groups/invitations/:id/accept',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser },
    async (request) => conversations.acceptInvitation(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/groups/invitations/:id/decline',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser },
    async (request) => {
      await conversations.declineInvitation(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/groups/:id/invitations/:invitationId',
    { schema: { params: groupInvitationParamsSchema }, onRequest: app.requireUser },
    async (request) =>
      conversations.revokeInvitation(
        currentUser(request).id,
        request.params.id,
        request.params.invitationId,
      ),
  );

  app.get(
    '/api/groups/:id',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser },
    async (request) => conversations.getGroup(currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/groups/:id',
    { schema: { params: idParamsSchema, body: updateGroupSchema }, onRequest: app.requireUser },
    async (request) =>
      conversations.renameGroup(currentUser(request).id, request.params.id, request.body.name),
  );

  app.post(
    '/api/groups/:id/members',
    {
      schema: { params: idParamsSchema, body: addGroupMembersSchema },
      onRequest: app.requireUser,
    },
    async (request) =>
      conversations.addMembers(currentUser(request).id, request.params.id, request.body.userIds),
  );

  app.delete(
    '/api/groups/:id/members/:userId',
    { schema: { params: groupMemberParamsSchema }, onRequest: app.requireUser },
    async (request) => {
      await conversations.removeMember(
        currentUser(request).id,
        request.params.id,
        request.params.userId,
      );
      return { ok: true as const };
    },
  );
}
