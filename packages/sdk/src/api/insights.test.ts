import { describe, expect, it } from 'vitest';
import { insightsApi } from './insights';
import { recordingTransport } from './recordingTransport';

describe('insightsApi', () => {
  it('get reads GET /api/insights with the period and the job request', async () => {
    const { transport, calls } = recordingTransport();
    await insightsApi(transport).get({ from: '2026-01-01', to: '2026-01-31', jobRequestId: 4 });
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/insights',
        options: { query: { from: '2026-01-01', to: '2026-01-31', jobRequestId: 4 } },
      },
    ]);
  });

  it('benchmarks reads GET /api/insights/benchmarks with the skill and rate type', async () => {
    const { transport, calls } = recordingTransport();
    await insightsApi(transport).benchmarks({ skill: 7, rateType: 'daily' });
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/insights/benchmarks',
        options: { query: { skill: 7, rateType: 'daily' } },
      },
    ]);
  });

  it('activity reads GET /api/insights/activity page by page', async () => {
    const { transport, calls } = recordingTransport();
    await insightsApi(transport).activity({ cursor: 'abc', limit: 10 });
    await insightsApi(transport).activity();
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/insights/activity',
        options: { query: { cursor: 'abc', limit: 10 } },
      },
      { kind: 'read', path: '/api/insights/activity', options: { query: {} } },
    ]);
  });
});
