import { useMutation } from '@tanstack/react-query';
import type { StickyMessageInputValues } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { invalidateStickyMessages } from './invalidateStickyMessages';

/**
 * Creates a sticky message (admins; others get 403 "Admins only" as the mutation's error):
 * `mutate({ title, body, level?, audience?, endsAt? })`.
 */
export function useCreateStickyMessage() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (input: StickyMessageInputValues) => client.stickyMessages.create(input),
    onSuccess: () => invalidateStickyMessages(queryClient),
  });
}
