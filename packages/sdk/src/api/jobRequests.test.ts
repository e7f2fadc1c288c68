import { describe, expect, it } from 'vitest';
import { jobRequestsApi } from './jobRequests';
import { recordingTransport } from './recordingTransport';

const form = {
  title: 'Logo',
  description: 'A new logo',
  type: 'task',
  rateType: 'fixed',
  minRate: 300,
} as const;

describe('jobRequestsApi', () => {
  it('create posts the form to /api/job-requests', async () => {
    const { transport, calls } = recordingTransport();
    await jobRequestsApi(transport).create(form);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/job-requests', options: { method: 'POST', body: form } },
    ]);
  });

  it('update patches /api/job-requests/{id} with the same fields', async () => {
    const { transport, calls } = recordingTransport();
    await jobRequestsApi(transport).update(42, form);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/job-requests/42', options: { method: 'PATCH', body: form } },
    ]);
  });

  it('setStatus patches /api/job-requests/{id}/status', async () => {
    const { transport, calls } = recordingTransport();
    await jobRequestsApi(transport).setStatus(42, 'closed');
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/job-requests/42/status',
        options: { method: 'PATCH', body: { status: 'closed' } },
      },
    ]);
  });

  it('get reads GET /api/job-requests/{id}', async () => {
    const { transport, calls } = recordingTransport();
    await jobRequestsApi(transport).get(7);
    expect(calls).toEqual([{ kind: 'read', path: '/api/job-requests/7', options: {} }]);
  });

  it('listOwn reads GET /api/job-requests with its filters and cursor', async () => {
    const { transport, calls } = recordingTransport();
    await jobRequestsApi(transport).listOwn({ status: 'active', cursor: 'c2', limit: 10 });
    await jobRequestsApi(transport).listOwn();
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/job-requests',
        options: { query: { status: 'active', cursor: 'c2', limit: 10 } },
      },
      { kind: 'read', path: '/api/job-requests', options: { query: {} } },
    ]);
  });

  it('browse reads GET /api/job-requests/browse, sending skills as a comma list', async () => {
    const { transport, calls } = recordingTransport();
    await jobRequestsApi(transport).browse({
      type: 'job',
      skills: [1, 2],
      minRate: 50,
      q: 'react',
    });
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/job-requests/browse',
        options: { query: { type: 'job', skills: '1,2', minRate: 50, q: 'react' } },
      },
    ]);
  });
});
