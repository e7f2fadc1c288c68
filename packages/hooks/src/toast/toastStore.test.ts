import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createToastStore, toast, useToast } from '../index';

describe('the toast store (SPEC §2, §9)', () => {
  it('shows one toast at a time: a new toast replaces the one showing', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Second',
        description: 'More',
        variant: 'destructive',
        open: true,
      }),
    ]);
  });

  it('defaults to the default look and 5 s', () => {
    const store = createToastStore();
    store.toast({ title: 'Hello' });
    expect(store.getState().toasts[0]).toMatchObject({ variant: 'default', duration: 5000 });
  });

  it('keeps a dismissed toast, closed, for 1,000,000 ms before removing it', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const { dismiss } = store.toast({ title: 'Bye' });
    dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('updates a toast in place and dismisses all without an id', () => {
    const store = createToastStore({ limit: 3 });
    const a = store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    a.update({ description: 'changed' });
    expect(store.getState().toasts.map((t) => [t.title, t.description])).toEqual([
      ['B', undefined],
      ['A', 'changed'],
    ]);
    store.dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
    store.clear();
  });

  it('useToast renders what toast() adds anywhere', () => {
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts).toEqual([]);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Saved']);
    act(() => result.current.dismiss(result.current.toasts[0]!.id));
    expect(result.current.toasts[0]?.open).toBe(false);
  });
});
