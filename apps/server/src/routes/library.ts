/**
 * The library (issue 18): reading under /api/library (everyone signed in; a draft is a 404, a
 * gated resource answers without its body, video link and files, and its files are a 403 without
 * the plan) and writing under /api/admin/library (admins; 403 "Admins only" to everyone else).
 * Files are uploaded through the storage module (any upload type, up to ATTACHMENT_MAX_BYTES) and
 * always downloaded as attachments.
 */
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, UPLOAD_TYPES } from '@hireloop/sdk';
import {
  idParamsSchema,
  libraryAttachmentParamsSchema,
  libraryCollectionInputSchema,
  libraryProgressInputSchema,
  libraryQuerySchema,
  libraryResourceInputSchema,
} from '@hireloop/sdk/schemas';
import { problem } from '../errors';
import { currentUser } from '../plugins/session';
import { readUpload, sendStored } from '../plugins/uploads';
import { newStorageKey } from '../services/storage';
import type { App } from '../types';
import { ADMINS_ONLY } from './stickyMessages';

export async function libraryRoutes(app: App) {
  const { library, storage } = app.services;
  const signedIn = { onRequest: app.requireUser };
  const viewer = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { id: user.id, isAdmin: user.isAdmin };
  };
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = { onRequest: [app.requireUser, requireAdmin] };

  app.get(
    '/api/library/resources',
    { ...signedIn, schema: { querystring: libraryQuerySchema } },
    async (request) => library.list(viewer(request), request.query),
  );

  app.get(
    '/api/library/resources/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request) => library.get(viewer(request), request.params.id),
  );

  app.put(
    '/api/library/resources/:id/progress',
    { ...signedIn, schema: { params: idParamsSchema, body: libraryProgressInputSchema } },
    async (request) => library.setProgress(viewer(request), request.params.id, request.body),
  );

  app.get(
    '/api/library/resources/:id/attachments/:attachmentId',
    { ...signedIn, schema: { params: libraryAttachmentParamsSchema } },
    async (request, reply) => {
      const file = await library.attachment(
        viewer(request),
        request.params.id,
        request.params.attachmentId,
      );
      return sendStored(reply, file.key, { disposition: 'attachment', filename: file.fileName });
    },
  );

  app.get('/api/library/collections', signedIn, async (request) =>
    library.collections(viewer(request)),
  );

  app.get(
    '/api/library/collections/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request) => library.collection(viewer(request), request.params.id),
  );

  // Admins

  app.get('/api/admin/library/resources', admin, async (request) =>
    library.adminResources(viewer(request)),
  );

  app.post(
    '/api/admin/library/resources',
    { ...admin, schema: { body: libraryResourceInputSchema } },
    async (request, reply) =>
      reply.code(201).send(await library.createResource(viewer(request), request.body)),
  );

  app.put(
    '/api/admin/library/resources/:id',
    { ...admin, schema: { params: idParamsSchema, body: libraryResourceInputSchema } },
    async (request) => library.updateResource(viewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/library/resources/:id/publish',
    { ...admin, schema: { params: idParamsSchema } },
    async (request) => library.publishResource(viewer(request), request.params.id),
  );

  app.post(
    '/api/admin/library/resources/:id/unpublish',
    { ...admin, schema: { params: idParamsSchema } },
    async (request) => library.unpublishResource(viewer(request), request.params.id),
  );

  app.post(
    '/api/admin/library/resources/:id/attachments',
    { ...admin, schema: { params: idParamsSchema }, config: { upload: true } },
    async (request, reply) => {
      await library.assertResource(request.params.id);
      const upload = await readUpload(request, {
        field: 'file',
        maxBytes: ATTACHMENT_MAX_BYTES,
        accept: UPLOAD_TYPES,
      });
      const key = newStorageKey('library', upload.type);
      await storage.put(key, upload.bytes, upload.type);
      try {
        const resource = await library.addAttachment(viewer(request), request.params.id, {
          key,
          fileName: upload.filename,
          contentType: upload.type,
          size: upload.bytes.length,
        });
        return reply.code(201).send(resource);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/library/resources/:id/attachments/:attachmentId',
    { ...admin, schema: { params: libraryAttachmentParamsSchema } },
    async (request) => {
      const { resource, key } = await library.removeAttachment(
        viewer(request),
        request.params.id,
        request.params.attachmentId,
      );
      await storage.delete(key);
      return resource;
    },
  );

  app.get('/api/admin/library/collections', admin, async (request) =>
    library.adminCollections(viewer(request)),
  );

  app.post(
    '/api/admin/library/collections',
    { ...admin, schema: { body: libraryCollectionInputSchema } },
    async (request, reply) =>
      reply.code(201).send(await library.createCollection(viewer(request), request.body)),
  );

  app.put(
    '/api/admin/library/collections/:id',
    { ...admin, schema: { params: idParamsSchema, body: libraryCollectionInputSchema } },
    async (request) => library.updateCollection(viewer(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/library/collections/:id/publish',
    { ...admin, schema: { params: idParamsSchema } },
    async (request) => library.publishCollection(viewer(request), request.params.id),
  );

  app.post(
    '/api/admin/library/collections/:id/unpublish',
    { ...admin, schema: { params: idParamsSchema } },
    async (request) => library.unpublishCollection(viewer(request), request.params.id),
  );
}
