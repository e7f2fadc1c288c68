// Exports of this folder, by name: the app shell of SPEC §2 and its parts.
export { AccountMenu } from './account-menu';
export { AppShell } from './app-shell';
export { HeaderNav, headerNavVariants } from './header-nav';
export { JobRequestButton } from './job-request-button';
export { NAV_ICONS } from './nav-icons';
export {
  ACCOUNT_MENU_NAV,
  NAV_ITEMS,
  isActivePath,
  primaryNav,
  switchTarget,
  topNav,
} from './navigation';
export { NotificationBell } from './notification-bell';
export { ProfileCard } from './profile-card';
export { defaultRenderLink } from './render-link';
export { SidebarNav } from './sidebar-nav';
export { StickyMessageBanner, stickyMessageVariants } from './sticky-message-banner';
export { UpgradeButton } from './upgrade-button';
export type { AccountMenuProps } from './account-menu';
export type { AppShellProps } from './app-shell';
export type { HeaderNavProps } from './header-nav';
export type { JobRequestButtonProps } from './job-request-button';
export type { NavItem, NavItemId } from './navigation';
export type { NotificationBellProps } from './notification-bell';
export type { ProfileCardInfo, ProfileCardProps } from './profile-card';
export type { NavigateHandler, RenderLink, RenderLinkProps } from './render-link';
export type { SidebarNavProps } from './sidebar-nav';
export type { StickyMessageBannerProps } from './sticky-message-banner';
export type { UpgradeButtonProps } from './upgrade-button';
