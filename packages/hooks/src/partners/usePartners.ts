import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { partnersQuery } from '../queries/partners';

/**
 * The partner sites registered to embed the widgets (issue 15), revoked ones too, for the admin
 * screen. Fetched for admins only (`user.isAdmin`): anyone else would get 403 "Admins only", so
 * nothing is asked.
 */
export function usePartners() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...partnersQuery(client), enabled: user?.isAdmin === true });
}
