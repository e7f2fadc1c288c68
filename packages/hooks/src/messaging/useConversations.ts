import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { conversationsQuery } from '../queries/messaging';

/** The user's direct conversations, latest activity first, each with its last message and unread count. */
export function useConversations() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...conversationsQuery(client), enabled: user !== null });
}
