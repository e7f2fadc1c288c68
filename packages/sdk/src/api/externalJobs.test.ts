import { describe, expect, it } from 'vitest';
import { externalJobsApi } from './externalJobs';
import { recordingTransport } from './recordingTransport';

describe('externalJobsApi', () => {
  it('list reads GET /api/airtable/jobs with its filters', async () => {
    const { transport, calls } = recordingTransport();
    await externalJobsApi(transport).list({ q: 'data', cursor: 'o' });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/airtable/jobs', options: { query: { q: 'data', cursor: 'o' } } },
    ]);
  });

  it('get reads GET /api/airtable/jobs/{id}, encoding the id', async () => {
    const { transport, calls } = recordingTransport();
    await externalJobsApi(transport).get('recA1');
    await externalJobsApi(transport).get('rec/../x');
    expect(calls).toEqual([
      { kind: 'read', path: '/api/airtable/jobs/recA1', options: {} },
      { kind: 'read', path: '/api/airtable/jobs/rec%2F..%2Fx', options: {} },
    ]);
  });
});
