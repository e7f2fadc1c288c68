import { describe, expect, it } from 'vitest';
import { profileApi } from './profile';
import { recordingTransport } from './recordingTransport';

describe('profileApi', () => {
  it('me reads GET /api/user/profiling', async () => {
    const { transport, calls } = recordingTransport();
    await profileApi(transport).me();
    expect(calls).toEqual([{ kind: 'read', path: '/api/user/profiling', options: {} }]);
  });

  it('update patches /api/user/profiling', async () => {
    const { transport, calls } = recordingTransport();
    await profileApi(transport).update({ bio: 'Hello', skills: [1] });
    expect(calls).toEqual([
      {
        kind: 'request',
        path: '/api/user/profiling',
        options: { method: 'PATCH', body: { bio: 'Hello', skills: [1] } },
      },
    ]);
  });

  it('get reads GET /api/profile/{userId}', async () => {
    const { transport, calls } = recordingTransport();
    await profileApi(transport).get(4);
    expect(calls).toEqual([{ kind: 'read', path: '/api/profile/4', options: {} }]);
  });

  it('searchTalent reads GET /api/profile/talent with its filters', async () => {
    const { transport, calls } = recordingTransport();
    await profileApi(transport).searchTalent({ q: 'design', skill: 2 });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/profile/talent', options: { query: { q: 'design', skill: 2 } } },
    ]);
  });
});
