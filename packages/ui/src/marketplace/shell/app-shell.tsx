import type { AccountType } from '@hireloop/sdk';
import { MenuIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { Button } from '../../primitives/button';
import { AccountMenu } from './account-menu';
import { HeaderNav } from './header-nav';
import { JobRequestButton } from './job-request-button';
import { NotificationBell } from './notification-bell';
import type { NavItem } from './navigation';
import { ProfileCard, type ProfileCardInfo } from './profile-card';
import { defaultRenderLink, type NavigateHandler, type RenderLink } from './render-link';
import { SHELL_TEXTS } from '../../labels';
import { SidebarNav } from './sidebar-nav';
import { UpgradeButton } from './upgrade-button';

const mobileMenuModule = /* @__PURE__ */ lazyModule(() => import('./mobile-menu'));

export type AppShellProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Which account the user acts as now: picks the navs, the buttons and the profile card. */
  accountType: AccountType;
  /** The signed-in user's name, image and company, for the profile card and the account menu. */
  profile: ProfileCardInfo;
  /** Unread direct and group messages: the badge beside Messages. @default 0 */
  unreadMessages?: number;
  /** Unread notifications: the bell's dot at every size. @default 0 */
  unreadNotifications?: number;
  /** Whether there is any notification: the bell's dot on mobile. @default unreadNotifications > 0 */
  hasNotifications?: boolean;
  /** Whether the active account has an active subscription: hides the upgrade button. */
  hasActiveSubscription: boolean;
  /** The page shown now; its links get `aria-current="page"`. */
  currentPath?: string;
  /** Renders every link of the shell (your router's link). @default a plain `<a href>` */
  renderLink?: RenderLink;
  /** `TEXTS.shell.upgrade.talent` (talent) or `TEXTS.shell.upgrade.employer` (employer) was clicked. */
  onUpgrade: () => void;
  /** The employer's `TEXTS.shell.jobRequest` button was clicked. */
  onJobRequest: () => void;
  /** `TEXTS.shell.switchTo.talent` or `TEXTS.shell.switchTo.employer` was chosen, with the type to switch to. */
  onSwitchAccount: (accountType: AccountType) => void;
  /** `TEXTS.shell.logOut` was chosen. */
  onLogout: () => void;
  /** A link of the shell was clicked (the mobile menu has closed already). */
  onNavigate?: NavigateHandler;
  /**
   * Which nav links (sidebar, top nav, account menu) to show; the others are left out, e.g. pages
   * an app has not built yet: `(item) => routeExists(item.href)`. @default every SPEC §2 item
   */
  showNavItem?: (item: NavItem) => boolean;
  /**
   * Shown in the header beside the account menu from `sm` up, e.g. the employer's company
   * switcher (issue 16). @default nothing
   */
  accountExtra?: ReactNode;
  /** The page. */
  children: ReactNode;
};

/**
 * The app shell of SPEC §2: a sidebar from `md` up and a slide-out menu below it (opened by the
 * "Open menu" button), a header with the top nav, the employer's `TEXTS.shell.jobRequest` button, the
 * notifications bell and the account menu, and the page in the one `main` landmark. A "Skip to
 * content" link comes first. Router-agnostic: links render through `renderLink`.
 */
export function AppShell({
  accountType,
  profile,
  unreadMessages = 0,
  unreadNotifications = 0,
  hasNotifications,
  hasActiveSubscription,
  currentPath,
  renderLink = defaultRenderLink,
  onUpgrade,
  onJobRequest,
  onSwitchAccount,
  onLogout,
  onNavigate,
  showNavItem,
  accountExtra,
  className,
  children,
  ...props
}: AppShellProps) {
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The slide-out menu's code (a Radix dialog) loads on first use: hovering or focusing "Open
  // menu" starts the download; pressing it opens the menu once it has arrived.
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const menuWanted = useRef(false);
  const [mobileMenu, prepareMenu] = useLazyModule(mobileMenuModule, menuTrigger);
  useEffect(() => {
    if (mobileMenu && menuWanted.current) setMenuOpen(true);
  }, [mobileMenu]);
  const navigateFromMenu: NavigateHandler = (href, event) => {
    setMenuOpen(false);
    onNavigate?.(href, event);
  };
  const links = { accountType, currentPath, renderLink, showNavItem };
  const image = accountType === 'talent' ? profile.profileImage : profile.companyLogo;

  return (
    <div
      data-slot="app-shell"
      data-account-type={accountType}
      className={cn('flex min-h-svh bg-background text-foreground', className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus the page directly: a fragment link would change the route under a hash router
          // or a <base href>.
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground outline-none focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {SHELL_TEXTS.skipToContent}
      </a>

      <aside
        data-slot="app-shell-sidebar"
        aria-label={SHELL_TEXTS.sidebar}
        className="sticky top-0 hidden h-svh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-r border-border bg-sidebar p-4 text-sidebar-foreground md:flex"
      >
        <ProfileCard
          accountType={accountType}
          {...profile}
          renderLink={renderLink}
          onNavigate={onNavigate}
        />
        <SidebarNav
          {...links}
          unreadMessages={unreadMessages}
          onNavigate={onNavigate}
          className="flex-1"
        />
        <UpgradeButton
          accountType={accountType}
          hasActiveSubscription={hasActiveSubscription}
          onClick={onUpgrade}
        />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="app-shell-header"
          className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background px-2 md:px-4"
        >
          <Button
            ref={menuTrigger}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={SHELL_TEXTS.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={prepareMenu}
            onFocus={prepareMenu}
            onClick={() => {
              menuWanted.current = true;
              if (mobileMenu) setMenuOpen(true);
              else prepareMenu();
            }}
          >
            <MenuIcon aria-hidden="true" />
          </Button>
          {mobileMenu && (
            <mobileMenu.MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              triggerRef={menuTrigger}
              accountType={accountType}
              profile={profile}
              unreadMessages={unreadMessages}
              hasActiveSubscription={hasActiveSubscription}
              currentPath={currentPath}
              renderLink={renderLink}
              showNavItem={showNavItem}
              onNavigate={navigateFromMenu}
              onUpgrade={() => {
                setMenuOpen(false);
                onUpgrade();
              }}
            />
          )}

          <HeaderNav
            {...links}
            onNavigate={onNavigate}
            className="hidden min-w-0 flex-1 md:block"
          />

          <div className="ml-auto flex shrink-0 items-center gap-2">
            <JobRequestButton accountType={accountType} onClick={onJobRequest} />
            <NotificationBell
              unreadCount={unreadNotifications}
              hasNotifications={hasNotifications}
              renderLink={renderLink}
              onNavigate={onNavigate}
            />
            {accountExtra ? <div className="hidden sm:block">{accountExtra}</div> : null}
            <AccountMenu
              accountType={accountType}
              name={profile.name}
              image={image}
              onSwitchAccount={onSwitchAccount}
              onLogout={onLogout}
              renderLink={renderLink}
              onNavigate={onNavigate}
              showNavItem={showNavItem}
            />
          </div>
        </header>

        <main ref={mainRef} id={mainId} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
