import type { CollectiveBadge } from '@hireloop/sdk/schemas';
import { NAV_LABELS } from '@hireloop/sdk/constants';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { RenderLinkProps } from '../shell/render-link';

/** What `renderLink` receives: render your router's link with these (the shell's link props). */
export type CollectiveBadgeLinkProps = RenderLinkProps;

export type CollectiveBadgesProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The collectives the person is an active member of (profiles and talent cards carry them). */
  badges: readonly CollectiveBadge[] | undefined;
  /** Renders each badge's link (your router's); a plain `<a>` when absent. */
  renderLink?: (props: CollectiveBadgeLinkProps) => ReactNode;
};

/**
 * The badges of a person's collectives (issue 17): each the collective's logo (or its initial) and
 * name, linking to `/collective/{slug}`. Nothing at all when there are none.
 */
export function CollectiveBadges({
  badges,
  renderLink,
  className,
  ...props
}: CollectiveBadgesProps) {
  if (!badges?.length) return null;
  const linkClassName =
    'inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-muted/50 py-0.5 pr-2.5 pl-0.5 text-xs font-medium text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
  return (
    <ul
      data-slot="collective-badges"
      aria-label={NAV_LABELS.collectives}
      className={cn('flex flex-wrap gap-1.5', className)}
      {...props}
    >
      {badges.map((badge) => {
        const href = `/collective/${encodeURIComponent(badge.slug)}`;
        const children = (
          <>
            {badge.logoUrl ? (
              <img src={badge.logoUrl} alt="" className="size-5 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-[10px] font-semibold text-primary-foreground"
              >
                {badge.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className="truncate">{badge.name}</span>
          </>
        );
        return (
          <li key={badge.id} className="min-w-0">
            {renderLink ? (
              renderLink({ href, className: linkClassName, children })
            ) : (
              <a href={href} className={linkClassName}>
                {children}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
