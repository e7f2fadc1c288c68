/**
 * The demo verifications (issue 18):
 * - the demo talent: email and identity verified (the "Verified" badge on their profile, talent
 *   card and in Pixel Forge), portfolio not started — try it on /verification;
 * - Amara: identity verified (Pixel Forge counts two verified members);
 * - the demo employer: email and company domain (northwind-labs.example) verified;
 * - Lukas: an identity document waiting in the admins' queue (/admin/verification, the oldest);
 * - Priya: a portfolio (links) waiting behind it;
 * - Mateo: an identity rejected with its reason (he may try again).
 * The approvals and the rejection are in the audit log, decided by the demo admin. Lukas's document
 * is a small generated PDF written through the storage module when the seed is given one (the
 * server's start); without it (the CLI) his review waits with no file.
 */
import { VERIFICATION_VALID_DAYS } from '@hireloop/sdk';
import type { Tx } from '../db';
import { verificationAudit, verificationDocuments, verifications } from '../db/schemaVerification';
import { newStorageKey, type Storage } from '../services/storage';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A one-page PDF that says what it is (no real person's document is ever seeded). */
export const DEMO_DOCUMENT_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 66>>stream',
    'BT /F1 16 Tf 30 100 Td (Sample identity document - demo data) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

export async function insertDemoVerification(
  tx: Tx,
  ids: {
    now: Date;
    userIdOfKey: (key: string) => number;
    adminId: number;
    storage?: Pick<Storage, 'put'>;
  },
): Promise<void> {
  const { now, userIdOfKey, adminId, storage } = ids;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const validUntil = (decided: Date) =>
    new Date(decided.getTime() + VERIFICATION_VALID_DAYS * DAY_MS);
  const demoTalent = userIdOfKey('demo-talent');
  const amara = userIdOfKey('amara');
  const demoEmployer = userIdOfKey('demo-employer');
  const lukas = userIdOfKey('lukas');
  const priya = userIdOfKey('priya');
  const mateo = userIdOfKey('mateo');

  const rows = await tx
    .insert(verifications)
    .values(
      [
        {
          userId: demoTalent,
          kind: 'email' as const,
          state: 'verified' as const,
          email: 'talent@hireloop.dev',
          submittedAt: ago(40 * DAY_MS),
          decidedAt: ago(40 * DAY_MS),
        },
        {
          userId: demoTalent,
          kind: 'identity' as const,
          state: 'verified' as const,
          submittedAt: ago(31 * DAY_MS),
          decidedAt: ago(30 * DAY_MS),
          decidedBy: adminId,
          expiresAt: validUntil(ago(30 * DAY_MS)),
        },
        {
          userId: amara,
          kind: 'identity' as const,
          state: 'verified' as const,
          submittedAt: ago(21 * DAY_MS),
          decidedAt: ago(20 * DAY_MS),
          decidedBy: adminId,
          expiresAt: validUntil(ago(20 * DAY_MS)),
        },
        {
          userId: demoEmployer,
          kind: 'email' as const,
          state: 'verified' as const,
          email: 'employer@hireloop.dev',
          submittedAt: ago(60 * DAY_MS),
          decidedAt: ago(60 * DAY_MS),
        },
        {
          userId: demoEmployer,
          kind: 'company_domain' as const,
          state: 'verified' as const,
          email: 'morgan@northwind-labs.example',
          domain: 'northwind-labs.example',
          submittedAt: ago(59 * DAY_MS),
          decidedAt: ago(59 * DAY_MS),
        },
        {
          userId: lukas,
          kind: 'identity' as const,
          state: 'pending' as const,
          note: 'Passport, photo page.',
          submittedAt: ago(26 * HOUR_MS),
        },
        {
          userId: priya,
          kind: 'portfolio' as const,
          state: 'pending' as const,
          links: [
            'https://priya-data.example/case-studies',
            'https://github.com/priya-data-example',
          ],
          note: 'Three case studies of data pipelines I built for retail clients.',
          submittedAt: ago(5 * HOUR_MS),
        },
        {
          userId: mateo,
          kind: 'identity' as const,
          state: 'rejected' as const,
          reason: 'The document photo is blurred; please upload a sharper scan of the photo page.',
          submittedAt: ago(4 * DAY_MS),
          decidedAt: ago(3 * DAY_MS),
          decidedBy: adminId,
        },
      ].map((row) => ({
        ...row,
        // Issue 20: dated from the origin too, so one origin gives the same rows.
        createdAt: row.submittedAt,
        updatedAt: ('decidedAt' in row ? row.decidedAt : undefined) ?? row.submittedAt,
      })),
    )
    .returning({ id: verifications.id, userId: verifications.userId, kind: verifications.kind });
  const idOf = (userId: number, kind: string) =>
    rows.find((r) => r.userId === userId && r.kind === kind)!.id;

  await tx.insert(verificationAudit).values([
    {
      verificationId: idOf(demoTalent, 'identity'),
      subjectId: demoTalent,
      kind: 'identity' as const,
      action: 'approved' as const,
      actorId: adminId,
      at: ago(30 * DAY_MS),
    },
    {
      verificationId: idOf(amara, 'identity'),
      subjectId: amara,
      kind: 'identity' as const,
      action: 'approved' as const,
      actorId: adminId,
      at: ago(20 * DAY_MS),
    },
    {
      verificationId: idOf(mateo, 'identity'),
      subjectId: mateo,
      kind: 'identity' as const,
      action: 'rejected' as const,
      reason: 'The document photo is blurred; please upload a sharper scan of the photo page.',
      actorId: adminId,
      at: ago(3 * DAY_MS),
    },
  ]);

  if (storage) {
    const key = newStorageKey('verification-documents/identity', 'application/pdf');
    await storage.put(key, DEMO_DOCUMENT_PDF, 'application/pdf');
    await tx.insert(verificationDocuments).values({
      verificationId: idOf(lukas, 'identity'),
      storageKey: key,
      contentType: 'application/pdf',
      filename: 'passport-sample.pdf',
      size: DEMO_DOCUMENT_PDF.length,
      createdAt: ago(26 * HOUR_MS),
    });
  }
}
