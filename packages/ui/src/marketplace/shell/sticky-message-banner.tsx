import type { StickyMessage, StickyMessageLevel } from '@hireloop/sdk/schemas';
import { cva } from 'class-variance-authority';
import { InfoIcon, OctagonAlertIcon, TriangleAlertIcon, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { SHELL_TEXTS } from '../../labels';

export const stickyMessageVariants = /* @__PURE__ */ cva(
  'flex items-start gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      level: {
        info: 'border-primary bg-accent text-accent-foreground',
        warning: 'border-warning bg-warning text-warning-foreground',
        critical: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { level: 'info' },
  },
);

const LEVEL_ICONS: { readonly [Level in StickyMessageLevel]: LucideIcon } = {
  info: InfoIcon,
  warning: TriangleAlertIcon,
  critical: OctagonAlertIcon,
};

export type StickyMessageBannerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The user's active sticky messages (GET /api/admin/sticky-messages); read ones are skipped. */
  messages: readonly StickyMessage[];
  /** Called with a message's id when the user marks it as read. */
  onRead: (id: StickyMessage['id']) => void;
};

/**
 * The admin sticky messages (SPEC §1) a user has not read yet, newest first as the server sends
 * them: title and body as plain text, coloured by level (info, warning, critical), each with a
 * "Mark as read" button. Renders nothing when none is unread.
 */
export function StickyMessageBanner({
  messages,
  onRead,
  className,
  ...props
}: StickyMessageBannerProps) {
  const idPrefix = useId();
  const unread = messages.filter((message) => !message.read);
  if (unread.length === 0) return null;
  return (
    <section
      data-slot="sticky-message-banner"
      aria-label={SHELL_TEXTS.announcements}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {unread.map((message) => {
        const Icon = LEVEL_ICONS[message.level];
        return (
          <article
            key={message.id}
            data-level={message.level}
            aria-labelledby={`${idPrefix}-${message.id}`}
            className={stickyMessageVariants({ level: message.level })}
          >
            <Icon aria-hidden="true" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 id={`${idPrefix}-${message.id}`} className="font-semibold">
                <span className="sr-only">{SHELL_TEXTS.levels[message.level]}: </span>
                {message.title}
              </h2>
              <p className="break-words whitespace-pre-line">{message.body}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`${SHELL_TEXTS.markAsRead}: ${message.title}`}
              onClick={() => onRead(message.id)}
            >
              {SHELL_TEXTS.markAsRead}
            </Button>
          </article>
        );
      })}
    </section>
  );
}
