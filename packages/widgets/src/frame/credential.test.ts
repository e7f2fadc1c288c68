import { describe, expect, it, vi } from 'vitest';
import { createCredentialStore } from './credential';

const token = (expiresAt: string) => ({
  token: 'hlemb_x',
  expiresAt,
  user: { id: 1, email: 'a@b.c', name: 'A', role: 'employer' as const },
});

describe('the credential store', () => {
  it('keeps the token until it expires, and tells its listeners', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const store = createCredentialStore('k', { now: () => now, storage: null });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set(token('2026-01-01T01:00:00Z'));
    expect(store.get()?.token).toBe('hlemb_x');
    now = Date.parse('2026-01-01T01:00:00Z');
    expect(store.get()).toBeNull();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps it in the frame's session storage when allowed, so a return from checkout finds it", () => {
    const first = createCredentialStore('hireloop:embed:pk_1:https://p.example');
    first.set(token('2999-01-01T00:00:00Z'));
    const again = createCredentialStore('hireloop:embed:pk_1:https://p.example');
    expect(again.get()?.token).toBe('hlemb_x');
    again.clear();
    expect(createCredentialStore('hireloop:embed:pk_1:https://p.example').get()).toBeNull();
  });

  it('works in memory when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = createCredentialStore('k', { storage: refusing });
    store.set(token('2999-01-01T00:00:00Z'));
    expect(store.get()?.token).toBe('hlemb_x');
  });
});
