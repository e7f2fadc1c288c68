import type { ReactNode } from 'react';
import { ButtonSpinner } from './ButtonSpinner';
import { PRIMARY_BUTTON } from './publicStyles';

/** A public page's full-width submit button: disabled with a spinner while pending. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={PRIMARY_BUTTON}>
      {pending ? <ButtonSpinner /> : null}
      {children}
    </button>
  );
}
