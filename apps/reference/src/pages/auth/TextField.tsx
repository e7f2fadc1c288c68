import type { ComponentProps } from 'react';
import { FieldShell, type FieldShellProps } from './FieldShell';
import { INPUT } from './publicStyles';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'children'> &
  Omit<FieldShellProps, 'children'>;

/**
 * A public page's labelled input (the ui Input's look, see publicStyles) with its hint and errors.
 * The signed-in pages use the ui Input through profile/TextField instead.
 */
export function TextField({ id, label, hint, errors, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} className={className}>
      {({ describedBy, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={INPUT}
          {...props}
        />
      )}
    </FieldShell>
  );
}
