import { describe, expect, it } from 'vitest';
import { accountApi } from './account';
import { recordingTransport } from './recordingTransport';

describe('accountApi', () => {
  it('export requests GET /api/account/export (signed out is an error, not null)', async () => {
    const { transport, calls } = recordingTransport();
    await accountApi(transport).export();
    expect(calls).toEqual([
      { kind: 'request', path: '/api/account/export', options: { method: 'GET' } },
    ]);
  });

  it('delete posts the password to /api/account/delete', async () => {
    const { transport, calls } = recordingTransport();
    await accountApi(transport).delete({ password: 'correct horse' });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/account/delete',
        options: { method: 'POST', body: { password: 'correct horse' } },
      },
    ]);
  });
});
