import { TOASTS } from '@hireloop/sdk/constants';

/** SPEC §2: "default and destructive looks". */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  /** @default 'default' */
  variant?: ToastVariant;
  /** How long the renderer keeps it open, ms. @default 5000 (SPEC §9) */
  duration?: number;
}

export interface Toast extends Required<Pick<ToastInput, 'variant' | 'duration'>> {
  id: string;
  title?: string;
  description?: string;
  /** False once dismissed; it stays in the list (for the exit animation) until removed. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
  update(input: ToastInput): void;
}

export interface ToastState {
  toasts: readonly Toast[];
}

export interface ToastStore {
  getState(): ToastState;
  subscribe(listener: () => void): () => void;
  /** Shows a toast; SPEC §9 "one at a time": it replaces the one showing. */
  toast(input: ToastInput): ToastHandle;
  /** Closes one toast, or all without an id; each is removed `removeDelay` ms later. */
  dismiss(id?: string): void;
  /** Removes every toast and pending timer at once (tests, logout of a widget). */
  clear(): void;
}

export interface ToastStoreOptions {
  /** Toasts kept at once. @default 1 (SPEC §9) */
  limit?: number;
  /** @default 5000 (SPEC §9) */
  duration?: number;
  /** How long a dismissed toast stays before removal, ms. @default 1,000,000 (SPEC §9) */
  removeDelay?: number;
}

/**
 * The toast store (the shadcn pattern, framework-free): `toast()` adds, the renderer in
 * @hireloop/ui shows the list and closes each after its `duration`, calling `dismiss(id)`; a
 * dismissed toast is removed `removeDelay` ms later.
 */
export function createToastStore({
  limit = TOASTS.limit,
  duration = TOASTS.duration,
  removeDelay = TOASTS.removeDelay,
}: ToastStoreOptions = {}): ToastStore {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (toasts: readonly Toast[]) => {
    state = { toasts };
    listeners.forEach((listener) => listener());
  };
  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        set(state.toasts.filter((toast) => toast.id !== id));
      }, removeDelay),
    );
  };
  const dismiss = (id?: string) => {
    const closing = state.toasts.filter(
      (toast) => toast.open && (id === undefined || toast.id === id),
    );
    if (!closing.length) return;
    closing.forEach((toast) => scheduleRemoval(toast.id));
    set(state.toasts.map((toast) => (closing.includes(toast) ? { ...toast, open: false } : toast)));
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast: (input) => {
      const id = String(++count);
      const next: Toast = {
        id,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        duration: input.duration ?? duration,
        open: true,
      };
      const kept = [next, ...state.toasts].slice(0, limit);
      state.toasts
        .filter((toast) => !kept.includes(toast))
        .forEach((toast) => {
          clearTimeout(removals.get(toast.id));
          removals.delete(toast.id);
        });
      set(kept);
      return {
        id,
        dismiss: () => dismiss(id),
        update: (changes) =>
          set(state.toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast))),
      };
    },
    dismiss,
    clear: () => {
      removals.forEach((timer) => clearTimeout(timer));
      removals.clear();
      set([]);
    },
  };
}

/** The app-wide store behind `toast()` and `useToast()`. */
export const toastStore = createToastStore();

/** Shows a toast from anywhere (SPEC §2 "Global toast area: title and description"). */
export const toast = (input: ToastInput): ToastHandle => toastStore.toast(input);
