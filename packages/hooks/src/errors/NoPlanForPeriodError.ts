import { HireloopError, type BillingPeriod } from '@hireloop/sdk';

/** SPEC §8: "No plan for the employer billing period: an error is thrown and only logged." */
export class NoPlanForPeriodError extends HireloopError {
  override readonly name = 'NoPlanForPeriodError' as const;
  constructor(readonly period: BillingPeriod) {
    super(`No employer plan for the ${period} billing period`);
  }
}

/** Type guard for {@link NoPlanForPeriodError}, safe across bundle copies (checks `name`). */
export function isNoPlanForPeriodError(error: unknown): error is NoPlanForPeriodError {
  return error instanceof Error && error.name === 'NoPlanForPeriodError';
}
