/**
 * Groups: conversations of kind `group` with a name, an owner who renames and invites members
 * (issue 14: invitees join when they accept, see ./invitations), and up to GROUP_MEMBERS_MAX
 * members, pending invitations included; a member may leave, the owner may not while others
 * remain. Every change reaches the people concerned as a `group` live event (issue 14): a rename
 * the members and invitees, a removal or a leave the members and the one who went.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { GROUP_MEMBERS_MAX } from '@hireloop/sdk/schemas';
import type { CreateGroup, Group, GroupDetails } from '@hireloop/sdk/schemas';
import { fieldErrors, problem } from '../../errors';
import { COLLECTIVE_GROUP_MESSAGE, isCollectiveGroup } from '../collectives/access';
import { conversationMembers, conversations } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import { isInt4Id } from '../pageCursor';
import type { GroupInvitationsService } from './invitations';
import { groupDetails, groupList } from './lists';
import { membership, tooManyMembersMessage, unknownUsers, unknownUsersMessage } from './members';
import type { Q } from './rows';
import type { UnreadCountsService } from './unread';

export function createGroups(
  deps: ServiceDeps,
  {
    unread,
    live,
    invitations,
  }: {
    unread: Pick<UnreadCountsService, 'publishUnreadCounts'>;
    live: Pick<LiveService, 'lockRecipients'>;
    invitations: Pick<GroupInvitationsService, 'invite' | 'invitees' | 'announce'>;
  },
) {
  const { db, now } = deps;
  const { publishUnreadCounts } = unread;

  const memberIdsOf = async (q: Q, groupId: number): Promise<number[]> =>
    (
      await q
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, groupId))
    ).map((m) => m.userId);

  return {
    /** GET /api/groups: the caller's groups, newest activity first ([] when none). */
    async listGroups(userId: number): Promise<Group[]> {
      return groupList(db, userId);
    },

    /** GET /api/groups/{id}: a group with its members, for members only. */
    async getGroup(userId: number, groupId: number): Promise<GroupDetails> {
      await membership(db, userId, groupId, { kind: 'group' });
      return groupDetails(db, userId, groupId);
    },

    /**
     * POST /api/groups: the creator becomes owner and only member; `memberIds` are invited
     * (issue 14). Unknown ids, or more than the limit, are a 400 and create nothing.
     */
    async createGroup(userId: number, input: CreateGroup): Promise<GroupDetails> {
      const memberIds = [...new Set(input.memberIds)].filter((id) => id !== userId);
      const unknown = await unknownUsers(db, memberIds);
      if (unknown.length) {
        throw fieldErrors([{ field: 'memberIds', message: unknownUsersMessage(unknown) }], input);
      }
      if (memberIds.length + 1 > GROUP_MEMBERS_MAX) {
        throw fieldErrors([{ field: 'memberIds', message: tooManyMembersMessage }], input);
      }
      return db.transaction(async (tx) => {
        const at = now();
        const [created] = await tx
          .insert(conversations)
          .values({
            kind: 'group',
            name: input.name,
            ownerId: userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: conversations.id });
        if (!created) throw new Error('group insert returned nothing');
        await tx
          .insert(conversationMembers)
          .values({ conversationId: created.id, userId, joinedAt: at });
        await invitations.invite(
          tx,
          { id: created.id, name: input.name, ownerId: userId },
          memberIds,
          'memberIds',
          input,
        );
        return groupDetails(tx, userId, created.id);
      });
    },

    /** PATCH /api/groups/{id}: renames (owner only: 403 for other members, 404 for non-members). */
    async renameGroup(userId: number, groupId: number, name: string): Promise<GroupDetails> {
      return db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, { kind: 'group' });
        if (conversation.ownerId !== userId) {
          throw problem(403, 'Only the group owner can rename the group');
        }
        if (await isCollectiveGroup(tx, groupId)) throw problem(403, COLLECTIVE_GROUP_MESSAGE);
        await tx
          .update(conversations)
          .set({ name, updatedAt: now() })
          .where(eq(conversations.id, groupId));
        const everyone = [
          ...(await memberIdsOf(tx, groupId)),
          ...(await invitations.invitees(tx, groupId)),
        ];
        await invitations.announce(tx, everyone, groupId, 'renamed');
        return groupDetails(tx, userId, groupId);
      });
    },

    /**
     * POST /api/groups/{id}/members (owner only): invites users (issue 14); members and people
     * already invited are left alone. The group row is locked so parallel invitations and accepts
     * cannot pass the member limit.
     */
    async addMembers(
      userId: number,
      groupId: number,
      userIds: readonly number[],
    ): Promise<GroupDetails> {
      return db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, {
          kind: 'group',
          lock: true,
        });
        if (conversation.ownerId !== userId) {
          throw problem(403, 'Only the group owner can invite members');
        }
        if (await isCollectiveGroup(tx, groupId)) throw problem(403, COLLECTIVE_GROUP_MESSAGE);
        await invitations.invite(
          tx,
          { id: groupId, name: conversation.name, ownerId: userId },
          userIds,
          'userIds',
          { userIds },
        );
        return groupDetails(tx, userId, groupId);
      });
    },

    /**
     * DELETE /api/groups/{id}/members/{userId}: the owner removes any other member; a member
     * removes only themself (leaving; 403 for someone else). The owner cannot leave while others
     * remain (409); an owner alone in the group leaving deletes it.
     */
    async removeMember(userId: number, groupId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, {
          kind: 'group',
          lock: true,
        });
        // Issue 17: a collective's group follows its members; one leaves the collective instead.
        if (await isCollectiveGroup(tx, groupId)) throw problem(403, COLLECTIVE_GROUP_MESSAGE);
        const isOwner = conversation.ownerId === userId;
        if (memberId !== userId && !isOwner) {
          throw problem(403, 'Only the group owner can remove other members');
        }
        if (memberId === userId && isOwner) {
          const [others] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(conversationMembers)
            .where(
              and(
                eq(conversationMembers.conversationId, groupId),
                ne(conversationMembers.userId, userId),
              ),
            );
          if (Number(others?.count ?? 0) > 0) {
            throw problem(409, 'The group owner cannot leave while other members remain');
          }
          // The group goes, its pending invitations with it: the invitees are told.
          const invitees = await invitations.invitees(tx, groupId);
          await live.lockRecipients(tx, [userId, ...invitees]);
          await tx.delete(conversations).where(eq(conversations.id, groupId));
          await publishUnreadCounts(tx, [userId]);
          await invitations.announce(tx, [userId], groupId, 'left');
          await invitations.announce(tx, invitees, groupId, 'invitation-revoked');
          return;
        }
        const removed = isInt4Id(memberId)
          ? await tx
              .delete(conversationMembers)
              .where(
                and(
                  eq(conversationMembers.conversationId, groupId),
                  eq(conversationMembers.userId, memberId),
                ),
              )
              .returning({ userId: conversationMembers.userId })
          : [];
        if (removed.length === 0) throw problem(404, 'Member not found');
        const remaining = await memberIdsOf(tx, groupId);
        await live.lockRecipients(tx, [...remaining, memberId]);
        // Their unread messages of this group no longer count for them.
        await publishUnreadCounts(tx, [memberId]);
        await invitations.announce(
          tx,
          [...remaining, memberId],
          groupId,
          memberId === userId ? 'left' : 'removed',
        );
      });
    },
  };
}
