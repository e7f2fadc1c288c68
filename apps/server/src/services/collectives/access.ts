/**
 * Who may act for a collective (issue 17): its active members, with their role. Events hosted by a
 * collective and the career feed's collective posts ask here too.
 */
import { and, eq } from 'drizzle-orm';
import type { CollectiveRole } from '@hireloop/sdk/constants';
import type { Db, Tx } from '../../db';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';

/** The person's role in the collective while their membership is active, else null. */
export async function activeCollectiveRole(
  q: Db | Tx,
  collectiveId: number,
  userId: number,
): Promise<CollectiveRole | null> {
  const [row] = await q
    .select({ role: collectiveMembers.role })
    .from(collectiveMembers)
    .where(
      and(
        eq(collectiveMembers.collectiveId, collectiveId),
        eq(collectiveMembers.userId, userId),
        eq(collectiveMembers.state, 'active'),
      ),
    );
  return row?.role ?? null;
}

/** Whether the person manages the collective (an active owner or admin). */
export async function managesCollective(
  q: Db | Tx,
  collectiveId: number,
  userId: number,
): Promise<boolean> {
  const role = await activeCollectiveRole(q, collectiveId, userId);
  return role === 'owner' || role === 'admin';
}

/** The 403 of managing a collective's group from messaging (designed). */
export const COLLECTIVE_GROUP_MESSAGE =
  'This group follows its collective’s members: manage them on the collective’s page';

/**
 * Whether the conversation is a collective's group, whose members follow the collective's
 * (issue 17): messaging may not rename it, add to it or remove from it (nor may one leave it there).
 */
export async function isCollectiveGroup(q: Db | Tx, conversationId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: collectives.id })
    .from(collectives)
    .where(eq(collectives.conversationId, conversationId))
    .limit(1);
  return row !== undefined;
}
