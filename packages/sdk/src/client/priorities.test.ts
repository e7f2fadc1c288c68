import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIORITIES, priorityFor } from './priorities';

describe('the prefix table', () => {
  it.each([
    ['/api/user', 'critical'],
    ['/api/login', 'critical'],
    ['/api/register', 'critical'],
    ['/api/logout-simple', 'critical'],
    ['/api/auth/forgot-password', 'critical'],
    ['/api/stripe/create-checkout-session', 'critical'],
    ['/api/stripe/subscription?accountType=talent', 'high'],
    ['/api/subscription/plans', 'high'],
    ['/api/subscription/usage', 'high'],
    ['/api/unread-counts', 'high'],
    ['/api/notifications', 'high'],
    ['/api/messages/12', 'high'],
    ['/api/groups', 'high'],
    ['/api/admin/sticky-messages/unread-count', 'high'],
    ['/api/user/profiling', 'low'],
    ['/api/skills', 'low'],
    ['/api/skill-trends', 'low'],
    ['/api/airtable/jobs', 'low'],
    ['/api/job-requests', 'normal'],
    ['/api/bids', 'normal'],
    ['/api/saved/jobs', 'normal'],
    ['/api/stripe/config', 'normal'],
  ] as const)('%s is %s', (path, priority) => {
    expect(priorityFor(path)).toBe(priority);
  });

  it('matches whole path segments only', () => {
    expect(priorityFor('/api/users')).toBe('normal');
    expect(priorityFor('/api/skillsets')).toBe('normal');
  });

  it('the longest prefix wins', () => {
    expect(priorityFor('/api/user/profiling')).toBe('low');
    expect(priorityFor('/api/user/other')).toBe('critical');
  });

  it('an added entry wins over a default for the same prefix', () => {
    expect(priorityFor('/api/skills', { ...DEFAULT_PRIORITIES, '/api/skills': 'high' })).toBe(
      'high',
    );
  });

  it('an added prefix is matched like the defaults', () => {
    expect(priorityFor('/api/reports/7', { ...DEFAULT_PRIORITIES, '/api/reports': 'low' })).toBe(
      'low',
    );
  });
});
