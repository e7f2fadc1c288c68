import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import {
  AccountProvider,
  AuthProvider,
  createHireloopQueryClient,
  HireloopProvider,
  queryKeys,
  type Navigate,
} from '@hireloop/hooks';
import { createClient } from '@hireloop/sdk';
import { embeddedUser } from '../lib/embeddedUser';
import { fetchAfterFirstPaint } from '../lib/firstPaint';
import { preloadable } from '../lib/preloadable';
import { FullPageSpinner } from './FullPageSpinner';
import { pageRoutes, routeFor, type Access, type PageRoute } from './routes';
import { Root } from './Root';

// Each page is its own chunk (SPEC §2, §9): the route table's preloadable pages, so the prefetch
// (after load, on hover) and the router share one import() per page, and a page whose chunk has
// arrived renders without suspending.
const element = ({ Page }: PageRoute) => <Page />;
const routesFor = (access: Access) =>
  pageRoutes
    .filter((route) => route.access === access)
    .map((route) => <Route key={route.path} path={route.path} element={element(route)} />);

// The signed-in frame (shell, live updates, modals) is a chunk of its own: /auth never loads it.
const RequireAuth = preloadable(() => import('./RequireAuth'));

// The page asked for starts downloading with the entry, beside the frame and the session, rather
// than once the frame has rendered and the session has loaded.
const landing = routeFor(window.location.pathname);
if (landing) {
  landing.load().catch(() => undefined);
  if (landing.access !== 'public') RequireAuth.load().catch(() => undefined);
}
const AdminOnly = lazy(() => import('./AdminOnly'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * The hooks' providers (their navigate is the router's) and the routes: public pages stand
 * alone; signed-in pages sit in the app shell behind the session guard (a spinner while the
 * session loads, then /auth); admin pages add the admin check; any other path is the 404 page.
 */
export function App() {
  // Signed in, the server's page carries the user: the frame renders without waiting for GET
  // /api/user, and the API calls (that one's refresh included) go out once it has painted.
  const [user] = useState(embeddedUser);
  const [client] = useState(() => createClient(user ? { fetch: fetchAfterFirstPaint } : {}));
  const [queryClient] = useState(() => {
    const created = createHireloopQueryClient();
    if (user) created.setQueryData(queryKeys.user(), user);
    return created;
  });
  const routerNavigate = useNavigate();
  const latest = useRef(routerNavigate);
  latest.current = routerNavigate;
  const navigate = useCallback<Navigate>(
    (path, options) => void latest.current(path, { replace: options?.replace }),
    [],
  );
  return (
    <HireloopProvider client={client} queryClient={queryClient} navigate={navigate}>
      <AuthProvider>
        <AccountProvider>
          <Root>
            <Suspense fallback={<FullPageSpinner />}>
              <Routes>
                {routesFor('public')}
                <Route element={<RequireAuth />}>
                  {routesFor('user')}
                  <Route element={<AdminOnly />}>{routesFor('admin')}</Route>
                </Route>
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </Root>
        </AccountProvider>
      </AuthProvider>
    </HireloopProvider>
  );
}
