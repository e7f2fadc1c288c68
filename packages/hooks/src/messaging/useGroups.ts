import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { groupsQuery } from '../queries/messaging';

/** The user's groups, latest activity first, each with its last message and unread count. */
export function useGroups() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...groupsQuery(client), enabled: user !== null });
}
