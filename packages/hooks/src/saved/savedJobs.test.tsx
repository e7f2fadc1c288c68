import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { queryKeys, useAuth } from '../index';
import { useSavedJobs } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newAccount = () => ({
  email: `savedjobs-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  name: 'Saved Jobs User',
  role: 'talent' as const,
});

describe('saved jobs', () => {
  it('are not fetched while signed out', async () => {
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => ({ auth: useAuth(), jobs: useSavedJobs() }), browser);
    await waitFor(() => expect(view.result.current.auth.isLoading).toBe(false));
    expect(view.result.current.jobs.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/saved/jobs');
  });

  it('lists the signed-in user’s saved jobs', async () => {
    const browser = createTestBrowser(server);
    await browser.client.auth.register(newAccount());
    await browser.client.saved.saveJob({ originalId: 'recJob1', type: 'job' });
    const { result } = renderWithHireloop(() => useSavedJobs(), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      { id: expect.any(Number), type: 'job', originalId: 'recJob1', savedAt: expect.any(String) },
    ]);
  });

  it('a 401 reads as an empty list, signs the app out, and is fetched again once signed in', async () => {
    const details = newAccount();
    const browser = createTestBrowser(server);
    await browser.client.auth.register(details);
    await browser.client.saved.saveJob({ originalId: 5, type: 'task' });
    const view = renderWithHireloop(() => ({ auth: useAuth(), jobs: useSavedJobs() }), browser);
    await waitFor(() => expect(view.result.current.jobs.data).toHaveLength(1));

    browser.cookies.clear(); // the session is gone, the app does not know yet
    await act(() => view.queryClient.invalidateQueries({ queryKey: queryKeys.savedJobs() }));
    expect(view.result.current.jobs.data).toEqual([]);
    expect(view.result.current.jobs.isError).toBe(false);
    await waitFor(() => expect(view.result.current.auth.user).toBeNull());

    await act(() => view.result.current.auth.login(details));
    await waitFor(() =>
      expect(view.result.current.jobs.data).toEqual([
        expect.objectContaining({ originalId: 5, type: 'task' }),
      ]),
    );
    expect(browser.requests.filter((r) => r === 'GET /api/saved/jobs')).toHaveLength(3);
  });

  it('a different user never sees the last user’s list', async () => {
    const first = createTestBrowser(server);
    await first.client.auth.register(newAccount());
    await first.client.saved.saveJob({ originalId: 'recFirst', type: 'job' });
    const second = newAccount();
    await createTestBrowser(server).client.auth.register(second);

    const view = renderWithHireloop(() => ({ auth: useAuth(), jobs: useSavedJobs() }), first);
    await waitFor(() => expect(view.result.current.jobs.data).toHaveLength(1));
    // Signing in as someone else without signing out first (the first session had expired).
    await act(() => view.result.current.auth.login(second));
    await waitFor(() => expect(view.result.current.auth.user?.email).toBe(second.email));
    await waitFor(() => expect(view.result.current.jobs.data).toEqual([]));
  });
});
