import { useSyncExternalStore } from 'react';
import {
  toastStore,
  type ToastHandle,
  type ToastInput,
  type ToastState,
  type ToastStore,
} from './toastStore';

/**
 * The toasts to render and the functions to add and dismiss them. The Toaster of @hireloop/ui
 * reads it; pass another store (e.g. a widget's own) to read that one.
 */
export function useToast(store: ToastStore = toastStore): ToastState & {
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
} {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, toast: store.toast, dismiss: store.dismiss };
}
