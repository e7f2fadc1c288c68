import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { EMBED_TEXTS as TEXTS } from './embed-texts';

export type EmbedConsentProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The partner site's name, as registered. */
  partnerName: string;
  /** What the widget will do with the account, e.g. `EMBED_TEXTS.purpose.subscription`. */
  purpose: string;
  /** Who is signed in on Hireloop. */
  user: { name: string; email: string };
  /** Gives the widget its sign-in. */
  onContinue: () => void;
  /** Signs out of Hireloop here, to sign in as someone else. */
  onSwitchAccount: () => void;
  /** Continue is under way. @default false */
  pending?: boolean;
  /** Why Continue failed. */
  error?: string;
};

/**
 * The sign-in window's question (issue 15), on Hireloop's own origin: the partner wants to use
 * this Hireloop account for one thing; continue, or use another account. The window is top-level,
 * so no page can cover it and click Continue for the visitor.
 */
export function EmbedConsent({
  partnerName,
  purpose,
  user,
  onContinue,
  onSwitchAccount,
  pending = false,
  error,
  className,
  ...props
}: EmbedConsentProps) {
  const titleId = useId();
  return (
    <section
      data-slot="embed-consent"
      aria-labelledby={titleId}
      className={cn('grid gap-5', className)}
      {...props}
    >
      <div className="grid gap-1.5">
        <h1 id={titleId} className="text-xl font-semibold tracking-tight">
          {TEXTS.consentTitle(partnerName)}
        </h1>
        <p className="text-sm text-muted-foreground">
          {TEXTS.consentDescription(partnerName, purpose)}
        </p>
      </div>
      <div className="grid gap-0.5 rounded-md border border-border bg-muted p-3 text-sm">
        <span className="text-muted-foreground">{TEXTS.consentSignedInAs}</span>
        <span className="font-medium">{user.name}</span>
        <span className="text-muted-foreground">{user.email}</span>
      </div>
      <p className="text-xs text-muted-foreground">{TEXTS.consentNote(partnerName)}</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={onSwitchAccount}>
          {TEXTS.consentSwitch}
        </Button>
        <Button type="button" disabled={pending} aria-busy={pending} onClick={onContinue}>
          {pending ? <Spinner /> : null}
          {TEXTS.consentContinue}
        </Button>
      </div>
    </section>
  );
}
