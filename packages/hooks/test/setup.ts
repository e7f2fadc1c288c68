import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toastStore } from '../src';

// React's act() environment flag, as testing-library sets it under Jest.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// TanStack Query batches its notifications on setTimeout(0); on microtasks instead, the updates
// land inside act() and do not wait on a timer a test may have faked.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
