import type { AccountType } from '@hireloop/sdk';
import type { ComponentProps } from 'react';
import { SHELL_TEXTS } from '../../labels';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { buttonVariants } from '../../primitives/button';
import type { NavItem } from './navigation';
import type { NavigateHandler, RenderLink } from './render-link';

// The account menu's props and trigger, shared by the stand-in (account-menu.tsx) and the
// lazily loaded Radix menu (account-menu-dropdown.tsx), so neither imports the other.

export type AccountMenuProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Which account the user acts as now; the menu offers to switch to the other one. */
  accountType: AccountType;
  /** The user's name: the trigger's avatar initials and the menu's heading. */
  name?: string;
  /** The image on the trigger (the talent's profile image or the company logo). */
  image?: string | null;
  /** Called with the account type to switch to. */
  onSwitchAccount: (accountType: AccountType) => void;
  /** Called when `TEXTS.shell.logOut` is chosen. */
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

/** The trigger's look, shared by the stand-in and the Radix trigger. */
export const accountMenuTriggerClass = (className?: string) =>
  cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'rounded-full', className);

/** The trigger's content: the avatar, and the name "Account menu" for assistive technology. */
export function AccountMenuTriggerFace({ name, image }: { name?: string; image?: string | null }) {
  return (
    <>
      <GeneratedAvatar name={name ?? ''} src={image} alt="" />
      <span className="sr-only">{SHELL_TEXTS.accountMenu}</span>
    </>
  );
}
