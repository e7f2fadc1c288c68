import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';

/**
 * Sets a new password with the mailed token (POST /api/auth/reset-password). An expired or used
 * token is a 400 whose message `serverMessage(error)` gives. It does not sign in.
 */
export function useResetPassword() {
  const { client } = useHireloop();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => client.auth.resetPassword(input),
  });
}
