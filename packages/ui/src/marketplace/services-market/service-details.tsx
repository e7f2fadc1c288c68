import type { ServiceDetails as ServiceDetailsData } from '@hireloop/sdk/schemas';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { navigateClick } from './format';
import { RatingStars } from './rating-stars';
import { MARKET_TEXTS as TEXTS } from './texts';

export interface ServiceDetailsProps {
  service: ServiceDetailsData;
  /** Skill names by id; unknown ids are left out. */
  skillNames?: ReadonlyMap<number, string>;
  /** The seller's page (a talent's profile, a collective's page); the name is plain text without. */
  sellerHref?: string;
  onNavigate?: (href: string) => void;
  /** What to buy (`TierPicker`); shown beside the description. */
  purchase?: ReactNode;
  /** The reviews (`ReviewList` with its loading states). */
  reviews?: ReactNode;
  /** The sellers' tools: edit, publish, pause (only passed when `service.canManage`). */
  onEdit?: () => void;
  onPublish?: () => void;
  onPause?: () => void;
  busy?: boolean;
  className?: string;
}

/**
 * One service (issue 18): title, seller (and the member who delivers a collective's), rating,
 * completed orders, skills, the description and the questions the buyer will answer (plain text),
 * the purchase panel, the reviews; for its sellers a notice for drafts and paused services and
 * Edit / Publish / Pause.
 */
export function ServiceDetails({
  service,
  skillNames,
  sellerHref,
  onNavigate,
  purchase,
  reviews,
  onEdit,
  onPublish,
  onPause,
  busy = false,
  className,
}: ServiceDetailsProps) {
  const skills = skillNames ? service.skills.flatMap((id) => skillNames.get(id) ?? []) : [];
  return (
    <article data-slot="service-details" className={cn('flex flex-col gap-6', className)}>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold break-words">{service.title}</h1>
          {service.status !== 'published' ? (
            <Badge variant="outline" data-testid="service-status">
              {TEXTS.statuses[service.status]}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground break-words">
          {sellerHref ? (
            <a
              href={sellerHref}
              className="text-primary hover:underline"
              onClick={navigateClick(sellerHref, onNavigate)}
            >
              {TEXTS.by(service.seller.name)}
            </a>
          ) : (
            TEXTS.by(service.seller.name)
          )}
          {service.seller.kind === 'collective' ? ` · ${service.deliveredBy.name}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <RatingStars rating={service.rating.average} count={service.rating.count} />
          {service.completedOrders ? (
            <span className="text-sm text-muted-foreground">
              {TEXTS.completedOrders(service.completedOrders)}
            </span>
          ) : null}
        </div>
        {skills.length ? (
          <ul aria-label={TEXTS.skills} className="flex flex-wrap gap-1.5">
            {skills.map((name) => (
              <li key={name}>
                <Badge variant="secondary">{name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {service.canManage ? (
        <section
          aria-labelledby="service-seller-tools"
          className="flex flex-col gap-3 rounded-lg border p-4"
        >
          <h2 id="service-seller-tools" className="font-semibold">
            {TEXTS.sellerTools}
          </h2>
          {service.status === 'draft' ? (
            <p className="text-sm">{TEXTS.draftNotice}</p>
          ) : service.status === 'paused' ? (
            <p className="text-sm">{TEXTS.pausedNotice}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {onEdit ? (
              <Button variant="outline" onClick={onEdit}>
                {TEXTS.editService}
              </Button>
            ) : null}
            {service.status !== 'published' && onPublish ? (
              <Button disabled={busy} onClick={onPublish}>
                {service.status === 'draft' ? TEXTS.publish : TEXTS.resume}
              </Button>
            ) : null}
            {service.status === 'published' && onPause ? (
              <Button variant="outline" disabled={busy} onClick={onPause}>
                {TEXTS.pause}
              </Button>
            ) : null}
          </div>
        </section>
      ) : service.status === 'paused' ? (
        <p role="status" className="text-sm">
          {TEXTS.pausedNotice}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="service-about" className="flex flex-col gap-2">
            <h2 id="service-about" className="text-lg font-semibold">
              {TEXTS.about}
            </h2>
            <p className="text-sm break-words whitespace-pre-wrap">{service.description}</p>
          </section>
          {service.questions.length ? (
            <section aria-labelledby="service-questions" className="flex flex-col gap-2">
              <h2 id="service-questions" className="text-lg font-semibold">
                {TEXTS.requirementQuestions}
              </h2>
              <ol className="list-decimal pl-5 text-sm">
                {service.questions.map((q, i) => (
                  <li key={i} className="break-words whitespace-pre-wrap">
                    {q.text}
                    {q.required ? null : (
                      <span className="text-muted-foreground"> ({TEXTS.optional})</span>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
        {purchase ? (
          <section
            aria-labelledby="service-purchase"
            className="flex min-w-0 flex-col gap-3 rounded-lg border p-4 lg:self-start"
          >
            <h2 id="service-purchase" className="text-lg font-semibold">
              {TEXTS.tiers}
            </h2>
            {purchase}
          </section>
        ) : null}
      </div>
      {reviews ? (
        <section aria-labelledby="service-reviews" className="flex flex-col gap-3">
          <h2 id="service-reviews" className="text-lg font-semibold">
            {TEXTS.reviews}
          </h2>
          {reviews}
        </section>
      ) : null}
    </article>
  );
}
