/**
 * The events' timed work on the server's one scheduler (issue 17):
 *
 * - `events.offers`: an offer not claimed by its expiry is cancelled and the place is offered to
 *   the next waitlisted person (first in, first out);
 * - `events.reminders`: 24 h before a published event starts, its confirmed attendees are
 *   reminded, once (`reminder_sent_at`).
 *
 * Each item in its own transaction: the event's row is locked (the offers job waits for it, as
 * registrations do; the reminders job skips a locked one, `SKIP LOCKED`), the condition is checked
 * again under the lock, and the marker is written in that transaction — so with several instances,
 * or overlapping runs, each offer passes on once and each reminder goes out once.
 */
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { EVENT_REMINDER_BEFORE_MS } from '@hireloop/sdk/constants';
import { eventRegistrations, events } from '../../db/schemaEvents';
import type { ServiceDeps } from '../deps';
import {
  announce,
  eventLink,
  lockAudience,
  offerFreedPlaces,
  type EventEffects,
} from './registrations';

/** How often the scheduler looks for expired offers and due reminders. */
export const EVENT_TIMERS_INTERVAL_MS = 60_000;
const BATCH = 100;

export function createEventTimers(deps: ServiceDeps, effects: EventEffects) {
  const { db, now } = deps;

  /** Passes one expired offer on, if it still is one; whether it did. */
  async function expireOffer(id: number, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [ref] = await tx
        .select({ eventId: eventRegistrations.eventId })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, id));
      if (!ref) return false;
      const [event] = await tx
        .select()
        .from(events)
        .where(eq(events.id, ref.eventId))
        .for('update');
      const [row] = await tx
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.id, id),
            eq(eventRegistrations.state, 'offered'),
            lte(eventRegistrations.offerExpiresAt, at),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row || !event) return false;
      await lockAudience(tx, effects, event, []);
      await tx
        .update(eventRegistrations)
        .set({ state: 'cancelled', offerExpiresAt: null, updatedAt: at })
        .where(eq(eventRegistrations.id, id));
      await announce(tx, effects, event, [row.userId], 'registration');
      await offerFreedPlaces(tx, effects, event, at);
      return true;
    });
  }

  /** Sends one event's reminder if it is still due; whether it did. */
  async function remind(id: number, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(events)
        .where(and(eq(events.id, id), reminderDue(at)))
        .for('update', { skipLocked: true });
      if (!event) return false;
      await tx.update(events).set({ reminderSentAt: at }).where(eq(events.id, id));
      const attendees = await tx
        .select({ userId: eventRegistrations.userId })
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.state, ['confirmed'])),
        );
      await effects.live.lockRecipients(
        tx,
        attendees.map((a) => a.userId),
      );
      for (const { userId } of attendees) {
        await effects.notifications.notify(tx, userId, {
          type: 'event_reminder',
          title: 'Event tomorrow',
          body: `“${event.title}” starts in less than 24 hours.`,
          link: eventLink(id),
        });
      }
      return true;
    });
  }

  const reminderDue = (at: Date) =>
    and(
      eq(events.status, 'published'),
      isNull(events.reminderSentAt),
      gt(events.startsAt, at),
      lte(events.startsAt, new Date(at.getTime() + EVENT_REMINDER_BEFORE_MS)),
    );

  return {
    /** One run of `events.offers`: how many expired offers were passed on. */
    async runOffers(): Promise<{ expired: number }> {
      const at = now();
      let expired = 0;
      for (;;) {
        const due = await db
          .select({ id: eventRegistrations.id })
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.state, 'offered'),
              lte(eventRegistrations.offerExpiresAt, at),
            ),
          )
          .orderBy(asc(eventRegistrations.offerExpiresAt), asc(eventRegistrations.id))
          .limit(BATCH);
        let handled = 0;
        for (const { id } of due) if (await expireOffer(id, at)) handled += 1;
        expired += handled;
        if (due.length < BATCH || handled === 0) break;
      }
      return { expired };
    },

    /** One run of `events.reminders`: how many events' reminders went out. */
    async runReminders(): Promise<{ reminded: number }> {
      const at = now();
      let reminded = 0;
      for (;;) {
        const due = await db
          .select({ id: events.id })
          .from(events)
          .where(reminderDue(at))
          .orderBy(asc(events.startsAt))
          .limit(BATCH);
        let handled = 0;
        for (const { id } of due) if (await remind(id, at)) handled += 1;
        reminded += handled;
        if (due.length < BATCH || handled === 0) break;
      }
      return { reminded };
    },
  };
}
