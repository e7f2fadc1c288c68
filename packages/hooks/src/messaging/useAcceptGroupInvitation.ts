import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { storeGroup } from './storeGroup';

/**
 * Accepts a group invitation (`mutate(invitationId)`): the user joins; the group is stored as the
 * answer gives it, the group list and the invitations refresh.
 */
export function useAcceptGroupInvitation() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (invitationId: number) => client.groups.acceptInvitation(invitationId),
    onSuccess: async (group) => {
      await Promise.all([
        storeGroup(queryClient, group),
        queryClient.invalidateQueries({ queryKey: queryKeys.groupInvitations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
      ]);
    },
  });
}
