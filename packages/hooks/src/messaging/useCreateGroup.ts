import { useMutation } from '@tanstack/react-query';
import type { CreateGroupInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { storeGroup } from './storeGroup';

/**
 * Creates a group (`mutate({ name, memberIds })`); the creator joins it and owns it. The answer
 * (with members) is cached and the group list refreshes.
 */
export function useCreateGroup() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (input: CreateGroupInput) => client.groups.create(input),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
