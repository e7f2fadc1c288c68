/**
 * Collectives (issue 17) under /api/collectives: the list and search, a collective's page by id
 * or slug, its logo (served to anyone signed in; uploaded by its owner or admins, the type told
 * by the content), creating (talent), editing (owner, admins) and every membership change; and
 * "Contact" (employers). Authorisation is the service's: no such collective 404, not allowed 403.
 */
import { IMAGE_UPLOAD_TYPES, LOGO_MAX_BYTES } from '@hireloop/sdk';
import {
  collectiveCreateSchema,
  collectiveInviteSchema,
  collectiveMemberParamsSchema,
  collectiveOwnerSchema,
  collectiveParamsSchema,
  collectiveQuerySchema,
  collectiveRefParamsSchema,
  collectiveRoleUpdateSchema,
  collectiveUpdateSchema,
} from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { currentUser } from '../plugins/session';
import { readUpload, sendStored } from '../plugins/uploads';
import { newStorageKey } from '../services/storage';
import type { App } from '../types';

export async function collectiveRoutes(app: App) {
  const { collectives, storage } = app.services;
  const signedIn = { onRequest: app.requireUser };
  const byId = { ...signedIn, schema: { params: collectiveParamsSchema } };
  const byMember = { ...signedIn, schema: { params: collectiveMemberParamsSchema } };

  app.get(
    '/api/collectives',
    { ...signedIn, schema: { querystring: collectiveQuerySchema } },
    async (request) => collectives.list(request.query),
  );

  // A static segment wins over the parameter whatever the order; registered first all the same.
  app.get('/api/collectives/mine', signedIn, async (request) =>
    collectives.mine(currentUser(request).id),
  );

  app.get(
    '/api/collectives/:id',
    { ...signedIn, schema: { params: collectiveRefParamsSchema } },
    async (request) => collectives.get(request.params.id, currentUser(request).id),
  );

  app.post(
    '/api/collectives',
    { ...signedIn, schema: { body: collectiveCreateSchema } },
    async (request, reply) =>
      reply.code(201).send(await collectives.create(currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/collectives/:id',
    { ...signedIn, schema: { params: collectiveParamsSchema, body: collectiveUpdateSchema } },
    async (request) => collectives.update(currentUser(request).id, request.params.id, request.body),
  );

  app.get('/api/collectives/:id/logo', byId, async (request, reply) => {
    const key = await collectives.logoKey(request.params.id);
    if (!key) throw problem(404, 'File not found');
    // The address changes with every logo (`?v=`), so the answer never goes stale.
    return sendStored(reply, key, { cache: 'immutable' });
  });

  app.post('/api/collectives/:id/logo', { ...byId, config: { upload: true } }, async (request) => {
    const userId = currentUser(request).id;
    await collectives.assertManages(userId, request.params.id);
    const upload = await readUpload(request, {
      field: 'logo',
      maxBytes: LOGO_MAX_BYTES,
      accept: IMAGE_UPLOAD_TYPES,
    });
    const key = newStorageKey('collective-logos', upload.type);
    await storage.put(key, upload.bytes, upload.type);
    let result;
    try {
      result = await collectives.setLogo(userId, request.params.id, key);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    if (result.previous) await storage.delete(result.previous);
    return result.page;
  });

  app.delete('/api/collectives/:id/logo', byId, async (request) => {
    const result = await collectives.setLogo(currentUser(request).id, request.params.id, null);
    if (result.previous) await storage.delete(result.previous);
    return result.page;
  });

  app.post('/api/collectives/:id/join', byId, async (request) =>
    collectives.join(currentUser(request).id, request.params.id),
  );
  app.post('/api/collectives/:id/leave', byId, async (request) =>
    collectives.leave(currentUser(request).id, request.params.id),
  );
  app.post('/api/collectives/:id/accept', byId, async (request) =>
    collectives.accept(currentUser(request).id, request.params.id),
  );
  app.post('/api/collectives/:id/decline', byId, async (request) =>
    collectives.decline(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/collectives/:id/invites',
    { ...signedIn, schema: { params: collectiveParamsSchema, body: collectiveInviteSchema } },
    async (request) =>
      collectives.invite(currentUser(request).id, request.params.id, request.body.userId),
  );

  app.post('/api/collectives/:id/requests/:userId/approve', byMember, async (request) =>
    collectives.answerRequest(
      currentUser(request).id,
      request.params.id,
      request.params.userId,
      true,
    ),
  );
  app.post('/api/collectives/:id/requests/:userId/deny', byMember, async (request) =>
    collectives.answerRequest(
      currentUser(request).id,
      request.params.id,
      request.params.userId,
      false,
    ),
  );

  app.patch(
    '/api/collectives/:id/members/:userId',
    {
      ...signedIn,
      schema: { params: collectiveMemberParamsSchema, body: collectiveRoleUpdateSchema },
    },
    async (request) =>
      collectives.changeRole(
        currentUser(request).id,
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete('/api/collectives/:id/members/:userId', byMember, async (request) =>
    collectives.removeMember(currentUser(request).id, request.params.id, request.params.userId),
  );

  app.post(
    '/api/collectives/:id/owner',
    { ...signedIn, schema: { params: collectiveParamsSchema, body: collectiveOwnerSchema } },
    async (request) =>
      collectives.transferOwnership(
        currentUser(request).id,
        request.params.id,
        request.body.userId,
      ),
  );

  app.post('/api/collectives/:id/contact', byId, async (request) =>
    collectives.contact(currentUser(request).id, request.params.id),
  );
}
