/**
 * The route table (SPEC §2): every page the app ships, its access and its lazily loaded chunk.
 * One list serves the router (lazy routes), the background prefetch after load and the 80 ms hover
 * prefetch (SPEC §9).
 */
import type { ComponentType } from 'react';
import { matchPath } from '../lib/router';
import { preloadable, type Preloadable } from '../lib/preloadable';

export type Access = 'public' | 'user' | 'admin';

export interface PageModule {
  default: ComponentType;
}

interface RouteDefinition {
  path: string;
  access: Access;
  /** The page's module under src/pages, without the extension: it names the page's chunk. */
  page: string;
  /**
   * Modules under src/pages the page itself loads lazily as it renders, named as `page` is: the
   * prefetch downloads them with the page's chunk.
   */
  parts?: readonly string[];
}

export interface PageRoute extends RouteDefinition {
  /** Loads (downloads and runs) the page's chunk. */
  load: () => Promise<PageModule>;
  /** The page: rendered at once when its chunk is loaded, lazily (suspending) otherwise. */
  Page: Preloadable<object>;
}

// Every page module, each a lazily imported chunk of its own.
const pageModules = import.meta.glob<PageModule>('../pages/*/*Page.tsx');

const definitions: readonly RouteDefinition[] = [
  // Public (SPEC §2)
  { path: '/auth', access: 'public', page: 'auth/AuthPage' },
  { path: '/forgot-password', access: 'public', page: 'auth/ForgotPasswordPage' },
  { path: '/reset-password', access: 'public', page: 'auth/ResetPasswordPage' },
  { path: '/waitlist-demo', access: 'public', page: 'waitlist/WaitlistDemoPage' },
  // An invite link (issue 16): signed out it asks to sign in or register, then comes back.
  { path: '/team/invites/:token', access: 'public', page: 'team/InviteAcceptPage' },
  // Signed in
  // A home per account type, each a chunk of its own (pages/home/homes.ts).
  {
    path: '/',
    access: 'user',
    page: 'home/HomePage',
    parts: ['home/EmployerHome', 'home/TalentHome'],
  },
  { path: '/onboarding', access: 'user', page: 'onboarding/OnboardingPage' },
  { path: '/opportunities', access: 'user', page: 'opportunities/OpportunitiesPage' },
  { path: '/requests', access: 'user', page: 'requests/RequestsPage' },
  { path: '/explorer', access: 'user', page: 'talent/ExplorerPage' },
  { path: '/talent/:id', access: 'user', page: 'talent/TalentPage' },
  { path: '/profile/:id?', access: 'user', page: 'profile/ProfilePage' },
  { path: '/bid-manager', access: 'user', page: 'bids/BidManagerPage' },
  { path: '/messages', access: 'user', page: 'messages/MessagesPage' },
  { path: '/notifications', access: 'user', page: 'notifications/NotificationsPage' },
  { path: '/saved', access: 'user', page: 'saved/SavedPage' },
  { path: '/settings', access: 'user', page: 'settings/SettingsPage' },
  { path: '/team', access: 'user', page: 'team/TeamPage' },
  // Issue 17: collectives (the id or the slug).
  { path: '/collective', access: 'user', page: 'collectives/CollectivesPage' },
  { path: '/collective/:id', access: 'user', page: 'collectives/CollectivePage' },
  { path: '/insights', access: 'user', page: 'insights/InsightsPage' },
  { path: '/job-checkins', access: 'user', page: 'checkins/JobCheckinsPage' },
  { path: '/career-feed', access: 'user', page: 'feed/CareerFeedPage' },
  { path: '/events', access: 'user', page: 'events/EventsPage' },
  { path: '/events/:id', access: 'user', page: 'events/EventPage' },
  // Issue 18: the library (in the account menu) and one resource.
  { path: '/library', access: 'user', page: 'library/LibraryPage' },
  { path: '/library/:id', access: 'user', page: 'library/LibraryResourcePage' },
  // Issue 18: the services marketplace (a new service before `:id`, which it would match too).
  { path: '/marketplace', access: 'user', page: 'marketplace/MarketplacePage' },
  { path: '/marketplace/services/new', access: 'user', page: 'marketplace/NewServicePage' },
  { path: '/marketplace/services/:id', access: 'user', page: 'marketplace/ServicePage' },
  { path: '/marketplace/orders/:id', access: 'user', page: 'marketplace/OrderPage' },
  // Issue 18: verification (a mailed link lands here with `?token=`).
  { path: '/verification', access: 'user', page: 'verification/VerificationPage' },
  { path: '/subscription', access: 'user', page: 'subscription/SubscriptionPage' },
  { path: '/checkout', access: 'user', page: 'subscription/CheckoutPage' },
  { path: '/payment-success', access: 'user', page: 'subscription/PaymentSuccessPage' },
  { path: '/skills', access: 'user', page: 'skills/SkillsPage' },
  { path: '/skills/:id', access: 'user', page: 'skills/SkillPage' },
  { path: '/waitlist-test', access: 'user', page: 'waitlist/WaitlistTestPage' },
  { path: '/test-saved-items', access: 'user', page: 'saved/TestSavedItemsPage' },
  // Admins only (others see the "not allowed" page)
  { path: '/admin', access: 'admin', page: 'admin/AdminPage' },
  { path: '/admin/messaging', access: 'admin', page: 'admin/AdminMessagingPage' },
  { path: '/admin/check-ins', access: 'admin', page: 'admin/AdminCheckinsPage' },
  { path: '/admin/career-feed', access: 'admin', page: 'admin/AdminCareerFeedPage' },
  { path: '/admin/library', access: 'admin', page: 'admin/AdminLibraryPage' },
  { path: '/admin/verification', access: 'admin', page: 'admin/AdminVerificationPage' },
  { path: '/admin/marketplace', access: 'admin', page: 'admin/AdminMarketplacePage' },
];

/** The name the build gives a route's chunk list (see vite.config.ts, chunkManifest). */
export const chunkKey = (route: Pick<RouteDefinition, 'page'>) => `pages/${route.page}`;

/** The chunk lists of the modules the route's page loads as it renders (`parts`). */
export const partKeys = (route: Pick<RouteDefinition, 'parts'>) =>
  (route.parts ?? []).map((page) => chunkKey({ page }));

/** One loader per page, shared by the router, the background prefetch and the hover prefetch. */
export const pageRoutes: readonly PageRoute[] = definitions.map((definition) => {
  const importPage = pageModules[`../pages/${definition.page}.tsx`];
  if (!importPage) throw new Error(`src/pages/${definition.page}.tsx does not exist`);
  const Page = preloadable(importPage, chunkKey(definition));
  return { ...definition, load: Page.load, Page };
});

/** The route a path belongs to (query string and hash ignored), or undefined (404). */
export function routeFor(href: string): PageRoute | undefined {
  const pathname = href.split(/[?#]/, 1)[0] || '/';
  return pageRoutes.find((route) => matchPath(route.path, pathname));
}
