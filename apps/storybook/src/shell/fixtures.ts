import type { NavigateHandler } from '@hireloop/ui';
import type { StickyMessage } from '@hireloop/sdk';

/** A company logo drawn inline, so the stories load no network image. */
export const companyLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#4338ca"/><path d="M10 28 20 10l10 18z" fill="#fff"/><rect x="50" y="14" width="100" height="12" rx="6" fill="#64748b"/></svg>',
  );

/** A talent's profile picture drawn inline. */
export const profileImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="24" r="12" fill="#312e81"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#312e81"/></svg>',
  );

/** Keeps the story on its page when a shell link is clicked (a router would do the same). */
export const stayOnPage: NavigateHandler = (_href, event) => event.preventDefault();

/** Active sticky messages as GET /api/admin/sticky-messages answers, one of them read. */
export const stickyMessages: StickyMessage[] = [
  {
    id: 3,
    title: 'Scheduled maintenance on Sunday',
    body: 'Messaging will be unavailable from 02:00 to 03:00 UTC.\nBids and job requests keep working.',
    level: 'warning',
    audience: 'all',
    endsAt: '2030-06-02T03:00:00.000Z',
    createdAt: '2030-05-28T09:00:00.000Z',
    read: false,
  },
  {
    id: 2,
    title: 'Payment details need attention',
    body: 'Your card expires this month. Update it under Subscription to keep your plan active.',
    level: 'critical',
    audience: 'employer',
    endsAt: null,
    createdAt: '2030-05-27T09:00:00.000Z',
    read: false,
  },
  {
    id: 1,
    title: 'Events are live',
    body: 'Browse upcoming hiring events from the Events page.',
    level: 'info',
    audience: 'all',
    endsAt: null,
    createdAt: '2030-05-26T09:00:00.000Z',
    read: false,
  },
  {
    id: 4,
    title: 'Welcome to Hireloop',
    body: 'You have already read this one.',
    level: 'info',
    audience: 'all',
    endsAt: null,
    createdAt: '2030-05-20T09:00:00.000Z',
    read: true,
  },
];
