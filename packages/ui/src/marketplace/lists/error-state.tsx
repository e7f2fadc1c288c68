import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';

/** Designed: the title when none is given. */
export const ERROR_STATE_TITLE = 'Something went wrong';

export type ErrorStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** @default "Something went wrong" */
  title?: ReactNode;
  /** What failed, e.g. the error's message. */
  message?: ReactNode;
  /** Called by "Try again"; the button shows only when given. */
  onRetry?: () => void;
  /** Disables "Try again" while the retry runs. */
  retrying?: boolean;
  /** The heading element of the title. @default 'h2' */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
};

/** A failed load: an alert (`role="alert"`) with a title, the message and "Try again". */
export function ErrorState({
  title = ERROR_STATE_TITLE,
  message,
  onRetry,
  retrying = false,
  titleAs: Title = 'h2',
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-destructive p-8 text-center',
        className,
      )}
      {...props}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <div className="flex max-w-sm flex-col gap-1">
        <Title className="text-base font-semibold">{title}</Title>
        {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
      </div>
      {onRetry ? (
        <Button type="button" variant="outline" disabled={retrying} onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
