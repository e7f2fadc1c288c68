/**
 * Events (issue 17): the list and one event, hosting (create, edit, publish, cancel, message)
 * and registering. Drafts are seen only by their hosts (others get a 404, as for an unknown id);
 * unlisted events are left out of lists but open by id; a host action by someone who can see the
 * event but does not host it is a 403.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ACTIVE_REGISTRATION_STATES } from '@hireloop/sdk/constants';
import {
  EVENT_MESSAGES,
  type EventCreate,
  type EventDetails,
  type EventHost,
  type EventInput,
  type EventMessageResult,
  type EventPage,
  type EventSummary,
  type EventsQuery,
  type Registration,
} from '@hireloop/sdk/schemas';
import type { Db, Tx } from '../../db';
import { eventRegistrations, events } from '../../db/schemaEvents';
import { fieldError, problem } from '../../errors';
import type { ServiceDeps } from '../deps';
import { decodeCursor, encodeCursor } from '../pageCursor';
import { managesCollective } from '../collectives/access';
import { findActiveMembership } from '../companies/access';
import { companyRoleCan } from '@hireloop/sdk';
import { hostsFor, managedHostIds, managesEvent, type EventRow, type Viewer } from './access';
import {
  announce,
  eventLink,
  freshCode,
  heldPlaces,
  isActive,
  lockAudience,
  lockEvent,
  offerFreedPlaces,
  waitlistedCount,
  type EventEffects,
} from './registrations';
import { hasSkill, registrationOf, registrationsOf, toDetails, toSummaries } from './rows';

export const EVENT_NOT_FOUND = 'Event not found';
export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const HOSTS_ONLY = 'Only the hosts of this event can do this';
export const HOST_FORBIDDEN = 'You cannot host events as this host';
export const NOT_OPEN = 'This event is not open for registration';
export const EVENT_ENDED = 'This event has ended';
export const OFFER_EXPIRED = 'This offer has expired';
export const NO_OFFER = 'You have no offer to claim';
export const NOT_PENDING = 'This registration is not waiting for approval';
export const NOT_DRAFT = 'Only a draft can be published';
export const ALREADY_CANCELLED = 'This event is already cancelled';
export const CANCELLED_EVENT = 'A cancelled event cannot be changed';
export const CODE_UNKNOWN = 'No registration of this event has this code';
export const CODE_NOT_CONFIRMED = 'This registration has no confirmed place';
export const ALREADY_CHECKED_IN = 'Already checked in';
export const ATTENDED_CANNOT_CANCEL = 'You have already checked in';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createEvents(deps: ServiceDeps, effects: EventEffects) {
  const { db, now } = deps;

  /** The event as `viewer` may see it: 404 for an unknown id or another's draft. */
  async function visible(q: Db | Tx, id: number, viewer: Viewer, row?: EventRow | null) {
    const event =
      row === undefined
        ? ((await q.select().from(events).where(eq(events.id, id)))[0] ?? null)
        : row;
    if (!event) throw problem(404, EVENT_NOT_FOUND);
    const canManage = await managesEvent(q, event, viewer);
    if (event.status === 'draft' && !canManage) throw problem(404, EVENT_NOT_FOUND);
    return { event, canManage };
  }

  /** The locked event for a host action: 404 unseen, 403 not a host. */
  async function hosted(tx: Tx, id: number, viewer: Viewer) {
    const { event, canManage } = await visible(tx, id, viewer, await lockEvent(tx, id));
    if (!canManage) throw problem(403, HOSTS_ONLY);
    await lockAudience(tx, effects, event, [viewer.id]);
    return event;
  }

  async function assertMayHost(input: EventCreate, viewer: Viewer) {
    if (input.hostKind === 'platform') {
      if (!viewer.isAdmin) throw problem(403, HOST_FORBIDDEN);
      return { hostCompanyId: null, hostCollectiveId: null };
    }
    if (input.hostKind === 'collective') {
      if (!(await managesCollective(db, input.hostCollectiveId!, viewer.id)))
        throw problem(403, HOST_FORBIDDEN);
      return { hostCompanyId: null, hostCollectiveId: input.hostCollectiveId! };
    }
    const membership = await findActiveMembership(db, viewer.id);
    if (!membership || !companyRoleCan(membership.role, 'write'))
      throw problem(403, HOST_FORBIDDEN);
    return { hostCompanyId: membership.companyId, hostCollectiveId: null };
  }

  const fields = (input: EventInput) => ({
    title: input.title,
    description: input.description,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    timezone: input.timezone,
    onlineUrl: input.onlineUrl ?? null,
    address: input.address ?? null,
    skills: input.skills,
    visibility: input.visibility,
    joinMode: input.joinMode,
    capacity: input.capacity ?? null,
  });

  /** The registered people still told about the event (pending, confirmed, waitlisted, offered, attended). */
  async function registeredIds(tx: Tx, eventId: number, states: readonly string[]) {
    const rows = await tx
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          inArray(eventRegistrations.state, [...states] as never),
        ),
      );
    return rows.map((r) => r.userId);
  }

  async function list(viewer: Viewer, query: EventsQuery): Promise<EventPage> {
    const at = now();
    const conditions: SQL[] = [];
    if (query.scope === 'hosting') {
      const managed = await managedHostIds(db, viewer);
      const hostConditions: SQL[] = [];
      if (managed.companyIds.length)
        hostConditions.push(inArray(events.hostCompanyId, managed.companyIds));
      if (managed.collectiveIds.length)
        hostConditions.push(inArray(events.hostCollectiveId, managed.collectiveIds));
      if (managed.platform) hostConditions.push(eq(events.hostKind, 'platform'));
      if (!hostConditions.length) return { items: [], nextCursor: null };
      conditions.push(or(...hostConditions)!);
    } else if (query.scope === 'registered') {
      conditions.push(ne(events.status, 'draft'));
      conditions.push(
        inArray(
          events.id,
          db
            .select({ id: eventRegistrations.eventId })
            .from(eventRegistrations)
            .where(
              and(
                eq(eventRegistrations.userId, viewer.id),
                ne(eventRegistrations.state, 'cancelled'),
              ),
            ),
        ),
      );
    } else {
      conditions.push(inArray(events.status, ['published', 'cancelled']));
      conditions.push(eq(events.visibility, 'public'));
    }
    const upcoming = query.when === 'upcoming';
    conditions.push(upcoming ? gte(events.endsAt, at) : lt(events.endsAt, at));
    if (query.format === 'online') conditions.push(isNotNull(events.onlineUrl));
    if (query.format === 'in_person') conditions.push(isNotNull(events.address));
    if (query.skill !== undefined) conditions.push(hasSkill(events.skills, query.skill));
    if (query.host !== undefined) conditions.push(eq(events.hostKind, query.host));
    if (query.companyId !== undefined) conditions.push(eq(events.hostCompanyId, query.companyId));
    if (query.collectiveId !== undefined)
      conditions.push(eq(events.hostCollectiveId, query.collectiveId));
    if (query.q) {
      const pattern = `%${escapeLike(query.q)}%`;
      conditions.push(or(ilike(events.title, pattern), ilike(events.description, pattern))!);
    }
    if (query.cursor !== undefined) {
      const key = decodeCursor(query.cursor, 'int');
      if (key.at === null) throw problem(400, 'Invalid cursor');
      const keyAt = new Date(key.at);
      conditions.push(
        upcoming
          ? or(gt(events.startsAt, keyAt), and(eq(events.startsAt, keyAt), gt(events.id, key.id)))!
          : or(lt(events.startsAt, keyAt), and(eq(events.startsAt, keyAt), lt(events.id, key.id)))!,
      );
    }
    const rows = await db
      .select()
      .from(events)
      .where(and(...conditions))
      .orderBy(
        ...(upcoming
          ? [asc(events.startsAt), asc(events.id)]
          : [desc(events.startsAt), desc(events.id)]),
      )
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: await toSummaries(db, page, viewer.id),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.startsAt.toISOString(), id: last.id })
          : null,
    };
  }

  async function get(viewer: Viewer, id: number): Promise<EventDetails> {
    const { event, canManage } = await visible(db, id, viewer);
    return toDetails(db, event, viewer.id, canManage);
  }

  async function create(viewer: Viewer, input: EventCreate): Promise<EventDetails> {
    const host = await assertMayHost(input, viewer);
    const at = now();
    const [row] = await db
      .insert(events)
      .values({
        ...fields(input),
        hostKind: input.hostKind,
        ...host,
        createdBy: viewer.id,
        status: 'draft',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return toDetails(db, row!, viewer.id, true);
  }

  async function update(viewer: Viewer, id: number, input: EventInput): Promise<EventDetails> {
    return db.transaction(async (tx) => {
      const event = await hosted(tx, id, viewer);
      if (event.status === 'cancelled') throw problem(409, CANCELLED_EVENT);
      const next = fields(input);
      if (next.capacity !== null && next.capacity < (await heldPlaces(tx, id)))
        throw fieldError('capacity', EVENT_MESSAGES.capacityBelowHeld, input);
      const at = now();
      const moved = next.startsAt.getTime() !== event.startsAt.getTime();
      const [row] = await tx
        .update(events)
        .set({ ...next, updatedAt: at, ...(moved ? { reminderSentAt: null } : {}) })
        .where(eq(events.id, id))
        .returning();
      await offerFreedPlaces(tx, effects, row!, at);
      await announce(
        tx,
        effects,
        row!,
        await registeredIds(tx, id, ACTIVE_REGISTRATION_STATES),
        'updated',
      );
      return toDetails(tx, row!, viewer.id, true);
    });
  }

  async function publish(viewer: Viewer, id: number): Promise<EventDetails> {
    return db.transaction(async (tx) => {
      const event = await hosted(tx, id, viewer);
      if (event.status !== 'draft') throw problem(409, NOT_DRAFT);
      const [row] = await tx
        .update(events)
        .set({ status: 'published', updatedAt: now() })
        .where(eq(events.id, id))
        .returning();
      await announce(tx, effects, row!, [], 'published');
      return toDetails(tx, row!, viewer.id, true);
    });
  }

  /** Cancels the event and tells everyone registered (a notification each). */
  async function cancel(viewer: Viewer, id: number): Promise<EventDetails> {
    return db.transaction(async (tx) => {
      const event = await hosted(tx, id, viewer);
      if (event.status === 'cancelled') throw problem(409, ALREADY_CANCELLED);
      const [row] = await tx
        .update(events)
        .set({ status: 'cancelled', updatedAt: now() })
        .where(eq(events.id, id))
        .returning();
      const told = await registeredIds(tx, id, [...ACTIVE_REGISTRATION_STATES, 'attended']);
      await announce(tx, effects, row!, told, 'cancelled');
      for (const userId of told) {
        await effects.notifications.notify(tx, userId, {
          type: 'event_cancelled',
          title: 'Event cancelled',
          body: `“${event.title}” has been cancelled.`,
          link: eventLink(id),
        });
      }
      return toDetails(tx, row!, viewer.id, true);
    });
  }

  async function message(viewer: Viewer, id: number, body: string): Promise<EventMessageResult> {
    return db.transaction(async (tx) => {
      const event = await hosted(tx, id, viewer);
      const told = await registeredIds(tx, id, [...ACTIVE_REGISTRATION_STATES, 'attended']);
      for (const userId of told) {
        await effects.notifications.notify(tx, userId, {
          type: 'event_message',
          title: `Message about “${event.title}”`,
          body,
          link: eventLink(id),
        });
      }
      return { sent: told.length };
    });
  }

  /** Registers the viewer: confirmed while places last (open), else waitlisted; pending (approval). */
  async function register(viewer: Viewer, id: number): Promise<EventDetails> {
    return db.transaction(async (tx) => {
      const { event, canManage } = await visible(tx, id, viewer, await lockEvent(tx, id));
      await lockAudience(tx, effects, event, [viewer.id]);
      if (event.status !== 'published') throw problem(409, NOT_OPEN);
      const at = now();
      if (event.endsAt <= at) throw problem(409, EVENT_ENDED);
      const [existing] = await tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, viewer.id)));
      if (existing && existing.state !== 'cancelled')
        return toDetails(tx, event, viewer.id, canManage);
      // A new registration after a cancellation goes to the end of the queue (a new id).
      if (existing)
        await tx.delete(eventRegistrations).where(eq(eventRegistrations.id, existing.id));
      const state =
        event.joinMode === 'approval'
          ? 'pending'
          : event.capacity === null ||
              ((await heldPlaces(tx, id)) < event.capacity && (await waitlistedCount(tx, id)) === 0)
            ? 'confirmed'
            : 'waitlisted';
      await tx.insert(eventRegistrations).values({
        eventId: id,
        userId: viewer.id,
        state,
        checkInCode: await freshCode(tx, id),
        createdAt: at,
        updatedAt: at,
      });
      await announce(tx, effects, event, [viewer.id], 'registration');
      return toDetails(tx, event, viewer.id, canManage);
    });
  }

  /** Frees the registration's place (if it held one) and offers it to the waitlist's first. */
  async function release(tx: Tx, event: EventRow, registrationId: number, at: Date) {
    await tx
      .update(eventRegistrations)
      .set({ state: 'cancelled', offeredAt: null, offerExpiresAt: null, updatedAt: at })
      .where(eq(eventRegistrations.id, registrationId));
    await offerFreedPlaces(tx, effects, event, at);
  }

  async function unregister(viewer: Viewer, id: number): Promise<EventDetails> {
    return db.transaction(async (tx) => {
      const { event, canManage } = await visible(tx, id, viewer, await lockEvent(tx, id));
      await lockAudience(tx, effects, event, [viewer.id]);
      const [existing] = await tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, viewer.id)));
      if (!existing || existing.state === 'cancelled') throw problem(404, REGISTRATION_NOT_FOUND);
      if (existing.state === 'attended') throw problem(409, ATTENDED_CANNOT_CANCEL);
      await release(tx, event, existing.id, now());
      await announce(tx, effects, event, [viewer.id], 'registration');
      return toDetails(tx, event, viewer.id, canManage);
    });
  }

  async function claim(viewer: Viewer, id: number): Promise<EventDetails> {
    return db.transaction(async (tx) => {
      const { event, canManage } = await visible(tx, id, viewer, await lockEvent(tx, id));
      await lockAudience(tx, effects, event, [viewer.id]);
      const [existing] = await tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.userId, viewer.id)));
      if (!existing || existing.state !== 'offered') throw problem(409, NO_OFFER);
      const at = now();
      if (event.status !== 'published') throw problem(409, NOT_OPEN);
      if (!existing.offerExpiresAt || existing.offerExpiresAt <= at)
        throw problem(409, OFFER_EXPIRED);
      await tx
        .update(eventRegistrations)
        .set({ state: 'confirmed', offerExpiresAt: null, updatedAt: at })
        .where(eq(eventRegistrations.id, existing.id));
      await announce(tx, effects, event, [viewer.id], 'registration');
      return toDetails(tx, event, viewer.id, canManage);
    });
  }

  async function registrations(viewer: Viewer, id: number): Promise<Registration[]> {
    const { canManage } = await visible(db, id, viewer);
    if (!canManage) throw problem(403, HOSTS_ONLY);
    return registrationsOf(db, id);
  }

  async function hostRegistration(tx: Tx, id: number, registrationId: number, viewer: Viewer) {
    const event = await hosted(tx, id, viewer);
    const [row] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, id)));
    if (!row) throw problem(404, REGISTRATION_NOT_FOUND);
    return { event, row };
  }

  /** A host approves a pending registration: confirmed while places last, else waitlisted. */
  async function approve(
    viewer: Viewer,
    id: number,
    registrationId: number,
  ): Promise<Registration> {
    return db.transaction(async (tx) => {
      const { event, row } = await hostRegistration(tx, id, registrationId, viewer);
      if (row.state !== 'pending') throw problem(409, NOT_PENDING);
      const at = now();
      const confirmed =
        event.capacity === null ||
        ((await heldPlaces(tx, id)) < event.capacity && (await waitlistedCount(tx, id)) === 0);
      await tx
        .update(eventRegistrations)
        .set({ state: confirmed ? 'confirmed' : 'waitlisted', updatedAt: at })
        .where(eq(eventRegistrations.id, row.id));
      await announce(tx, effects, event, [row.userId], 'approved');
      await effects.notifications.notify(tx, row.userId, {
        type: 'event_approved',
        title: 'Registration approved',
        body: confirmed
          ? `You have a place at “${event.title}”.`
          : `You are on the waitlist for “${event.title}”.`,
        link: eventLink(id),
      });
      return registrationOf(tx, row.id);
    });
  }

  /** A host declines (or removes) a registration; a place it held is offered on. */
  async function decline(
    viewer: Viewer,
    id: number,
    registrationId: number,
  ): Promise<Registration> {
    return db.transaction(async (tx) => {
      const { event, row } = await hostRegistration(tx, id, registrationId, viewer);
      if (!isActive(row)) throw problem(409, REGISTRATION_NOT_FOUND);
      await release(tx, event, row.id, now());
      await announce(tx, effects, event, [row.userId], 'registration');
      await effects.notifications.notify(tx, row.userId, {
        type: 'event_declined',
        title: 'Registration declined',
        body: `The hosts of “${event.title}” declined your registration.`,
        link: eventLink(id),
      });
      return registrationOf(tx, row.id);
    });
  }

  /** A host checks an attendee in by their code (confirmed → attended). */
  async function checkIn(
    viewer: Viewer,
    id: number,
    input: { code: string },
  ): Promise<Registration> {
    return db.transaction(async (tx) => {
      const event = await hosted(tx, id, viewer);
      const [row] = await tx
        .select()
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.checkInCode, input.code)),
        );
      if (!row) throw fieldError('code', CODE_UNKNOWN, input);
      if (row.state === 'attended') throw fieldError('code', ALREADY_CHECKED_IN, input);
      if (row.state !== 'confirmed') throw fieldError('code', CODE_NOT_CONFIRMED, input);
      const at = now();
      await tx
        .update(eventRegistrations)
        .set({ state: 'attended', checkedInAt: at, updatedAt: at })
        .where(eq(eventRegistrations.id, row.id));
      await announce(tx, effects, event, [row.userId], 'checked-in');
      return registrationOf(tx, row.id);
    });
  }

  async function hosts(viewer: Viewer): Promise<EventHost[]> {
    return hostsFor(db, viewer);
  }

  /** The career feed's contract: published public events not yet ended, matching skills. */
  async function publicUpcomingMatching(
    viewerId: number | null,
    skillIds: readonly number[],
    limit: number,
  ): Promise<EventSummary[]> {
    const conditions: SQL[] = [
      eq(events.status, 'published'),
      eq(events.visibility, 'public'),
      gte(events.endsAt, now()),
    ];
    if (skillIds.length)
      conditions.push(
        sql`${events.skills} && ARRAY[${sql.join(
          [...skillIds].map((s) => sql`${s}`),
          sql`, `,
        )}]::integer[]`,
      );
    const rows = await db
      .select()
      .from(events)
      .where(and(...conditions))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(limit);
    return toSummaries(db, rows, viewerId);
  }

  /** The career feed's contract: one shared event's summary, or null unless public and not a draft. */
  async function summaryOf(viewerId: number | null, id: number): Promise<EventSummary | null> {
    const [row] = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.id, id),
          eq(events.visibility, 'public'),
          inArray(events.status, ['published', 'cancelled']),
        ),
      );
    if (!row) return null;
    const [summary] = await toSummaries(db, [row], viewerId);
    return summary ?? null;
  }

  return {
    list,
    get,
    hosts,
    create,
    update,
    publish,
    cancel,
    message,
    register,
    unregister,
    claim,
    registrations,
    approve,
    decline,
    checkIn,
    publicUpcomingMatching,
    summaryOf,
  };
}
