import type { Priority } from './types';

/** URL-path prefixes and the priority class of the requests under each. */
export type PriorityTable = Readonly<Record<string, Priority>>;

/**
 * The prefix table (SPEC §9 leaves it "not shown"; this is our design). The longest matching
 * prefix wins; a prefix matches whole path segments only (`/api/user` matches `/api/user` and
 * `/api/user/profiling`, never `/api/users`); unmatched paths are `normal`; an explicit
 * `priority` option on a call wins over the table.
 *
 * - critical (never delayed): who the user is, signing in and out, and starting a payment —
 *   a person is waiting on each of these.
 * - high (half the base interval): what the shell shows at once — subscription, unread counts,
 *   notifications, messages, groups, sticky notices.
 * - low (twice the base interval): background and reference data — skills, skill trends,
 *   external jobs, the profiling used by the waitlist.
 */
export const DEFAULT_PRIORITIES: PriorityTable = {
  '/api/user': 'critical',
  '/api/login': 'critical',
  '/api/register': 'critical',
  '/api/logout-simple': 'critical',
  '/api/auth': 'critical',
  '/api/stripe/create-checkout-session': 'critical',
  '/api/stripe/subscription': 'high',
  '/api/subscription': 'high',
  '/api/unread-counts': 'high',
  '/api/notifications': 'high',
  '/api/messages': 'high',
  '/api/groups': 'high',
  '/api/admin/sticky-messages': 'high',
  '/api/user/profiling': 'low',
  '/api/skills': 'low',
  '/api/skill-trends': 'low',
  '/api/airtable': 'low',
};

/** The class of `path` by the longest matching prefix of `table`; `normal` when none match. */
export function priorityFor(path: string, table: PriorityTable = DEFAULT_PRIORITIES): Priority {
  const pathname = path.replace(/[?#].*$/, '');
  let best = '';
  for (const prefix in table) {
    const matches =
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
    if (matches && prefix.length > best.length) best = prefix;
  }
  return table[best] ?? 'normal';
}
