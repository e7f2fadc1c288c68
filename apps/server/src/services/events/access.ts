/**
 * Who hosts an event (issue 17): a company's members whose role can 'write' (sdk companyRoleCan),
 * a collective's active owner and admins (managesCollective), the platform's admins.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { companyRoleCan } from '@hireloop/sdk';
import { COMPANY_ROLES, type EventHostKind } from '@hireloop/sdk/constants';
import type { EventHost } from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { companies, users } from '../../db/schema';
import { collectiveMembers, collectives } from '../../db/schemaCollectives';
import type { events } from '../../db/schemaEvents';
import { companyMembers } from '../../db/schemaTeam';
import { managesCollective } from '../collectives/access';
import { findActiveMembership, membershipIn } from '../companies/access';

/** The platform's name as an events' host (designed; SPEC shows none). */
export const PLATFORM_HOST_NAME = 'Hireloop';

/** Who asks: the signed-in person and whether they are an admin. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

export type EventRow = typeof events.$inferSelect;
type HostOf = Pick<EventRow, 'hostKind' | 'hostCompanyId' | 'hostCollectiveId'>;

const WRITING_ROLES = COMPANY_ROLES.filter((role) => companyRoleCan(role, 'write'));

/** Whether `viewer` manages (hosts) the event. */
export async function managesEvent(q: Db | Tx, event: HostOf, viewer: Viewer): Promise<boolean> {
  if (event.hostKind === 'platform') return viewer.isAdmin;
  if (event.hostKind === 'company') {
    const membership = await membershipIn(q, viewer.id, event.hostCompanyId!);
    return membership !== null && companyRoleCan(membership.role, 'write');
  }
  return managesCollective(q, event.hostCollectiveId!, viewer.id);
}

/** The ids of everyone who manages the event (the audience of hosts' live events). */
export async function hostIdsOf(q: Db | Tx, event: HostOf): Promise<number[]> {
  if (event.hostKind === 'platform') {
    const rows = await q.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    return rows.map((r) => r.id);
  }
  if (event.hostKind === 'company') {
    const rows = await q
      .select({ id: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, event.hostCompanyId!),
          inArray(companyMembers.role, WRITING_ROLES),
        ),
      );
    return rows.map((r) => r.id);
  }
  const rows = await q
    .select({ id: collectiveMembers.userId })
    .from(collectiveMembers)
    .where(
      and(
        eq(collectiveMembers.collectiveId, event.hostCollectiveId!),
        eq(collectiveMembers.state, 'active'),
        inArray(collectiveMembers.role, ['owner', 'admin']),
      ),
    );
  return rows.map((r) => r.id);
}

/** The hosts `viewer` may create events as: their company, the collectives they manage, the platform. */
export async function hostsFor(q: Db | Tx, viewer: Viewer): Promise<EventHost[]> {
  const hosts: EventHost[] = [];
  const membership = await findActiveMembership(q, viewer.id);
  if (membership && companyRoleCan(membership.role, 'write')) {
    const [company] = await q
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, membership.companyId));
    hosts.push({ kind: 'company', id: membership.companyId, name: company?.name ?? '' });
  }
  const managed = await q
    .select({ id: collectives.id, name: collectives.name })
    .from(collectiveMembers)
    .innerJoin(collectives, eq(collectives.id, collectiveMembers.collectiveId))
    .where(
      and(
        eq(collectiveMembers.userId, viewer.id),
        eq(collectiveMembers.state, 'active'),
        inArray(collectiveMembers.role, ['owner', 'admin']),
      ),
    )
    .orderBy(collectives.name);
  for (const c of managed) hosts.push({ kind: 'collective', id: c.id, name: c.name });
  if (viewer.isAdmin) hosts.push({ kind: 'platform', id: null, name: PLATFORM_HOST_NAME });
  return hosts;
}

/** The host ids `viewer` manages, for the "hosting" list. */
export async function managedHostIds(
  q: Db | Tx,
  viewer: Viewer,
): Promise<{ companyIds: number[]; collectiveIds: number[]; platform: boolean }> {
  const companyRows = await q
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, viewer.id), inArray(companyMembers.role, WRITING_ROLES)));
  const collectiveRows = await q
    .select({ id: collectiveMembers.collectiveId })
    .from(collectiveMembers)
    .where(
      and(
        eq(collectiveMembers.userId, viewer.id),
        eq(collectiveMembers.state, 'active'),
        inArray(collectiveMembers.role, ['owner', 'admin']),
      ),
    );
  return {
    companyIds: companyRows.map((r) => r.id),
    collectiveIds: collectiveRows.map((r) => r.id),
    platform: viewer.isAdmin,
  };
}

/** The names of the hosts of `rows` (companies and collectives by id; the platform's name). */
export async function hostNames(
  q: Db | Tx,
  rows: readonly HostOf[],
): Promise<(event: HostOf) => EventHost> {
  const companyIds = [...new Set(rows.map((r) => r.hostCompanyId).filter((id) => id !== null))];
  const collectiveIds = [
    ...new Set(rows.map((r) => r.hostCollectiveId).filter((id) => id !== null)),
  ];
  const companyNames = new Map(
    companyIds.length
      ? (
          await q
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, companyIds))
        ).map((r) => [r.id, r.name])
      : [],
  );
  const collectiveNames = new Map(
    collectiveIds.length
      ? (
          await q
            .select({ id: collectives.id, name: collectives.name })
            .from(collectives)
            .where(inArray(collectives.id, collectiveIds))
        ).map((r) => [r.id, r.name])
      : [],
  );
  return (event) => {
    const kind: EventHostKind = event.hostKind;
    if (kind === 'company')
      return { kind, id: event.hostCompanyId, name: companyNames.get(event.hostCompanyId!) ?? '' };
    if (kind === 'collective')
      return {
        kind,
        id: event.hostCollectiveId,
        name: collectiveNames.get(event.hostCollectiveId!) ?? '',
      };
    return { kind, id: null, name: PLATFORM_HOST_NAME };
  };
}
