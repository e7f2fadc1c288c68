import { Outlet, useLocation, useNavigate } from '../lib/router';
import { useAccount, useCheckoutReturn } from '@hireloop/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConnectedAppShell, ConnectedStickyMessageBanner, type NavItem } from '@hireloop/ui';
import { renderAppLink } from '../lib/AppLink';
import { useFirstPaint } from '../lib/firstPaint';
import { useWhenSettled } from '../lib/useWhenSettled';
import { FullPageSpinner } from './FullPageSpinner';
import { LazyModals, prefetchModals } from './LazyModals';
import type { AppOutletContext } from './outletContext';
import { invitePath, takePendingInvite } from '../pages/team/pendingInvite';
import { routeFor } from './routes';

// The live stream and the schemas it validates events with: a chunk loaded beside the page.
const LiveUpdates = lazy(() => import('./LiveUpdates'));
// Issue 16: the employer's company switcher beside the account menu, loaded after the first paint.
const CompanySwitcherSlot = lazy(() => import('./CompanySwitcherSlot'));

/** Nav links lead only to pages this app has built (SPEC §2 lists some that come later). */
const isBuilt = (item: NavItem) => routeFor(item.href) !== undefined;

/**
 * The signed-in frame (SPEC §2): the shell (sidebar on desktop, slide-out menu on mobile), the
 * admin sticky message banner, the page, and the app-wide modals the shell and pages open through
 * `useAccount()`. It also keeps the live stream open and handles the checkout return (SPEC §4).
 */
export function AppLayout() {
  const location = useLocation();
  const returnStatus = useCheckoutReturn(location);
  // A checkout return is a full page load: the page it lands on is the frame's first.
  const [landedOn] = useState(location.pathname);
  const outlet: AppOutletContext = {
    checkoutReturn: returnStatus ? { status: returnStatus, path: landedOn } : null,
  };
  useWhenSettled(prefetchModals);
  // The live stream (and its chunk) starts once the frame has painted, with the page's requests.
  const painted = useFirstPaint();
  const { accountType } = useAccount();
  // Issue 16: an invite link opened while signed out waits for the sign-in, then comes back.
  const navigate = useNavigate();
  useEffect(() => {
    const token = takePendingInvite();
    if (token) void navigate(invitePath(token), { replace: true });
  }, [navigate]);
  return (
    <>
      <ConnectedAppShell
        currentPath={location.pathname}
        renderLink={renderAppLink}
        showNavItem={isBuilt}
        accountExtra={
          painted && accountType === 'employer' ? (
            <Suspense fallback={null}>
              <CompanySwitcherSlot />
            </Suspense>
          ) : null
        }
      >
        <ConnectedStickyMessageBanner />
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet context={outlet} />
        </Suspense>
      </ConnectedAppShell>
      <LazyModals />
      {painted && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
    </>
  );
}
