import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import {
  serverMessage,
  useAuth,
  useConversations,
  useGroups,
  useUnreadCounts,
} from '@hireloop/hooks';
import type { Conversation } from '@hireloop/sdk';
import { CONVERSATION_CLOSED_MESSAGE } from '@hireloop/sdk/constants';
import {
  Badge,
  Button,
  cn,
  ConnectedGroupInvitations,
  ConversationList,
  EmptyState,
  ErrorState,
  ListSkeleton,
  NO_CONVERSATIONS,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { downloadChunk } from '../../lib/prefetch';
import { ConversationThread } from './ConversationThread';
import { MESSAGES_HEADING } from './messagesHeading';

// The three dialogs carry a form (react-hook-form), its schemas (zod), checkboxes and Radix's
// dialog: 48 KB min+gzip that the list and the thread do not need. They are mounted (and loaded)
// only while open, and their chunk is downloaded once the page has rendered, in idle time, so
// opening one does not wait for the network (as app/LazyModals does for the app-wide modals).
const loadDialogs = () => import('./dialogs');
const NewConversationDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.NewConversationDialog })),
);
const NewGroupDialog = lazy(() => loadDialogs().then((m) => ({ default: m.NewGroupDialog })));
const GroupMembersDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.GroupMembersDialog })),
);

/** Downloads the dialogs' chunk in idle time (the dev server, without a list: loads it). */
function useDialogsDownloaded() {
  useEffect(() => {
    if (!downloadChunk('pages/messages/dialogs')) loadDialogs().catch(() => undefined);
  }, []);
}

type Tab = 'direct' | 'groups';

