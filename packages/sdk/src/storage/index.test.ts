import { describe, expect, it } from 'vitest';
import * as storage from './index';

describe('the storage entry', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(storage).sort()).toEqual(
      [
        'CLEAR_ON_LOGOUT',
        'SESSION_STORAGE_KEYS',
        'STORAGE_KEYS',
        'createBrowserStorage',
        'createHireloopStorage',
        'createMemoryStorage',
      ].sort(),
    );
  });
});
