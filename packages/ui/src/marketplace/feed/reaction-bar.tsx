import { REACTION_KINDS, type ReactionCounts, type ReactionKind } from '@hireloop/sdk/schemas';
import {
  HeartHandshake,
  Laugh,
  Lightbulb,
  PartyPopper,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FEED_TEXTS as TEXTS } from './texts';

/** Each reaction's icon: drawn, not an emoji, so it looks the same where no emoji font is installed. */
const REACTION_ICONS: Record<ReactionKind, LucideIcon> = {
  like: ThumbsUp,
  celebrate: PartyPopper,
  support: HeartHandshake,
  insightful: Lightbulb,
  funny: Laugh,
};

export type ReactionBarProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  counts: ReactionCounts;
  /** The reader's reaction, or null. */
  mine: ReactionKind | null;
  /** A new reaction, or null to take the reader's back (pressing it again). */
  onChange?: (kind: ReactionKind | null) => void;
  disabled?: boolean;
};

/** The typed reactions with their counts (issue 17): one per reader, pressed again to take back. */
export function ReactionBar({
  counts,
  mine,
  onChange,
  disabled,
  className,
  ...props
}: ReactionBarProps) {
  return (
    <div
      role="group"
      aria-label={TEXTS.reactionsLabel}
      className={cn('flex flex-wrap gap-1', className)}
      {...props}
    >
      {REACTION_KINDS.map((kind) => {
        const pressed = mine === kind;
        const count = counts[kind] ?? 0;
        const Icon = REACTION_ICONS[kind];
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            disabled={disabled || !onChange}
            onClick={() => onChange?.(pressed ? null : kind)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1 rounded-full border px-2.5 text-sm transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
              pressed
                ? 'border-primary bg-primary/10 text-foreground'
                : 'bg-background hover:bg-muted',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span>{TEXTS.reactions[kind]}</span>
            {count > 0 ? <span className="tabular-nums text-muted-foreground">{count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
