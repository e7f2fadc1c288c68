import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';

/** Declines a group invitation (`mutate(invitationId)`); the invitations refresh. */
export function useDeclineGroupInvitation() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (invitationId: number) => client.groups.declineInvitation(invitationId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.groupInvitations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
      ]),
  });
}
