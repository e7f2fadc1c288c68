import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { usageQuery } from '../queries/subscription';

/** The employer's quota usage this billing period (SPEC §7 GET /api/subscription/usage). */
export function useUsage() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...usageQuery(client), enabled: user !== null });
}
