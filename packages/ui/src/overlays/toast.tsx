import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps, CSSProperties } from 'react';
import { TOASTS } from '@hireloop/sdk/constants';
import { cn } from '../lib/cn';

/** Holds the toasts' timers and swipe settings; wrap the toasts and the viewport in it. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider {...props} />;
}

/**
 * Where toasts appear (a labelled region, F8 jumps to it): across the top on phones, in the
 * bottom-right corner from `md` up, at most `TOASTS.viewportMaxWidth` px wide there (SPEC §9
 * "viewport max width 420 px on medium screens"). The width comes from the constant through a
 * CSS variable, so the class stays static for Tailwind.
 */
export function ToastViewport({
  className,
  style,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      style={
        { '--toast-viewport-max-width': `${TOASTS.viewportMaxWidth}px`, ...style } as CSSProperties
      }
      className={cn(
        'fixed inset-x-0 top-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none md:top-auto md:right-0 md:bottom-0 md:left-auto md:max-w-(--toast-viewport-max-width) md:flex-col',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = /* @__PURE__ */ cva(
  'group/toast pointer-events-auto relative flex w-full items-center justify-between gap-2 overflow-hidden rounded-md border p-4 pr-9 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

/** One toast: `default` or `destructive` look (SPEC §2); swipe right to dismiss. */
export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A button inside the toast; `altText` tells screen-reader users how to do it otherwise. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors outline-none hover:bg-secondary hover:text-secondary-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 group-data-[variant=destructive]/toast:border-destructive-foreground group-data-[variant=destructive]/toast:hover:bg-destructive-foreground group-data-[variant=destructive]/toast:hover:text-destructive group-data-[variant=destructive]/toast:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The corner button (accessible name "Close") that dismisses the toast. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 rounded-sm p-1 text-current transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[variant=destructive]/toast:focus-visible:ring-destructive-foreground [&_svg]:size-4',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/** The toast's title. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

/** The toast's description. */
export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm', className)}
      {...props}
    />
  );
}
