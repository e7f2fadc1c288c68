import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hireloop/sdk';
import { useHireloop } from '../core/HireloopProvider';
import { plansQuery } from '../queries/subscription';

/**
 * The plans of a role (SPEC §7 GET /api/subscription/plans): 3 retries at 1 s; a non-OK answer or
 * a body that is not a list is an error (SPEC §8). Public: no session needed.
 */
export function usePlans(role: Role) {
  const { client } = useHireloop();
  return useQuery(plansQuery(client, role));
}
