/**
 * The route table (SPEC §2): every page the app ships, its access and its lazily loaded chunk.
 * One list serves the router (lazy routes), the background prefetch after load and the 80 ms hover
 * prefetch (SPEC §9). SPEC routes whose features come in a later issue (/collective, /events,
 * /marketplace, /library, /insights, /career-feed, /team, /verification, /job-checkins,
 * /admin/check-ins) are deliberately absent: they show the 404 page until they are built.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

export type Access = 'public' | 'user' | 'admin';

export interface PageModule {
  default: ComponentType;
}

export interface PageRoute {
  path: string;
  access: Access;
  load: () => Promise<PageModule>;
}

export const pageRoutes: readonly PageRoute[] = [
  // Public (SPEC §2)
  { path: '/auth', access: 'public', load: () => import('../pages/auth/AuthPage') },
  {
    path: '/forgot-password',
    access: 'public',
    load: () => import('../pages/auth/ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    access: 'public',
    load: () => import('../pages/auth/ResetPasswordPage'),
  },
  {
    path: '/waitlist-demo',
    access: 'public',
    load: () => import('../pages/waitlist/WaitlistDemoPage'),
  },
  // Signed in
  { path: '/', access: 'user', load: () => import('../pages/home/HomePage') },
  { path: '/onboarding', access: 'user', load: () => import('../pages/onboarding/OnboardingPage') },
  {
    path: '/opportunities',
    access: 'user',
    load: () => import('../pages/opportunities/OpportunitiesPage'),
  },
  { path: '/requests', access: 'user', load: () => import('../pages/requests/RequestsPage') },
  { path: '/explorer', access: 'user', load: () => import('../pages/talent/ExplorerPage') },
  { path: '/talent/:id', access: 'user', load: () => import('../pages/talent/TalentPage') },
  { path: '/profile/:id?', access: 'user', load: () => import('../pages/profile/ProfilePage') },
  { path: '/bid-manager', access: 'user', load: () => import('../pages/bids/BidManagerPage') },
  { path: '/messages', access: 'user', load: () => import('../pages/messages/MessagesPage') },
  {
    path: '/notifications',
    access: 'user',
    load: () => import('../pages/notifications/NotificationsPage'),
  },
  { path: '/saved', access: 'user', load: () => import('../pages/saved/SavedPage') },
  { path: '/settings', access: 'user', load: () => import('../pages/settings/SettingsPage') },
  {
    path: '/subscription',
    access: 'user',
    load: () => import('../pages/subscription/SubscriptionPage'),
  },
  { path: '/checkout', access: 'user', load: () => import('../pages/subscription/CheckoutPage') },
  {
    path: '/payment-success',
    access: 'user',
    load: () => import('../pages/subscription/PaymentSuccessPage'),
  },
  { path: '/skills', access: 'user', load: () => import('../pages/skills/SkillsPage') },
  { path: '/skills/:id', access: 'user', load: () => import('../pages/skills/SkillPage') },
  {
    path: '/waitlist-test',
    access: 'user',
    load: () => import('../pages/waitlist/WaitlistTestPage'),
  },
  {
    path: '/test-saved-items',
    access: 'user',
    load: () => import('../pages/saved/TestSavedItemsPage'),
  },
  // Admins only (others see the "not allowed" page)
  { path: '/admin', access: 'admin', load: () => import('../pages/admin/AdminPage') },
  {
    path: '/admin/messaging',
    access: 'admin',
    load: () => import('../pages/admin/AdminMessagingPage'),
  },
];

/** The route a path belongs to (query string and hash ignored), or undefined (404). */
export function routeFor(href: string): PageRoute | undefined {
  const pathname = href.split(/[?#]/, 1)[0] || '/';
  return pageRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
