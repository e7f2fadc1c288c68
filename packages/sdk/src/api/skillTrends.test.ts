import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { skillTrendsApi } from './skillTrends';

describe('skillTrendsApi', () => {
  it('list reads GET /api/skill-trends with window and limit', async () => {
    const { transport, calls } = recordingTransport();
    await skillTrendsApi(transport).list({ window: '7d', limit: 5 });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/skill-trends', options: { query: { window: '7d', limit: 5 } } },
    ]);
  });

  it('get reads GET /api/skill-trends/{skillId}', async () => {
    const { transport, calls } = recordingTransport();
    await skillTrendsApi(transport).get(3);
    expect(calls).toEqual([{ kind: 'read', path: '/api/skill-trends/3', options: {} }]);
  });
});
