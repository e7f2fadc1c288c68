import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { storeGroup } from './storeGroup';

export interface RevokeGroupInvitationInput {
  /** The group. */
  id: number;
  invitationId: number;
}

/**
 * Revokes a pending invitation (`mutate({ id, invitationId })`; the group owner only, others get
 * 403); the group is stored as the answer gives it.
 */
export function useRevokeGroupInvitation() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, invitationId }: RevokeGroupInvitationInput) =>
      client.groups.revokeInvitation(id, invitationId),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
