import { CheckCircle2Icon, InfoIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type EmbedResultProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** `success` for a done thing (posted, subscribed); `neutral` for the rest (canceled). */
  tone?: 'success' | 'neutral';
  title: string;
  description?: ReactNode;
  /** The next steps: links or buttons. */
  actions?: ReactNode;
};

/**
 * How a widget's action ended (issue 15): "Job request posted", "You're subscribed", "Checkout
 * canceled", with what to do next. Announced politely when it appears.
 */
export function EmbedResult({
  tone = 'success',
  title,
  description,
  actions,
  className,
  ...props
}: EmbedResultProps) {
  const Icon = tone === 'success' ? CheckCircle2Icon : InfoIcon;
  return (
    <section
      data-slot="embed-result"
      data-tone={tone}
      role="status"
      className={cn('grid gap-3 rounded-lg border border-border bg-card p-5', className)}
      {...props}
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon
          aria-hidden="true"
          className={cn('size-5 shrink-0', tone === 'success' ? 'text-success' : 'text-primary')}
        />
        {title}
      </h2>
      {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}
