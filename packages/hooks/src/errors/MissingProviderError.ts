import { HireloopError } from '@hireloop/sdk';

/**
 * Thrown by a hook used outside the provider it reads (SPEC §8: "Using the auth or account context
 * outside its provider raises an error"), e.g. "useAuth must be used within an AuthProvider".
 */
export class MissingProviderError extends HireloopError {
  override readonly name = 'MissingProviderError' as const;
  constructor(
    readonly hook: string,
    readonly provider: string,
  ) {
    super(`${hook} must be used within a${/^[AEIOU]/.test(provider) ? 'n' : ''} ${provider}`);
  }
}

/** Type guard for {@link MissingProviderError}, safe across bundle copies (checks `name`). */
export function isMissingProviderError(error: unknown): error is MissingProviderError {
  return error instanceof Error && error.name === 'MissingProviderError';
}
