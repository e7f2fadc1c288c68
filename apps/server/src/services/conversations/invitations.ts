/**
 * Group invitations (issue 14: nobody joins a group without consent). The owner invites (when
 * creating the group or later); the invitee gets a `group_invitation` notification and a `group`
 * live event, sees the invitation in GET /api/groups/invitations, and accepts (becomes a member)
 * or declines; the owner may revoke it while it is pending. Until they accept they are not a
 * member: the group answers them 404 like anyone else.
 *
 * - The member limit (GROUP_MEMBERS_MAX) counts members AND pending invitations, so an accepted
 *   invitation always finds a place. Inviting and accepting lock the group row, and accepting
 *   counts the members again under that lock, so parallel accepts never pass the limit.
 * - An accepted invitee sees the group's whole history, like every member, with nothing unread
 *   (their read mark starts at the newest message).
 * - A pending invitation is one row per group and person: inviting again is a no-op (no second
 *   notification); after a decline or a revoke the owner may invite again.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { blockedInviteesMessage } from '@hireloop/sdk';
import { GROUP_MEMBERS_MAX } from '@hireloop/sdk/schemas';
import type { GroupChange, GroupDetails, ReceivedGroupInvitation } from '@hireloop/sdk/schemas';
import {
  conversationMembers,
  conversations,
  groupInvitations,
  notifications,
  users,
} from '../../db/schema';
import { fieldErrors, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { isInt4Id } from '../pageCursor';
import { groupDetails } from './lists';
import { blocksFrom } from './reach';
import { membership, newestMessageId, tooManyMembersMessage, unknownUsers } from './members';
import { summaryColumns, toSummary, type Q } from './rows';
import { groupInvitationNotice, invitationLink } from './rules';
import { unknownUsersMessage } from './members';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const GROUP_FULL = `This group is full (at most ${GROUP_MEMBERS_MAX} members)`;

export interface InvitationDependencies {
  live: Pick<LiveService, 'publish' | 'lockRecipients'>;
  notifications: Pick<NotificationService, 'notify'>;
}

/** Members and pending invitations of a group (what the limit counts). */
async function seats(q: Q, groupId: number): Promise<{ members: number[]; invited: number[] }> {
  const [members, invited] = await Promise.all([
    q
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, groupId)),
    q
      .select({ userId: groupInvitations.userId })
      .from(groupInvitations)
      .where(eq(groupInvitations.conversationId, groupId)),
  ]);
  return { members: members.map((m) => m.userId), invited: invited.map((i) => i.userId) };
}

