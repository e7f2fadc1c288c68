import { useMutation } from '@tanstack/react-query';
import type { PartnerUpdateInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { invalidatePartners } from './invalidatePartners';

export interface UpdatePartnerInput extends PartnerUpdateInput {
  id: number;
}

/**
 * Renames a partner or changes its allowed origins (admins): `mutate({ id, name?,
 * allowedOrigins? })`. Its publishable key stays the same.
 */
export function useUpdatePartner() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdatePartnerInput) => client.partners.update(id, changes),
    onSuccess: () => invalidatePartners(queryClient),
  });
}
