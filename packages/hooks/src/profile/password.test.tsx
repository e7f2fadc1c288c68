import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { fieldErrorsOf, serverMessage } from '../index';
import { useChangePassword, useForgotPassword, useResetPassword } from './index';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (n: number) => ({
  email: `password${n}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'correct horse battery',
  name: `Password User ${n}`,
  role: 'talent' as const,
});

describe('password flows', () => {
  it('asks for a reset mail, answered the same for an unknown email', async () => {
    const { result } = renderWithHireloop(() => useForgotPassword(), createTestBrowser(server));
    await act(() => result.current.mutateAsync({ email: 'nobody-here@example.com' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ ok: true });
  });

  it('keeps the field errors of an invalid email', async () => {
    const { result } = renderWithHireloop(() => useForgotPassword(), createTestBrowser(server));
    await act(async () => {
      await result.current.mutateAsync({ email: 'not an email' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fieldErrorsOf(result.current.error).email).toEqual([expect.any(String)]);
  });

  it('a reset with an unknown token fails with the server message', async () => {
    const { result } = renderWithHireloop(() => useResetPassword(), createTestBrowser(server));
    await act(async () => {
      await result.current
        .mutateAsync({ token: 'no-such-token', password: 'a brand new secret' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(serverMessage(result.current.error)).toBe('This reset link is invalid or has expired');
  });

  it('a wrong current password is a field error; the right one changes it for the next login', async () => {
    const details = account(1);
    const browser = createTestBrowser(server);
    await browser.client.auth.register(details);
    const { result } = renderWithHireloop(() => useChangePassword(), browser);

    await act(async () => {
      await result.current
        .mutateAsync({ currentPassword: 'wrong password', newPassword: 'another good secret' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fieldErrorsOf(result.current.error)).toEqual({
      currentPassword: ['Current password is incorrect'],
    });

    await act(() =>
      result.current.mutateAsync({
        currentPassword: details.password,
        newPassword: 'another good secret',
      }),
    );
    expect(result.current.data).toEqual({ ok: true });
    const fresh = createTestBrowser(server).client;
    await expect(
      fresh.auth.login({ email: details.email, password: 'another good secret' }),
    ).resolves.toMatchObject({ email: details.email });
  });
});
