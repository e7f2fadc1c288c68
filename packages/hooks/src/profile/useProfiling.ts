import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { profilingQuery } from '../queries/session';

/**
 * The signed-in user's own profile with email (GET /api/user/profiling): what the waitlist tasks
 * and the profile card read. Signed-out visitors fetch nothing.
 */
export function useProfiling() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...profilingQuery(client), enabled: user !== null });
}
