import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toastStore } from '../src';

// React's act() environment flag, as testing-library sets it under Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// TanStack Query batches its notifications on setTimeout(0); on microtasks instead, the updates
// land inside act() and do not wait on a timer a test may have faked.
notifyManager.setScheduler(queueMicrotask);

// findBy…/waitFor wait up to 10 s: on two busy cores (CI runs every package's tests at once) a
// session load and a few reads can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
