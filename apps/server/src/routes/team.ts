/**
 * Teams (issue 16): the active company's members, roles, invites and activity log under
 * /api/team (any member reads; the owner and admins manage, others 403); the person's companies
 * and the active one (/api/companies); invite links (/api/invites/{token}: previewed by anyone
 * holding the link, accepted by the person signed in with the invited address).
 */
import {
  companyUpdateSchema,
  createInviteSchema,
  cursorQuerySchema,
  idParamsSchema,
  inviteTokenParamsSchema,
  memberParamsSchema,
  memberRoleUpdateSchema,
  removeMemberQuerySchema,
  switchCompanySchema,
  transferOwnershipSchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import type { App } from '../types';

export async function teamRoutes(app: App) {
  const { companies } = app.services;
  const signedIn = { onRequest: app.requireUser };

  app.get('/api/team', signedIn, async (request) => companies.get(currentUser(request).id));

  app.patch('/api/team', { ...signedIn, schema: { body: companyUpdateSchema } }, async (request) =>
    companies.updateCompany(currentUser(request).id, request.body),
  );

  app.get(
    '/api/team/activity',
    { ...signedIn, schema: { querystring: cursorQuerySchema } },
    async (request) => companies.activity(currentUser(request).id, request.query),
  );

  app.post(
    '/api/team/invites',
    { ...signedIn, schema: { body: createInviteSchema } },
    async (request, reply) =>
      reply.code(201).send(await companies.invite(currentUser(request).id, request.body)),
  );

  app.delete(
    '/api/team/invites/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request) => {
      await companies.revokeInvite(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/team/members/:userId',
    { ...signedIn, schema: { params: memberParamsSchema, body: memberRoleUpdateSchema } },
    async (request) =>
      companies.changeRole(currentUser(request).id, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/team/members/:userId',
    { ...signedIn, schema: { params: memberParamsSchema, querystring: removeMemberQuerySchema } },
    async (request) => {
      await companies.remove(currentUser(request).id, request.params.userId, request.query);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/team/owner',
    { ...signedIn, schema: { body: transferOwnershipSchema } },
    async (request) => companies.transferOwnership(currentUser(request).id, request.body.userId),
  );

  app.get('/api/companies', signedIn, async (request) => companies.list(currentUser(request).id));

  app.get('/api/companies/active', signedIn, async (request) =>
    companies.active(currentUser(request).id),
  );

  app.put(
    '/api/companies/active',
    { ...signedIn, schema: { body: switchCompanySchema } },
    async (request) => companies.switchTo(currentUser(request).id, request.body.companyId),
  );

  app.get('/api/invites/:token', { schema: { params: inviteTokenParamsSchema } }, async (request) =>
    companies.previewInvite(request.params.token),
  );

  app.post(
    '/api/invites/:token/accept',
    { ...signedIn, schema: { params: inviteTokenParamsSchema } },
    async (request) => companies.acceptInvite(currentUser(request), request.params.token),
  );
}
