import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** A hint under the field (e.g. the password rule). */
  hint?: ReactNode;
  /** The field's errors (the server's `fieldErrors[name]`, or the page's own check). */
  errors?: readonly string[];
  className?: string;
  /** The control, given the ids that describe it and whether it is invalid. */
  children: (control: { describedBy?: string; invalid?: true }) => ReactNode;
}

/**
 * A label, a control, its hint and its errors, with the control wired to them (aria-invalid,
 * aria-describedby). No component library code, so the public pages can use it too.
 */
export function FieldShell({ id, label, hint, errors, className, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid gap-2'}>
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {children({ describedBy, invalid: errorId ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="text-sm text-destructive">
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