/** A positive integer id from the query string, or null. */
function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** "Direct" / "Groups" with the unread count: a badge, read as "(3 unread)". */
function TabLabel({ label, unread }: { label: string; unread: number }) {
  return (
    <>
      {label}
      {unread > 0 ? (
        <>
          <Badge aria-hidden="true" className="rounded-full px-1.5 py-0 text-xs">
            {unread > 99 ? '99+' : unread}
          </Badge>
          <span className="sr-only">({unread} unread)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * /messages: direct conversations and groups. Desktop shows the list and the open conversation
 * side by side; phones show one at a time with a back button. The open conversation lives in the
 * query string (`?conversation=<id>`, `?group=<id>`) so other pages can link to it; new messages
 * arrive through the app-wide live stream. Pending group invitations (issue 14) head the list
 * column; an invitation's notification links here with `?invitation=<id>`, which highlights it,
 * and accepting opens the group.
 */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const conversationId = idParam(params.get('conversation'));
  const groupId = idParam(params.get('group'));
  const invitationId = idParam(params.get('invitation'));
  const tab: Tab =
    groupId !== null
      ? 'groups'
      : conversationId !== null
        ? 'direct'
        : params.get('tab') === 'groups'
          ? 'groups'
          : 'direct';
  const selectedId = tab === 'groups' ? groupId : conversationId;

  const unread = useUnreadCounts();
  const conversations = useConversations();
  const groups = useGroups();
  const [dialog, setDialog] = useState<'conversation' | 'group' | 'members' | null>(null);
  useDialogsDownloaded();

  const openConversation = (id: number) => setParams({ conversation: String(id) });
  const openGroup = (id: number) => setParams({ group: String(id) });
  const select = (conversation: Conversation) =>
    conversation.kind === 'group' ? openGroup(conversation.id) : openConversation(conversation.id);
  const backToList = () => setParams(tab === 'groups' ? { tab: 'groups' } : {});
  const changeTab = (value: string) =>
    setParams(value === 'groups' ? { tab: 'groups' } : {}, { replace: true });

  const direct = conversations.data?.find((item) => item.id === conversationId);
  const group = groups.data?.find((item) => item.id === groupId);

  const list = (kind: Tab) => {
    const query = kind === 'groups' ? groups : conversations;
    const noun = kind === 'groups' ? 'groups' : 'conversations';
    if (query.isPending) return <ListSkeleton label={`Loading ${noun}`} rows={5} />;
    if (query.isError) {
      return (
        <ErrorState
          title={`Your ${noun} could not be loaded`}
          message={serverMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
          titleAs="h2"
        />
      );
    }
    const items = query.data ?? [];
    if (items.length === 0) {
      // The tab's own "New message" / "New group" button, right above, starts one: not repeated.
      return kind === 'groups' ? (
        <EmptyState
          titleAs="h2"
          title="No groups yet"
          description="Start a group to talk with several people at once: your hiring team, or talent on one project."
        />
      ) : (
        <EmptyState
          titleAs="h2"
          title={NO_CONVERSATIONS.title}
          description={NO_CONVERSATIONS.description}
        />
      );
    }
    return (
      <ConversationList
        conversations={items}
        selectedId={selectedId}
        currentUserId={user?.id}
        onSelect={select}
        label={kind === 'groups' ? 'Groups' : 'Conversations'}
      />
    );
  };

  return (
    <Page>
      <PageHeader {...MESSAGES_HEADING} />
      <div className="grid grid-cols-1 gap-4 md:h-[calc(100dvh-13rem)] md:min-h-[28rem] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <div
          className={cn('flex min-w-0 min-h-0 flex-col', selectedId !== null && 'hidden md:flex')}
        >
          <ConnectedGroupInvitations
            className="mb-4"
            highlightedId={invitationId}
            onAccepted={(joined) => openGroup(joined.id)}
          />
          <Tabs value={tab} onValueChange={changeTab} className="min-h-0 flex-1 gap-3">
            <TabsList aria-label="Conversation type" className="w-full">
              <TabsTrigger value="direct">
                <TabLabel label="Direct" unread={unread.data?.directMessages.unreadCount ?? 0} />
              </TabsTrigger>
              <TabsTrigger value="groups">
                <TabLabel label="Groups" unread={unread.data?.groups.unreadCount ?? 0} />
              </TabsTrigger>
            </TabsList>
            <TabsContent value="direct" className="flex min-h-0 flex-1 flex-col gap-3">
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() => setDialog('conversation')}
              >
                New message
              </Button>
              <div className="min-h-0 flex-1 overflow-y-auto">{list('direct')}</div>
            </TabsContent>
            <TabsContent value="groups" className="flex min-h-0 flex-1 flex-col gap-3">
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() => setDialog('group')}
              >
                New group
              </Button>
              <div className="min-h-0 flex-1 overflow-y-auto">{list('groups')}</div>
            </TabsContent>
          </Tabs>
        </div>

        <div
          className={cn(
            'h-[calc(100dvh-11rem)] min-h-[22rem] min-w-0 rounded-lg border border-border bg-card p-3 text-card-foreground md:h-auto md:min-h-0',
            selectedId === null && 'hidden md:block',
          )}
        >
          {tab === 'direct' && conversationId !== null ? (
            <ConversationThread
              key={`direct-${conversationId}`}
              conversationId={conversationId}
              title={direct?.participant.name ?? 'Conversation'}
              closedNotice={direct?.closed ? CONVERSATION_CLOSED_MESSAGE : undefined}
              subtitle={
                direct && !direct.closed ? (
                  <AppLink
                    href={
                      direct.participant.role === 'talent'
                        ? `/talent/${direct.participant.id}`
                        : `/profile/${direct.participant.id}`
                    }
                    className="underline-offset-4 hover:underline"
                  >
                    View profile
                  </AppLink>
                ) : null
              }
              unreadCount={direct?.unreadCount}
              onBack={backToList}
              backLabel="Back to conversations"
            />
          ) : tab === 'groups' && groupId !== null ? (
            <ConversationThread
              key={`group-${groupId}`}
              conversationId={groupId}
              title={group?.name ?? 'Group'}
              subtitle={
                group
                  ? `${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}`
                  : null
              }
              actions={
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setDialog('members')}
                >
                  Members
                </Button>
              }
              unreadCount={group?.unreadCount}
              onBack={backToList}
              backLabel="Back to groups"
            />
          ) : (
            <EmptyState
              className="h-full border-none"
              title={tab === 'groups' ? 'Choose a group' : 'Choose a conversation'}
              description={
                tab === 'groups'
                  ? 'Pick a group on the left to read and write its messages.'
                  : 'Pick a conversation on the left, or start a new one.'
              }
            />
          )}
        </div>
      </div>

      <Suspense fallback={null}>
        {dialog === 'conversation' ? (
          <NewConversationDialog
            open
            onOpenChange={(open) => setDialog(open ? 'conversation' : null)}
            onOpened={(id) => {
              setDialog(null);
              openConversation(id);
            }}
          />
        ) : null}
        {dialog === 'group' ? (
          <NewGroupDialog
            open
            onOpenChange={(open) => setDialog(open ? 'group' : null)}
            onCreated={(id) => {
              setDialog(null);
              openGroup(id);
            }}
          />
        ) : null}
        {groupId !== null && dialog === 'members' ? (
          <GroupMembersDialog
            groupId={groupId}
            open
            onOpenChange={(open) => setDialog(open ? 'members' : null)}
            onLeft={() => {
              setDialog(null);
              setParams({ tab: 'groups' });
            }}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}
