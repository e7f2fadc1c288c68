import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';

export type SaveToggleProps = Omit<ComponentProps<'button'>, 'onClick' | 'children'> & {
  /** Whether the item is saved; shown as `aria-pressed`. */
  saved: boolean;
  /** Called with the new saved state when pressed. */
  onSavedChange: (saved: boolean) => void;
};

/**
 * The Save button of the cards: a toggle (`aria-pressed`) whose name stays "Save" in both states,
 * as a toggle's name should; the filled bookmark and accent look show that it is saved.
 */
export function SaveToggle({ saved, onSavedChange, className, ...props }: SaveToggleProps) {
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-slot="save-toggle"
      data-state={saved ? 'on' : 'off'}
      aria-pressed={saved}
      className={cn(
        'data-[state=on]:border-primary data-[state=on]:bg-accent data-[state=on]:text-accent-foreground',
        className,
      )}
      onClick={() => onSavedChange(!saved)}
      {...props}
    >
      <Icon aria-hidden="true" />
      Save
    </Button>
  );
}
