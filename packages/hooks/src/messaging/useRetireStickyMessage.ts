import { useMutation } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { invalidateStickyMessages } from './invalidateStickyMessages';

/** Retires a sticky message (admins): `mutate(id)`; users stop seeing it. */
export function useRetireStickyMessage() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => client.stickyMessages.retire(id),
    onSuccess: () => invalidateStickyMessages(queryClient),
  });
}
