import { act, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { DELETED_USER_NAME } from '@hireloop/sdk/constants';
import { accountExportSchema, type AccountExport } from '@hireloop/sdk/schemas';
import {
  fieldErrorsOf,
  queryKeys,
  toastStore,
  TOAST_TEXTS,
  useAuth,
  useDeleteAccount,
  useExportMyData,
} from '../index';
import { signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';
import { downloadJson } from './downloadJson';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useExportMyData', () => {
  it("fetches the signed-in person's archive and saves it under its dated file name", async () => {
    const { browser, user } = await signUp(server, 'talent');
    const other = await signUp(server, 'employer');
    await other.browser.client.messages.open(user.id);
    const saved: Array<{ archive: AccountExport; fileName: string }> = [];
    const { result } = renderWithHireloop(
      () => useExportMyData({ save: (archive, fileName) => saved.push({ archive, fileName }) }),
      browser,
    );

    await act(() => result.current.mutateAsync());
    expect(saved).toHaveLength(1);
    const [{ archive, fileName }] = saved as [{ archive: AccountExport; fileName: string }];
    expect(fileName).toMatch(/^hireloop-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(accountExportSchema.parse(archive).profile).toMatchObject({
      userId: user.id,
      email: user.email,
      role: 'talent',
    });
    expect(JSON.stringify(archive)).not.toContain(other.user.email);
    await waitFor(() => expect(result.current.data).toEqual(archive));
  });

  it('signed out, it fails (a 401), and saves nothing', async () => {
    const save = vi.fn();
    const { result } = renderWithHireloop(
      () => useExportMyData({ save }),
      createTestBrowser(server),
    );
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as Error).message).toMatch(/^401: /);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('downloadJson', () => {
  it('clicks a download link to a JSON blob, then lets the blob go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the page's browser does.
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:hireloop/1');
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    downloadJson({ hello: 'world' }, 'hireloop-data-2025-01-31.json');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('hireloop-data-2025-01-31.json');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:hireloop/1');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual({ hello: 'world' });
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:hireloop/1');
  });
});

describe('useDeleteAccount', () => {
  it('a wrong password is the field error, and the person stays signed in', async () => {
    const { browser } = await signUp(server);
    const rendered = renderWithHireloop(
      () => ({ auth: useAuth(), remove: useDeleteAccount() }),
      browser,
    );
    await rendered.sessionLoaded();
    await act(async () => {
      await rendered.result.current.remove
        .mutateAsync({ password: 'not the password' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(rendered.result.current.remove.isError).toBe(true));
    expect(fieldErrorsOf(rendered.result.current.remove.error)).toEqual({
      password: ['Password is incorrect'],
    });
    expect(rendered.result.current.auth.user).not.toBeNull();
    expect(rendered.navigations).toEqual([]);
  });

  it('deletes the account, forgets what the app kept and leads to /auth', async () => {
    const { browser, user, account } = await signUp(server, 'talent');
    const employer = await signUp(server, 'employer');
    // The employer writes first (issue 20: a talent cannot start a conversation with an employer
    // nothing ties them to); the talent answers.
    const conversation = await employer.browser.client.messages.open(user.id);
    await browser.client.messages.send(conversation.id, { body: 'Hello from me' });
    window.localStorage.setItem(`savedItems_${user.id}`, '[]');
    window.localStorage.setItem(`currentAccountType_${user.id}`, 'talent');
    window.localStorage.setItem('hasActiveSubscription', 'true');

    const rendered = renderWithHireloop(
      () => ({ auth: useAuth(), remove: useDeleteAccount() }),
      browser,
    );
    await rendered.sessionLoaded();
    expect(rendered.result.current.auth.user?.id).toBe(user.id);
    rendered.queryClient.setQueryData(['/api/saved/jobs'], [{ id: 1 }]);

    await act(() => rendered.result.current.remove.mutateAsync({ password: account.password }));

    await waitFor(() => expect(rendered.navigations).toEqual(['/auth']));
    expect(rendered.result.current.auth.user).toBeNull();
    expect(rendered.queryClient.getQueryData(queryKeys.user())).toBeNull();
    expect(rendered.queryClient.getQueryData(['/api/saved/jobs'])).toBeUndefined();
    expect(window.localStorage.getItem(`savedItems_${user.id}`)).toBeNull();
    expect(window.localStorage.getItem(`currentAccountType_${user.id}`)).toBeNull();
    expect(window.localStorage.getItem('hasActiveSubscription')).toBeNull();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: TOAST_TEXTS.accountDeleted });

    // On the server: signed out, cannot sign in, and the other person keeps the message.
    await expect(browser.client.auth.me()).resolves.toBeNull();
    await expect(
      createTestBrowser(server).client.auth.login({
        email: account.email,
        password: account.password,
      }),
    ).rejects.toThrow(/^401:/);
    const history = await employer.browser.client.messages.history(conversation.id);
    expect(history?.items[0]).toMatchObject({
      senderName: DELETED_USER_NAME,
      body: 'Hello from me',
    });
  });
});
