import type { AccountType } from '@hireloop/sdk';
import type { RefObject } from 'react';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../overlays/sheet';
import { HeaderNav } from './header-nav';
import type { NavItem } from './navigation';
import { ProfileCard, type ProfileCardInfo } from './profile-card';
import type { NavigateHandler, RenderLink } from './render-link';
import { SHELL_TEXTS } from '../../labels';
import { SidebarNav } from './sidebar-nav';
import { UpgradeButton } from './upgrade-button';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Open menu" button: the focus goes back to it when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  accountType: AccountType;
  profile: ProfileCardInfo;
  unreadMessages: number;
  hasActiveSubscription: boolean;
  currentPath?: string;
  renderLink: RenderLink;
  showNavItem?: (item: NavItem) => boolean;
  /** A link was followed (the menu has closed already). */
  onNavigate: NavigateHandler;
  /** The upgrade button was pressed (the menu has closed already). */
  onUpgrade: () => void;
}

/**
 * The app shell's slide-out menu below `md` (see AppShell, which loads this module on first use):
 * the profile card, the sidebar's and the header's navs and the upgrade button, in a Sheet.
 */
export function MobileMenu({
  open,
  onOpenChange,
  triggerRef,
  accountType,
  profile,
  unreadMessages,
  hasActiveSubscription,
  currentPath,
  renderLink,
  showNavItem,
  onNavigate,
  onUpgrade,
}: MobileMenuProps) {
  const links = { accountType, currentPath, renderLink, showNavItem };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="flex w-72 flex-col gap-4 overflow-y-auto bg-sidebar p-4 text-sidebar-foreground"
        onCloseAutoFocus={(event) => {
          // The trigger is AppShell's own button, not a Radix trigger: give it the focus back.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader className="p-0 pr-12">
          <SheetTitle>{SHELL_TEXTS.menuTitle}</SheetTitle>
          <SheetDescription className="sr-only">{SHELL_TEXTS.menuDescription}</SheetDescription>
        </SheetHeader>
        <ProfileCard
          accountType={accountType}
          {...profile}
          renderLink={renderLink}
          onNavigate={onNavigate}
        />
        <SidebarNav {...links} unreadMessages={unreadMessages} onNavigate={onNavigate} />
        <HeaderNav {...links} orientation="vertical" onNavigate={onNavigate} />
        <UpgradeButton
          accountType={accountType}
          hasActiveSubscription={hasActiveSubscription}
          onClick={onUpgrade}
        />
      </SheetContent>
    </Sheet>
  );
}
