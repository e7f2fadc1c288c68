import { formatBytes, libraryUpgradePath } from '@hireloop/sdk';
import type { LibraryResource } from '@hireloop/sdk/schemas';
import { CheckCircle2, Download, ExternalLink, Lock } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { MarkdownBody } from './markdown-body';
import { LibraryResourceBadges } from './resource-card';
import { LIBRARY_TEXTS as TEXTS } from './texts';

export type LibraryResourceViewProps = Omit<ComponentProps<'article'>, 'children' | 'resource'> & {
  resource: LibraryResource;
  /**
   * The upgrade path of a locked resource: the waitlist/upgrade modal (Lite) or the employer
   * subscription modal; called with which one.
   */
  onUpgrade?: (path: 'waitlist' | 'subscription') => void;
  /** "Mark completed" (shown once the body is readable and not completed yet). */
  onMarkCompleted?: () => void;
  completing?: boolean;
  /** The download address of a file. */
  attachmentHref?: (attachmentId: number) => string;
  /** Extra controls beside the title (the Save toggle). */
  actions?: ReactNode;
};

/**
 * One library resource (issue 18): its title and badges, then — when the reader has the plan —
 * the video link, the Markdown body (lazily rendered, never as HTML), the files and "Mark
 * completed"; when locked, the upgrade path instead (the server sent no body).
 */
export function LibraryResourceView({
  resource,
  onUpgrade,
  onMarkCompleted,
  completing = false,
  attachmentHref,
  actions,
  className,
  ...props
}: LibraryResourceViewProps) {
  const path = libraryUpgradePath(resource.requiredPlan);
  const gated = resource.requiredPlan === 'none' ? null : resource.requiredPlan;
  return (
    <article
      data-slot="library-resource"
      data-locked={resource.locked ? 'true' : undefined}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{resource.title}</h1>
        {resource.summary ? (
          <p className="text-muted-foreground break-words">{resource.summary}</p>
        ) : null}
        <LibraryResourceBadges resource={resource} />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>

      {resource.locked && gated && path ? (
        <section
          aria-labelledby="library-gated-title"
          className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6"
        >
          <Lock aria-hidden="true" className="size-6 text-muted-foreground" />
          <h2 id="library-gated-title" className="text-lg font-semibold">
            {TEXTS.gatedTitle[gated]}
          </h2>
          <p className="text-sm text-muted-foreground">{TEXTS.gatedDescription[gated]}</p>
          {resource.attachmentCount > 0 ? (
            <p className="text-sm text-muted-foreground">
              {TEXTS.filesLocked(resource.attachmentCount)}
            </p>
          ) : null}
          {onUpgrade ? (
            <Button type="button" onClick={() => onUpgrade(path)}>
              {TEXTS.upgrade(gated)}
            </Button>
          ) : null}
        </section>
      ) : (
        <>
          {resource.videoUrl ? (
            <a
              href={resource.videoUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-2 self-start font-medium text-primary underline underline-offset-4"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {TEXTS.watchVideo}
            </a>
          ) : null}
          {resource.body ? <MarkdownBody markdown={resource.body} /> : null}
          {resource.attachments.length > 0 ? (
            <section aria-labelledby="library-files" className="flex flex-col gap-2">
              <h2 id="library-files" className="text-lg font-semibold">
                {TEXTS.files}
              </h2>
              <ul className="flex flex-col gap-1.5">
                {resource.attachments.map((file) => (
                  <li key={file.id}>
                    <a
                      href={attachmentHref?.(file.id)}
                      download={file.fileName}
                      aria-label={TEXTS.download(file.fileName)}
                      className="inline-flex items-center gap-2 text-sm text-primary hover:underline"
                    >
                      <Download aria-hidden="true" className="size-4" />
                      <span className="break-all">{file.fileName}</span>
                      <span className="text-muted-foreground">({formatBytes(file.size)})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 border-t pt-4">
            {resource.progress === 'completed' ? (
              <p className="inline-flex items-center gap-2 font-medium text-success" role="status">
                <CheckCircle2 aria-hidden="true" className="size-5" />
                {TEXTS.completed}
              </p>
            ) : onMarkCompleted ? (
              <Button type="button" onClick={onMarkCompleted} disabled={completing}>
                {TEXTS.markCompleted}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </article>
  );
}
