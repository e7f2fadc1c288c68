import type { AccountType } from '@hireloop/sdk';
import { NAV_LABELS } from '@hireloop/sdk/constants';

/** Every destination the shell links to. */
export type NavItemId =
  | 'home'
  | 'messages'
  | 'saved'
  | 'events'
  | 'marketplace'
  | 'team'
  | 'opportunities'
  | 'bid-manager'
  | 'explorer'
  | 'collectives'
  | 'skills'
  | 'insights'
  | 'requests'
  | 'library'
  | 'profile'
  | 'settings'
  | 'subscription';

/** One link of the shell: a stable id (for icons and keys), its visible label and its route. */
export interface NavItem {
  readonly id: NavItemId;
  readonly label: string;
  readonly href: string;
}

/** The routes of SPEC §2 ("Screens and routes") with the shell's labels (`NAV_LABELS`, "App shell"). */
export const NAV_ITEMS = {
  home: { id: 'home', label: NAV_LABELS.home, href: '/' },
  messages: { id: 'messages', label: NAV_LABELS.messages, href: '/messages' },
  saved: { id: 'saved', label: NAV_LABELS.saved, href: '/saved' },
  events: { id: 'events', label: NAV_LABELS.events, href: '/events' },
  marketplace: { id: 'marketplace', label: NAV_LABELS.marketplace, href: '/marketplace' },
  team: { id: 'team', label: NAV_LABELS.team, href: '/team' },
  opportunities: { id: 'opportunities', label: NAV_LABELS.opportunities, href: '/opportunities' },
  'bid-manager': { id: 'bid-manager', label: NAV_LABELS.bidManager, href: '/bid-manager' },
  explorer: { id: 'explorer', label: NAV_LABELS.explorer, href: '/explorer' },
  collectives: { id: 'collectives', label: NAV_LABELS.collectives, href: '/collective' },
  skills: { id: 'skills', label: NAV_LABELS.skills, href: '/skills' },
  insights: { id: 'insights', label: NAV_LABELS.insights, href: '/insights' },
  requests: { id: 'requests', label: NAV_LABELS.requests, href: '/requests' },
  library: { id: 'library', label: NAV_LABELS.library, href: '/library' },
  profile: { id: 'profile', label: NAV_LABELS.profile, href: '/profile' },
  settings: { id: 'settings', label: NAV_LABELS.settings, href: '/settings' },
  subscription: { id: 'subscription', label: NAV_LABELS.subscription, href: '/subscription' },
} as const satisfies { readonly [Id in NavItemId]: NavItem & { readonly id: Id } };

const { home, messages, saved, events, marketplace, team } = NAV_ITEMS;

/**
 * SPEC §2: "Primary nav for everyone: Home (/), Messages (/messages, with an unread badge), Saved
 * (/saved). Talent additionally see Events and Marketplace. Employers additionally see Marketplace
 * and Team."
 */
const PRIMARY_NAV: { readonly [Type in AccountType]: readonly NavItem[] } = {
  talent: [home, messages, saved, events, marketplace],
  employer: [home, messages, saved, marketplace, team],
};

/**
 * SPEC §2's top nav for talent and for employers (labels in `TEXTS.nav`), in SPEC's order.
 */
const TOP_NAV: { readonly [Type in AccountType]: readonly NavItem[] } = {
  talent: [
    NAV_ITEMS.opportunities,
    NAV_ITEMS['bid-manager'],
    NAV_ITEMS.explorer,
    NAV_ITEMS.collectives,
    NAV_ITEMS.skills,
  ],
  employer: [
    NAV_ITEMS.explorer,
    NAV_ITEMS.skills,
    NAV_ITEMS['bid-manager'],
    NAV_ITEMS.events,
    NAV_ITEMS.insights,
    NAV_ITEMS.requests,
  ],
};

/** SPEC §2 "Account menu: Library, Profile, Settings, Subscription" (then `TEXTS.shell.logOut`, a button). */
export const ACCOUNT_MENU_NAV: readonly NavItem[] = [
  NAV_ITEMS.library,
  NAV_ITEMS.profile,
  NAV_ITEMS.settings,
  NAV_ITEMS.subscription,
];

/** The sidebar (and mobile menu) links for an account type, in SPEC §2's order. */
export function primaryNav(accountType: AccountType): readonly NavItem[] {
  return PRIMARY_NAV[accountType];
}

/** The header links for an account type, in SPEC §2's order. */
export function topNav(accountType: AccountType): readonly NavItem[] {
  return TOP_NAV[accountType];
}

/** The account type the account menu's "Switch to …" item switches to: the other one. */
export function switchTarget(accountType: AccountType): AccountType {
  return accountType === 'employer' ? 'talent' : 'employer';
}

/**
 * Whether `href` is the page at `currentPath` (query and hash ignored): Home only on `/` itself,
 * any other link also on its sub-pages (`/events/12` marks Events).
 */
export function isActivePath(currentPath: string | undefined, href: string): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.split(/[?#]/, 1)[0] || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** The default nav filter: every SPEC §2 item is shown. */
export const showAll = (_item: NavItem): boolean => true;
