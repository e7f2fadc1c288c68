import { useMutation } from '@tanstack/react-query';
import type { AddGroupMembers } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { storeGroup } from './storeGroup';

export interface AddGroupMembersInput extends AddGroupMembers {
  id: number;
}

/** Adds members to a group (`mutate({ id, userIds })`; the owner only, others get 403). */
export function useAddGroupMembers() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, userIds }: AddGroupMembersInput) =>
      client.groups.addMembers(id, { userIds }),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
