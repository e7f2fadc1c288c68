import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';

/** The frame of the public pages (/auth, /forgot-password, …): brand, a centred card, no shell. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10">
      <a href="/auth" className="mb-8 flex items-center gap-2 text-lg font-semibold">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        Hireloop
      </a>
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
