import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';

export interface RemoveGroupMemberInput {
  id: number;
  userId: number;
}

/**
 * Removes a member (`mutate({ id, userId })`): the owner removes anyone; a member passing their
 * own id leaves. Leaving drops the group's cached details and messages (they would now answer
 * 404) and refreshes the unread counts, which no longer include it.
 */
export function useRemoveGroupMember() {
  const { client, queryClient } = useHireloop();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ id, userId }: RemoveGroupMemberInput) => client.groups.removeMember(id, userId),
    onSuccess: async (_ok, { id, userId }) => {
      if (userId === user?.id) {
        queryClient.removeQueries({ queryKey: queryKeys.group(id), exact: true });
        queryClient.removeQueries({ queryKey: queryKeys.messages(id), exact: true });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.groups(), exact: true }),
          queryClient.invalidateQueries({ queryKey: queryKeys.unreadCounts() }),
        ]);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups() });
    },
  });
}
