import type { CollectiveBadge } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type CollectiveLogoProps = Omit<ComponentProps<'span'>, 'children'> & {
  collective: Pick<CollectiveBadge, 'name' | 'logoUrl'>;
  /** @default 'md' */
  size?: 'md' | 'lg';
};

/** A collective's logo, or its initial on the brand colour when it has none (decorative). */
export function CollectiveLogo({
  collective,
  size = 'md',
  className,
  ...props
}: CollectiveLogoProps) {
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-12 text-lg';
  return (
    <span
      data-slot="collective-logo"
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-primary font-semibold text-primary-foreground',
        box,
        className,
      )}
      {...props}
    >
      {collective.logoUrl ? (
        <img src={collective.logoUrl} alt="" className="size-full bg-background object-cover" />
      ) : (
        collective.name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
