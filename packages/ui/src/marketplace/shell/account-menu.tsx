import { useRef } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import {
  accountMenuTriggerClass,
  AccountMenuTriggerFace,
  type AccountMenuProps,
} from './account-menu-trigger';

export type { AccountMenuProps };

// The dropdown (Radix Menu, its positioning and focus management) loads on first use: hover or
// focus starts the download, a press opens the menu as soon as it has arrived.
const dropdown = /* @__PURE__ */ lazyModule(() => import('./account-menu-dropdown'));

/**
 * The account menu of SPEC §2: Library, Profile, Settings, Subscription, the switch to the other
 * account (`TEXTS.shell.switchTo.employer` while acting as talent, `TEXTS.shell.switchTo.talent` while acting as an
 * employer), and `TEXTS.shell.logOut`. The trigger is the user's avatar, named "Account menu". The menu's code
 * is loaded when the trigger is first hovered, focused or pressed.
 */
export function AccountMenu(props: AccountMenuProps) {
  const standIn = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ keyboard: boolean } | null>(null);
  const [module, prepare, hadFocus] = useLazyModule(dropdown, standIn);
  if (module) {
    return (
      <module.AccountMenuDropdown
        {...props}
        initialOpen={pressed.current !== null}
        focusFirstItem={pressed.current?.keyboard ?? false}
        focusTrigger={hadFocus}
      />
    );
  }
  const {
    accountType: _accountType,
    name,
    image,
    onSwitchAccount: _onSwitchAccount,
    onLogout: _onLogout,
    renderLink: _renderLink,
    onNavigate: _onNavigate,
    showNavItem: _showNavItem,
    className,
    ...buttonProps
  } = props;
  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={accountMenuTriggerClass(className)}
      {...buttonProps}
      onPointerEnter={(event) => {
        buttonProps.onPointerEnter?.(event);
        prepare();
      }}
      onFocus={(event) => {
        buttonProps.onFocus?.(event);
        prepare();
      }}
      onPointerDown={(event) => {
        buttonProps.onPointerDown?.(event);
        // Radix opens its menu on the press, not the click. The code can arrive between the two,
        // and then this button is already replaced when the click comes: the press is what counts.
        if (event.button === 0 && !event.ctrlKey) pressed.current = { keyboard: false };
        prepare();
      }}
      onClick={(event) => {
        buttonProps.onClick?.(event);
        // A click from Enter or Space has no pointer position (detail 0).
        if (event.detail === 0) pressed.current = { keyboard: true };
        else pressed.current ??= { keyboard: false };
        prepare();
      }}
    >
      <AccountMenuTriggerFace name={name} image={image} />
    </button>
  );
}
