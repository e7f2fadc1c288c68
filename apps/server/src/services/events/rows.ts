/** The API shapes of events and registrations (issue 17), built from rows for one viewer. */
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { placesLeft, seesOnlineLink } from '@hireloop/sdk';
import type {
  EventDetails,
  EventSummary,
  MyRegistration,
  Registration,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { users } from '../../db/schema';
import { eventRegistrations } from '../../db/schemaEvents';
import { toUserSummary } from '../users/rows';
import { hostNames, type EventRow } from './access';

export type RegistrationRow = typeof eventRegistrations.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The registrations' figures of each event: places held, attendees, waitlisted, pending. */
export async function figuresOf(q: Db | Tx, eventIds: readonly number[]) {
  const rows = eventIds.length
    ? await q
        .select({
          eventId: eventRegistrations.eventId,
          state: eventRegistrations.state,
          n: count(),
        })
        .from(eventRegistrations)
        .where(inArray(eventRegistrations.eventId, [...eventIds]))
        .groupBy(eventRegistrations.eventId, eventRegistrations.state)
    : [];
  const figures = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const f = figures.get(row.eventId) ?? {};
    f[row.state] = Number(row.n);
    figures.set(row.eventId, f);
  }
  return (eventId: number) => {
    const f = figures.get(eventId) ?? {};
    const n = (state: string) => f[state] ?? 0;
    return {
      held: n('confirmed') + n('offered') + n('attended'),
      attendees: n('confirmed') + n('attended'),
      waitlisted: n('waitlisted'),
      pending: n('pending'),
    };
  };
}

/** A waitlisted registration's place in the queue: 1 = next. */
export async function waitlistPosition(q: Db | Tx, row: RegistrationRow): Promise<number | null> {
  if (row.state !== 'waitlisted') return null;
  const [ahead] = await q
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, row.eventId),
        eq(eventRegistrations.state, 'waitlisted'),
        lt(eventRegistrations.id, row.id),
      ),
    );
  return Number(ahead?.n ?? 0) + 1;
}

async function myRegistrations(q: Db | Tx, viewerId: number, eventIds: readonly number[]) {
  const rows = eventIds.length
    ? await q
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.userId, viewerId),
            inArray(eventRegistrations.eventId, [...eventIds]),
          ),
        )
    : [];
  const mine = new Map<number, MyRegistration>();
  for (const row of rows) {
    mine.set(row.eventId, {
      id: row.id,
      state: row.state,
      position: await waitlistPosition(q, row),
      offerExpiresAt: row.state === 'offered' ? iso(row.offerExpiresAt) : null,
      checkInCode: seesOnlineLink(row.state) ? row.checkInCode : null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return mine;
}

/** The summaries of `rows` as `viewerId` sees them (never the online link). */
export async function toSummaries(
  q: Db | Tx,
  rows: readonly EventRow[],
  viewerId: number | null,
): Promise<EventSummary[]> {
  const ids = rows.map((r) => r.id);
  const [hostOf, figures, mine] = await Promise.all([
    hostNames(q, rows),
    figuresOf(q, ids),
    viewerId === null ? new Map<number, MyRegistration>() : myRegistrations(q, viewerId, ids),
  ]);
  return rows.map((row) => {
    const f = figures(row.id);
    return {
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timezone: row.timezone,
      online: row.onlineUrl !== null,
      address: row.address,
      host: hostOf(row),
      skills: row.skills,
      visibility: row.visibility,
      joinMode: row.joinMode,
      capacity: row.capacity,
      status: row.status,
      attendeeCount: f.attendees,
      waitlistCount: f.waitlisted,
      placesLeft: placesLeft(row.capacity, f.held),
      myRegistration: mine.get(row.id) ?? null,
    };
  });
}

/**
 * One event's details for `viewerId`: the online link only for hosts and confirmed or attended
 * registrations (issue 17: enforced here, not only in the ui).
 */
export async function toDetails(
  q: Db | Tx,
  row: EventRow,
  viewerId: number,
  canManage: boolean,
): Promise<EventDetails> {
  const [summary] = await toSummaries(q, [row], viewerId);
  const figures = await figuresOf(q, [row.id]);
  const sees = canManage || seesOnlineLink(summary!.myRegistration?.state ?? null);
  return {
    ...summary!,
    description: row.description,
    onlineUrl: sees ? row.onlineUrl : null,
    canManage,
    pendingCount: canManage ? figures(row.id).pending : 0,
  };
}

/** An event's registrations as its hosts see them: waitlist positions, names. */
export async function registrationsOf(q: Db | Tx, eventId: number): Promise<Registration[]> {
  const rows = await q
    .select({
      registration: eventRegistrations,
      name: users.name,
      role: users.role,
      companyLogo: users.companyLogo,
      profileImage: users.profileImage,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.id));
  let position = 0;
  return rows.map(({ registration: r, ...u }) => {
    if (r.state === 'waitlisted') position += 1;
    return {
      id: r.id,
      user: toUserSummary(r.userId, u.name, u.role, u.companyLogo, u.profileImage),
      state: r.state,
      position: r.state === 'waitlisted' ? position : null,
      offerExpiresAt: r.state === 'offered' ? iso(r.offerExpiresAt) : null,
      checkedInAt: iso(r.checkedInAt),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** A registration for its hosts. */
export async function registrationOf(q: Db | Tx, id: number): Promise<Registration> {
  const [row] = await q.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  const all = await registrationsOf(q, row!.eventId);
  return all.find((r) => r.id === id)!;
}

/** SQL: the event has this skill. */
export const hasSkill = (column: unknown, skill: number) =>
  sql`${column} @> ARRAY[${skill}]::integer[]`;
