import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  isPendingMessage,
  serverMessage,
  useAuth,
  useMarkConversationRead,
  useMessages,
  useSendMessage,
} from '@hireloop/hooks';
import { isHttpError } from '@hireloop/sdk';
import { Button, EmptyState, ErrorState, ListSkeleton, MessageThread, Spinner } from '@hireloop/ui';

export interface ConversationThreadProps {
  /** A direct conversation's id, or a group's (a group's id is its conversation id). */
  conversationId: number;
  /** The other person's name, or the group's. */
  title: string;
  /** A line under the title (profile link, member count). */
  subtitle?: ReactNode;
  /** Buttons on the right of the title (a group's "Members"). */
  actions?: ReactNode;
  /** The conversation's unread count from the list (unknown: marked read once on open). */
  unreadCount: number | undefined;
  /** Back to the list (shown on phones, where one pane shows at a time). */
  onBack: () => void;
  /** Names the back button: "Back to conversations" / "Back to groups". */
  backLabel: string;
  /**
   * Why nobody can write here (a direct conversation whose other person deleted their account):
   * shown in place of writing, and the composer is disabled.
   */
  closedNotice?: string;
}

/**
 * One open conversation: its history (oldest first, older pages on demand), the composer
 * (optimistic send), and read marking whenever it shows unread messages — on open, and again when
 * a live message arrives while it is open.
 */
export function ConversationThread({
  conversationId,
  title,
  subtitle,
  actions,
  unreadCount,
  onBack,
  backLabel,
  closedNotice,
}: ConversationThreadProps) {
  const { user } = useAuth();
  const messages = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const { mutate: markRead } = useMarkConversationRead();
  const paneRef = useRef<HTMLDivElement>(null);
  const keepScroll = useRef<{ height: number } | null>(null);

  // Only once the history is readable: an unknown id would answer 404 to the read mark too.
  const loaded = messages.isSuccess;
  useEffect(() => {
    if (loaded && unreadCount !== 0) markRead(conversationId);
  }, [loaded, conversationId, unreadCount, markRead]);

  const pages = messages.data?.pages;
  const ordered = useMemo(
    () => (pages ?? []).flatMap((page) => page?.items ?? []).reverse(),
    [pages],
  );

  // After older messages load, show them: the thread scrolls to the newest message whenever the
  // list grows, so this (a parent's effect runs after its child's) scrolls back up to put the
  // earlier oldest message mid-view with the loaded ones above it.
  const pageCount = pages?.length ?? 0;
  useEffect(() => {
    const before = keepScroll.current;
    const log = paneRef.current?.querySelector<HTMLElement>('[role="log"]');
    if (!before || !log) return;
    keepScroll.current = null;
    log.scrollTop = Math.max(0, log.scrollHeight - before.height - log.clientHeight / 2);
  }, [pageCount]);

  const loadOlder = () => {
    const log = paneRef.current?.querySelector<HTMLElement>('[role="log"]');
    if (log) keepScroll.current = { height: log.scrollHeight };
    void messages.fetchNextPage();
  };

  const notFound = isHttpError(messages.error) && messages.error.status === 404;

  return (
    // A plain block: the thread inside is the region named after the conversation.
    <div
      ref={paneRef}
      className="flex h-full min-h-0 flex-col gap-3"
      data-conversation-id={conversationId}
    >
      <header className="flex items-center gap-2 border-b border-border pb-3">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="md:hidden"
          aria-label={backLabel}
          onClick={onBack}
        >
          <span aria-hidden="true">←</span>
          Back
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold">{title}</h2>
          {subtitle ? (
            <div className="truncate text-sm text-muted-foreground">{subtitle}</div>
          ) : null}
        </div>
        {actions}
      </header>

      {messages.isPending ? (
        <ListSkeleton label="Loading messages" rows={4} className="flex-1" />
      ) : notFound ? (
        <EmptyState
          title="This conversation is not available"
          description="It may have been removed, or you are no longer a member."
          action={
            <Button type="button" variant="outline" onClick={onBack}>
              {backLabel}
            </Button>
          }
        />
      ) : messages.isError ? (
        <ErrorState
          title="The messages could not be loaded"
          message={serverMessage(messages.error)}
          onRetry={() => void messages.refetch()}
          retrying={messages.isRefetching}
        />
      ) : (
        <>
          {messages.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={loadOlder}
                disabled={messages.isFetchingNextPage}
              >
                {messages.isFetchingNextPage ? <Spinner size="sm" aria-hidden="true" /> : null}
                Load older messages
              </Button>
            </div>
          ) : null}
          <MessageThread
            className="min-h-0 flex-1"
            messages={ordered}
            currentUserId={user?.id ?? 0}
            isPending={isPendingMessage}
            onSend={(body) => send.mutate({ body })}
            label={title}
            composerDisabled={closedNotice !== undefined}
          />
          {closedNotice ? (
            <p role="status" className="text-center text-sm text-muted-foreground">
              {closedNotice}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
