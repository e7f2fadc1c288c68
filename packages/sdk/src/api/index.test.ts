import { describe, expect, it } from 'vitest';
import { createEndpoints } from './index';
import { recordingTransport } from './recordingTransport';

describe('createEndpoints', () => {
  it('groups the endpoint functions by domain', () => {
    const { transport } = recordingTransport();
    expect(Object.keys(createEndpoints(transport)).sort()).toEqual(
      [
        'account',
        'auth',
        'bids',
        'checkins',
        'embed',
        'externalJobs',
        'groups',
        'insights',
        'jobRequests',
        'messages',
        'notifications',
        'partners',
        'plans',
        'profile',
        'saved',
        'skillTrends',
        'skills',
        'stickyMessages',
        'subscription',
        'team',
        'unreadCounts',
      ].sort(),
    );
  });

  it('wires every domain to the same transport', async () => {
    const { transport, calls } = recordingTransport();
    const endpoints = createEndpoints(transport);
    await endpoints.auth.me();
    await endpoints.jobRequests.create({ title: 't', description: 'd' });
    expect(calls.map((call) => call.path)).toEqual(['/api/user', '/api/job-requests']);
  });

  it('uses the injected clock for the talent plans timestamp', async () => {
    const { transport, calls } = recordingTransport();
    await createEndpoints(transport, { now: () => 99 }).plans.list('talent');
    expect(calls[0]?.options?.query).toEqual({ role: 'talent', timestamp: 99 });
  });
});
