import { LogInIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { EMBED_TEXTS as TEXTS } from './embed-texts';

/** Where the sign-in stands: not started, the window is open, or the browser blocked it. */
export type EmbedSignInState = 'idle' | 'waiting' | 'blocked';

export type EmbedSignInProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The partner site's name, as registered. */
  partnerName: string;
  /** What the visitor signs in to do, e.g. `EMBED_TEXTS.purpose['job-request']`. */
  purpose: string;
  /** @default 'idle' */
  state?: EmbedSignInState;
  /** Opens the Hireloop sign-in window (on a click: browsers allow pop-ups only then). */
  onSignIn: () => void;
};

/**
 * An embedded widget's sign-in prompt (issue 15): why, and one button that opens the sign-in
 * window on Hireloop's own origin. While the window is open it says so (and can open it again);
 * when the browser blocked it, it says how to allow it.
 */
export function EmbedSignIn({
  partnerName,
  purpose,
  state = 'idle',
  onSignIn,
  className,
  ...props
}: EmbedSignInProps) {
  const titleId = useId();
  return (
    <section
      data-slot="embed-sign-in"
      data-state={state}
      aria-labelledby={titleId}
      className={cn('grid gap-4 rounded-lg border border-border bg-card p-5', className)}
      {...props}
    >
      <div className="grid gap-1.5">
        <h2 id={titleId} className="text-lg font-semibold">
          {TEXTS.signInTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {TEXTS.signInDescription(partnerName, purpose)}
        </p>
      </div>
      {state === 'waiting' ? (
        <p role="status" className="text-sm">
          {TEXTS.signInWaiting}
        </p>
      ) : null}
      {state === 'blocked' ? (
        <p role="alert" className="text-sm text-destructive">
          {TEXTS.signInBlocked}
        </p>
      ) : null}
      <Button
        type="button"
        variant={state === 'waiting' ? 'outline' : 'default'}
        onClick={onSignIn}
        className="justify-self-start"
      >
        <LogInIcon aria-hidden="true" />
        {state === 'waiting'
          ? TEXTS.signInReopen
          : state === 'blocked'
            ? TEXTS.tryAgain
            : TEXTS.signInButton}
      </Button>
    </section>
  );
}
