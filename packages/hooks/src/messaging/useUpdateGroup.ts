import { useMutation } from '@tanstack/react-query';
import type { UpdateGroup } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { storeGroup } from './storeGroup';

export interface UpdateGroupInput extends UpdateGroup {
  id: number;
}

/** Renames a group (`mutate({ id, name })`; the owner only, others get 403). */
export function useUpdateGroup() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateGroupInput) => client.groups.update(id, changes),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
