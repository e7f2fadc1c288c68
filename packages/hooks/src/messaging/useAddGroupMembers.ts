import { useMutation } from '@tanstack/react-query';
import type { AddGroupMembers } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { storeGroup } from './storeGroup';

export interface AddGroupMembersInput extends AddGroupMembers {
  id: number;
}

/**
 * Invites people to a group (`mutate({ id, userIds })`; the owner only, others get 403). Since
 * issue 14 they become members only when they accept: the answer lists them in `invitations`.
 */
export function useAddGroupMembers() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, userIds }: AddGroupMembersInput) =>
      client.groups.addMembers(id, { userIds }),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
