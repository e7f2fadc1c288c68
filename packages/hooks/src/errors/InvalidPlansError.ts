import { HireloopError } from '@hireloop/sdk';

/** Thrown when the plans answer is not a list (SPEC §8 "non-array body is an error"). */
export class InvalidPlansError extends HireloopError {
  override readonly name = 'InvalidPlansError' as const;
  constructor() {
    super('The subscription plans answer is not a list');
  }
}

/** Type guard for {@link InvalidPlansError}, safe across bundle copies (checks `name`). */
export function isInvalidPlansError(error: unknown): error is InvalidPlansError {
  return error instanceof Error && error.name === 'InvalidPlansError';
}
