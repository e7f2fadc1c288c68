import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { manageStickyMessagesQuery } from '../queries/messaging';

/**
 * Every sticky message, retired ones too, for the admin screen. Fetched for admins only
 * (`user.isAdmin`): anyone else would get 403 "Admins only", so nothing is asked.
 */
export function useManageStickyMessages() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...manageStickyMessagesQuery(client), enabled: user?.isAdmin === true });
}
