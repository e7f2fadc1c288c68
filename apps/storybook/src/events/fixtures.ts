import type { EventDetails, EventSummary, Registration } from '@hireloop/sdk/schemas';

// Story data: fictional events, dated far ahead so "ended" never applies.

export const summary: EventSummary = {
  id: 7,
  title: 'Shipping React Server Components in production',
  startsAt: '2031-05-01T16:00:00.000Z',
  endsAt: '2031-05-01T17:00:00.000Z',
  timezone: 'Europe/Berlin',
  online: true,
  address: null,
  host: { kind: 'company', id: 2, name: 'Northwind Labs' },
  skills: [1, 2],
  visibility: 'public',
  joinMode: 'open',
  capacity: 3,
  status: 'published',
  attendeeCount: 3,
  waitlistCount: 2,
  placesLeft: 0,
  myRegistration: null,
};

export const inPerson: EventSummary = {
  ...summary,
  id: 8,
  title: 'Design systems roundtable',
  online: false,
  address: 'Torstraße 1, 10119 Berlin',
  host: { kind: 'collective', id: 4, name: 'Pixel Guild' },
  joinMode: 'approval',
  capacity: 12,
  attendeeCount: 4,
  waitlistCount: 0,
  placesLeft: 8,
};

export const details: EventDetails = {
  ...summary,
  description:
    'What we moved to server components, and the numbers.\n\n<b>Not bold</b>: text only.',
  onlineUrl: null,
  canManage: false,
  pendingCount: 0,
};

export const waitlisted: EventDetails = {
  ...details,
  myRegistration: {
    id: 31,
    state: 'waitlisted',
    position: 1,
    offerExpiresAt: null,
    checkInCode: null,
    createdAt: '2031-04-01T12:00:00.000Z',
  },
};

export const offered: EventDetails = {
  ...details,
  myRegistration: {
    ...waitlisted.myRegistration!,
    state: 'offered',
    position: null,
    offerExpiresAt: '2031-04-02T12:00:00.000Z',
  },
};

export const confirmed: EventDetails = {
  ...details,
  onlineUrl: 'https://meet.example/rsc',
  myRegistration: {
    ...waitlisted.myRegistration!,
    state: 'confirmed',
    position: null,
    checkInCode: 'K7QX2M',
  },
};

export const registrations: Registration[] = [
  {
    id: 1,
    user: { id: 11, name: 'Ada Lovelace', role: 'talent', image: null },
    state: 'confirmed',
    position: null,
    offerExpiresAt: null,
    checkedInAt: null,
    createdAt: '2031-04-01T12:00:00.000Z',
  },
  {
    id: 2,
    user: { id: 12, name: 'Grace Hopper', role: 'talent', image: null },
    state: 'pending',
    position: null,
    offerExpiresAt: null,
    checkedInAt: null,
    createdAt: '2031-04-01T12:05:00.000Z',
  },
  {
    id: 3,
    user: { id: 13, name: 'Alan Turing', role: 'talent', image: null },
    state: 'waitlisted',
    position: 1,
    offerExpiresAt: null,
    checkedInAt: null,
    createdAt: '2031-04-01T12:10:00.000Z',
  },
];
