/**
 * The collective's group conversation (issue 17): every active member is in it, nobody else.
 * Joining adds the person, leaving or a removal takes them out, in the transaction that changes
 * the membership; each change reaches the group's members (and the one who went) as a `group` live
 * event so their conversation lists and message lists update. The group's owner is the
 * collective's owner. A new member starts with the history read (it was not theirs to miss).
 */
import { and, eq } from 'drizzle-orm';
import type { GroupChange } from '@hireloop/sdk/schemas';
import type { Tx } from '../../db';
import { conversationMembers, conversations } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import type { LiveService } from '../live';
import { newestMessageId } from '../conversations/members';
import { createUnreadCounts } from '../conversations/unread';
import type { CollectiveRow } from './rows';

export function createCollectiveGroup(deps: ServiceDeps, { live }: { live: LiveService }) {
  const { now } = deps;
  const unread = createUnreadCounts(deps, { live });

  const memberIds = async (tx: Tx, groupId: number) =>
    (
      await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, groupId))
    ).map((r) => r.userId);

  const announce = (tx: Tx, userIds: number[], groupId: number, change: GroupChange) =>
    live.publish(tx, userIds, { type: 'group', data: { groupId, change } });

  return {
    /** Creates the group of a new collective with its owner as the only member. */
    async create(tx: Tx, name: string, ownerId: number): Promise<number> {
      const at = now();
      const [row] = await tx
        .insert(conversations)
        .values({ kind: 'group', name, ownerId, createdAt: at, updatedAt: at })
        .returning({ id: conversations.id });
      if (!row) throw new Error('group insert returned nothing');
      await tx
        .insert(conversationMembers)
        .values({ conversationId: row.id, userId: ownerId, joinedAt: at });
      return row.id;
    },

    /** Adds a new active member (nothing when already in). */
    async add(tx: Tx, collective: CollectiveRow, userId: number): Promise<void> {
      const groupId = collective.conversationId;
      if (groupId === null) return;
      const added = await tx
        .insert(conversationMembers)
        .values({
          conversationId: groupId,
          userId,
          joinedAt: now(),
          lastReadMessageId: await newestMessageId(tx, groupId),
        })
        .onConflictDoNothing()
        .returning({ userId: conversationMembers.userId });
      if (added.length === 0) return;
      await announce(tx, await memberIds(tx, groupId), groupId, 'joined');
    },

    /** Takes a member who left or was removed out (nothing when not in). */
    async remove(
      tx: Tx,
      collective: CollectiveRow,
      userId: number,
      change: 'left' | 'removed',
    ): Promise<void> {
      const groupId = collective.conversationId;
      if (groupId === null) return;
      const removed = await tx
        .delete(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, groupId),
            eq(conversationMembers.userId, userId),
          ),
        )
        .returning({ userId: conversationMembers.userId });
      if (removed.length === 0) return;
      // Their unread messages of this group no longer count for them.
      await unread.publishUnreadCounts(tx, [userId]);
      await announce(tx, [...(await memberIds(tx, groupId)), userId], groupId, change);
    },

    /** Renames the group with the collective, or gives it to the new owner. */
    async update(
      tx: Tx,
      collective: CollectiveRow,
      set: { name?: string; ownerId?: number },
    ): Promise<void> {
      const groupId = collective.conversationId;
      if (groupId === null) return;
      await tx.update(conversations).set(set).where(eq(conversations.id, groupId));
      await announce(tx, await memberIds(tx, groupId), groupId, 'renamed');
    },
  };
}
export type CollectiveGroup = ReturnType<typeof createCollectiveGroup>;
