import { describe, expect, it } from 'vitest';
import { formatZodError } from './errors';
import {
  EVENT_MESSAGES,
  checkInInputSchema,
  eventCreateSchema,
  eventInputSchema,
  eventMessageInputSchema,
  eventsQuerySchema,
} from './event';

const valid = {
  title: 'Rust meetup',
  startsAt: '2026-12-01T17:00:00.000Z',
  endsAt: '2026-12-01T19:00:00.000Z',
  timezone: 'Europe/Berlin',
  onlineUrl: 'https://meet.example/rust',
};

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : formatZodError(result.error as never).fieldErrors;

describe('the event input', () => {
  it('fills the defaults: no description, public, open, no limit, no skills', () => {
    expect(eventInputSchema.parse(valid)).toEqual({
      ...valid,
      description: '',
      skills: [],
      visibility: 'public',
      joinMode: 'open',
    });
    expect(eventInputSchema.parse({ ...valid, capacity: '5', address: '  ' }).capacity).toBe(5);
  });

  it('answers field errors: title, the end before the start, no place, a bad link, capacity', () => {
    expect(errorsOf(eventInputSchema.safeParse({ ...valid, title: 'ab' }))).toMatchObject({
      title: [EVENT_MESSAGES.titleLength],
    });
    expect(
      errorsOf(eventInputSchema.safeParse({ ...valid, endsAt: '2026-12-01T16:00:00.000Z' })),
    ).toMatchObject({ endsAt: [EVENT_MESSAGES.endsBeforeStarts] });
    expect(
      errorsOf(eventInputSchema.safeParse({ ...valid, endsAt: '2026-12-30T16:00:00.000Z' })),
    ).toMatchObject({ endsAt: [EVENT_MESSAGES.tooLong] });
    expect(errorsOf(eventInputSchema.safeParse({ ...valid, onlineUrl: '' }))).toMatchObject({
      onlineUrl: [EVENT_MESSAGES.placeRequired],
    });
    expect(
      errorsOf(eventInputSchema.safeParse({ ...valid, onlineUrl: 'javascript:alert(1)' })),
    ).toMatchObject({ onlineUrl: [EVENT_MESSAGES.urlInvalid] });
    expect(errorsOf(eventInputSchema.safeParse({ ...valid, capacity: 0 }))).toMatchObject({
      capacity: [EVENT_MESSAGES.capacityInvalid],
    });
    expect(errorsOf(eventInputSchema.safeParse({ ...valid, timezone: 'Mars/Base' }))).toMatchObject(
      { timezone: [EVENT_MESSAGES.timezoneInvalid] },
    );
  });

  it('a collective-hosted event names its collective', () => {
    expect(
      errorsOf(eventCreateSchema.safeParse({ ...valid, hostKind: 'collective' })),
    ).toMatchObject({ hostCollectiveId: [EVENT_MESSAGES.collectiveRequired] });
    expect(
      eventCreateSchema.parse({ ...valid, hostKind: 'collective', hostCollectiveId: '3' })
        .hostCollectiveId,
    ).toBe(3);
    expect(eventCreateSchema.parse({ ...valid, hostKind: 'platform' }).hostKind).toBe('platform');
  });
});

describe('the other inputs', () => {
  it('reads the list query from text', () => {
    expect(eventsQuerySchema.parse({ skill: '4', format: 'online', q: ' rust ' })).toMatchObject({
      when: 'upcoming',
      scope: 'all',
      skill: 4,
      format: 'online',
      q: 'rust',
    });
    expect(eventsQuerySchema.safeParse({ when: 'soon' }).success).toBe(false);
  });

  it('normalizes a check-in code and refuses look-alikes', () => {
    expect(checkInInputSchema.parse({ code: 'abc-234' })).toEqual({ code: 'ABC234' });
    expect(errorsOf(checkInInputSchema.safeParse({ code: 'ABC10O' }))).toMatchObject({
      code: [EVENT_MESSAGES.codeInvalid],
    });
  });

  it('needs a message body', () => {
    expect(errorsOf(eventMessageInputSchema.safeParse({ body: '  ' }))).toMatchObject({
      body: [EVENT_MESSAGES.messageRequired],
    });
    expect(eventMessageInputSchema.parse({ body: 'See you\nat 6' }).body).toBe('See you\nat 6');
  });
});
