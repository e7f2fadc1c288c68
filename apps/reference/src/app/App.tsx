import { Suspense, useCallback, useState } from 'react';
import { Outlet, Route, Routes, useNavigate } from '../lib/router';
import {
  AccountProvider,
  AuthProvider,
  useAuth,
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
import { ShellSkeleton } from './ShellSkeleton';
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
const RequireAuth = preloadable(() => import('./RequireAuth'), 'app/RequireAuth');

// The page asked for starts downloading with the entry, beside the frame and the session, rather
// than once the frame has rendered and the session has loaded.
const landing = routeFor(window.location.pathname);
if (landing) {
  landing.load().catch(() => undefined);
  if (landing.access !== 'public') RequireAuth.load().catch(() => undefined);
}
const AdminOnly = preloadable(() => import('./AdminOnly'), 'app/AdminOnly');
const NotFoundPage = preloadable(() => import('./NotFoundPage'), 'app/NotFoundPage');

/**
 * Around the 404 page: signed-in people see it inside the signed-in frame, so they keep the header
 * and the navigation (issue 20); signed-out visitors get the page alone (its "Go to Home" leads
 * to /auth through the session guard).
 */
function NotFoundFrame() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <ShellSkeleton />;
  return user ? <RequireAuth /> : <Outlet />;
}

/**
 * The hooks' providers (their navigate is the router's) and the routes: public pages stand
 * alone; signed-in pages sit in the app shell behind the session guard (a spinner while the
 * session loads, then /auth); admin pages add the admin check; any other path is the 404 page
 * (inside the frame for signed-in people).
 */
export function App() {
  // Signed in, the server's page carries the user: the frame renders without waiting for GET
  // /api/user, and the API calls (that one's refresh included) go out once it has painted.
  const [user] = useState(embeddedUser);
  const [client] = useState(() => createClient(user ? { fetch: fetchAfterFirstPaint } : {}));
  const [queryClient] = useState(() => {
    const created = createHireloopQueryClient();
    if (user) created.setQueryData(queryKeys.user(), user);
    // A session known to be none is not asked about: GET /api/user would only answer 401, which
    // the browser logs in the console. The query stays off while it holds no user (after the
    // server's answer, a logout, or on the signed-out page, which the server sends only without a
    // live session and which says so: `null`), on mount and on focus alike; a login or
    // registration sets the user, and from then on it refreshes as SPEC §9 says.
    if (user === null) created.setQueryData(queryKeys.user(), null);
    created.setQueryDefaults(queryKeys.user(), { enabled: (query) => query.state.data !== null });
    return created;
  });
  // The router's navigate is one function for the app's life, so this one is stable too.
  const routerNavigate = useNavigate();
  const navigate = useCallback<Navigate>(
    (path, options) => void routerNavigate(path, { replace: options?.replace }),
    [routerNavigate],
  );
  return (
    <HireloopProvider client={client} queryClient={queryClient} navigate={navigate}>
      <AuthProvider>
        <AccountProvider>
          <Root>
            {/* Signed in, the frame's outline the page's HTML painted stays until the frame shows. */}
            <Suspense fallback={user ? <ShellSkeleton /> : <FullPageSpinner />}>
              <Routes>
                {routesFor('public')}
                <Route element={<RequireAuth />}>
                  {routesFor('user')}
                  <Route element={<AdminOnly />}>{routesFor('admin')}</Route>
                </Route>
                <Route element={<NotFoundFrame />}>
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
              </Routes>
            </Suspense>
          </Root>
        </AccountProvider>
      </AuthProvider>
    </HireloopProvider>
  );
}
