import { useEffect } from 'react';

/** Sets the tab title to "<title> · Hireloop" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Hireloop` : 'Hireloop';
  }, [title]);
}
