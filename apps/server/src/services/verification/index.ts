/**
 * Verification (issue 18): email and company-domain links (single-use, hashed, 24 h), identity
 * documents and portfolios reviewed by admins (oldest first; approve, or reject with a reason —
 * every decision in the audit log, each applied once however many admins press at once), and
 * the expiry of unused links and of lapsed verifications (the scheduler's `verification.expire`).
 *
 * Documents are stored through the storage module by the route; this service records them and,
 * once a review is decided, deletes their rows in the decision's transaction and their files
 * right after it commits.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canVerifyKind,
  emailDomain,
  IDENTITY_DOCUMENTS_MAX,
  PORTFOLIO_DOCUMENTS_MAX,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_LINK_TTL_HOURS,
  VERIFICATION_VALID_DAYS,
  type ReviewedVerificationKind,
  type VerificationKind,
} from '@hireloop/sdk';
import {
  VERIFICATION_MESSAGES,
  type CompanyDomainInput,
  type MyVerification,
  type MyVerifications,
  type PortfolioInput,
  type VerificationAuditEntry,
  type VerificationDecisionInput,
  type VerificationReview,
} from '@hireloop/sdk/schemas';
import type { UploadType } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import { users } from '../../db/schema';
import {
  verificationAudit,
  verificationDocuments,
  verifications,
} from '../../db/schemaVerification';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { MailService } from '../mail';
import type { NotificationService } from '../notifications';
import { isInt4Id } from '../pageCursor';
import { hashToken } from '../sessions';
import type { Storage } from '../storage';
import { toUserSummary } from '../users/rows';
import {
  documentsOf,
  DOCUMENT_NOT_FOUND,
  mineOf,
  personOf,
  toDocument,
  toMine,
  VERIFICATION_NOT_FOUND,
  type Q,
  type VerificationRow,
} from './rows';

export { identityVerifiedSql, NO_BADGE, verificationBadgesOf } from './rows';

/** How often the scheduler looks for expired links and lapsed verifications. */
export const VERIFICATION_EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const AUDIT_LIST_MAX = 100;

/** The server's refusals (designed). */
export const VERIFICATION_TEXTS = {
  alreadyVerified: (kind: VerificationKind) =>
    `Your ${VERIFICATION_KIND_LABELS[kind].toLowerCase()} is already verified`,
  underReview: (kind: VerificationKind) =>
    `Your ${VERIFICATION_KIND_LABELS[kind].toLowerCase()} is already under review`,
  employersOnly: 'Only employer accounts verify a company domain',
  talentOnly: 'Only talent accounts verify a portfolio',
  portfolioFirst: 'Submit the links to your work first',
  tooManyDocuments: (max: number) => `Upload at most ${max} files for this verification`,
  alreadyDecided: 'This verification has already been decided',
  ownReview: 'You cannot review your own verification',
} as const;

/** The mail of an email or company-domain link. */
export function verificationMail(kind: 'email' | 'company_domain', link: string, domain?: string) {
  const what = kind === 'email' ? 'your email address' : `your company domain (${domain ?? ''})`;
  return {
    subject:
      kind === 'email'
        ? 'Verify your email for Hireloop'
        : 'Verify your company domain on Hireloop',
    text: [
      `Confirm ${what} on Hireloop by opening this link while signed in.`,
      `It works once, within ${VERIFICATION_LINK_TTL_HOURS} hours:`,
      link,
      '',
      'If you did not ask for this, ignore this email.',
    ].join('\n'),
  };
}

export interface StoredDocument {
  key: string;
  type: UploadType;
  filename: string;
  size: number;
}

