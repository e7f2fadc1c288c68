/**
 * Verification (issue 18) under /api/verification (the signed-in person's own kinds) and
 * /api/admin/verification (admins: the review queue, decisions, the audit log and the documents).
 * Documents are uploaded through the storage module (type told by content: JPEG, PNG or PDF) and
 * served only to admins, only as attachments; a person never reads another's verification — there
 * is no route that names one but the admins'.
 */
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENT_TYPES } from '@hireloop/sdk';
import {
  companyDomainInputSchema,
  identityFieldsSchema,
  idParamsSchema,
  portfolioInputSchema,
  verificationConfirmSchema,
  verificationDecisionSchema,
  verificationDocumentParamsSchema,
} from '@hireloop/sdk/schemas';
import { problem, RequestValidationError } from '../errors';
import { currentUser } from '../plugins/session';
import { readUpload, sendStored } from '../plugins/uploads';
import { newStorageKey } from '../services/storage';
import type { App } from '../types';
import { ADMINS_ONLY } from './stickyMessages';

export async function verificationRoutes(app: App) {
  const { verification, storage } = app.services;
  const signedIn = { onRequest: app.requireUser };
  const requireAdmin = async (request: FastifyRequest) => {
    if (!currentUser(request).isAdmin) throw problem(403, ADMINS_ONLY);
  };
  const admin = { onRequest: [app.requireUser, requireAdmin] };

  app.get('/api/verification', signedIn, async (request) =>
    verification.mine(currentUser(request).id),
  );

  app.post('/api/verification/email', signedIn, async (request) =>
    verification.sendEmailLink(currentUser(request).id),
  );

  app.post(
    '/api/verification/company-domain',
    { ...signedIn, schema: { body: companyDomainInputSchema } },
    async (request) => verification.sendCompanyDomainLink(currentUser(request).id, request.body),
  );

  app.post(
    '/api/verification/confirm',
    { ...signedIn, schema: { body: verificationConfirmSchema } },
    async (request) => verification.confirm(currentUser(request).id, request.body.token),
  );

  app.post(
    '/api/verification/portfolio',
    { ...signedIn, schema: { body: portfolioInputSchema } },
    async (request) => verification.submitPortfolio(currentUser(request).id, request.body),
  );

  app.post(
    '/api/verification/:kind/documents',
    {
      ...signedIn,
      schema: { params: verificationDocumentParamsSchema },
      config: { upload: true },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { kind } = request.params;
      await verification.assertMayUpload(userId, kind);
      const upload = await readUpload(request, {
        field: 'document',
        maxBytes: DOCUMENT_MAX_BYTES,
        accept: VERIFICATION_DOCUMENT_TYPES,
      });
      const fields = identityFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw new RequestValidationError(fields.error.issues, upload.fields);
      const key = newStorageKey(`verification-documents/${kind}`, upload.type);
      await storage.put(key, upload.bytes, upload.type);
      try {
        return await verification.addDocument(
          userId,
          kind,
          { key, type: upload.type, filename: upload.filename, size: upload.bytes.length },
          fields.data.note,
        );
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },
  );

  app.get('/api/admin/verification', admin, async () => verification.queue());

  app.get('/api/admin/verification/audit', admin, async () => verification.audit());

  app.get(
    '/api/admin/verification/documents/:id',
    { ...admin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const document = await verification.document(request.params.id);
      return sendStored(reply, document.key, {
        disposition: 'attachment',
        filename: document.filename,
      });
    },
  );

  app.post(
    '/api/admin/verification/:id/decision',
    { ...admin, schema: { params: idParamsSchema, body: verificationDecisionSchema } },
    async (request) =>
      verification.decide(currentUser(request).id, request.params.id, request.body),
  );
}
