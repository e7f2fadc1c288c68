import { useMutation } from '@tanstack/react-query';
import type { StickyMessageUpdateInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { invalidateStickyMessages } from './invalidateStickyMessages';

export interface UpdateStickyMessageInput extends StickyMessageUpdateInput {
  id: number;
}

/**
 * Edits a sticky message (admins): `mutate({ id, ...changes })`; `endsAt: null` removes the end
 * time.
 */
export function useUpdateStickyMessage() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateStickyMessageInput) =>
      client.stickyMessages.update(id, changes),
    onSuccess: () => invalidateStickyMessages(queryClient),
  });
}
