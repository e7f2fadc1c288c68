// The README's examples, run as written (with a fetch standing in for the server), so the docs
// cannot drift from the code.
import { describe, expect, it } from 'vitest';
import {
  createClient,
  formatPrice,
  isHttpError,
  isSubscriptionActive,
  remainingQuota,
  savedItemId,
  tickCountdown,
  waitlistPeopleAhead,
  waitlistWeeks,
} from './index';
import { formatZodError, jobRequestFormSchema } from './schemas';

describe('the README examples', () => {
  it('the minimal example: me → login → subscription → create, with the 403 message', async () => {
    const seen: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input));
      seen.push(`${init?.method} ${pathname}`);
      if (pathname === '/api/user') return new Response('', { status: 401 });
      if (pathname === '/api/login')
        return Response.json({ id: 1, email: 'ada@example.com', name: 'Ada', role: 'employer' });
      if (pathname === '/api/stripe/subscription')
        return Response.json({ status: 'active', subscription: { subscriptionType: 'employer' } });
      return new Response('Subscription required', { status: 403 });
    }) as typeof globalThis.fetch;
    const client = createClient({
      baseUrl: 'https://hireloop.example',
      fetch,
      logger: false,
      priorities: { '/api': 'critical' },
    });

    const user = await client.auth.me();
    expect(user).toBeNull();
    await client.auth.login({ email: 'ada@example.com', password: 'correct horse' });
    const subscription = await client.subscription.get('employer');
    expect(isSubscriptionActive(subscription, 'employer')).toBe(true);
    const error = await client.jobRequests
      .create({ title: 'Senior TypeScript engineer', description: 'Remote, 6 months' })
      .catch((e: unknown) => e);
    expect(isHttpError(error) && error.message).toBe('403: Subscription required');
    expect(seen).toEqual([
      'GET /api/user',
      'POST /api/login',
      'GET /api/stripe/subscription',
      'POST /api/job-requests',
    ]);
  });

  it('the form example gives the SPEC messages', () => {
    const input = { title: ' ', description: '' };
    const result = jobRequestFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatZodError(result.error, { input }).fieldErrors).toEqual({
        title: ['Title is required'],
        description: ['Description is required'],
      });
    }
  });

  it('the figures quoted for the rules', () => {
    expect(formatPrice(249900)).toBe('$2,499');
    expect(
      remainingQuota(
        {
          jobLimit: 1,
          consumedJobs: 1,
          projectLimit: 3,
          consumedProjects: 0,
          taskLimit: 5,
          consumedTasks: 0,
        },
        'job',
      ),
    ).toBe(0);
    expect(waitlistWeeks(119)).toBe(6);
    expect([1, 2].map((tasks) => waitlistPeopleAhead(119, tasks))).toEqual([109, 99]);
    expect(savedItemId('42')).toBe(42);
    expect(savedItemId('recA1b2')).toBeLessThan(0);
    expect(tickCountdown({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });
});
