/**
 * Invites (issue 16): by email, through the mail service (SMTP or the outbox); a random token of
 * which only the SHA-256 is stored; single use, valid `COMPANY_INVITE_VALID_DAYS` days; accepted
 * only by the person signed in with the invited address; revocable while pending.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, gt } from 'drizzle-orm';
import { COMPANY_INVITE_VALID_DAYS, inviteExpiresAt, inviteStateAt } from '@hireloop/sdk';
import {
  ALREADY_MEMBER_MESSAGE,
  INVITE_OTHER_EMAIL_MESSAGE,
  INVITE_UNUSABLE_MESSAGE,
  type CompanyInvite,
  type CreateInvite,
  type InvitePreview,
  type MyCompany,
} from '@hireloop/sdk/schemas';
import { companies, users } from '../../db/schema';
import { companyInvites, companyMembers } from '../../db/schemaTeam';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { MailService } from '../mail';
import { isInt4Id } from '../pageCursor';
import { hashToken } from '../sessions';
import { activeMembership, assertCompanyCan } from './access';
import { toCompany } from './rows';

export const INVITE_NOT_FOUND = 'Invite not found';

/** The invite mail: who invites, to which company, as what, and the link. */
export function inviteMail(inviter: string, company: string, role: string, link: string) {
  return {
    subject: `${inviter} invited you to ${company} on Hireloop`,
    text: [
      `${inviter} invited you to join ${company} on Hireloop as ${role === 'admin' ? 'an' : 'a'} ${role}.`,
      '',
      `Accept here (sign in or register with this email address). The link works once, within ${COMPANY_INVITE_VALID_DAYS} days:`,
      link,
      '',
      'If you do not know this company, ignore this email.',
    ].join('\n'),
  };
}

type InviteRow = typeof companyInvites.$inferSelect;

