import type { AccountType } from '@hireloop/sdk';
import { ArrowLeftRightIcon, LogOutIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../overlays/dropdown-menu';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { buttonVariants } from '../../primitives/button';
import { NAV_ICONS } from './nav-icons';
import { ACCOUNT_MENU_NAV, showAll, switchTarget, type NavItem } from './navigation';
import { defaultRenderLink, type NavigateHandler, type RenderLink } from './render-link';
import { SHELL_TEXTS } from './shell-texts';

export type AccountMenuProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Which account the user acts as now; the menu offers to switch to the other one. */
  accountType: AccountType;
  /** The user's name: the trigger's avatar initials and the menu's heading. */
  name?: string;
  /** The image on the trigger (the talent's profile image or the company logo). */
  image?: string | null;
  /** Called with the account type to switch to. */
  onSwitchAccount: (accountType: AccountType) => void;
  /** Called when "Log Out" is chosen. */
  onLogout: () => void;
  /** Renders the menu's links (your router's link). @default a plain `<a href>` */
  renderLink?: RenderLink;
  /** Called when a link of the menu is chosen. */
  onNavigate?: NavigateHandler;
  /**
   * Which links to show; the others are left out (an app that has not built a page yet passes
   * `(item) => routeExists(item.href)`). @default every SPEC §2 item
   */
  showNavItem?: (item: NavItem) => boolean;
};

/**
 * The account menu of SPEC §2: Library, Profile, Settings, Subscription, the switch to the other
 * account ("Switch to Employer" while acting as talent, "Switch to Talent" while acting as an
 * employer), and Log Out. The trigger is the user's avatar, named "Account menu".
 */
export function AccountMenu({
  accountType,
  name,
  image,
  onSwitchAccount,
  onLogout,
  renderLink = defaultRenderLink,
  onNavigate,
  showNavItem = showAll,
  className,
  ...props
}: AccountMenuProps) {
  const target = switchTarget(accountType);
  // Controlled, so a link closes the menu even when the router's link prevents the click's
  // default (Radix then skips its own select-and-close).
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'rounded-full',
          className,
        )}
        {...props}
      >
        <GeneratedAvatar name={name ?? ''} src={image} alt="" />
        <span className="sr-only">{SHELL_TEXTS.accountMenu}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {name ? <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel> : null}
        {name ? <DropdownMenuSeparator /> : null}
        <DropdownMenuGroup>
          {ACCOUNT_MENU_NAV.filter(showNavItem).map((item) => {
            const Icon = NAV_ICONS[item.id];
            return (
              <DropdownMenuItem key={item.id} asChild>
                {renderLink({
                  href: item.href,
                  onClick: (event) => {
                    setOpen(false);
                    onNavigate?.(item.href, event);
                  },
                  children: (
                    <>
                      <Icon aria-hidden="true" />
                      {item.label}
                    </>
                  ),
                })}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onSwitchAccount(target)}>
          <ArrowLeftRightIcon aria-hidden="true" />
          {SHELL_TEXTS.switchTo[target]}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOutIcon aria-hidden="true" />
          {SHELL_TEXTS.logOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
