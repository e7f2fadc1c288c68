import { waitFor } from '@testing-library/react';
import { isHttpError } from '@hireloop/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { serverMessage } from '../index';
import { useExternalJob, useExternalJobs, useSkills, useSkillTrend, useSkillTrends } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The test server runs migrations only (no seed): the skills database and the external feed are
// empty, and nothing in the API adds to them.
describe('the skills database', () => {
  it('lists the skills (none on a fresh server) without a session', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useSkills(), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
    expect(browser.requests).toContain('GET /api/skills');
  });

  it('keeps the list fresh for an hour: a second screen reads it from the cache', async () => {
    const browser = createTestBrowser(server);
    const first = renderWithHireloop(() => useSkills(), browser);
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderWithHireloop(() => useSkills(), browser, {
      queryClient: first.queryClient,
    });
    expect(second.result.current.data).toEqual([]);
    expect(second.result.current.isStale).toBe(false);
    expect(browser.requests.filter((r) => r === 'GET /api/skills')).toHaveLength(1);
  });
});

describe('skill trends', () => {
  it('asks GET /api/skill-trends; this server does not serve it, so the hook shows the error', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useSkillTrends({ window: '7d' }), browser);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(browser.requests).toContain('GET /api/skill-trends');
    expect(isHttpError(result.current.error) && result.current.error.status).toBe(404);
    expect(result.current.data).toBeUndefined();
  });

  it('asks GET /api/skill-trends/{id} for one skill', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useSkillTrend(3), browser);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(browser.requests).toContain('GET /api/skill-trends/3');
  });
});

describe('external jobs', () => {
  it('loads the first page of the feed (empty here) with no next page', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useExternalJobs({ q: 'react', limit: 5 }), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages).toEqual([{ items: [], nextCursor: null }]);
    expect(result.current.hasNextPage).toBe(false);
    expect(browser.requests).toContain('GET /api/airtable/jobs');
  });

  it('gives an unknown job as an error carrying the server message', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useExternalJob('recUnknown123'), browser);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(serverMessage(result.current.error)).toBe('External job not found');
    expect(browser.requests).toContain('GET /api/airtable/jobs/recUnknown123');
  });
});
