import type { ReactNode } from 'react';
import { cn } from '@hireloop/ui';

/** The content column of a signed-in page (the shell provides <main>). */
export function Page({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6', className)}>{children}</div>
  );
}
