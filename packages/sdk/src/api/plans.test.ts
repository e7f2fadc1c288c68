import { describe, expect, it } from 'vitest';
import { plansApi } from './plans';
import { recordingTransport } from './recordingTransport';

describe('plansApi', () => {
  it('lists employer plans with GET /api/subscription/plans?role=employer', async () => {
    const { transport, calls } = recordingTransport([]);
    await plansApi(transport, () => 1234).list('employer');
    expect(calls).toEqual([
      { kind: 'read', path: '/api/subscription/plans', options: { query: { role: 'employer' } } },
    ]);
  });

  it('adds a timestamp and no-cache headers for talent (SPEC §7)', async () => {
    const { transport, calls } = recordingTransport([]);
    await plansApi(transport, () => 1700000000000).list('talent');
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/subscription/plans',
        options: {
          query: { role: 'talent', timestamp: 1700000000000 },
          headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
        },
      },
    ]);
  });

  it('stamps each talent call with the current time', async () => {
    const { transport, calls } = recordingTransport([]);
    let now = 1;
    const api = plansApi(transport, () => now);
    await api.list('talent');
    now = 2;
    await api.list('talent');
    expect(calls.map((call) => call.options?.query?.timestamp)).toEqual([1, 2]);
  });
});
