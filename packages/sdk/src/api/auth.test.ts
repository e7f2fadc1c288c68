import { describe, expect, it } from 'vitest';
import { authApi } from './auth';
import { recordingTransport } from './recordingTransport';

describe('authApi', () => {
  it('me reads GET /api/user (a 401 becomes null)', async () => {
    const { transport, calls } = recordingTransport(null);
    expect(await authApi(transport).me()).toBeNull();
    expect(calls).toEqual([{ kind: 'read', path: '/api/user', options: {} }]);
  });

  it('login posts email and password to /api/login and returns the user', async () => {
    const user = { id: 1, email: 'a@b.co', name: 'A', role: 'talent' };
    const { transport, calls } = recordingTransport(user);
    expect(await authApi(transport).login({ email: 'a@b.co', password: 'pw' })).toBe(user);
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/login',
        options: { method: 'POST', body: { email: 'a@b.co', password: 'pw' } },
      },
    ]);
  });

  it('register posts email, password, name and role to /api/register', async () => {
    const { transport, calls } = recordingTransport();
    const body = { email: 'a@b.co', password: 'password', name: 'A', role: 'employer' } as const;
    await authApi(transport).register(body);
    expect(calls).toEqual([
      { kind: 'request', path: '/api/register', options: { method: 'POST', body } },
    ]);
  });

  it('logout sends GET /api/logout-simple as a request, not a read', async () => {
    const { transport, calls } = recordingTransport();
    await authApi(transport).logout();
    expect(calls).toEqual([
      { kind: 'request', path: '/api/logout-simple', options: { method: 'GET' } },
    ]);
  });

  it('forgotPassword, resetPassword and changePassword post to /api/auth', async () => {
    const { transport, calls } = recordingTransport();
    const api = authApi(transport);
    await api.forgotPassword({ email: 'a@b.co' });
    await api.resetPassword({ token: 't', password: 'new password' });
    await api.changePassword({ currentPassword: 'old', newPassword: 'new password' });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/auth/forgot-password',
        options: { method: 'POST', body: { email: 'a@b.co' } },
      },
      {
        kind: 'request',
        path: '/api/auth/reset-password',
        options: { method: 'POST', body: { token: 't', password: 'new password' } },
      },
      {
        kind: 'request',
        path: '/api/auth/change-password',
        options: { method: 'POST', body: { currentPassword: 'old', newPassword: 'new password' } },
      },
    ]);
  });

  it('passes an abort signal and a priority through', async () => {
    const { transport, calls } = recordingTransport();
    const signal = new AbortController().signal;
    await authApi(transport).me({ signal, priority: 'low' });
    expect(calls[0]?.options).toEqual({ signal, priority: 'low' });
  });
});
