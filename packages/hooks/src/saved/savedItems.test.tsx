import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { TEXTS } from '@hireloop/sdk/constants';
import { toastStore, useAuth } from '../index';
import { savedJobsKey, useSavedItems, useSavedJobs } from './index';
import { createTestBrowser } from '../../test/browser';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';
import { TOAST_TEXTS } from '../core/toastTexts';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A talent signed in through the API (`details` are the credentials). */
async function signedIn() {
  const { browser, user, account } = await signUp(server, 'talent');
  return { browser, user, details: account };
}

/** Renders the saved items with the session, once the session has loaded. */
async function renderSaved(browser: ReturnType<typeof createTestBrowser>) {
  const view = renderWithHireloop(() => ({ auth: useAuth(), saved: useSavedItems() }), browser);
  await waitFor(() => expect(view.result.current.auth.isLoading).toBe(false));
  return view;
}

const stored = (userId: number): unknown =>
  JSON.parse(window.localStorage.getItem(`savedItems_${userId}`) ?? 'null');
const currentToast = () => toastStore.getState().toasts[0];

describe('saved items, locally', () => {
  it('adding the same item twice keeps one, and only the first add shows a toast', async () => {
    const { browser, user } = await signedIn();
    const view = await renderSaved(browser);
    let answers: boolean[] = [];
    await act(async () => {
      answers = [
        view.result.current.saved.save(7, 'talent'),
        view.result.current.saved.save('7', 'talent'),
      ];
    });
    expect(answers).toEqual([true, false]);
    const firstToast = currentToast();
    expect(firstToast).toMatchObject({
      title: TOAST_TEXTS.itemSaved,
      description: TOAST_TEXTS.itemSavedDescription,
    });
    await act(async () => void view.result.current.saved.save(7, 'talent'));
    expect(currentToast()?.id).toBe(firstToast?.id);
    expect(view.result.current.saved.items).toEqual([
      { id: 7, type: 'talent', originalId: 7, savedAt: expect.any(String) },
    ]);
    expect(stored(user.id)).toEqual(view.result.current.saved.items);
    expect(view.result.current.saved.isSaved(7, 'talent')).toBe(true);
    expect(view.result.current.saved.isSaved(7, 'job')).toBe(false);
  });

  it('two components see the same list', async () => {
    const { browser } = await signedIn();
    const view = renderWithHireloop(
      () => ({ auth: useAuth(), a: useSavedItems(), b: useSavedItems() }),
      browser,
    );
    await waitFor(() => expect(view.result.current.auth.user).not.toBeNull());
    await act(async () => void view.result.current.a.save(3, 'talent'));
    expect(view.result.current.b.isSaved(3, 'talent')).toBe(true);
    await act(async () => void view.result.current.b.remove(3, 'talent'));
    expect(view.result.current.a.items).toEqual([]);
  });

  it('keeps each user’s items apart, and they survive a remount', async () => {
    const a = await signedIn();
    const first = await renderSaved(a.browser);
    await act(async () => void first.result.current.saved.save(11, 'talent'));
    first.unmount();

    const b = await signedIn();
    const other = await renderSaved(b.browser);
    await waitFor(() => expect(other.result.current.auth.user?.id).toBe(b.user.id));
    expect(other.result.current.saved.items).toEqual([]);
    expect(other.result.current.saved.isSaved(11, 'talent')).toBe(false);
    other.unmount();

    const again = await renderSaved(a.browser);
    await waitFor(() => expect(again.result.current.auth.user?.id).toBe(a.user.id));
    expect(again.result.current.saved.items).toEqual([
      expect.objectContaining({ id: 11, type: 'talent' }),
    ]);
  });

  it('shows "Removed" on remove, and nothing when silenced', async () => {
    const { browser } = await signedIn();
    const view = await renderSaved(browser);
    await waitFor(() => expect(view.result.current.auth.user).not.toBeNull());
    await act(async () => void view.result.current.saved.save(1, 'talent', { silent: true }));
    expect(toastStore.getState().toasts).toEqual([]);
    expect(view.result.current.saved.isSaved(1, 'talent')).toBe(true);

    await act(async () => void view.result.current.saved.remove(1, 'talent'));
    expect(currentToast()).toMatchObject({
      title: TOAST_TEXTS.itemRemoved,
      description: TOAST_TEXTS.itemRemovedDescription,
    });
    toastStore.clear();

    let saved: boolean | undefined;
    await act(
      async () => void (saved = view.result.current.saved.toggle(2, 'talent', { silent: true })),
    );
    await act(
      async () => void (saved = view.result.current.saved.toggle(2, 'talent', { silent: true })),
    );
    expect(saved).toBe(false);
    expect(view.result.current.saved.items).toEqual([]);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('saving while signed out shows "Cannot save item" and saves nothing', async () => {
    const browser = createTestBrowser(server);
    const view = await renderSaved(browser);
    let answer: boolean | undefined;
    await act(async () => void (answer = view.result.current.saved.save(5, 'job')));
    expect(answer).toBe(false);
    expect(currentToast()).toMatchObject({
      title: TEXTS.cannotSaveItem,
      description: TOAST_TEXTS.signInToSave,
      variant: 'destructive',
    });
    expect(view.result.current.saved.items).toEqual([]);
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('savedItems_'))).toEqual([]);
    expect(browser.requests).not.toContain('POST /api/saved/jobs');
  });
});