export function createGroupInvitations(deps: ServiceDeps, others: InvitationDependencies) {
  const { db, now } = deps;
  const { live, notifications: notifier } = others;

  /** A `group` live event to these people (the caller has taken their live locks first). */
  const announce = (
    q: Q,
    userIds: readonly (number | null)[],
    groupId: number,
    change: GroupChange,
  ) =>
    live.publish(
      q,
      userIds.filter((id): id is number => id !== null),
      { type: 'group', data: { groupId, change } },
    );

  /** The invitation notifications of an invitation, marked read once it is answered or revoked. */
  const settleNotice = (q: Q, userId: number, invitationId: number) =>
    q
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'group_invitation'),
          eq(notifications.link, invitationLink(invitationId)),
        ),
      );

  /**
   * Invites `userIds` to the group (the caller holds the group row lock and has checked the
   * owner): members and people already invited are left alone, unknown ids are a 400 on `field`,
   * and members + invitations may not pass the limit (400). Issue 20: the owner must be able to
   * write to each new invitee (the sdk's `messagingBlock`), else a 403 naming them with the reason.
   * Each new invitee is notified; the owner and they get a `group` event (`invited`).
   */
  async function invite(
    tx: Q,
    group: { id: number; name: string | null; ownerId: number },
    userIds: readonly number[],
    field: 'memberIds' | 'userIds',
    input: unknown,
  ): Promise<void> {
    const ids = [...new Set(userIds)];
    const unknown = await unknownUsers(tx, ids);
    if (unknown.length) {
      throw fieldErrors([{ field, message: unknownUsersMessage(unknown) }], input);
    }
    const { members, invited } = await seats(tx, group.id);
    const taken = new Set([...members, ...invited]);
    const fresh = ids.filter((id) => !taken.has(id));
    if (members.length + invited.length + fresh.length > GROUP_MEMBERS_MAX) {
      throw fieldErrors([{ field, message: tooManyMembersMessage }], input);
    }
    if (!fresh.length) return;
    const blocks = await blocksFrom(tx, group.ownerId, fresh);
    const blocked = fresh.filter((id) => blocks.get(id));
    const block = blocked.length ? blocks.get(blocked[0] as number) : null;
    if (block) {
      const named = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, blocked));
      const names = blocked.map((id) => named.find((u) => u.id === id)?.name ?? String(id));
      throw problem(403, blockedInviteesMessage(names, block));
    }
    const at = now();
    const rows = await tx
      .insert(groupInvitations)
      .values(
        fresh.map((userId) => ({
          conversationId: group.id,
          userId,
          invitedBy: group.ownerId,
          createdAt: at,
        })),
      )
      .returning({ id: groupInvitations.id, userId: groupInvitations.userId });
    const [owner] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, group.ownerId));
    await live.lockRecipients(tx, [group.ownerId, ...fresh]);
    for (const row of rows) {
      await notifier.notify(
        tx,
        row.userId,
        groupInvitationNotice(owner?.name ?? '', group.name ?? '', row.id),
      );
    }
    await announce(tx, [group.ownerId, ...fresh], group.id, 'invited');
  }

  return {
    invite,

    /** GET /api/groups/invitations: the caller's pending invitations, newest first. */
    async listInvitations(userId: number): Promise<ReceivedGroupInvitation[]> {
      const rows = await db
        .select({
          id: groupInvitations.id,
          groupId: groupInvitations.conversationId,
          groupName: conversations.name,
          memberCount: sql<number>`(select count(*)::int from conversation_members x
            where x.conversation_id = ${groupInvitations.conversationId})`,
          createdAt: groupInvitations.createdAt,
          invitedById: groupInvitations.invitedBy,
        })
        .from(groupInvitations)
        .innerJoin(conversations, eq(conversations.id, groupInvitations.conversationId))
        .where(eq(groupInvitations.userId, userId))
        .orderBy(desc(groupInvitations.id));
      const inviterIds = [
        ...new Set(rows.flatMap((r) => (r.invitedById === null ? [] : [r.invitedById]))),
      ];
      const inviters = inviterIds.length
        ? await db.select(summaryColumns).from(users).where(inArray(users.id, inviterIds))
        : [];
      const byId = new Map(inviters.map((u) => [u.id, toSummary(u)]));
      return rows.map((r) => ({
        id: r.id,
        groupId: r.groupId,
        groupName: r.groupName ?? '',
        memberCount: Number(r.memberCount),
        invitedBy: r.invitedById === null ? null : (byId.get(r.invitedById) ?? null),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /**
     * POST /api/groups/invitations/{id}/accept: the invitee joins (someone else's invitation, or
     * none: 404). The group row is locked and the members counted again, so parallel accepts
     * cannot pass the limit (409 when full). Every member, the new one included, gets `joined`.
     */
    async acceptInvitation(userId: number, invitationId: number): Promise<GroupDetails> {
      if (!isInt4Id(invitationId)) throw problem(404, INVITATION_NOT_FOUND);
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ groupId: groupInvitations.conversationId })
          .from(groupInvitations)
          .where(and(eq(groupInvitations.id, invitationId), eq(groupInvitations.userId, userId)));
        if (!found) throw problem(404, INVITATION_NOT_FOUND);
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.id, found.groupId))
          .for('update');
        // Revoked, declined or accepted by a parallel request meanwhile: gone.
        const [taken] = await tx
          .delete(groupInvitations)
          .where(and(eq(groupInvitations.id, invitationId), eq(groupInvitations.userId, userId)))
          .returning({ groupId: groupInvitations.conversationId });
        if (!taken) throw problem(404, INVITATION_NOT_FOUND);
        const { members } = await seats(tx, taken.groupId);
        if (members.length >= GROUP_MEMBERS_MAX) throw problem(409, GROUP_FULL);
        const at = now();
        await tx.insert(conversationMembers).values({
          conversationId: taken.groupId,
          userId,
          joinedAt: at,
          lastReadMessageId: await newestMessageId(tx, taken.groupId),
        });
        await settleNotice(tx, userId, invitationId);
        await live.lockRecipients(tx, [...members, userId]);
        await announce(tx, [...members, userId], taken.groupId, 'joined');
        return groupDetails(tx, userId, taken.groupId);
      });
    },

    /** POST /api/groups/invitations/{id}/decline: the invitee turns it down (else 404). */
    async declineInvitation(userId: number, invitationId: number): Promise<void> {
      if (!isInt4Id(invitationId)) throw problem(404, INVITATION_NOT_FOUND);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(groupInvitations)
          .where(and(eq(groupInvitations.id, invitationId), eq(groupInvitations.userId, userId)))
          .returning({ groupId: groupInvitations.conversationId });
        if (!gone) throw problem(404, INVITATION_NOT_FOUND);
        const [group] = await tx
          .select({ ownerId: conversations.ownerId })
          .from(conversations)
          .where(eq(conversations.id, gone.groupId));
        await settleNotice(tx, userId, invitationId);
        await announce(tx, [group?.ownerId ?? null, userId], gone.groupId, 'invitation-declined');
      });
    },

    /**
     * DELETE /api/groups/{id}/invitations/{invitationId}: the owner revokes a pending invitation
     * (other members 403, non-members 404, an invitation of another group 404).
     */
    async revokeInvitation(
      userId: number,
      groupId: number,
      invitationId: number,
    ): Promise<GroupDetails> {
      return db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, {
          kind: 'group',
          lock: true,
        });
        if (conversation.ownerId !== userId) {
          throw problem(403, 'Only the group owner can revoke invitations');
        }
        const [gone] = isInt4Id(invitationId)
          ? await tx
              .delete(groupInvitations)
              .where(
                and(
                  eq(groupInvitations.id, invitationId),
                  eq(groupInvitations.conversationId, groupId),
                ),
              )
              .returning({ userId: groupInvitations.userId })
          : [];
        if (!gone) throw problem(404, INVITATION_NOT_FOUND);
        await settleNotice(tx, gone.userId, invitationId);
        await announce(tx, [userId, gone.userId], groupId, 'invitation-revoked');
        return groupDetails(tx, userId, groupId);
      });
    },

    /** The people with a pending invitation to a group, oldest first. */
    async invitees(q: Q, groupId: number): Promise<number[]> {
      const rows = await q
        .select({ userId: groupInvitations.userId })
        .from(groupInvitations)
        .where(eq(groupInvitations.conversationId, groupId))
        .orderBy(asc(groupInvitations.id));
      return rows.map((r) => r.userId);
    },

    announce,
  };
}
export type GroupInvitationsService = ReturnType<typeof createGroupInvitations>;
