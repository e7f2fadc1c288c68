import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from '@hireloop/hooks';

// React's act() environment flag, as testing-library sets it under Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// TanStack Query's notifications on microtasks, so updates land inside act().
notifyManager.setScheduler(queueMicrotask);

// Browser APIs jsdom lacks that Radix and embla call (layout is not part of these tests: the
// stories run the components in Chromium).
class NoLayoutObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoLayoutObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoLayoutObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// findBy…/waitFor wait up to 10 s: on two busy cores (CI runs every package's tests at once) a
// session load and a few reads can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  toastStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
