import type { ServiceSummary } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { formatUsd, navigateClick } from './format';
import { RatingStars } from './rating-stars';
import { MARKET_TEXTS as TEXTS } from './texts';

export type ServiceCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  service: ServiceSummary;
  /** The service's page. @default `/marketplace/services/{id}` */
  href?: string;
  /** A plain click on the title: the app's router navigates (modified clicks stay links). */
  onNavigate?: (href: string) => void;
  /** Skill names by id (the skills list); unknown ids are left out. */
  skillNames?: ReadonlyMap<number, string>;
  /** The element of the title. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * One service in a list (issue 18): the title (a link to its page), the seller, the starting price
 * and fastest delivery over its tiers, the rating with its number of reviews, skills, and its
 * status unless published (the seller's own list shows drafts and paused services).
 */
export function ServiceCard({
  service,
  href = `/marketplace/services/${service.id}`,
  onNavigate,
  skillNames,
  titleAs: Title = 'h3',
  className,
  ...props
}: ServiceCardProps) {
  const skills = skillNames ? service.skills.flatMap((id) => skillNames.get(id) ?? []) : [];
  return (
    <article
      data-slot="service-card"
      data-status={service.status}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <Title className="min-w-0 font-semibold break-words">
          <a
            href={href}
            className="hover:underline focus-visible:underline"
            onClick={navigateClick(href, onNavigate)}
          >
            {service.title}
          </a>
        </Title>
        {service.status !== 'published' ? (
          <Badge variant="outline">{TEXTS.statuses[service.status]}</Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground break-words">{TEXTS.by(service.seller.name)}</p>
      <RatingStars rating={service.rating.average} count={service.rating.count} />
      <p className="flex flex-wrap gap-x-3 text-sm">
        <span className="font-semibold">{TEXTS.from(formatUsd(service.startingPrice))}</span>
        <span className="text-muted-foreground">
          {TEXTS.deliveryDays(service.fastestDeliveryDays)}
        </span>
      </p>
      {skills.length ? (
        <ul aria-label={TEXTS.skills} className="flex flex-wrap gap-1.5">
          {skills.map((name) => (
            <li key={name}>
              <Badge variant="secondary">{name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
