import { ArrowLeftRightIcon, LogOutIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../overlays/dropdown-menu';
import { NAV_ICONS } from './nav-icons';
import { ACCOUNT_MENU_NAV, showAll, switchTarget } from './navigation';
import { defaultRenderLink } from './render-link';
import { SHELL_TEXTS } from '../../labels';
import {
  accountMenuTriggerClass,
  AccountMenuTriggerFace,
  type AccountMenuProps,
} from './account-menu-trigger';

export type AccountMenuDropdownProps = AccountMenuProps & {
  /** Open at once: the stand-in trigger was pressed while this module loaded. */
  initialOpen?: boolean;
  /** Opened from the keyboard: the first item takes the focus, as Radix does for its trigger. */
  focusFirstItem?: boolean;
  /** The stand-in trigger had the focus: the real one takes it over. */
  focusTrigger?: boolean;
};

/**
 * The account menu's Radix dropdown (see AccountMenu, which loads this module on first use):
 * Library, Profile, Settings, Subscription, the switch to the other account, and `TEXTS.shell.logOut`.
 */
export function AccountMenuDropdown({
  accountType,
  name,
  image,
  onSwitchAccount,
  onLogout,
  renderLink = defaultRenderLink,
  onNavigate,
  showNavItem = showAll,
  initialOpen = false,
  focusFirstItem = false,
  focusTrigger = false,
  className,
  ...props
}: AccountMenuDropdownProps) {
  const target = switchTarget(accountType);
  // Controlled, so a link closes the menu even when the router's link prevents the click's
  // default (Radix then skips its own select-and-close).
  const [open, setOpen] = useState(initialOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [takeFocus] = useState(focusTrigger && !initialOpen);
  const firstItemFocus = useRef(focusFirstItem);
  useLayoutEffect(() => {
    if (takeFocus) triggerRef.current?.focus();
  }, [takeFocus]);
  useEffect(() => {
    // After Radix has focused the menu on open (its effects run before this one).
    if (!open || !firstItemFocus.current) return;
    firstItemFocus.current = false;
    contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={accountMenuTriggerClass(className)}
        {...props}
      >
        <AccountMenuTriggerFace name={name} image={image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={contentRef} align="end" className="w-56">
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
