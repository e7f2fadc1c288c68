import type { Conversation } from '@hireloop/sdk';
import { MessagesSquare, Users } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { EmptyState } from './empty-state';
import { formatListStamp } from './format-date';

/** Designed: the empty list. */
export const NO_CONVERSATIONS = {
  title: 'No conversations yet',
  description: 'When a bid is accepted or someone writes to you, the conversation shows up here.',
} as const;

export type ConversationListProps = Omit<ComponentProps<'nav'>, 'onSelect'> & {
  /** Direct conversations and groups, in the order to show (latest activity first). */
  conversations: readonly Conversation[];
  /** The open conversation's id; its row is marked `aria-current`. */
  selectedId?: number | null;
  /** Called when a conversation is chosen (click, Enter or Space). */
  onSelect: (conversation: Conversation) => void;
  /** The signed-in user's id: their last message reads "You: …". */
  currentUserId?: number;
  /** The list's accessible name. @default 'Conversations' */
  label?: string;
};

/** "You: Hi", "Ana: Hi" (groups), "Hi" (direct), or "No messages yet". */
function previewOf(conversation: Conversation, currentUserId: number | undefined): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  if (last.senderId === currentUserId) return `You: ${last.body}`;
  return conversation.kind === 'group' ? `${last.senderName}: ${last.body}` : last.body;
}

/** Arrow keys, Home and End move the focus between the rows (each row stays a tab stop too). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const rows = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-slot="conversation-row"]'),
  );
  const at = rows.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? rows.length - 1
        : Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), rows.length - 1);
  rows[next]?.focus();
}

/**
 * The messages sidebar: direct conversations (avatar, name) and groups (name, members), each with
 * its last message, time and unread count; the open one is highlighted. A navigation landmark of
 * buttons: Tab or the arrow keys move between them.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  currentUserId,
  label = 'Conversations',
  className,
  ...props
}: ConversationListProps) {
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare />}
        title={NO_CONVERSATIONS.title}
        description={NO_CONVERSATIONS.description}
        className={className}
      />
    );
  }
  return (
    <nav aria-label={label} data-slot="conversation-list" className={className} {...props}>
      <ul className="flex flex-col gap-1" onKeyDown={moveFocus}>
        {conversations.map((conversation) => {
          const selected = conversation.id === selectedId;
          const name =
            conversation.kind === 'direct' ? conversation.participant.name : conversation.name;
          const stamp = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
          const unread = conversation.unreadCount;
          return (
            <li key={`${conversation.kind}-${conversation.id}`}>
              <button
                type="button"
                data-slot="conversation-row"
                data-kind={conversation.kind}
                data-state={selected ? 'selected' : undefined}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(conversation)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md p-2 text-left text-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                  selected && 'bg-accent text-accent-foreground hover:bg-accent',
                )}
              >
                {conversation.kind === 'direct' ? (
                  <GeneratedAvatar
                    name={conversation.participant.name}
                    src={conversation.participant.image}
                    alt=""
                    className="size-10 shrink-0 text-sm"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
                  >
                    <Users className="size-5" />
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={cn('truncate text-sm', unread > 0 ? 'font-bold' : 'font-medium')}
                    >
                      {name}
                      {conversation.kind === 'group' ? (
                        <span className="sr-only">, group of {conversation.memberCount}</span>
                      ) : null}
                    </span>
                    <time
                      dateTime={stamp}
                      className={cn(
                        'shrink-0 text-xs',
                        selected ? 'text-accent-foreground' : 'text-muted-foreground',
                      )}
                    >
                      {formatListStamp(stamp)}
                    </time>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span
                      className={cn(
                        'truncate text-sm',
                        selected ? 'text-accent-foreground' : 'text-muted-foreground',
                      )}
                    >
                      {previewOf(conversation, currentUserId)}
                    </span>
                    {unread > 0 ? (
                      <>
                        <Badge aria-hidden="true" className="shrink-0 rounded-full px-1.5">
                          {unread > 99 ? '99+' : unread}
                        </Badge>
                        <span className="sr-only">
                          , {unread} unread {unread === 1 ? 'message' : 'messages'}
                        </span>
                      </>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