export function createInvites(
  deps: ServiceDeps,
  { mail, live }: { mail: Pick<MailService, 'send'>; live: Pick<LiveService, 'publish'> },
) {
  const { db, config, now } = deps;

  const toInvite = (row: InviteRow, invitedByName: string | null): CompanyInvite => ({
    id: row.id,
    email: row.email,
    role: row.role,
    state: inviteStateAt(row, now()),
    invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  /** The team managers of a company (for the `invites-changed` event of their open pages). */
  async function managersOf(companyId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: companyMembers.userId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    return rows.filter((r) => r.role === 'owner' || r.role === 'admin').map((r) => r.userId);
  }

  return {
    /** The company's pending invites, newest first. */
    async pending(companyId: number): Promise<CompanyInvite[]> {
      const rows = await db
        .select({ invite: companyInvites, invitedByName: users.name })
        .from(companyInvites)
        .leftJoin(users, eq(users.id, companyInvites.invitedBy))
        .where(
          and(
            eq(companyInvites.companyId, companyId),
            isNull(companyInvites.acceptedAt),
            isNull(companyInvites.revokedAt),
            gt(companyInvites.expiresAt, now()),
          ),
        )
        .orderBy(desc(companyInvites.id));
      return rows.map((r) => toInvite(r.invite, r.invitedByName));
    },

    /** POST /api/team/invites: owner and admins; 400 on `email` for someone already a member. */
    async invite(userId: number, input: CreateInvite): Promise<CompanyInvite> {
      const m = await activeMembership(db, userId, now);
      assertCompanyCan(m, 'manageTeam');
      const [member] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, m.companyId), eq(users.email, input.email)));
      if (member) throw fieldError('email', ALREADY_MEMBER_MESSAGE, input);
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const [row] = await db
        .insert(companyInvites)
        .values({
          companyId: m.companyId,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: userId,
          expiresAt: inviteExpiresAt(at),
          createdAt: at,
        })
        .returning();
      const [names] = await db
        .select({ inviter: users.name, company: companies.name })
        .from(users)
        .innerJoin(companies, eq(companies.id, m.companyId))
        .where(eq(users.id, userId));
      const link = `${config.appOrigin}/team/invites/${token}`;
      await mail.send({
        to: input.email,
        ...inviteMail(names!.inviter, names!.company, input.role, link),
      });
      await live.publish(db, await managersOf(m.companyId), {
        type: 'team',
        data: { companyId: m.companyId, change: 'invites-changed' },
      });
      return toInvite(row!, names!.inviter);
    },

    /** DELETE /api/team/invites/{id}: owner and admins; a pending invite of their company only. */
    async revoke(userId: number, id: number): Promise<void> {
      const m = await activeMembership(db, userId, now);
      assertCompanyCan(m, 'manageTeam');
      if (!isInt4Id(id)) throw problem(404, INVITE_NOT_FOUND);
      const [row] = await db
        .update(companyInvites)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(companyInvites.id, id),
            eq(companyInvites.companyId, m.companyId),
            isNull(companyInvites.acceptedAt),
            isNull(companyInvites.revokedAt),
          ),
        )
        .returning({ id: companyInvites.id });
      if (!row) throw problem(404, INVITE_NOT_FOUND);
      await live.publish(db, await managersOf(m.companyId), {
        type: 'team',
        data: { companyId: m.companyId, change: 'invites-changed' },
      });
    },

    /** GET /api/invites/{token}: what the link offers (anyone holding it). */
    async preview(token: string): Promise<InvitePreview> {
      const [row] = await db
        .select({ invite: companyInvites, companyName: companies.name })
        .from(companyInvites)
        .innerJoin(companies, eq(companies.id, companyInvites.companyId))
        .where(eq(companyInvites.tokenHash, hashToken(token)));
      if (!row) throw problem(404, INVITE_NOT_FOUND);
      return {
        companyName: row.companyName,
        email: row.invite.email,
        role: row.invite.role,
        state: inviteStateAt(row.invite, now()),
        expiresAt: row.invite.expiresAt.toISOString(),
      };
    },

    /**
     * POST /api/invites/{token}/accept: the signed-in person whose email the invite was sent to
     * joins with its role (an existing member keeps theirs); the company becomes their active one.
     * The invite row is locked, so a link is used once even by parallel requests.
     */
    async accept(user: { id: number; email: string }, token: string): Promise<MyCompany> {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .select()
          .from(companyInvites)
          .where(eq(companyInvites.tokenHash, hashToken(token)))
          .for('update');
        if (!invite) throw problem(404, INVITE_NOT_FOUND);
        if (inviteStateAt(invite, now()) !== 'pending') throw problem(410, INVITE_UNUSABLE_MESSAGE);
        if (invite.email !== user.email.toLowerCase())
          throw problem(403, INVITE_OTHER_EMAIL_MESSAGE);
        const at = now();
        await tx
          .insert(companyMembers)
          .values({ companyId: invite.companyId, userId: user.id, role: invite.role, joinedAt: at })
          .onConflictDoNothing();
        await tx
          .update(companyInvites)
          .set({ acceptedAt: at, acceptedBy: user.id })
          .where(eq(companyInvites.id, invite.id));
        await tx
          .update(users)
          .set({ activeCompanyId: invite.companyId })
          .where(eq(users.id, user.id));
        const [row] = await tx
          .select({ company: companies, role: companyMembers.role })
          .from(companyMembers)
          .innerJoin(companies, eq(companies.id, companyMembers.companyId))
          .where(
            and(eq(companyMembers.companyId, invite.companyId), eq(companyMembers.userId, user.id)),
          );
        const members = await tx
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .where(eq(companyMembers.companyId, invite.companyId));
        await live.publish(
          tx,
          members.map((r) => r.userId),
          { type: 'team', data: { companyId: invite.companyId, change: 'joined' } },
        );
        return { company: toCompany(row!.company), role: row!.role, active: true };
      });
    },
  };
}
