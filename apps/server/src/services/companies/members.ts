/**
 * The team (issue 16): the members and their roles, role changes and removals (taking effect on
 * the member's next request, with a live event to their open pages), the removal's takeover of
 * open work, the ownership handover, and the person's companies with the active one.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { canManageMember, companyRoleCan } from '@hireloop/sdk';
import {
  COMPANY_ROLES,
  OPEN_BID_STATUSES,
  TAKEOVER_INVALID_MESSAGE,
  TAKEOVER_REQUIRED_MESSAGE,
  type AssignableCompanyRole,
  type CompanyUpdate,
  type MyCompany,
  type RemoveMemberQuery,
  type Team,
  type TeamChange,
  type TeamMember,
} from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import {
  bids,
  companies,
  conversationMembers,
  conversations,
  jobRequests,
  users,
} from '../../db/schema';
import { companyMembers } from '../../db/schemaTeam';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import { isInt4Id } from '../pageCursor';
import {
  activeMembership,
  assertCompanyCan,
  findActiveMembership,
  ROLE_FORBIDDEN_MESSAGE,
  type Membership,
} from './access';
import { toCompany } from './rows';

export const MEMBER_NOT_FOUND = 'Member not found';
export const COMPANY_NOT_FOUND = 'Company not found';
/** The 403 of removing the owner or changing their role (designed). */
export const OWNER_PROTECTED_MESSAGE =
  'The owner cannot be removed or given another role: hand ownership over first';

