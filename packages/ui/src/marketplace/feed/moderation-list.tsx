import type { ModerationItem, PostModerationAction } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { formatListStamp } from '../lists/format-date';
import { PostCard } from './post-card';
import { FEED_TEXTS as TEXTS } from './texts';

export type ModerationListProps = Omit<ComponentProps<'section'>, 'children'> & {
  items: readonly ModerationItem[];
  onAction: (postId: number, action: PostModerationAction) => void;
  busy?: boolean;
};

/**
 * The admins' career feed moderation (issue 17): reported posts (open reports first) with each
 * report's reason, note and reporter, and hidden or pinned posts; hide or restore, pin or unpin.
 */
export function ModerationList({
  items,
  onAction,
  busy,
  className,
  ...props
}: ModerationListProps) {
  if (items.length === 0)
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>{TEXTS.moderationEmpty}</p>
    );
  return (
    <section className={cn('flex flex-col gap-4', className)} {...props}>
      {items.map(({ post, reports }) => (
        <div key={post.id} className="flex flex-col gap-2">
          {/* Each post sits right under the admin page's title. */}
          <PostCard post={post} titleAs="h2" />
          {reports.length ? (
            <div className="rounded-md border p-3 text-sm">
              <p className="font-medium">{TEXTS.reportsCount(reports.length)}</p>
              <ul className="mt-1 flex flex-col gap-1">
                {reports.map((report, index) => (
                  <li key={index} className="break-words">
                    {TEXTS.reasons[report.reason]} — {report.reporter.name},{' '}
                    {formatListStamp(report.createdAt)}
                    {report.note ? `: “${report.note}”` : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant={post.hidden ? 'outline' : 'destructive'}
              disabled={busy}
              onClick={() => onAction(post.id, post.hidden ? 'restore' : 'hide')}
              aria-label={`${post.hidden ? TEXTS.actions.restore : TEXTS.actions.hide}: ${post.author.name}`}
            >
              {post.hidden ? TEXTS.actions.restore : TEXTS.actions.hide}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy || post.hidden}
              onClick={() => onAction(post.id, post.pinned ? 'unpin' : 'pin')}
              aria-label={`${post.pinned ? TEXTS.actions.unpin : TEXTS.actions.pin}: ${post.author.name}`}
            >
              {post.pinned ? TEXTS.actions.unpin : TEXTS.actions.pin}
            </Button>
          </div>
        </div>
      ))}
    </section>
  );
}
