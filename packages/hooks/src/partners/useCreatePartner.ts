import { useMutation } from '@tanstack/react-query';
import type { PartnerInputValues } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { invalidatePartners } from './invalidatePartners';

/**
 * Registers a partner site (admins; others get 403 "Admins only" as the mutation's error):
 * `mutate({ name, allowedOrigins })`. `data` is the new partner, with its publishable key.
 */
export function useCreatePartner() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (input: PartnerInputValues) => client.partners.create(input),
    onSuccess: () => invalidatePartners(queryClient),
  });
}
