import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { stickyUnreadCountQuery } from '../queries/messaging';

/** How many of the sticky messages shown to this user are unread (`data.unreadCount`). */
export function useStickyUnreadCount() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...stickyUnreadCountQuery(client), enabled: user !== null });
}
