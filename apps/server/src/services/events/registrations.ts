/**
 * Registrations (issue 17): register, cancel, claim an offer; hosts approve, decline, check in.
 * Every change runs in a transaction holding the event's row lock (`SELECT … FOR UPDATE`), so
 * registrations of one event are decided one at a time in arrival order: capacity holds under
 * parallel requests, and the waitlist is first in, first out by id (no skipping).
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { makeCheckInCode } from '@hireloop/sdk';
import {
  ACTIVE_REGISTRATION_STATES,
  EVENT_OFFER_MS,
  PLACE_HOLDING_STATES,
  type EventChange,
} from '@hireloop/sdk/constants';
import type { Tx } from '../../db';
import { eventRegistrations, events } from '../../db/schemaEvents';
import type { LiveService } from '../live';
import type { NotificationService } from '../notifications';
import { hostIdsOf, type EventRow } from './access';
import type { RegistrationRow } from './rows';

export const eventLink = (id: number) => `/events/${id}`;

export interface EventEffects {
  live: Pick<LiveService, 'publish' | 'lockRecipients'>;
  notifications: Pick<NotificationService, 'notify'>;
}

/** The event's row, locked for this transaction (null when absent). */
export async function lockEvent(tx: Tx, id: number): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}

/** Places held now: confirmed, offered, attended. */
export async function heldPlaces(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.state, [...PLACE_HOLDING_STATES]),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function waitlistedCount(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.state, 'waitlisted')),
    );
  return Number(row?.n ?? 0);
}

/** A check-in code not yet used in this event (under the event's lock). */
export async function freshCode(tx: Tx, eventId: number): Promise<string> {
  const used = new Set(
    (
      await tx
        .select({ code: eventRegistrations.checkInCode })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, eventId))
    ).map((r) => r.code),
  );
  for (;;) {
    const code = makeCheckInCode(() => randomInt(0, 1_000_000) / 1_000_000);
    if (!used.has(code)) return code;
  }
}

/**
 * Takes the live locks of everyone this transaction may tell (the hosts, everyone registered, and
 * `userIds`) in one ordered call, before any live event or notification (see services/live.ts):
 * two transactions on different events then never wait on each other's recipients in opposite
 * orders. The caller holds the event's lock.
 */
export async function lockAudience(
  tx: Tx,
  effects: EventEffects,
  event: EventRow,
  userIds: readonly number[],
): Promise<void> {
  const registered = await tx
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, event.id), ne(eventRegistrations.state, 'cancelled')),
    );
  await effects.live.lockRecipients(tx, [
    ...(await hostIdsOf(tx, event)),
    ...registered.map((r) => r.userId),
    ...userIds,
  ]);
}

/** Tells `userIds` (and the event's hosts) that the event changed. */
export async function announce(
  tx: Tx,
  effects: EventEffects,
  event: EventRow,
  userIds: readonly number[],
  change: EventChange,
): Promise<void> {
  const audience = [...new Set([...userIds, ...(await hostIdsOf(tx, event))])].sort(
    (a, b) => a - b,
  );
  if (audience.length)
    await effects.live.publish(tx, audience, {
      type: 'event',
      data: { eventId: event.id, change },
    });
}

/**
 * Offers freed places to the waitlist, first in first out, while places are free (issue 17): each
 * offer holds the place for 24 h. The caller holds the event's lock.
 */
export async function offerFreedPlaces(
  tx: Tx,
  effects: EventEffects,
  event: EventRow,
  at: Date,
): Promise<number[]> {
  if (event.status !== 'published' || event.endsAt <= at) return [];
  const offered: number[] = [];
  for (;;) {
    if (event.capacity !== null && (await heldPlaces(tx, event.id)) >= event.capacity) break;
    const [next] = await tx
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.state, 'waitlisted')),
      )
      .orderBy(asc(eventRegistrations.id))
      .limit(1);
    if (!next) break;
    const expires = new Date(at.getTime() + EVENT_OFFER_MS);
    await tx
      .update(eventRegistrations)
      .set({ state: 'offered', offeredAt: at, offerExpiresAt: expires, updatedAt: at })
      .where(eq(eventRegistrations.id, next.id));
    await effects.live.publish(tx, [next.userId], {
      type: 'event',
      data: { eventId: event.id, change: 'offered' },
    });
    await effects.notifications.notify(tx, next.userId, {
      type: 'event_offered',
      title: 'A place is free for you',
      body: `A place at “${event.title}” is yours if you claim it within 24 hours.`,
      link: eventLink(event.id),
    });
    offered.push(next.userId);
  }
  return offered;
}

/** Whether a registration in this state still counts as registered. */
export const isActive = (row: RegistrationRow | undefined) =>
  row !== undefined && (ACTIVE_REGISTRATION_STATES as readonly string[]).includes(row.state);
