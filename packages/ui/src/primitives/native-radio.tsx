import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A native radio button (`<input type="radio">`) in the theme's colour. Radios of one `name` form
 * a group the browser runs itself (arrow keys, one tab stop), with no script: the plan pickers
 * use it so the embedded widgets' pages stay small. Label it (`<label htmlFor>`), and name the
 * group (`role="radiogroup"` with `aria-labelledby`, or a fieldset's legend).
 */
export function NativeRadio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="radio"
      data-slot="native-radio"
      className={cn(
        'size-4 shrink-0 accent-primary outline-none disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    />
  );
}
