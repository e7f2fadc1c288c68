import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { unreadCountsQuery } from '../queries/messaging';

/**
 * Unread messages in direct conversations and in groups (the Messages badge, SPEC §2), cached 5
 * minutes (SPEC §9); `useLiveUpdates` keeps it current in between.
 */
export function useUnreadCounts() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...unreadCountsQuery(client), enabled: user !== null });
}
