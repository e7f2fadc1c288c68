import { serverMessage, toast, useFeedModeration, useModeratePost } from '@hireloop/hooks';
import type { ComponentProps } from 'react';
import { ModerationList } from '../marketplace/feed/moderation-list';
import { FEED_TEXTS as TEXTS } from '../marketplace/feed/texts';
import { ErrorState } from '../marketplace/lists/error-state';
import { Skeleton } from '../primitives/skeleton';

export type ConnectedFeedModerationProps = Omit<ComponentProps<'section'>, 'children'>;

/** The admins' career feed moderation (issue 17): reported, hidden and pinned posts, with actions. */
export function ConnectedFeedModeration(props: ConnectedFeedModerationProps) {
  const list = useFeedModeration();
  const moderate = useModeratePost();
  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.isError)
    return (
      <ErrorState
        message={serverMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  return (
    <ModerationList
      {...props}
      items={list.data ?? []}
      busy={moderate.isPending}
      onAction={(postId, action) =>
        moderate.mutate(
          { postId, action },
          {
            onSuccess: () => toast({ title: TEXTS.actions[action] }),
            onError: (error) =>
              toast({
                title: TEXTS.actionFailed,
                description: serverMessage(error),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}
