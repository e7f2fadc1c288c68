import type { LibraryResourceSummary } from '@hireloop/sdk/schemas';
import { CheckCircle2, Lock } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { SkillList } from '../lists/skill-list';
import { namesOf, type SkillNames } from '../lists/skill-names';
import { LIBRARY_TEXTS as TEXTS } from './texts';

/** The badges of a resource: kind, plan (with a lock when the reader lacks it), progress, draft. */
export function LibraryResourceBadges({ resource }: { resource: LibraryResourceSummary }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{TEXTS.kinds[resource.kind]}</Badge>
      {resource.requiredPlan !== 'none' ? (
        <Badge variant={resource.locked ? 'outline' : 'secondary'}>
          {resource.locked ? <Lock aria-hidden="true" /> : null}
          {resource.locked
            ? `${TEXTS.plans[resource.requiredPlan]} · ${TEXTS.locked}`
            : TEXTS.plans[resource.requiredPlan]}
        </Badge>
      ) : null}
      <Badge variant="outline">{TEXTS.audiences[resource.audience]}</Badge>
      {resource.progress !== 'not_started' ? (
        <Badge variant={resource.progress === 'completed' ? 'success' : 'warning'}>
          {resource.progress === 'completed' ? <CheckCircle2 aria-hidden="true" /> : null}
          {TEXTS.progress[resource.progress]}
        </Badge>
      ) : null}
      {resource.status === 'draft' ? <Badge variant="outline">{TEXTS.statuses.draft}</Badge> : null}
    </div>
  );
}

export type LibraryResourceCardProps = Omit<ComponentProps<'article'>, 'children' | 'resource'> & {
  resource: LibraryResourceSummary;
  /** The resource's page. @default `/library/{id}` */
  href?: string;
  /** A plain click on the title: the app's router navigates (modified clicks stay links). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The element of the title. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Extra controls (the Save toggle). */
  actions?: ReactNode;
  /** Skill names by id: the resource's skills show as badges. */
  skillNames?: SkillNames;
};

/**
 * One library resource in a list (issue 18): title (a link to its page), summary, kind, plan,
 * audience and the reader's progress. Never its body.
 */
export function LibraryResourceCard({
  resource,
  href = `/library/${resource.id}`,
  onNavigate,
  titleAs: Title = 'h3',
  actions,
  skillNames,
  className,
  ...props
}: LibraryResourceCardProps) {
  return (
    <article
      data-slot="library-resource-card"
      data-locked={resource.locked ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <Title className="font-semibold break-words">
        <a
          href={href}
          className="hover:underline focus-visible:underline"
          onClick={(e) => {
            if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onNavigate(href, e);
          }}
        >
          {resource.title}
        </a>
      </Title>
      {resource.summary ? (
        <p className="text-sm text-muted-foreground break-words">{resource.summary}</p>
      ) : null}
      <LibraryResourceBadges resource={resource} />
      <SkillList names={namesOf(resource.skills, skillNames)} />
      {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div> : null}
    </article>
  );
}
