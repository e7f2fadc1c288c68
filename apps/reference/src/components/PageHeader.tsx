import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/usePageTitle';

export interface PageHeaderProps {
  /** The page's one h1, also the tab title. */
  title: string;
  description?: ReactNode;
  /** Buttons or links on the right (below the title on small screens). */
  actions?: ReactNode;
}

/** The heading block every signed-in page starts with. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