export function createVerificationService(
  deps: ServiceDeps,
  others: {
    mail: Pick<MailService, 'send'>;
    live: Pick<LiveService, 'publish'>;
    notifications: Pick<NotificationService, 'notify'>;
    storage: Pick<Storage, 'delete'>;
  },
) {
  const { db, config, now, log } = deps;
  const { mail, live, notifications, storage } = others;

  async function personOrGone(q: Q, userId: number) {
    const person = await personOf(q, userId);
    if (!person) throw problem(401, TEXTS.notAuthenticated);
    return person;
  }

  async function one(q: Q, userId: number, kind: VerificationKind): Promise<MyVerification> {
    const [row] = await q
      .select()
      .from(verifications)
      .where(and(eq(verifications.userId, userId), eq(verifications.kind, kind)));
    return toMine(kind, row, row ? await documentsOf(q, [row.id]) : []);
  }

  /**
   * Starts (or restarts) a link verification: a new token for the row of (user, kind), unless it
   * is verified already. One statement, so parallel requests meet on the unique (user, kind).
   */
  async function sendLink(
    userId: number,
    kind: 'email' | 'company_domain',
    email: string,
    domain: string | null,
  ): Promise<MyVerification> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const values = {
      state: 'pending' as const,
      email,
      domain,
      tokenHash: hashToken(token),
      links: [],
      note: null,
      reason: null,
      submittedAt: at,
      decidedAt: null,
      decidedBy: null,
      expiresAt: new Date(at.getTime() + VERIFICATION_LINK_TTL_HOURS * HOUR_MS),
      updatedAt: at,
    };
    const [row] = await db
      .insert(verifications)
      .values({ userId, kind, ...values })
      .onConflictDoUpdate({
        target: [verifications.userId, verifications.kind],
        set: values,
        setWhere: sql`${verifications.state} <> 'verified'`,
      })
      .returning();
    if (!row) throw problem(409, VERIFICATION_TEXTS.alreadyVerified(kind));
    const link = `${config.appOrigin}/verification?token=${token}`;
    await mail.send({ to: email, ...verificationMail(kind, link, domain ?? undefined) });
    return toMine(kind, row, []);
  }

  /**
   * Moves a reviewed kind to pending for a new review (from not started, rejected or expired)
   * and locks its row; answers the locked row in whatever state it is.
   */
  async function openReview(
    tx: Q,
    userId: number,
    kind: ReviewedVerificationKind,
    fields: { links?: string[]; note?: string | null },
  ): Promise<{ row: VerificationRow; opened: boolean }> {
    const at = now();
    const values = {
      state: 'pending' as const,
      email: null,
      domain: null,
      tokenHash: null,
      links: fields.links ?? [],
      note: fields.note ?? null,
      reason: null,
      submittedAt: at,
      decidedAt: null,
      decidedBy: null,
      expiresAt: null,
      updatedAt: at,
    };
    const [opened] = await tx
      .insert(verifications)
      .values({ userId, kind, ...values })
      .onConflictDoUpdate({
        target: [verifications.userId, verifications.kind],
        set: values,
        setWhere: sql`${verifications.state} in ('rejected', 'expired')`,
      })
      .returning({ id: verifications.id });
    const [row] = await tx
      .select()
      .from(verifications)
      .where(and(eq(verifications.userId, userId), eq(verifications.kind, kind)))
      .for('update');
    if (!row) throw problem(404, VERIFICATION_NOT_FOUND);
    return { row, opened: opened !== undefined };
  }

  async function assertMayUpload(userId: number, kind: ReviewedVerificationKind): Promise<void> {
    const person = await personOrGone(db, userId);
    if (!canVerifyKind(person.role, kind)) {
      throw problem(
        403,
        kind === 'portfolio' ? VERIFICATION_TEXTS.talentOnly : VERIFICATION_TEXTS.employersOnly,
      );
    }
  }

  async function announce(
    q: Q,
    userId: number,
    kind: VerificationKind,
    state: VerificationRow['state'],
  ) {
    await live.publish(q, userId, { type: 'verification', data: { kind, state } });
  }

  return {
    /** GET /api/verification. */
    async mine(userId: number): Promise<MyVerifications> {
      const person = await personOrGone(db, userId);
      return mineOf(db, userId, person.role);
    },

    /** POST /api/verification/email: a link to the account's own address. */
    async sendEmailLink(userId: number): Promise<MyVerification> {
      const person = await personOrGone(db, userId);
      return sendLink(userId, 'email', person.email, null);
    },

    /** POST /api/verification/company-domain (employers): a link to an address at the domain. */
    async sendCompanyDomainLink(
      userId: number,
      input: CompanyDomainInput,
    ): Promise<MyVerification> {
      const person = await personOrGone(db, userId);
      if (!canVerifyKind(person.role, 'company_domain')) {
        throw problem(403, VERIFICATION_TEXTS.employersOnly);
      }
      const domain = emailDomain(input.email);
      if (!domain) throw fieldError('email', VERIFICATION_MESSAGES.emailInvalid, input);
      return sendLink(userId, 'company_domain', input.email, domain);
    },

    /**
     * POST /api/verification/confirm: spends the token of a link mailed to this person — unknown,
     * spent, expired or another's token: the same field error. Checked and spent in one statement.
     */
    async confirm(userId: number, token: string): Promise<MyVerification> {
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(verifications)
          .set({
            state: 'verified',
            tokenHash: null,
            decidedAt: at,
            expiresAt: null,
            updatedAt: at,
          })
          .where(
            and(
              eq(verifications.tokenHash, hashToken(token)),
              eq(verifications.userId, userId),
              eq(verifications.state, 'pending'),
              sql`${verifications.expiresAt} > ${at.toISOString()}::timestamptz`,
            ),
          )
          .returning();
        if (!row) throw fieldError('token', VERIFICATION_MESSAGES.tokenInvalid, { token });
        await announce(tx, userId, row.kind, 'verified');
        return toMine(row.kind, row, []);
      });
    },

    /** POST /api/verification/portfolio (talent): the links (and a note) go to review. */
    async submitPortfolio(userId: number, input: PortfolioInput): Promise<MyVerification> {
      const person = await personOrGone(db, userId);
      if (!canVerifyKind(person.role, 'portfolio'))
        throw problem(403, VERIFICATION_TEXTS.talentOnly);
      return db.transaction(async (tx) => {
        const { row, opened } = await openReview(tx, userId, 'portfolio', {
          links: input.links,
          note: input.note ?? null,
        });
        if (!opened) {
          throw problem(
            409,
            row.state === 'verified'
              ? VERIFICATION_TEXTS.alreadyVerified('portfolio')
              : VERIFICATION_TEXTS.underReview('portfolio'),
          );
        }
        await announce(tx, userId, 'portfolio', 'pending');
        return toMine('portfolio', row, []);
      });
    },

    /** Refuses an upload before it is read: the role may not verify the kind (403). */
    assertMayUpload,

    /**
     * POST /api/verification/{kind}/documents, after the route stored the file: an identity
     * document opens the review (or adds to the pending one); a portfolio file adds to a pending
     * portfolio. The count is checked under the row's lock, so parallel uploads cannot pass it.
     * On any refusal the caller deletes the stored file.
     */
    async addDocument(
      userId: number,
      kind: ReviewedVerificationKind,
      document: StoredDocument,
      note: string | undefined,
    ): Promise<MyVerification> {
      await assertMayUpload(userId, kind);
      return db.transaction(async (tx) => {
        let row: VerificationRow;
        if (kind === 'identity') {
          ({ row } = await openReview(tx, userId, 'identity', { note: note ?? null }));
        } else {
          const [found] = await tx
            .select()
            .from(verifications)
            .where(and(eq(verifications.userId, userId), eq(verifications.kind, kind)))
            .for('update');
          if (found?.state === 'verified')
            throw problem(409, VERIFICATION_TEXTS.alreadyVerified(kind));
          if (found?.state !== 'pending') throw problem(409, VERIFICATION_TEXTS.portfolioFirst);
          row = found;
        }
        if (row.state === 'verified') throw problem(409, VERIFICATION_TEXTS.alreadyVerified(kind));
        const existing = await documentsOf(tx, [row.id]);
        const max = kind === 'identity' ? IDENTITY_DOCUMENTS_MAX : PORTFOLIO_DOCUMENTS_MAX;
        if (existing.length >= max) {
          throw fieldError('document', VERIFICATION_TEXTS.tooManyDocuments(max), {});
        }
        await tx.insert(verificationDocuments).values({
          verificationId: row.id,
          storageKey: document.key,
          contentType: document.type as (typeof verificationDocuments.$inferInsert)['contentType'],
          filename: document.filename.slice(0, 200) || 'document',
          size: document.size,
          createdAt: now(),
        });
        if (existing.length === 0) await announce(tx, userId, kind, 'pending');
        return one(tx, userId, kind);
      });
    },

    /** GET /api/admin/verification: pending reviews, oldest submitted first. */
    async queue(): Promise<VerificationReview[]> {
      const rows = await db
        .select({
          row: verifications,
          name: users.name,
          email: users.email,
          role: users.role,
          companyLogo: users.companyLogo,
          profileImage: users.profileImage,
        })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.userId))
        .where(
          and(
            eq(verifications.state, 'pending'),
            inArray(verifications.kind, ['identity', 'portfolio']),
          ),
        )
        .orderBy(asc(verifications.submittedAt), asc(verifications.id));
      const documents = await documentsOf(
        db,
        rows.map((r) => r.row.id),
      );
      const rejections = rows.length
        ? await db
            .select({
              subjectId: verificationAudit.subjectId,
              kind: verificationAudit.kind,
              reason: verificationAudit.reason,
            })
            .from(verificationAudit)
            .where(
              and(
                inArray(
                  verificationAudit.subjectId,
                  rows.map((r) => r.row.userId),
                ),
                eq(verificationAudit.action, 'rejected'),
              ),
            )
            .orderBy(desc(verificationAudit.id))
        : [];
      return rows.map(({ row, ...user }) => ({
        id: row.id,
        kind: row.kind as ReviewedVerificationKind,
        person: {
          ...toUserSummary(row.userId, user.name, user.role, user.companyLogo, user.profileImage),
          email: user.email,
        },
        links: row.links,
        note: row.note,
        documents: documents.filter((d) => d.verificationId === row.id).map(toDocument),
        previousReasons: rejections
          .filter((r) => r.subjectId === row.userId && r.kind === row.kind)
          .map((r) => r.reason ?? ''),
        submittedAt: row.submittedAt.toISOString(),
      }));
    },

    /** GET /api/admin/verification/audit: the decisions, newest first. */
    async audit(): Promise<VerificationAuditEntry[]> {
      const subject = alias(users, 'subject');
      const actor = alias(users, 'actor');
      const rows = await db
        .select({
          entry: verificationAudit,
          subject: {
            id: subject.id,
            name: subject.name,
            role: subject.role,
            companyLogo: subject.companyLogo,
            profileImage: subject.profileImage,
          },
          actor: {
            id: actor.id,
            name: actor.name,
            role: actor.role,
            companyLogo: actor.companyLogo,
            profileImage: actor.profileImage,
          },
        })
        .from(verificationAudit)
        .leftJoin(subject, eq(subject.id, verificationAudit.subjectId))
        .leftJoin(actor, eq(actor.id, verificationAudit.actorId))
        .orderBy(desc(verificationAudit.at), desc(verificationAudit.id))
        .limit(AUDIT_LIST_MAX);
      const summary = (u: (typeof rows)[number]['subject']) =>
        u ? toUserSummary(u.id, u.name, u.role, u.companyLogo, u.profileImage) : null;
      return rows.map(({ entry, subject: s, actor: a }) => ({
        id: entry.id,
        verificationId: entry.verificationId,
        kind: entry.kind,
        action: entry.action,
        reason: entry.reason,
        subject: summary(s),
        actor: summary(a),
        at: entry.at.toISOString(),
      }));
    },

    /** The stored file of a document (admins only: the route checks), or a 404. */
    async document(id: number): Promise<{ key: string; filename: string }> {
      if (!isInt4Id(id)) throw problem(404, DOCUMENT_NOT_FOUND);
      const [row] = await db
        .select({ key: verificationDocuments.storageKey, filename: verificationDocuments.filename })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, id));
      if (!row) throw problem(404, DOCUMENT_NOT_FOUND);
      return row;
    },

    /**
     * POST /api/admin/verification/{id}/decision: approve (verified for VERIFICATION_VALID_DAYS)
     * or reject with the reason. The state moves from pending in one conditional UPDATE, so of
     * parallel decisions exactly one applies; the others answer 409. The documents' rows go in
     * the same transaction, their files once it commits; the person is notified.
     */
    async decide(
      adminId: number,
      id: number,
      input: VerificationDecisionInput,
    ): Promise<VerificationAuditEntry> {
      if (!isInt4Id(id)) throw problem(404, VERIFICATION_NOT_FOUND);
      const at = now();
      const approve = input.decision === 'approve';
      const { entry, keys } = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ userId: verifications.userId, kind: verifications.kind })
          .from(verifications)
          .where(
            and(eq(verifications.id, id), inArray(verifications.kind, ['identity', 'portfolio'])),
          );
        if (!found) throw problem(404, VERIFICATION_NOT_FOUND);
        if (found.userId === adminId) throw problem(403, VERIFICATION_TEXTS.ownReview);
        const [row] = await tx
          .update(verifications)
          .set({
            state: approve ? 'verified' : 'rejected',
            reason: approve ? null : (input.reason ?? null),
            decidedAt: at,
            decidedBy: adminId,
            expiresAt: approve ? new Date(at.getTime() + VERIFICATION_VALID_DAYS * DAY_MS) : null,
            updatedAt: at,
          })
          .where(and(eq(verifications.id, id), eq(verifications.state, 'pending')))
          .returning();
        if (!row) throw problem(409, VERIFICATION_TEXTS.alreadyDecided);
        const removed = await tx
          .delete(verificationDocuments)
          .where(eq(verificationDocuments.verificationId, id))
          .returning({ key: verificationDocuments.storageKey });
        const [audit] = await tx
          .insert(verificationAudit)
          .values({
            verificationId: id,
            subjectId: row.userId,
            kind: row.kind,
            action: approve ? 'approved' : 'rejected',
            reason: row.reason,
            actorId: adminId,
            at,
          })
          .returning();
        const label = VERIFICATION_KIND_LABELS[row.kind].toLowerCase();
        await notifications.notify(tx, row.userId, {
          type: approve ? 'verification_approved' : 'verification_rejected',
          title: approve
            ? `Your ${label} is verified`
            : `Your ${label} verification was not approved`,
          body: approve
            ? row.kind === 'identity'
              ? 'An admin approved your identity. Others now see the Verified badge on your profile.'
              : 'An admin approved your portfolio. It now shows as verified on your profile.'
            : `Reason: ${row.reason ?? ''} You can try again.`,
          link: '/verification',
        });
        await announce(tx, row.userId, row.kind, row.state);
        const [subject, actor] = await Promise.all([
          tx.select().from(users).where(eq(users.id, row.userId)),
          tx.select().from(users).where(eq(users.id, adminId)),
        ]);
        const summary = (u: (typeof subject)[number] | undefined) =>
          u ? toUserSummary(u.id, u.name, u.role, u.companyLogo, u.profileImage) : null;
        return {
          entry: {
            id: audit!.id,
            verificationId: id,
            kind: row.kind,
            action: audit!.action,
            reason: audit!.reason,
            subject: summary(subject[0]),
            actor: summary(actor[0]),
            at: at.toISOString(),
          } satisfies VerificationAuditEntry,
          keys: removed.map((r) => r.key),
        };
      });
      await deleteFiles(keys);
      return entry;
    },

    /**
     * The scheduler's `verification.expire`: unused links past their 24 h go expired (quietly);
     * verified identities and portfolios past their validity go expired and the person is told.
     * Each row moves in a conditional UPDATE, so two instances never expire (or notify) twice.
     */
    async expireDue(): Promise<number> {
      const at = now();
      const due = and(
        lte(verifications.expiresAt, at),
        sql`${verifications.expiresAt} is not null`,
      );
      return db.transaction(async (tx) => {
        const links = await tx
          .update(verifications)
          .set({ state: 'expired', tokenHash: null, updatedAt: at })
          .where(and(eq(verifications.state, 'pending'), due))
          .returning({ userId: verifications.userId, kind: verifications.kind });
        const lapsed = await tx
          .update(verifications)
          .set({ state: 'expired', updatedAt: at })
          .where(and(eq(verifications.state, 'verified'), due))
          .returning({ userId: verifications.userId, kind: verifications.kind });
        for (const row of links) await announce(tx, row.userId, row.kind, 'expired');
        for (const row of lapsed) {
          const label = VERIFICATION_KIND_LABELS[row.kind].toLowerCase();
          await notifications.notify(tx, row.userId, {
            type: 'verification_expired',
            title: `Your ${label} verification has expired`,
            body: 'Verify again to keep the badge on your profile.',
            link: '/verification',
          });
          await announce(tx, row.userId, row.kind, 'expired');
        }
        return links.length + lapsed.length;
      });
    },
  };

  async function deleteFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'verification document not deleted from storage');
      }
    }
  }
}
export type VerificationService = ReturnType<typeof createVerificationService>;
