/**
 * Who acts for which company (issue 16): the signed-in employer's active company and role, read
 * on every request (so a role change or a removal takes effect on the member's next request), and
 * the one check of what a role may do.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { companyRoleCan } from '@hireloop/sdk';
import type { CompanyAction, CompanyRole } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { companies, jobRequests, subscriptions, users } from '../../db/schema';
import { companyMembers } from '../../db/schemaTeam';
import { problem } from '../../errors';

/** A person's place in one company. */
export interface Membership {
  companyId: number;
  role: CompanyRole;
}

/** The 403 of a member whose role does not allow what they asked (designed). */
export const ROLE_FORBIDDEN_MESSAGE = 'Your role in this company does not allow this';

/** The member's role in `companyId`, or null when they are not a member. */
export async function membershipIn(
  q: Db | Tx,
  userId: number,
  companyId: number,
): Promise<Membership | null> {
  const [row] = await q
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
  return row ?? null;
}

/**
 * A one-person company owned by `userId`, named after their company name (else their name), made
 * their active company. Registration of an employer calls it; so does {@link activeMembership}
 * for a person who belongs to no company (e.g. a talent acting as an employer for the first time).
 */
export async function createOwnCompany(q: Db | Tx, userId: number, at: Date): Promise<Membership> {
  const [user] = await q
    .select({ name: users.name, companyName: users.companyName, companyLogo: users.companyLogo })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw problem(404, 'User not found');
  const [company] = await q
    .insert(companies)
    .values({
      name: user.companyName?.trim() || user.name,
      logoUrl: user.companyLogo,
      createdAt: at,
    })
    .returning({ id: companies.id });
  await q
    .insert(companyMembers)
    .values({ companyId: company!.id, userId, role: 'owner', joinedAt: at });
  await q.update(users).set({ activeCompanyId: company!.id }).where(eq(users.id, userId));
  // What the person had before belonging to any company becomes the company's.
  await q
    .update(subscriptions)
    .set({ companyId: company!.id })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.accountType, 'employer'),
        isNull(subscriptions.companyId),
      ),
    );
  await q
    .update(jobRequests)
    .set({ companyId: company!.id })
    .where(and(eq(jobRequests.employerId, userId), isNull(jobRequests.companyId)));
  return { companyId: company!.id, role: 'owner' };
}

/** The person's active company and role, or null (never creates one: for reads). */
export async function findActiveMembership(q: Db | Tx, userId: number): Promise<Membership | null> {
  const [active] = await q
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(users)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, users.id),
        eq(companyMembers.companyId, sql`${users.activeCompanyId}`),
      ),
    )
    .where(eq(users.id, userId));
  return active ?? null;
}

/**
 * The company `userId` acts for and their role in it: their active company while they are a
 * member of it; else their oldest membership (made active); else a new one-person company they
 * own. Read fresh on every request: nothing about roles is cached in the session.
 */
export async function activeMembership(
  db: Db,
  userId: number,
  now: () => Date,
): Promise<Membership> {
  const active = await findActiveMembership(db, userId);
  if (active) return active;
  return db.transaction(async (tx) => {
    // The person's row serialises two first requests: one company, not two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [oldest] = await tx
      .select({ companyId: companyMembers.companyId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId))
      .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.companyId))
      .limit(1);
    if (!oldest) return createOwnCompany(tx, userId, now());
    await tx.update(users).set({ activeCompanyId: oldest.companyId }).where(eq(users.id, userId));
    return oldest;
  });
}

/** 403 {@link ROLE_FORBIDDEN_MESSAGE} unless the member's role may do `action` (sdk `companyRoleCan`). */
export function assertCompanyCan(membership: Membership, action: CompanyAction): void {
  if (!companyRoleCan(membership.role, action)) throw problem(403, ROLE_FORBIDDEN_MESSAGE);
}
