import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { EMBED_TEXTS as TEXTS } from './embed-texts';

export type EmbedAccountBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The signed-in person's name. */
  name: string;
  /** Ends the widget's sign-in (its embed credential); the Hireloop session itself stays. */
  onSignOut: () => void;
  /** The sign-out is under way. @default false */
  signingOut?: boolean;
};

/** Who the widget is signed in as, and a way out (issue 15). */
export function EmbedAccountBar({
  name,
  onSignOut,
  signingOut = false,
  className,
  ...props
}: EmbedAccountBarProps) {
  return (
    <div
      data-slot="embed-account-bar"
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground',
        className,
      )}
      {...props}
    >
      <span className="min-w-0 truncate">{TEXTS.signedInAs(name)}</span>
      <Button type="button" variant="ghost" size="sm" disabled={signingOut} onClick={onSignOut}>
        {TEXTS.signOut}
      </Button>
    </div>
  );
}
