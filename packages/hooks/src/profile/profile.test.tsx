import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { fieldErrorsOf, queryKeys, useAuth } from '../index';
import { useProfile, useProfiling, useTalentSearch, useUpdateProfile } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import type { AccountType } from '@hireloop/sdk';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const newAccount = (role: AccountType = 'talent', name = `Profile User ${++counter}`) => ({
  email: `profile${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'correct horse battery',
  name,
  role,
});

/** A signed-in browser and its user. */
async function signedIn(role: AccountType = 'talent', name?: string) {
  const browser = createTestBrowser(server);
  const user = await browser.client.auth.register(newAccount(role, name));
  return { browser, user };
}

describe('the own profile', () => {
  it('is not fetched while signed out', async () => {
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => ({ auth: useAuth(), profile: useProfiling() }), browser);
    await waitFor(() => expect(view.result.current.auth.isLoading).toBe(false));
    expect(view.result.current.profile.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/user/profiling');
  });

  it('loads the signed-in user’s profile with the private email', async () => {
    const { browser, user } = await signedIn();
    const { result } = renderWithHireloop(() => useProfiling(), browser);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      userId: user.id,
      email: user.email,
      role: 'talent',
      bio: null,
      skills: [],
    });
  });

  it('an update replaces the cached profile and refreshes the user and the public profile', async () => {
    const { browser, user } = await signedIn();
    const view = renderWithHireloop(
      () => ({
        auth: useAuth(),
        own: useProfiling(),
        public: useProfile(user.id),
        update: useUpdateProfile(),
      }),
      browser,
    );
    await waitFor(() => expect(view.result.current.public.isSuccess).toBe(true));
    await waitFor(() => expect(view.result.current.auth.user?.name).toBe(user.name));
    browser.requests.length = 0;

    await act(() =>
      view.result.current.update.mutateAsync({
        name: 'Renamed Person',
        title: 'Data engineer',
        bio: 'Pipelines',
      }),
    );
    expect(view.result.current.own.data).toMatchObject({
      name: 'Renamed Person',
      bio: 'Pipelines',
    });
    await waitFor(() => expect(view.result.current.auth.user?.name).toBe('Renamed Person'));
    await waitFor(() => expect(view.result.current.public.data?.title).toBe('Data engineer'));
    // The profiling answer was written into the cache, not fetched again.
    expect(browser.requests).not.toContain('GET /api/user/profiling');
    expect(browser.requests).toEqual(
      expect.arrayContaining([
        'PATCH /api/user/profiling',
        'GET /api/user',
        `GET /api/profile/${user.id}`,
      ]),
    );
  });

  it('a skill missing from the (empty) skills database is refused with a field error', async () => {
    const { browser } = await signedIn();
    const view = renderWithHireloop(() => useUpdateProfile(), browser);
    await act(async () => {
      await view.result.current.mutateAsync({ skills: [1] }).catch(() => undefined);
    });
    await waitFor(() => expect(view.result.current.isError).toBe(true));
    expect(fieldErrorsOf(view.result.current.error)).toEqual({ skills: ['Unknown skill: 1'] });
    expect(view.queryClient.getQueryData(queryKeys.profiling())).toBeUndefined();
  });
});

describe('public profiles and the talent search', () => {
  it('shows someone else’s profile without their email', async () => {
    const { user } = await signedIn('employer');
    const { result } = renderWithHireloop(() => useProfile(user.id), createTestBrowser(server));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      userId: user.id,
      name: user.name,
      role: 'employer',
    });
    expect(result.current.data).not.toHaveProperty('email');
  });

  it('pages through matching talent one cursor page at a time', async () => {
    const tag = `Zebrafinch${Math.random().toString(36).slice(2, 7)}`;
    const first = await signedIn('talent', `${tag} One`);
    const second = await signedIn('talent', `${tag} Two`);
    await signedIn('employer', `${tag} Employer`);
    const { result } = renderWithHireloop(
      () => useTalentSearch({ q: tag, limit: 1 }),
      createTestBrowser(server),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    const names = result.current.data?.pages.flatMap((page) => page?.items.map((p) => p.userId));
    expect(names?.sort()).toEqual([first.user.id, second.user.id].sort());
    expect(result.current.hasNextPage).toBe(false);
  });
});
