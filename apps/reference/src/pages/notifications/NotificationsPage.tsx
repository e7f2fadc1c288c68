import { useNavigate, useSearchParams } from '../../lib/router';
import {
  serverMessage,
  useInfiniteNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@hireloop/hooks';
import type { Notification } from '@hireloop/sdk';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  ListSkeleton,
  NotificationList,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

type Filter = 'all' | 'unread';

/** Only routes of this app are followed (a notification's `link` is an app path, e.g. /bid-manager). */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * /notifications: every notification, newest first, page after page; all or unread only (kept in
 * the query string, `?filter=unread`). Opening one marks it read and follows its link; "Mark all
 * as read" clears the bell.
 */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const navigate = useNavigate();
  const summary = useNotifications();
  const unreadTotal = summary.data?.unreadCount ?? 0;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link && isAppPath(notification.link)) navigate(notification.link);
  };

  const mutationError = markRead.error ?? markAll.error;

  return (
    <Page>
      <PageHeader
        title="Notifications"
        description="New bids, bid updates, direct job requests, subscription changes and messages you have not seen."
      />
      <Tabs
        value={filter}
        onValueChange={(value) =>
          setParams(value === 'unread' ? { filter: 'unread' } : {}, { replace: true })
        }
        className="gap-4"
      >
        <TabsList aria-label="Show">
          <TabsTrigger value="all" className="px-4">
            All
          </TabsTrigger>
          <TabsTrigger value="unread" className="px-4">
            Unread
            {unreadTotal > 0 ? (
              <>
                <Badge aria-hidden="true" className="rounded-full px-1.5 py-0 text-xs">
                  {unreadTotal > 99 ? '99+' : unreadTotal}
                </Badge>
                <span className="sr-only">({unreadTotal})</span>
              </>
            ) : null}
          </TabsTrigger>
        </TabsList>
        {mutationError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(mutationError) ?? 'That change could not be saved. Please try again.'}
          </p>
        ) : null}
        <TabsContent value="all">
          {filter === 'all' ? (
            <NotificationPages
              filter="all"
              onOpen={open}
              onMarkRead={(notification) => markRead.mutate(notification.id)}
              onMarkAllRead={() => markAll.mutate()}
              markingAllRead={markAll.isPending}
              onShowAll={() => setParams({})}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="unread">
          {filter === 'unread' ? (
            <NotificationPages
              filter="unread"
              onOpen={open}
              onMarkRead={(notification) => markRead.mutate(notification.id)}
              onMarkAllRead={() => markAll.mutate()}
              markingAllRead={markAll.isPending}
              onShowAll={() => setParams({})}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </Page>
  );
}

interface NotificationPagesProps {
  filter: Filter;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  onShowAll: () => void;
}

function NotificationPages({ filter, onShowAll, ...actions }: NotificationPagesProps) {
  const pages = useInfiniteNotifications(filter === 'unread' ? { unreadOnly: true } : {});

  if (pages.isPending) return <ListSkeleton label="Loading notifications" rows={5} />;
  if (pages.isError) {
    return (
      <ErrorState
        title="Your notifications could not be loaded"
        message={serverMessage(pages.error)}
        onRetry={() => void pages.refetch()}
        retrying={pages.isRefetching}
      />
    );
  }
  const items = pages.data.pages.flatMap((page) => page?.items ?? []);
  if (filter === 'unread' && items.length === 0) {
    return (
      <EmptyState
        title="You're all caught up"
        description="No unread notifications. Everything you have received is under All."
        action={
          <Button type="button" variant="outline" onClick={onShowAll}>
            Show all notifications
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <NotificationList
        notifications={items}
        title={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
        {...actions}
      />
      {pages.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="self-center"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? <Spinner size="sm" aria-hidden="true" /> : null}
          Load older notifications
        </Button>
      ) : null}
    </div>
  );
}
