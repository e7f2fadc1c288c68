import type { AccountType } from '@hireloop/sdk';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { NAV_ICONS } from './nav-icons';
import { isActivePath, primaryNav, showAll, type NavItem } from './navigation';
import { defaultRenderLink, type NavigateHandler, type RenderLink } from './render-link';
import { SHELL_TEXTS } from '../../labels';

export type SidebarNavProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Whose links to show (SPEC §2 primary nav). */
  accountType: AccountType;
  /** The page shown now; its link gets `aria-current="page"`. */
  currentPath?: string;
  /** Unread direct and group messages; above 0 a badge shows beside Messages. @default 0 */
  unreadMessages?: number;
  /** Renders each link (your router's link). @default a plain `<a href>` */
  renderLink?: RenderLink;
  /** Called when a link is clicked. */
  onNavigate?: NavigateHandler;
  /**
   * Which links to show; the others are left out (an app that has not built a page yet passes
   * `(item) => routeExists(item.href)`). @default every SPEC §2 item
   */
  showNavItem?: (item: NavItem) => boolean;
};

/** Shows 1–99, then "99+". */
const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The primary nav of SPEC §2 as a vertical list (the desktop sidebar and the mobile menu): Home,
 * Messages with its unread badge, Saved, then Events and Marketplace (talent) or Marketplace and
 * Team (employers).
 */
export function SidebarNav({
  accountType,
  currentPath,
  unreadMessages = 0,
  renderLink = defaultRenderLink,
  onNavigate,
  showNavItem = showAll,
  className,
  ...props
}: SidebarNavProps) {
  return (
    <nav
      data-slot="sidebar-nav"
      aria-label={SHELL_TEXTS.primaryNav}
      className={cn('flex flex-col', className)}
      {...props}
    >
      <ul className="flex flex-col gap-1">
        {primaryNav(accountType)
          .filter(showNavItem)
          .map((item) => {
            const Icon = NAV_ICONS[item.id];
            const unread = item.id === 'messages' ? unreadMessages : 0;
            return (
              <li key={item.id}>
                {renderLink({
                  href: item.href,
                  'aria-current': isActivePath(currentPath, item.href) ? 'page' : undefined,
                  onClick: onNavigate ? (event) => onNavigate(item.href, event) : undefined,
                  className:
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0',
                  children: (
                    <>
                      <Icon aria-hidden="true" />
                      <span>{item.label}</span>
                      {unread > 0 ? (
                        <>
                          <Badge aria-hidden="true" className="ml-auto">
                            {badgeCount(unread)}
                          </Badge>
                          <span className="sr-only"> {SHELL_TEXTS.messagesUnread(unread)}</span>
                        </>
                      ) : null}
                    </>
                  ),
                })}
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
