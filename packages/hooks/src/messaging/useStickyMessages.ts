import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { stickyMessagesQuery } from '../queries/messaging';

/** The admin sticky messages shown to this user now, newest first, each with its `read` flag. */
export function useStickyMessages() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...stickyMessagesQuery(client), enabled: user !== null });
}
