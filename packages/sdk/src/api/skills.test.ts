import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { skillsApi } from './skills';

describe('skillsApi', () => {
  it('list reads GET /api/skills', async () => {
    const { transport, calls } = recordingTransport([{ id: 1, name: 'React' }]);
    expect(await skillsApi(transport).list()).toEqual([{ id: 1, name: 'React' }]);
    expect(calls).toEqual([{ kind: 'read', path: '/api/skills', options: {} }]);
  });
});
