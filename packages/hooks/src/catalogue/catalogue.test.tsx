import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { serverMessage } from '../index';
import { useExternalJob, useExternalJobs, useSkills, useSkillTrend, useSkillTrends } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

// The catalogue is reference data: this server starts with the demo data `npm start` seeds (the
// skills database, the external job feed, and job requests that ask for skills).
let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer({ demoData: true });
});
afterAll(() => server.close());

describe('the skills database', () => {
  it('lists every skill without a session', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useSkills(), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.length).toBeGreaterThan(100);
    expect(result.current.data?.[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect([...browser.requests].sort()).toEqual(['GET /api/skills', 'GET /api/user']);
  });

  it('keeps the list fresh for an hour: a second screen reads it from the cache', async () => {
    const browser = createTestBrowser(server);
    const first = renderWithHireloop(() => useSkills(), browser);
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderWithHireloop(() => useSkills(), browser, {
      queryClient: first.queryClient,
    });
    expect(second.result.current.data).toEqual(first.result.current.data);
    expect(second.result.current.isStale).toBe(false);
    expect(browser.requests.filter((r) => r === 'GET /api/skills')).toHaveLength(1);
  });
});

describe('skill trends', () => {
  it('lists the skills most asked for, highest demand first, for the chosen window', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(
      () => useSkillTrends({ window: '90d', limit: 5 }),
      browser,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const list = result.current.data!;
    expect(list.window).toBe('90d');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(5);
    const demands = list.items.map((item) => item.demand);
    expect(demands).toEqual([...demands].sort((a, b) => b - a));
    const call = browser.sent.find((r) => r.path === '/api/skill-trends');
    expect(call?.query.get('window')).toBe('90d');
  });

  it("gives one skill's trend with its weekly history, matching its row in the list", async () => {
    const browser = createTestBrowser(server);
    const list = renderWithHireloop(() => useSkillTrends(), browser);
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const top = list.result.current.data!.items[0]!;
    const { result } = renderWithHireloop(() => useSkillTrend(top.skillId), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(top);
    const weekly = result.current.data!.history.reduce((sum, point) => sum + point.demand, 0);
    expect(weekly).toBe(top.demand);
  });

  it('an unknown skill is a 404 with the server message', async () => {
    const { result } = renderWithHireloop(() => useSkillTrend(999_999), createTestBrowser(server));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(serverMessage(result.current.error)).toBe('Skill not found');
  });
});

describe('external jobs', () => {
  it('pages through the feed, newest first, with no duplicates', async () => {
    const browser = createTestBrowser(server);
    const { result } = renderWithHireloop(() => useExternalJobs({ limit: 10 }), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items).toHaveLength(10);
    expect(result.current.hasNextPage).toBe(true);
    while (result.current.hasNextPage) await act(() => result.current.fetchNextPage());
    const ids = result.current.data!.pages.flatMap((page) => page!.items.map((job) => job.id));
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('rec'))).toBe(true);
  });

  it('loads one job by its "rec…" id, and an unknown one is an error with the server message', async () => {
    const browser = createTestBrowser(server);
    const feed = renderWithHireloop(() => useExternalJobs({ limit: 1 }), browser);
    await waitFor(() => expect(feed.result.current.isSuccess).toBe(true));
    const first = feed.result.current.data!.pages[0]!.items[0]!;
    const one = renderWithHireloop(() => useExternalJob(first.id), browser);
    await waitFor(() => expect(one.result.current.data).toEqual(first));

    const { result } = renderWithHireloop(() => useExternalJob('recUnknown123'), browser);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(serverMessage(result.current.error)).toBe('External job not found');
  });
});
