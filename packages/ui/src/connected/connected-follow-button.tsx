import { serverMessage, toast, useFeedFollows, useFollow, useUnfollow } from '@hireloop/hooks';
import type { FollowTarget } from '@hireloop/sdk/constants';
import { FollowButton, type FollowButtonProps } from '../marketplace/feed/follow-button';
import { FEED_TEXTS as TEXTS } from '../marketplace/feed/texts';

export type ConnectedFollowButtonProps = Omit<
  FollowButtonProps,
  'following' | 'onToggle' | 'disabled'
> & {
  target: Exclude<FollowTarget, 'skill'>;
  /** The person's user id or the collective's id. */
  targetId: number;
};

/**
 * {@link FollowButton} over the reader's follows (GET/POST/DELETE /api/feed/follows): on a
 * collective's page and a person's profile, so following does not need one of their posts first.
 */
export function ConnectedFollowButton({
  target,
  targetId: id,
  name,
  ...props
}: ConnectedFollowButtonProps) {
  const follows = useFeedFollows();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const following = (follows.data ?? []).some((f) => f.target === target && f.id === id);
  const onError = (error: unknown) =>
    toast({ title: TEXTS.actionFailed, description: serverMessage(error), variant: 'destructive' });
  return (
    <FollowButton
      name={name}
      following={following}
      disabled={follows.isPending || follow.isPending || unfollow.isPending}
      onToggle={() => (following ? unfollow : follow).mutate({ target, id }, { onError })}
      {...props}
    />
  );
}
