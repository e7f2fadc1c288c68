import { describe, expect, it } from 'vitest';
import { checkinsApi } from './checkins';
import { recordingTransport } from './recordingTransport';

describe('checkinsApi', () => {
  it('reads engagements with their filters, and one engagement', async () => {
    const { transport, calls } = recordingTransport();
    await checkinsApi(transport).engagements({ side: 'employer', state: 'late', blockers: true });
    await checkinsApi(transport).engagement(5);
    expect(calls).toEqual([
      {
        kind: 'read',
        path: '/api/engagements',
        options: { query: { side: 'employer', state: 'late', blockers: true } },
      },
      { kind: 'read', path: '/api/engagements/5', options: {} },
    ]);
  });

  it('puts a schedule, and pauses and resumes with PATCH { status }', async () => {
    const { transport, calls } = recordingTransport();
    const api = checkinsApi(transport);
    const schedule = {
      cadence: 'weekly' as const,
      weekdays: ['mon' as const],
      time: '09:00',
      timezone: 'UTC',
    };
    await api.setSchedule(3, schedule);
    await api.pause(3);
    await api.resume(3);
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/engagements/3/schedule',
        options: { method: 'PUT', body: schedule },
      },
      {
        kind: 'request',
        path: '/api/engagements/3',
        options: { method: 'PATCH', body: { status: 'paused' } },
      },
      {
        kind: 'request',
        path: '/api/engagements/3',
        options: { method: 'PATCH', body: { status: 'active' } },
      },
    ]);
  });

  it('reads what is due and the history; submits answers and reviews', async () => {
    const { transport, calls } = recordingTransport();
    const api = checkinsApi(transport);
    await api.due();
    await api.history({ engagementId: 2, cursor: 'c' });
    await api.submit(9, { answers: { progress: 'Shipped' } });
    await api.review(9, { decision: 'changes_requested', comment: 'More detail' });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/checkins/due', options: {} },
      { kind: 'read', path: '/api/checkins', options: { query: { engagementId: 2, cursor: 'c' } } },
      {
        kind: 'request',
        path: '/api/checkins/9',
        options: { method: 'PUT', body: { answers: { progress: 'Shipped' } } },
      },
      {
        kind: 'request',
        path: '/api/checkins/9/review',
        options: {
          method: 'POST',
          body: { decision: 'changes_requested', comment: 'More detail' },
        },
      },
    ]);
  });

  it('reads the admin figures and drill-down', async () => {
    const { transport, calls } = recordingTransport();
    await checkinsApi(transport).adminStats({ days: 7 });
    await checkinsApi(transport).adminEngagements({ talentId: 4 });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/admin/check-ins', options: { query: { days: 7 } } },
      {
        kind: 'read',
        path: '/api/admin/check-ins/engagements',
        options: { query: { talentId: 4 } },
      },
    ]);
  });
});
