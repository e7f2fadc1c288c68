/**
 * Groups: conversations of kind `group` with a name, an owner who renames and adds members, and
 * up to GROUP_MEMBERS_MAX members; a member may leave, the owner may not while others remain.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { GROUP_MEMBERS_MAX } from '@hireloop/sdk/schemas';
import type { CreateGroup, Group, GroupDetails } from '@hireloop/sdk/schemas';
import { fieldErrors, problem } from '../../errors';
import { conversationMembers, conversations } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { isInt4Id } from '../pageCursor';
import { groupDetails, groupList } from './lists';
import {
  membership,
  newestMessageId,
  tooManyMembersMessage,
  unknownUsers,
  unknownUsersMessage,
} from './members';
import type { UnreadCountsService } from './unread';

export function createGroups(
  deps: ServiceDeps,
  { unread }: { unread: Pick<UnreadCountsService, 'publishUnreadCounts'> },
) {
  const { db, now } = deps;
  const { publishUnreadCounts } = unread;

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

    /** POST /api/groups: the creator becomes owner and member; unknown member ids are a 400. */
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
        await tx.insert(conversationMembers).values(
          [userId, ...memberIds].map((id) => ({
            conversationId: created.id,
            userId: id,
            joinedAt: at,
          })),
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
        await tx
          .update(conversations)
          .set({ name, updatedAt: now() })
          .where(eq(conversations.id, groupId));
        return groupDetails(tx, userId, groupId);
      });
    },

    /**
     * POST /api/groups/{id}/members (owner only): adds users; existing members are ignored. New
     * members see the history but start with nothing unread. The group row is locked so parallel
     * additions cannot exceed the member limit.
     */
    async addMembers(
      userId: number,
      groupId: number,
      userIds: readonly number[],
    ): Promise<GroupDetails> {
      const ids = [...new Set(userIds)];
      return db.transaction(async (tx) => {
        const { conversation } = await membership(tx, userId, groupId, {
          kind: 'group',
          lock: true,
        });
        if (conversation.ownerId !== userId) {
          throw problem(403, 'Only the group owner can add members');
        }
        const unknown = await unknownUsers(tx, ids);
        if (unknown.length) {
          throw fieldErrors([{ field: 'userIds', message: unknownUsersMessage(unknown) }], {
            userIds,
          });
        }
        const current = await tx
          .select({ userId: conversationMembers.userId })
          .from(conversationMembers)
          .where(eq(conversationMembers.conversationId, groupId));
        const existing = new Set(current.map((m) => m.userId));
        const added = ids.filter((id) => !existing.has(id));
        if (existing.size + added.length > GROUP_MEMBERS_MAX) {
          throw fieldErrors([{ field: 'userIds', message: tooManyMembersMessage }], { userIds });
        }
        if (added.length) {
          const at = now();
          const newest = await newestMessageId(tx, groupId);
          await tx
            .insert(conversationMembers)
            .values(
              added.map((id) => ({
                conversationId: groupId,
                userId: id,
                joinedAt: at,
                lastReadMessageId: newest,
              })),
            )
            .onConflictDoNothing();
        }
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
          await tx.delete(conversations).where(eq(conversations.id, groupId));
          await publishUnreadCounts(tx, [userId]);
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
        // Their unread messages of this group no longer count for them.
        await publishUnreadCounts(tx, [memberId]);
      });
    },
  };
}
