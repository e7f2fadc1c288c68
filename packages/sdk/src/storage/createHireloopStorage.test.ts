import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createHireloopStorage } from './createHireloopStorage';
import { createMemoryStorage } from './createMemoryStorage';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';
import type { StorageLike } from './StorageLike';

/** A backend that throws on every call, as Safari private mode or a full quota does. */
const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError: storage is disabled');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError: storage is disabled');
  },
};

describe('hireloop storage', () => {
  it('stores and reads text in the injected local backend', () => {
    const local = createMemoryStorage();
    const storage = createHireloopStorage({ local });
    expect(storage.local.set(STORAGE_KEYS.hasActiveSubscription, 'true')).toBe(true);
    expect(local.getItem('hasActiveSubscription')).toBe('true');
    expect(storage.local.get(STORAGE_KEYS.hasActiveSubscription)).toBe('true');
  });

  it('stores and reads JSON in the injected session backend', () => {
    const session = createMemoryStorage();
    const storage = createHireloopStorage({ session });
    expect(storage.session.setJSON(SESSION_STORAGE_KEYS.talentRegistered, true)).toBe(true);
    expect(session.getItem('talentRegistered')).toBe('true');
    expect(storage.session.getJSON(SESSION_STORAGE_KEYS.talentRegistered)).toBe(true);
  });

  it('round-trips a per-user JSON value', () => {
    const storage = createHireloopStorage();
    const key = STORAGE_KEYS.savedItems(7);
    const items = [{ id: 1, type: 'job', savedAt: '2025-01-31T10:00:00.000Z', originalId: 1 }];
    storage.local.setJSON(key, items);
    expect(storage.local.getJSON(key)).toEqual(items);
  });

  it('reads an absent key as null text and undefined JSON', () => {
    const storage = createHireloopStorage();
    expect(storage.local.get(STORAGE_KEYS.registrationTime)).toBeNull();
    expect(storage.local.getJSON(STORAGE_KEYS.registrationTime)).toBeUndefined();
  });

  it('reads bad JSON as undefined instead of throwing', () => {
    const storage = createHireloopStorage({
      local: createMemoryStorage({ waitlistCountdown: '{oops' }),
    });
    expect(storage.local.getJSON(STORAGE_KEYS.waitlistCountdown)).toBeUndefined();
    expect(storage.local.get(STORAGE_KEYS.waitlistCountdown)).toBe('{oops');
  });

  it('refuses values JSON cannot hold, without writing', () => {
    const local = createMemoryStorage();
    const storage = createHireloopStorage({ local });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(storage.local.setJSON(STORAGE_KEYS.lastCheckoutAction, circular)).toBe(false);
    expect(storage.local.setJSON(STORAGE_KEYS.lastCheckoutAction, undefined)).toBe(false);
    expect(local.length).toBe(0);
  });

  it('removes a key', () => {
    const local = createMemoryStorage({ hasSeenWaitlist: 'true' });
    const storage = createHireloopStorage({ local });
    expect(storage.local.remove(STORAGE_KEYS.hasSeenWaitlist)).toBe(true);
    expect(local.getItem('hasSeenWaitlist')).toBeNull();
  });

  it('keeps values in memory when no backend is given', () => {
    const storage = createHireloopStorage({ local: null });
    storage.local.set(STORAGE_KEYS.onboardingCompleted, 'true');
    expect(storage.local.get(STORAGE_KEYS.onboardingCompleted)).toBe('true');
    expect(createHireloopStorage().local.get(STORAGE_KEYS.onboardingCompleted)).toBeNull();
  });

  it('never throws with a throwing backend: reads are empty, writes report false', () => {
    const storage = createHireloopStorage({ local: throwing, session: throwing });
    expect(storage.local.get(STORAGE_KEYS.hasActiveSubscription)).toBeNull();
    expect(storage.local.getJSON(STORAGE_KEYS.waitlistCountdown)).toBeUndefined();
    expect(storage.local.set(STORAGE_KEYS.hasActiveSubscription, 'true')).toBe(false);
    expect(storage.local.setJSON(STORAGE_KEYS.waitlistCountdown, { days: 1 })).toBe(false);
    expect(storage.session.remove(SESSION_STORAGE_KEYS.initialAccountType)).toBe(false);
    expect(() => storage.clearOnLogout()).not.toThrow();
  });
});

describe('clearing storage on logout', () => {
  it('removes every fixed local key and every session key', () => {
    const local = createMemoryStorage({
      hasActiveSubscription: 'true',
      hasSeenWaitlist: 'true',
      onboardingCompleted: 'true',
      newTalentRegistered: 'true',
      waitlistShouldShow: 'true',
      talentOnboardingCompleted: 'true',
      registrationTime: '1738317600000',
      talentRegistered: 'true',
      waitlistCountdown: '{"days":3,"hours":2,"minutes":1}',
      lastCheckoutTime: '1738317600000',
      lastCheckoutAction: 'talent-lite',
    });
    const session = createMemoryStorage({
      initialAccountType: 'employer',
      newTalentRegistered: 'true',
      waitlistShouldShow: 'true',
      talentOnboardingCompleted: 'true',
      talentRegistered: 'true',
    });
    createHireloopStorage({ local, session }).clearOnLogout();
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
  });

  it('keeps the per-user account type and saved items', () => {
    const local = createMemoryStorage({
      currentAccountType_7: 'employer',
      savedItems_7: '[]',
      hasActiveSubscription: 'true',
    });
    createHireloopStorage({ local }).clearOnLogout();
    expect(local.getItem('currentAccountType_7')).toBe('employer');
    expect(local.getItem('savedItems_7')).toBe('[]');
    expect(local.getItem('hasActiveSubscription')).toBeNull();
  });

  it('leaves keys the sdk does not own', () => {
    const local = createMemoryStorage({ theme: 'dark' });
    createHireloopStorage({ local }).clearOnLogout();
    expect(local.getItem('theme')).toBe('dark');
  });
});

describe('the browser storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps values in memory where there is no window', () => {
    const storage = createBrowserStorage();
    expect(storage.local.set(STORAGE_KEYS.currentAccountType(7), 'employer')).toBe(true);
    expect(storage.local.get(STORAGE_KEYS.currentAccountType(7))).toBe('employer');
    expect(createBrowserStorage().local.get(STORAGE_KEYS.currentAccountType(7))).toBeNull();
  });

  it("reads and writes the window's local and session storage", () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    local.setItem(STORAGE_KEYS.currentAccountType(7), 'talent');
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    const storage = createBrowserStorage();
    expect(storage.local.get(STORAGE_KEYS.currentAccountType(7))).toBe('talent');
    storage.session.set(SESSION_STORAGE_KEYS.initialAccountType, 'employer');
    expect(session.getItem(SESSION_STORAGE_KEYS.initialAccountType)).toBe('employer');
  });

  it('falls back to memory when the browser refuses its storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      sessionStorage: createMemoryStorage(),
    });
    const storage = createBrowserStorage();
    expect(storage.local.set(STORAGE_KEYS.currentAccountType(7), 'talent')).toBe(true);
    expect(storage.local.get(STORAGE_KEYS.currentAccountType(7))).toBe('talent');
  });
});
