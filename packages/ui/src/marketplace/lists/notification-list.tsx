import type { Notification } from '@hireloop/sdk';
import type { NotificationType } from '@hireloop/sdk/schemas';
import {
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  CalendarMinus,
  CalendarX,
  CircleAlert,
  CircleOff,
  ClipboardCheck,
  ClipboardClock,
  ClipboardList,
  ClipboardPen,
  Bell,
  BellOff,
  Briefcase,
  Check,
  CheckCheck,
  Gavel,
  Megaphone,
  MessageCircle,
  MessageSquare,
  RefreshCw,
  Reply,
  ThumbsUp,
  Ticket,
  UserCheck,
  UserMinus,
  UserPlus,
  UserRoundPlus,
  UsersRound,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { EmptyState } from './empty-state';
import { formatListStamp } from './format-date';
import { NOTIFICATION_TYPE_LABELS } from '../../labels';

/** Designed: no notifications at all. */
export const NO_NOTIFICATIONS = {
  title: 'No notifications yet',
  description: 'Bids, direct job requests and new messages will show up here.',
} as const;

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  bid_received: Gavel,
  bid_status_changed: RefreshCw,
  direct_job_request: Briefcase,
  subscription_activated: BadgeCheck,
  new_message: MessageSquare,
  subscription_renewed: CalendarCheck,
  subscription_past_due: CircleAlert,
  subscription_canceled: CircleOff,
  group_invitation: UserPlus,
  checkin_due: ClipboardList,
  checkin_late: ClipboardClock,
  checkin_submitted: ClipboardCheck,
  checkin_reviewed: ClipboardPen,
  event_offered: Ticket,
  event_approved: CalendarCheck,
  event_cancelled: CalendarX,
  event_reminder: CalendarClock,
  event_message: Megaphone,
  event_declined: CalendarMinus,
  collective_invited: UsersRound,
  collective_requested: UserPlus,
  collective_approved: UserCheck,
  collective_role_changed: ShieldCheck,
  collective_removed: UserMinus,
  // Issue 18: verification (icons the list already loads)
  verification_approved: BadgeCheck,
  verification_rejected: CircleAlert,
  verification_expired: CircleOff,
  // Issue 18: services marketplace orders (icons the list already loads)
  order_paid: BadgeCheck,
  order_requirements: ClipboardList,
  order_delivered: CheckCheck,
  order_revision: RefreshCw,
  order_completed: Check,
  order_cancelled: CircleOff,
  order_disputed: CircleAlert,
  order_resolved: Gavel,
  order_reviewed: ThumbsUp,
  post_reaction: ThumbsUp,
  post_comment: MessageCircle,
  comment_reply: Reply,
  new_follower: UserRoundPlus,
};

export type NotificationListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The notifications, newest first. */
  notifications: readonly Notification[];
  /** Called by an unread notification's "Mark as read". */
  onMarkRead: (notification: Notification) => void;
  /** Called by "Mark all as read" (shown while any is unread). */
  onMarkAllRead: () => void;
  /** Called by a notification's title (e.g. go to its `link`); the title is a button when given. */
  onOpen?: (notification: Notification) => void;
  /** Disables "Mark all as read" while it runs. */
  markingAllRead?: boolean;
  /** The heading. @default 'Notifications' */
  title?: string;
};

/**
 * The notifications page: a heading with the unread count and "Mark all as read", then each
 * notification (type, title, text, time) with an unread dot and "Mark as read"; an empty state
 * when there are none.
 */
export function NotificationList({
  notifications,
  onMarkRead,
  onMarkAllRead,
  onOpen,
  markingAllRead = false,
  title = 'Notifications',
  className,
  ...props
}: NotificationListProps) {
  const headingId = useId();
  const unread = notifications.filter((notification) => !notification.read).length;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="notification-list"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-baseline gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {unread > 0 ? (
            <span className="text-sm text-muted-foreground" data-slot="notification-unread-count">
              {unread} unread
            </span>
          ) : null}
        </div>
        {unread > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={markingAllRead}
            onClick={onMarkAllRead}
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        ) : null}
      </header>
      {notifications.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title={NO_NOTIFICATIONS.title}
          description={NO_NOTIFICATIONS.description}
          titleAs="h3"
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card text-card-foreground">
          {notifications.map((notification) => {
            const Icon = TYPE_ICONS[notification.type] ?? Bell;
            return (
              <li
                key={notification.id}
                data-slot="notification"
                data-state={notification.read ? 'read' : 'unread'}
                className={cn('flex items-start gap-3 p-3', !notification.read && 'bg-accent')}
              >
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
                >
                  <Icon className="size-4" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p
                    className={cn(
                      'text-xs',
                      notification.read ? 'text-muted-foreground' : 'text-accent-foreground',
                    )}
                  >
                    {NOTIFICATION_TYPE_LABELS[notification.type]} ·{' '}
                    <time dateTime={notification.createdAt}>
                      {formatListStamp(notification.createdAt)}
                    </time>
                  </p>
                  <h3 className="flex items-center gap-2 text-sm font-semibold">
                    {notification.read ? null : (
                      <>
                        <span
                          aria-hidden="true"
                          className="size-2 shrink-0 rounded-full bg-primary"
                        />
                        <span className="sr-only">Unread: </span>
                      </>
                    )}
                    {onOpen ? (
                      <button
                        type="button"
                        onClick={() => onOpen(notification)}
                        className="rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {notification.title}
                      </button>
                    ) : (
                      notification.title
                    )}
                  </h3>
                  <p
                    className={cn(
                      'text-sm break-words whitespace-pre-wrap',
                      notification.read ? 'text-muted-foreground' : 'text-foreground',
                    )}
                  >
                    {notification.body}
                  </p>
                </div>
                {notification.read ? null : (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Mark as read: ${notification.title}`}
                    onClick={() => onMarkRead(notification)}
                    className="shrink-0"
                  >
                    <Check aria-hidden="true" />
                    <span className="hidden sm:inline">Mark as read</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
