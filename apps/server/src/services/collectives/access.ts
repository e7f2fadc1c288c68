/**
 * Who may act for a collective (issue 17): its active members, with their role. Events hosted by a
 * collective and the career feed's collective posts ask here too.
 */
import { and, eq } from 'drizzle-orm';
import type { CollectiveRole } from '@hireloop/sdk/constants';
import type { Db, Tx } from '../../db';
import { collectiveMembers } from '../../db/schemaCollectives';

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
