import { describe, expect, it } from 'vitest';
import { bidsApi } from './bids';
import { recordingTransport } from './recordingTransport';

describe('bidsApi', () => {
  it('create posts a proposal or an outreach to /api/bids', async () => {
    const { transport, calls } = recordingTransport();
    const proposal = { kind: 'proposal', jobRequestId: 7, rate: 60, message: 'Hi' } as const;
    const outreach = { kind: 'outreach', jobRequestId: 7, talentId: 4, message: 'Join' } as const;
    await bidsApi(transport).create(proposal);
    await bidsApi(transport).create(outreach);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/bids', options: { method: 'POST', body: proposal } },
      { kind: 'request', path: '/api/bids', options: { method: 'POST', body: outreach } },
    ]);
  });

  it('get reads GET /api/bids/{id}', async () => {
    const { transport, calls } = recordingTransport();
    await bidsApi(transport).get(11);
    expect(calls).toEqual([{ kind: 'read', path: '/api/bids/11', options: {} }]);
  });

  it('sent and received read their listings with filters', async () => {
    const { transport, calls } = recordingTransport();
    await bidsApi(transport).sent({ status: 'pending' });
    await bidsApi(transport).received({ jobRequestId: 7, cursor: 'n' });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/bids/sent', options: { query: { status: 'pending' } } },
      {
        kind: 'read',
        path: '/api/bids/received',
        options: { query: { jobRequestId: 7, cursor: 'n' } },
      },
    ]);
  });

  it('accept, decline, withdraw and setStatus patch /api/bids/{id} with the status', async () => {
    const { transport, calls } = recordingTransport();
    const api = bidsApi(transport);
    await api.accept(1);
    await api.decline(2);
    await api.withdraw(3);
    await api.setStatus(4, 'accepted');
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/bids/1',
        options: { method: 'PATCH', body: { status: 'accepted' } },
      },
      {
        kind: 'request',
        path: '/api/bids/2',
        options: { method: 'PATCH', body: { status: 'declined' } },
      },
      {
        kind: 'request',
        path: '/api/bids/3',
        options: { method: 'PATCH', body: { status: 'withdrawn' } },
      },
      {
        kind: 'request',
        path: '/api/bids/4',
        options: { method: 'PATCH', body: { status: 'accepted' } },
      },
    ]);
  });
});
