import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { notificationsQuery } from '../queries/messaging';

/**
 * The newest notifications and the unread total (`data.unreadCount`: the bell's dot, SPEC §2),
 * refetched every 5 minutes and on focus (SPEC §7).
 */
export function useNotifications() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...notificationsQuery(client), enabled: user !== null });
}
