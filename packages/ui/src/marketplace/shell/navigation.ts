import type { AccountType } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';

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

/** The routes of SPEC §2 ("Screens and routes") with the shell's labels (`TEXTS.nav`, "App shell"). */
// Built by a pure call: the labels are read from TEXTS, and a bundler drops the table unread.
export const NAV_ITEMS = /* @__PURE__ */ (() =>
  ({
    home: { id: 'home', label: TEXTS.nav.home, href: '/' },
    messages: { id: 'messages', label: TEXTS.nav.messages, href: '/messages' },
    saved: { id: 'saved', label: TEXTS.nav.saved, href: '/saved' },
    events: { id: 'events', label: TEXTS.nav.events, href: '/events' },
    marketplace: { id: 'marketplace', label: TEXTS.nav.marketplace, href: '/marketplace' },
    team: { id: 'team', label: TEXTS.nav.team, href: '/team' },
    opportunities: { id: 'opportunities', label: TEXTS.nav.opportunities, href: '/opportunities' },
    'bid-manager': { id: 'bid-manager', label: TEXTS.nav.bidManager, href: '/bid-manager' },
    explorer: { id: 'explorer', label: TEXTS.nav.explorer, href: '/explorer' },
    collectives: { id: 'collectives', label: TEXTS.nav.collectives, href: '/collective' },
    skills: { id: 'skills', label: TEXTS.nav.skills, href: '/skills' },
    insights: { id: 'insights', label: TEXTS.nav.insights, href: '/insights' },
    requests: { id: 'requests', label: TEXTS.nav.requests, href: '/requests' },
    library: { id: 'library', label: TEXTS.nav.library, href: '/library' },
    profile: { id: 'profile', label: TEXTS.nav.profile, href: '/profile' },
    settings: { id: 'settings', label: TEXTS.nav.settings, href: '/settings' },
    subscription: { id: 'subscription', label: TEXTS.nav.subscription, href: '/subscription' },
  }) as const satisfies { readonly [Id in NavItemId]: NavItem & { readonly id: Id } })();

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
