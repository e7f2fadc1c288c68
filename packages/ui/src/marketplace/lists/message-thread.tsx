import type { Message } from '@hireloop/sdk';
import { MessageSquare } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { EmptyState } from './empty-state';
import { formatListStamp } from './format-date';
import { MessageComposer } from './message-composer';

/** Designed: an empty conversation. */
export const NO_MESSAGES = {
  title: 'No messages yet',
  description: 'Say hello to start the conversation.',
} as const;

/** Designed: the mark on a message still on its way. */
export const SENDING_LABEL = 'Sending…';

/**
 * A message is pending while its id is negative: the hooks' optimistic sends carry a temporary
 * negative id until the server's message replaces it (`isPendingMessage` in @hireloop/hooks).
 */
const isNegativeId = (message: Message): boolean => message.id < 0;

export type MessageThreadProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The messages, shown in the order given: pass them oldest first. */
  messages: readonly Message[];
  /** The signed-in user's id: their messages sit on the right. */
  currentUserId: number;
  /** Called with the text written in the composer (Enter or Send). */
  onSend: (body: string) => void;
  /** Which messages are still on their way ("Sending…"). @default negative ids */
  isPending?: (message: Message) => boolean;
  /** The conversation's name: the thread's accessible name. @default 'Messages' */
  label?: string;
  /** Disables the composer. */
  composerDisabled?: boolean;
};

/**
 * A conversation: the messages (own on the right, each with its sender and time; pending ones
 * marked "Sending…") and the composer. Bodies are plain text, rendered as text and never as HTML
 * (issue 4), with their line breaks kept.
 */
export function MessageThread({
  messages,
  currentUserId,
  onSend,
  isPending = isNegativeId,
  label = 'Messages',
  composerDisabled,
  className,
  ...props
}: MessageThreadProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // Keep the newest message in view when one arrives or is sent.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, messages.length]);

  return (
    <section
      aria-label={label}
      data-slot="message-thread"
      className={cn('flex min-h-0 flex-col gap-3', className)}
      {...props}
    >
      <div
        ref={logRef}
        role="log"
        aria-label={`${label}: history`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {messages.length === 0 ? (
          <EmptyState
            icon={<MessageSquare />}
            title={NO_MESSAGES.title}
            description={NO_MESSAGES.description}
            titleAs="p"
            className="border-none"
          />
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => {
              const own = message.senderId === currentUserId;
              const pending = isPending(message);
              return (
                <li
                  key={message.id}
                  data-slot="message"
                  data-own={own || undefined}
                  data-pending={pending || undefined}
                  className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}
                >
                  <span className="flex items-baseline gap-2 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">
                      {own ? 'You' : message.senderName}
                    </span>
                    {pending ? (
                      <span data-slot="message-status">{SENDING_LABEL}</span>
                    ) : (
                      <time dateTime={message.createdAt}>{formatListStamp(message.createdAt)}</time>
                    )}
                  </span>
                  <p
                    className={cn(
                      'max-w-[80%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                      own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                    )}
                  >
                    {message.body}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <MessageComposer onSend={onSend} disabled={composerDisabled} />
    </section>
  );
}
