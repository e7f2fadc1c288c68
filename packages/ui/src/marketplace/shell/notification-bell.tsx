import { BellIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/button';
import {
  defaultRenderLink,
  type NavigateHandler,
  type RenderLink,
  type RenderLinkProps,
} from './render-link';
import { SHELL_TEXTS } from '../../labels';

export type NotificationBellProps = Omit<RenderLinkProps, 'href' | 'children'> & {
  /** How many notifications are unread; above 0 the dot shows at every size. @default 0 */
  unreadCount?: number;
  /**
   * Whether there is any notification, read or not; on mobile (below `md`) the dot shows then too.
   * @default unreadCount > 0
   */
  hasNotifications?: boolean;
  /** Where the bell leads. @default '/notifications' */
  href?: string;
  /** Renders the link (your router's link). @default a plain `<a href>` */
  renderLink?: RenderLink;
  /** Called when the bell is clicked. */
  onNavigate?: NavigateHandler;
};

/**
 * The notifications bell of SPEC §2: "shows a dot when any notification is unread. On mobile a dot
 * shows when there is any notification." One dot, visible at every size while something is unread
 * and only below `md` when every notification is read. Named "Notifications (3 unread)".
 */
export function NotificationBell({
  unreadCount = 0,
  hasNotifications,
  href = '/notifications',
  renderLink = defaultRenderLink,
  onNavigate,
  className,
  onClick,
  ...props
}: NotificationBellProps) {
  const hasUnread = unreadCount > 0;
  const hasAny = hasNotifications ?? hasUnread;
  const dot = hasUnread ? 'unread' : hasAny ? 'any' : 'none';
  return renderLink({
    ...props,
    href,
    'aria-label': hasUnread
      ? SHELL_TEXTS.notificationsUnread(unreadCount)
      : SHELL_TEXTS.notifications,
    'data-slot': 'notification-bell',
    'data-dot': dot,
    className: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className),
    onClick: (event) => {
      onClick?.(event);
      onNavigate?.(href, event);
    },
    children: (
      <>
        <BellIcon aria-hidden="true" />
        {dot === 'none' ? null : (
          <span
            data-slot="notification-dot"
            aria-hidden="true"
            className={cn(
              'absolute top-1.5 right-1.5 size-2.5 rounded-full bg-destructive ring-2 ring-background',
              dot === 'any' && 'md:hidden',
            )}
          />
        )}
      </>
    ),
  });
}