describe('saved items on the server', () => {
  it('job, project and task items reach the server and the saved-jobs cache; talent items do not', async () => {
    const { browser, user } = await signedIn();
    const view = renderWithHireloop(
      () => ({ saved: useSavedItems(), jobs: useSavedJobs() }),
      browser,
    );
    await waitFor(() => expect(view.result.current.jobs.data).toEqual([]));

    await act(async () => {
      view.result.current.saved.save(42, 'job');
      view.result.current.saved.save('recAbc123', 'project');
      view.result.current.saved.save(9, 'talent');
    });
    // The cache has them at once, newest first as the server lists them.
    expect(view.result.current.jobs.data?.map((j) => [j.type, j.originalId])).toEqual([
      ['project', 'recAbc123'],
      ['job', 42],
    ]);
    await waitFor(async () =>
      expect((await browser.client.saved.jobs())?.map((j) => j.originalId).sort()).toEqual([
        42,
        'recAbc123',
      ]),
    );
    expect(browser.requests.filter((r) => r === 'POST /api/saved/jobs')).toHaveLength(2);

    await act(async () => void view.result.current.saved.remove(42, 'job'));
    expect(view.result.current.jobs.data?.map((j) => j.originalId)).toEqual(['recAbc123']);
    await waitFor(async () =>
      expect((await browser.client.saved.jobs())?.map((j) => j.originalId)).toEqual(['recAbc123']),
    );
    expect(view.queryClient.getQueryData(savedJobsKey(user.id))).toEqual([
      expect.objectContaining({ type: 'project', originalId: 'recAbc123' }),
    ]);
    expect(view.logged).toEqual([]);
  });

  it('a save the server refuses as not authenticated stays local and reaches the server after sign-in', async () => {
    const { browser, user, details } = await signedIn();
    const view = renderWithHireloop(() => ({ auth: useAuth(), saved: useSavedItems() }), browser);
    await waitFor(() => expect(view.result.current.auth.user).not.toBeNull());

    browser.cookies.clear(); // the session is gone, the app does not know yet
    await act(async () => void view.result.current.saved.save(77, 'task'));
    expect(currentToast()?.title).toBe(TOAST_TEXTS.itemSaved);
    // The 401 makes the app re-read the session: it is signed out now.
    await waitFor(() => expect(view.result.current.auth.user).toBeNull());
    expect(stored(user.id)).toEqual([expect.objectContaining({ id: 77, type: 'task' })]);
    expect(view.logged).toEqual([]);

    await act(() => view.result.current.auth.login(details));
    await waitFor(async () =>
      expect(await browser.client.saved.jobs()).toEqual([
        expect.objectContaining({ originalId: 77, type: 'task' }),
      ]),
    );
    expect(view.result.current.saved.isSaved(77, 'task')).toBe(true);
  });
});
