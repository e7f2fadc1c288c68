import type { ComponentProps } from 'react';
import { Input } from '@hireloop/ui';
import { FieldShell, type FieldShellProps } from '../auth/FieldShell';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'children'> &
  Omit<FieldShellProps, 'children'>;

/** A signed-in form's labelled ui Input with its hint and errors (aria-invalid, aria-describedby). */
export function TextField({ id, label, hint, errors, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} className={className}>
      {({ describedBy, invalid }) => (
        <Input id={id} aria-invalid={invalid} aria-describedby={describedBy} {...props} />
      )}
    </FieldShell>
  );
}
