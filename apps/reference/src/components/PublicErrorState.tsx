import type { ReactNode } from 'react';

/**
 * A public page's failed state: ui ErrorState's look (an alert with a title and the message) in
 * plain markup, so the page does not load the component library (pages/auth/publicStyles.ts).
 */
export function PublicErrorState({
  title,
  message,
  titleAs: Title = 'h2',
}: {
  title: ReactNode;
  message?: ReactNode;
  titleAs?: 'h2' | 'h3';
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-1 rounded-lg border border-destructive p-8 text-center"
    >
      <Title className="text-base font-semibold">{title}</Title>
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
    </div>
  );
}
