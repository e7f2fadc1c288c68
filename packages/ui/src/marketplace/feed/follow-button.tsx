import type { ComponentProps } from 'react';
import { Button } from '../../primitives/button';
import { FEED_TEXTS as TEXTS } from './texts';

export type FollowButtonProps = Omit<ComponentProps<typeof Button>, 'children' | 'onClick'> & {
  /** Who or what is followed, for the button's accessible name ("Follow Pixel Forge"). */
  name: string;
  following: boolean;
  /** Follows, or unfollows when `following`. */
  onToggle: () => void;
};

/**
 * Follow a person or a collective (issue 17): "Follow" until followed, then "Following" (pressed);
 * pressing it again unfollows. Their posts then come into the reader's career feed.
 */
export function FollowButton({ name, following, onToggle, disabled, ...props }: FollowButtonProps) {
  return (
    <Button
      type="button"
      variant={following ? 'secondary' : 'outline'}
      aria-pressed={following}
      // The visible word first, then who: "Follow Pixel Forge", "Following Pixel Forge".
      aria-label={following ? `${TEXTS.following} ${name}` : TEXTS.follow(name)}
      disabled={disabled}
      onClick={onToggle}
      {...props}
    >
      {following ? TEXTS.following : TEXTS.followSkillButton}
    </Button>
  );
}