export function createMembers(
  deps: ServiceDeps,
  {
    live,
    pendingInvites,
  }: {
    live: Pick<LiveService, 'publish'>;
    pendingInvites: (companyId: number) => Promise<Team['invites']>;
  },
) {
  const { db, now } = deps;

  /** The team as `m`'s member sees it. */
  async function team(m: Membership): Promise<Team> {
    const [company] = await db.select().from(companies).where(eq(companies.id, m.companyId));
    if (!company) throw problem(404, COMPANY_NOT_FOUND);
    const rows = await db
      .select({
        userId: companyMembers.userId,
        name: users.name,
        email: users.email,
        role: companyMembers.role,
        joinedAt: companyMembers.joinedAt,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, m.companyId))
      .orderBy(asc(users.name), asc(companyMembers.userId));
    // Owner first, then admins, recruiters, viewers (the vocabulary's order), by name within.
    rows.sort((a, b) => COMPANY_ROLES.indexOf(a.role) - COMPANY_ROLES.indexOf(b.role));
    return {
      company: toCompany(company),
      role: m.role,
      members: rows.map(toMember),
      invites: companyRoleCan(m.role, 'manageTeam') ? await pendingInvites(m.companyId) : [],
    };
  }

  const toMember = (row: {
    userId: number;
    name: string;
    email: string;
    role: TeamMember['role'];
    joinedAt: Date;
  }): TeamMember => ({ ...row, joinedAt: row.joinedAt.toISOString() });

  /** The member `userId` of the company, locked for the rest of `tx`; 404 when not a member. */
  async function lockMember(tx: Tx, companyId: number, userId: number) {
    if (!isInt4Id(userId)) throw problem(404, MEMBER_NOT_FOUND);
    const [row] = await tx
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .for('update');
    if (!row) throw problem(404, MEMBER_NOT_FOUND);
    return row;
  }

  const tell = (q: Tx, userIds: number | number[], companyId: number, change: TeamChange) =>
    live.publish(q, userIds, { type: 'team', data: { companyId, change } });

  /** The bids and conversations of the company still in play for `userId`. */
  async function openWorkOf(tx: Tx, companyId: number, userId: number) {
    const companyRequests = tx
      .select({ id: jobRequests.id })
      .from(jobRequests)
      .where(eq(jobRequests.companyId, companyId));
    const openBids = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(
        and(
          eq(bids.employerId, userId),
          inArray(bids.status, [...OPEN_BID_STATUSES]),
          inArray(bids.jobRequestId, companyRequests),
        ),
      );
    const chats = await tx
      .selectDistinct({ id: conversations.id, directKey: conversations.directKey })
      .from(bids)
      .innerJoin(conversations, eq(conversations.id, bids.conversationId))
      .innerJoin(
        conversationMembers,
        and(
          eq(conversationMembers.conversationId, conversations.id),
          eq(conversationMembers.userId, userId),
        ),
      )
      .where(and(inArray(bids.jobRequestId, companyRequests), isNotNull(bids.conversationId)));
    const liveRequests = await tx
      .select({ id: jobRequests.id })
      .from(jobRequests)
      .where(
        and(
          eq(jobRequests.companyId, companyId),
          eq(jobRequests.employerId, userId),
          inArray(jobRequests.status, ['active', 'paused']),
        ),
      );
    return { openBids, chats, liveRequests };
  }

  /**
   * Moves the removed member's open work to `takeover`: their open bids and live job requests of
   * the company, and their seat in the company's conversations (a direct conversation is re-keyed
   * to the new pair unless that pair already has one).
   */
  async function handOver(
    tx: Tx,
    work: Awaited<ReturnType<typeof openWorkOf>>,
    from: number,
    takeover: number,
  ) {
    const at = now();
    if (work.openBids.length > 0)
      await tx
        .update(bids)
        .set({ employerId: takeover, updatedAt: at })
        .where(
          inArray(
            bids.id,
            work.openBids.map((b) => b.id),
          ),
        );
    if (work.liveRequests.length > 0)
      await tx
        .update(jobRequests)
        .set({ employerId: takeover })
        .where(
          inArray(
            jobRequests.id,
            work.liveRequests.map((r) => r.id),
          ),
        );
    for (const chat of work.chats) {
      await tx
        .insert(conversationMembers)
        .values({ conversationId: chat.id, userId: takeover, joinedAt: at })
        .onConflictDoNothing();
      await tx
        .delete(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, chat.id),
            eq(conversationMembers.userId, from),
          ),
        );
      if (chat.directKey) {
        const other = chat.directKey
          .split(':')
          .map(Number)
          .find((id) => id !== from);
        if (other !== undefined) {
          const key = [other, takeover].sort((a, b) => a - b).join(':');
          const [taken] = await tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.directKey, key));
          if (!taken)
            await tx
              .update(conversations)
              .set({ directKey: key })
              .where(eq(conversations.id, chat.id));
        }
      }
    }
  }

  return {
    team,

    /** GET /api/team: any member. */
    async get(userId: number): Promise<Team> {
      return team(await activeMembership(db, userId, now));
    },

    /** PATCH /api/team: the company's name, website, logo (owner, admins). */
    async updateCompany(userId: number, input: CompanyUpdate): Promise<Team> {
      const m = await activeMembership(db, userId, now);
      assertCompanyCan(m, 'manageTeam');
      const set: Partial<typeof companies.$inferInsert> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.website !== undefined) set.website = input.website;
      if (input.logoUrl !== undefined) set.logoUrl = input.logoUrl;
      if (Object.keys(set).length > 0)
        await db.update(companies).set(set).where(eq(companies.id, m.companyId));
      return team(m);
    },

    /** PATCH /api/team/members/{userId}: owner and admins, not on the owner nor themselves. */
    async changeRole(
      userId: number,
      targetId: number,
      role: AssignableCompanyRole,
    ): Promise<TeamMember> {
      const m = await activeMembership(db, userId, now);
      assertCompanyCan(m, 'manageTeam');
      await db.transaction(async (tx) => {
        const target = await lockMember(tx, m.companyId, targetId);
        if (target.role === 'owner') throw problem(403, OWNER_PROTECTED_MESSAGE);
        if (!canManageMember(m.role, target.role, targetId === userId))
          throw problem(403, ROLE_FORBIDDEN_MESSAGE);
        await tx
          .update(companyMembers)
          .set({ role })
          .where(
            and(eq(companyMembers.companyId, m.companyId), eq(companyMembers.userId, targetId)),
          );
        await tell(tx, targetId, m.companyId, 'role-changed');
      });
      const updated = (await team(m)).members.find((member) => member.userId === targetId);
      return updated!;
    },

    /**
     * DELETE /api/team/members/{userId}: owner and admins, never the owner. A member with open
     * bids, live job requests or the company's conversations is removed only with a
     * `takeoverUserId` (a writing member), who takes them over; else a 400 on that field.
     */
    async remove(userId: number, targetId: number, query: RemoveMemberQuery): Promise<void> {
      const m = await activeMembership(db, userId, now);
      assertCompanyCan(m, 'manageTeam');
      await db.transaction(async (tx) => {
        const target = await lockMember(tx, m.companyId, targetId);
        if (target.role === 'owner') throw problem(403, OWNER_PROTECTED_MESSAGE);
        if (!canManageMember(m.role, target.role, targetId === userId))
          throw problem(403, ROLE_FORBIDDEN_MESSAGE);
        const work = await openWorkOf(tx, m.companyId, targetId);
        const hasWork = work.openBids.length + work.chats.length + work.liveRequests.length > 0;
        if (hasWork) {
          const takeover = query.takeoverUserId;
          if (takeover === undefined)
            throw fieldError('takeoverUserId', TAKEOVER_REQUIRED_MESSAGE, query);
          const [heir] =
            takeover !== targetId && isInt4Id(takeover)
              ? await tx
                  .select({ role: companyMembers.role })
                  .from(companyMembers)
                  .where(
                    and(
                      eq(companyMembers.companyId, m.companyId),
                      eq(companyMembers.userId, takeover),
                    ),
                  )
                  .for('share')
              : [];
          if (!heir || !companyRoleCan(heir.role, 'write'))
            throw fieldError('takeoverUserId', TAKEOVER_INVALID_MESSAGE, query);
          await handOver(tx, work, targetId, takeover);
        }
        await tx
          .delete(companyMembers)
          .where(
            and(eq(companyMembers.companyId, m.companyId), eq(companyMembers.userId, targetId)),
          );
        await tx
          .update(users)
          .set({ activeCompanyId: null })
          .where(and(eq(users.id, targetId), eq(users.activeCompanyId, m.companyId)));
        await tell(tx, targetId, m.companyId, 'removed');
      });
    },

    /** POST /api/team/owner: the owner hands ownership to another member and becomes an admin. */
    async transferOwnership(userId: number, targetId: number): Promise<Team> {
      const m = await activeMembership(db, userId, now);
      assertCompanyCan(m, 'transferOwnership');
      if (targetId === userId)
        throw fieldError('userId', 'Choose another member', { userId: targetId });
      await db.transaction(async (tx) => {
        await lockMember(tx, m.companyId, userId);
        await lockMember(tx, m.companyId, targetId);
        await tx
          .update(companyMembers)
          .set({ role: 'owner' })
          .where(
            and(eq(companyMembers.companyId, m.companyId), eq(companyMembers.userId, targetId)),
          );
        await tx
          .update(companyMembers)
          .set({ role: 'admin' })
          .where(and(eq(companyMembers.companyId, m.companyId), eq(companyMembers.userId, userId)));
        await tell(tx, [userId, targetId], m.companyId, 'ownership-transferred');
      });
      return team({ companyId: m.companyId, role: 'admin' });
    },

    /** GET /api/companies: every company the person belongs to, by name, the active one marked. */
    async list(userId: number): Promise<MyCompany[]> {
      // A read: a person without any company (a talent) gets an empty list, not a company.
      const active = await findActiveMembership(db, userId);
      const rows = await db
        .select({ company: companies, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(asc(companies.name), asc(companies.id));
      return rows.map((r) => ({
        company: toCompany(r.company),
        role: r.role,
        active: r.company.id === active?.companyId,
      }));
    },

    /** GET /api/companies/active: the company the person acts for, and their role in it. */
    async active(userId: number): Promise<MyCompany> {
      const m = await activeMembership(db, userId, now);
      const [company] = await db.select().from(companies).where(eq(companies.id, m.companyId));
      if (!company) throw problem(404, COMPANY_NOT_FOUND);
      return { company: toCompany(company), role: m.role, active: true };
    },

    /** PUT /api/companies/active: one of the person's companies (another: 404). */
    async switchTo(userId: number, companyId: number): Promise<MyCompany> {
      if (!isInt4Id(companyId)) throw problem(404, COMPANY_NOT_FOUND);
      const [row] = await db
        .select({ company: companies, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
      if (!row) throw problem(404, COMPANY_NOT_FOUND);
      await db.update(users).set({ activeCompanyId: companyId }).where(eq(users.id, userId));
      return { company: toCompany(row.company), role: row.role, active: true };
    },
  };
}
