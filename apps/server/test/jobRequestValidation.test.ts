/**
 * Job requests: what a bad form answers (issue 3, issue 13: the checks that need no database are
 * the sdk schema's, the rest the service's; all field errors at once, never a 500).
 */
import { describe, expect, it } from 'vitest';
import { jobRequestForm as form, jobRequestSuite, registerEmployer } from './helpers';

const suite = jobRequestSuite();
const employerWith = (planId: string | null) => registerEmployer(suite.server, planId);

describe('validation', () => {
  it('a missing title is a 400 naming the field', async () => {
    const { client } = await employerWith('employer-lifetime');
    const res = await client.post('/api/job-requests', { description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.title).toEqual(['Title is required']);
    expect(res.body.message).toBe('Title is required');
  });

  it('a minimum rate above the maximum is a 400 on maxRate', async () => {
    const { client } = await employerWith('employer-lifetime');
    const res = await client.post('/api/job-requests', form({ minRate: 100, maxRate: 50 }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.maxRate).toEqual([
      'Maximum rate must be at least the minimum rate',
    ]);
  });

  it('unknown skill ids are a 400 on skills, out-of-range ones too', async () => {
    const { client } = await employerWith('employer-lifetime');
    const res = await client.post(
      '/api/job-requests',
      form({ skills: [suite.skillIds[0], 999999, 99999999999] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.skills).toEqual(['Unknown skills: 999999, 99999999999']);
  });

  it('a direct request needs an existing talent', async () => {
    const { client, user } = await employerWith('employer-lifetime');
    const missing = await client.post('/api/job-requests', form({ requestTarget: 'direct' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.talentId).toEqual(['Choose a talent for a direct request']);
    for (const talentId of [user.id, 987654, 2 ** 40]) {
      const res = await client.post(
        '/api/job-requests',
        form({ requestTarget: 'direct', talentId }),
      );
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.talentId).toEqual(['No talent with this id']);
    }
  });

  it('several problems are reported together, and none uses quota', async () => {
    const { client } = await employerWith('employer-month');
    const res = await client.post(
      '/api/job-requests',
      form({ title: '', minRate: 'abc', type: 'gig' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['minRate', 'title', 'type']);
    const bad = await client.post('/api/job-requests', form({ minRate: 9, maxRate: 1 }));
    expect(bad.status).toBe(400);
    expect((await client.post('/api/job-requests', form())).status).toBe(201);
  });

  it('what the database cannot store is a 400, not a 500', async () => {
    const { client } = await employerWith('employer-lifetime');
    const huge = await client.post('/api/job-requests', form({ minRate: 1e12 }));
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors.minRate).toEqual([
      'Number must be less than or equal to 9999999999.99',
    ]);
    const nul = await client.post('/api/job-requests', form({ title: 'a\u0000b' }));
    expect(nul.status).toBe(400);
    expect(nul.body.fieldErrors.title).toEqual(['Invalid character']);
    const year0 = await client.post('/api/job-requests', form({ deadline: '0000-01-01' }));
    expect(year0.status).toBe(400);
    const many = await client.post(
      '/api/job-requests',
      form({ skills: Array.from({ length: 51 }, (_, i) => i + 1) }),
    );
    expect(many.status).toBe(400);
  });
});
