import { useToast, type ToastStore } from '@hireloop/hooks';
import { TOASTS } from '@hireloop/sdk/constants';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

export type ToasterProps = {
  /**
   * The store to render; another store (e.g. one per story or widget) keeps its toasts apart.
   * @default the app-wide store behind `toast()` of @hireloop/hooks
   */
  store?: ToastStore;
};

/**
 * The global toast area (SPEC §2): renders the hooks' toast store — one toast at a time, title
 * and description, default or destructive look. A toast closes after its `duration`, on a swipe
 * right past `TOASTS.swipeThreshold` px or with its Close button; each calls the store's
 * `dismiss`, which removes it `TOASTS.removeDelay` ms later. Mount it once near the root.
 */
export function Toaster({ store }: ToasterProps) {
  const { toasts, dismiss } = useToast(store);
  return (
    <ToastProvider swipeDirection="right" swipeThreshold={TOASTS.swipeThreshold}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          variant={toast.variant}
          duration={toast.duration}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <div className="grid gap-1">
            {toast.title && <ToastTitle>{toast.title}</ToastTitle>}
            {toast.description && <ToastDescription>{toast.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
