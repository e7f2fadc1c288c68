import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';

/**
 * Changes the signed-in user's password (POST /api/auth/change-password). The server ends every
 * other session and keeps this one. A wrong current password is a 400 with
 * `fieldErrorsOf(error).currentPassword`.
 */
export function useChangePassword() {
  const { client } = useHireloop();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => client.auth.changePassword(input),
  });
}
