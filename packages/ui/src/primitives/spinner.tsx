import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const spinnerVariants = /* @__PURE__ */ cva('animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      default: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers. @default 'Loading' */
    'aria-label'?: string;
  };

/**
 * A spinning loader announced as a status (`role="status"`) named by `aria-label` ("Loading" by
 * default). Sizes: `sm` (16 px), `default` (24 px), `lg` (40 px); it takes the text colour.
 */
export function Spinner({
  className,
  size,
  'aria-label': ariaLabel = 'Loading',
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={ariaLabel}
      className={cn('inline-flex shrink-0 items-center justify-center', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={spinnerVariants({ size })} />
    </span>
  );
}
