import { useId, type ReactNode } from 'react';
import { AppLink } from '../../lib/AppLink';

export interface HomeSectionProps {
  title: string;
  /** "View all" goes here. */
  href: string;
  /** The link's visible text. @default 'View all' */
  linkLabel?: string;
  children: ReactNode;
}

/** A block of the home page: a heading, a "View all" link to the full page, and a few items. */
export function HomeSection({ title, href, linkLabel = 'View all', children }: HomeSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <AppLink
          href={href}
          className="shrink-0 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {linkLabel}
          <span className="sr-only"> {title.toLowerCase()}</span>
        </AppLink>
      </div>
      {children}
    </section>
  );
}
