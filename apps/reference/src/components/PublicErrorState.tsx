import type { ReactNode } from 'react';

/**
 * A public page's failed state: ui ErrorState's look (an alert with a title, an h2 under the
 * page's h1, and the message) in plain markup, so the page does not load the component library (pages/auth/publicStyles.ts).
 */
export function PublicErrorState({ title, message }: { title: ReactNode; message?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-1 rounded-lg border border-destructive p-8 text-center"
    >
      <h2 className="text-base font-semibold">{title}</h2>
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
    </div>
  );
}
