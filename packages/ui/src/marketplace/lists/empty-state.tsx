import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** An icon (e.g. `<Inbox />` from lucide-react); decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** What is empty, e.g. "No saved items yet". */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** An action, e.g. `<Button>Browse opportunities</Button>`. */
  action?: ReactNode;
  /** The heading element of the title (`h1` when the state is the whole page). @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
};

/** An empty list or page: icon, title, description and an optional action, centred. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-8 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div className="flex max-w-sm flex-col gap-1">
        <Title className="text-base font-semibold">{title}</Title>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
