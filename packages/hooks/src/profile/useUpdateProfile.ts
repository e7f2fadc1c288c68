import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';

/**
 * Updates the own profile (PATCH /api/user/profiling). On success the answer becomes the cached
 * profiling (the waitlist re-counts its tasks at once), and the reads that show the changed
 * fields are refreshed: the user (name and title live there too), this user's public profile and
 * the talent search lists. A failure keeps the server's words: `serverMessage(error)` and
 * `fieldErrorsOf(error)` (e.g. `{ skills: ['Unknown skill: 9'] }`).
 */
export function useUpdateProfile() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (update: ProfileUpdateInput) => client.profile.update(update),
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.profiling(), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(profile.userId) }),
        queryClient.invalidateQueries({ queryKey: [queryKeys.talentSearch()[0]] }),
      ]);
    },
  });
}
