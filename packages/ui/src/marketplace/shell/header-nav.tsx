import type { AccountType } from '@hireloop/sdk';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { NAV_ICONS } from './nav-icons';
import { isActivePath, showAll, topNav, type NavItem } from './navigation';
import { defaultRenderLink, type NavigateHandler, type RenderLink } from './render-link';
import { SHELL_TEXTS } from '../../labels';

export const headerNavVariants = /* @__PURE__ */ cva('', {
  variants: {
    orientation: {
      /** In the header: a row that scrolls sideways when the window is narrow. */
      horizontal: 'overflow-x-auto [&>ul]:flex-row [&>ul]:items-center [&>ul]:p-1',
      /** In the mobile menu: a column like the primary nav. */
      vertical: '[&>ul]:flex-col',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export type HeaderNavProps = Omit<ComponentProps<'nav'>, 'children'> &
  VariantProps<typeof headerNavVariants> & {
    /** Whose links to show (SPEC §2 top nav). */
    accountType: AccountType;
    /** The page shown now; its link gets `aria-current="page"`. */
    currentPath?: string;
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

/** The top nav of SPEC §2: `topNav`'s links for the account type, in SPEC's order. */
export function HeaderNav({
  accountType,
  currentPath,
  renderLink = defaultRenderLink,
  onNavigate,
  showNavItem = showAll,
  orientation,
  className,
  ...props
}: HeaderNavProps) {
  return (
    <nav
      data-slot="header-nav"
      data-orientation={orientation ?? 'horizontal'}
      aria-label={SHELL_TEXTS.topNav}
      className={cn(headerNavVariants({ orientation }), className)}
      {...props}
    >
      <ul className="flex gap-1">
        {topNav(accountType)
          .filter(showNavItem)
          .map((item) => {
            const Icon = NAV_ICONS[item.id];
            return (
              <li key={item.id} className="shrink-0">
                {renderLink({
                  href: item.href,
                  'aria-current': isActivePath(currentPath, item.href) ? 'page' : undefined,
                  onClick: onNavigate ? (event) => onNavigate(item.href, event) : undefined,
                  className:
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0',
                  children: (
                    <>
                      {orientation === 'vertical' ? <Icon aria-hidden="true" /> : null}
                      <span>{item.label}</span>
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
