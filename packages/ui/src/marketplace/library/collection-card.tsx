import { nextInCollection } from '@hireloop/sdk';
import type { LibraryCollection } from '@hireloop/sdk/schemas';
import { CheckCircle2, Circle, CircleDot, Lock } from 'lucide-react';
import { useId, type ComponentProps, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { Progress } from '../../primitives/progress';
import { LIBRARY_TEXTS as TEXTS } from './texts';

export type LibraryCollectionCardProps = Omit<ComponentProps<'section'>, 'children'> & {
  collection: LibraryCollection;
  /** A resource's page. @default `/library/{id}` */
  hrefOf?: (resourceId: number) => string;
  /** A plain click on a link: the app's router navigates (modified clicks stay links). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The element of the title. @default 'h3' */
  titleAs?: 'h2' | 'h3';
};

const STATE_ICONS = { not_started: Circle, started: CircleDot, completed: CheckCircle2 } as const;

/**
 * A collection (issue 18, Canvas modules): its resources in order with the reader's state of
 * each, the progress through them, and "Start" / "Continue" / "Review" to the next one.
 */
export function LibraryCollectionCard({
  collection,
  hrefOf = (id) => `/library/${id}`,
  onNavigate,
  titleAs: Title = 'h3',
  className,
  ...props
}: LibraryCollectionCardProps) {
  const titleId = useId();
  const { completed, total, state } = collection.progress;
  const next = nextInCollection(collection.items) ?? collection.items[0];
  const follow = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(href, e);
  };
  const cta =
    state === 'completed' ? TEXTS.review : state === 'started' ? TEXTS.continue : TEXTS.start;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="library-collection-card"
      data-progress={state}
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Title id={titleId} className="font-semibold break-words">
          {collection.title}
        </Title>
        {collection.description ? (
          <p className="text-sm text-muted-foreground break-words">{collection.description}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <Progress
          value={total ? Math.round((completed / total) * 100) : 0}
          aria-label={TEXTS.collectionProgressLabel(collection.title)}
        />
        <p className="text-sm text-muted-foreground">
          {TEXTS.collectionProgress(completed, total)}
        </p>
      </div>
      <ol className="flex flex-col gap-1.5 text-sm">
        {collection.items.map((item) => {
          const Icon = STATE_ICONS[item.progress];
          const href = hrefOf(item.id);
          return (
            <li key={item.id} className="flex items-start gap-2">
              <Icon
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-4 shrink-0',
                  item.progress === 'completed' ? 'text-success' : 'text-muted-foreground',
                )}
              />
              <a href={href} onClick={follow(href)} className="break-words hover:underline">
                {item.title}
              </a>
              <span className="sr-only">({TEXTS.progress[item.progress]})</span>
              {item.locked ? (
                <>
                  <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span className="sr-only">{TEXTS.locked}</span>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      {next ? (
        <a
          href={hrefOf(next.id)}
          onClick={follow(hrefOf(next.id))}
          className="self-start text-sm font-medium text-primary hover:underline"
          aria-label={`${cta}: ${next.title}`}
        >
          {cta} →
        </a>
      ) : null}
    </section>
  );
}
