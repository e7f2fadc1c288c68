import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { savedApi } from './saved';

describe('savedApi', () => {
  it('jobs reads GET /api/saved/jobs', async () => {
    const { transport, calls } = recordingTransport([]);
    await savedApi(transport).jobs();
    expect(calls).toEqual([{ kind: 'read', path: '/api/saved/jobs', options: {} }]);
  });

  it('saveJob posts to /api/saved/jobs', async () => {
    const { transport, calls } = recordingTransport();
    await savedApi(transport).saveJob({ originalId: 'recAbc', type: 'job' });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/saved/jobs',
        options: { method: 'POST', body: { originalId: 'recAbc', type: 'job' } },
      },
    ]);
  });

  it('removeJob deletes /api/saved/jobs/{id}, negative hashed ids included', async () => {
    const { transport, calls } = recordingTransport();
    await savedApi(transport).removeJob(-4242);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/saved/jobs/-4242', options: { method: 'DELETE' } },
    ]);
  });
});
