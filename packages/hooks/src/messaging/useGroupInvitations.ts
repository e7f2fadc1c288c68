import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { groupInvitationsQuery } from '../queries/messaging';

/**
 * The signed-in user's pending group invitations (issue 14), newest first; kept current by the
 * `group` live events (`useLiveUpdates`).
 */
export function useGroupInvitations() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...groupInvitationsQuery(client), enabled: user !== null });
}
