import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { invalidatePartners } from './invalidatePartners';

/**
 * Revokes a partner (admins): `mutate(id)`. Its publishable key stops working on every site at
 * once; the partner stays in the list with its `revokedAt`.
 */
export function useRevokePartner() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => client.partners.revoke(id),
    onSuccess: () => invalidatePartners(queryClient),
  });
}
