/**
 * A deleted account leaves its collectives (issue 17), in the deletion's transaction and before
 * it leaves its groups: every membership of theirs is removed; an owner's collective passes to its
 * longest-standing admin, else its longest-standing member (who also owns the group), and a
 * collective nobody is left in is deleted. The collectives' rows are locked in id order first,
 * like every collective write, so a parallel handover or join waits.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db';
import { conversations } from '../../db/schema';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';

export async function leaveCollectivesOf(tx: Tx, userId: number, now: Date): Promise<void> {
  const mine = await tx
    .select({ collectiveId: collectiveMembers.collectiveId })
    .from(collectiveMembers)
    .where(and(eq(collectiveMembers.userId, userId), ne(collectiveMembers.state, 'removed')));
  if (mine.length === 0) return;
  const locked = await tx
    .select()
    .from(collectives)
    .where(
      inArray(
        collectives.id,
        mine.map((m) => m.collectiveId),
      ),
    )
    .orderBy(asc(collectives.id))
    .for('update');
  for (const c of locked) {
    const [me] = await tx
      .update(collectiveMembers)
      .set({ state: 'removed', updatedAt: now })
      .where(and(eq(collectiveMembers.collectiveId, c.id), eq(collectiveMembers.userId, userId)))
      .returning({ role: collectiveMembers.role });
    if (me?.role !== 'owner') continue;
    const [heir] = await tx
      .select({ userId: collectiveMembers.userId, role: collectiveMembers.role })
      .from(collectiveMembers)
      .where(and(eq(collectiveMembers.collectiveId, c.id), eq(collectiveMembers.state, 'active')))
      .orderBy(
        asc(collectiveMembers.role),
        asc(collectiveMembers.createdAt),
        asc(collectiveMembers.userId),
      );
    if (!heir) {
      await tx.delete(collectives).where(eq(collectives.id, c.id));
      continue;
    }
    await tx
      .update(collectiveMembers)
      .set({ role: 'member', updatedAt: now })
      .where(and(eq(collectiveMembers.collectiveId, c.id), eq(collectiveMembers.userId, userId)));
    await tx
      .update(collectiveMembers)
      .set({ role: 'owner', updatedAt: now })
      .where(
        and(eq(collectiveMembers.collectiveId, c.id), eq(collectiveMembers.userId, heir.userId)),
      );
    if (c.conversationId !== null)
      await tx
        .update(conversations)
        .set({ ownerId: heir.userId })
        .where(eq(conversations.id, c.conversationId));
  }
}
