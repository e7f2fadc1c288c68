/**
 * The demo team (issue 16): every seeded employer owns a one-person company (as registration
 * makes one); the demo employer's company, Northwind Labs, gets a website, the demo recruiter as
 * a recruiter (their active company) and a pending invite (its link was never mailed: it shows in
 * the team's pending invites, to be revoked or left to expire).
 */
import { randomBytes } from 'node:crypto';
import { inviteExpiresAt } from '@hireloop/sdk';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { companies, users } from '../db/schema';
import { companyInvites, companyMembers } from '../db/schemaTeam';
import { createOwnCompany } from '../services/companies/access';
import { hashToken } from '../services/sessions';

/** Who the demo company's pending invite is for. */
export const DEMO_INVITEE = 'designer@hireloop.dev';

export async function insertDemoTeam(
  tx: Tx,
  opts: {
    now: Date;
    employerIds: readonly number[];
    demoEmployerId: number;
    demoRecruiterId: number;
  },
): Promise<void> {
  const { now } = opts;
  const owned = new Map<number, number>();
  for (const userId of opts.employerIds)
    owned.set(userId, (await createOwnCompany(tx, userId, now)).companyId);
  const northwind = owned.get(opts.demoEmployerId)!;
  await tx
    .update(companies)
    .set({ website: 'https://northwind.example' })
    .where(eq(companies.id, northwind));
  await tx.insert(companyMembers).values({
    companyId: northwind,
    userId: opts.demoRecruiterId,
    role: 'recruiter',
    joinedAt: now,
  });
  await tx
    .update(users)
    .set({ activeCompanyId: northwind })
    .where(eq(users.id, opts.demoRecruiterId));
  await tx.insert(companyInvites).values({
    companyId: northwind,
    email: DEMO_INVITEE,
    role: 'viewer',
    tokenHash: hashToken(randomBytes(32).toString('base64url')),
    invitedBy: opts.demoEmployerId,
    expiresAt: inviteExpiresAt(now),
    createdAt: now,
  });
}
