import { useDeferredValue } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useAuth } from '@hireloop/hooks';
import { AppLayout } from './AppLayout';
import { ShellSkeleton } from './ShellSkeleton';

/**
 * SPEC §2: signed-in pages show a spinner (in the frame's outline) while the session loads, then
 * send visitors to /auth.
 */
export default function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // The first render of the shell and the page is the app's largest: deferred, React renders it in
  // a transition, in slices that leave the main thread free for input, while the frame's outline
  // (the one the signed-in page's HTML painted) stays.
  const loading = useDeferredValue(isLoading, true);
  if (loading) return <ShellSkeleton />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <AppLayout />;
}
