import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';

/**
 * Asks for a password reset mail (POST /api/auth/forgot-password). The server answers the same
 * whether or not the email has an account; errors (invalid email, too many attempts) keep the
 * server's words for `serverMessage(error)` / `fieldErrorsOf(error)`.
 */
export function useForgotPassword() {
  const { client } = useHireloop();
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => client.auth.forgotPassword(input),
  });
}
