import type { RateType } from '../vocabulary';

// SPEC's texts of the job request flow, defined with the other texts (`TEXTS`).
export {
  FIXED_PRICE_LABEL,
  JOB_REQUEST_SAVE_ERROR,
  SUBSCRIPTION_REQUIRED_MESSAGE,
} from '../constants/texts';

/**
 * The form values after choosing a rate type. SPEC §4: "Choosing rateType fixed clears minRate and
 * maxRate and shows one field" (`FIXED_PRICE_LABEL`).
 *
 * Choice: "clears" sets both to `undefined` (keys kept, so form libraries reset the inputs);
 * other rate types keep the entered rates.
 */
export function applyRateType<T extends { minRate?: unknown; maxRate?: unknown }>(
  values: T,
  rateType: RateType,
): T & { rateType: RateType } {
  return rateType === 'fixed'
    ? { ...values, rateType, minRate: undefined, maxRate: undefined }
    : { ...values, rateType };
}

/**
 * SPEC §8: "Job request save error: a subscription-related message or HTTP 403 opens the
 * subscription modal".
 *
 * Choice: "subscription-related" means the message contains "subscription" in any case (which
 * covers `TEXTS.subscriptionRequired` and an `HttpError`'s "403: …" text).
 */
export function isSubscriptionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 403 || (typeof message === 'string' && /subscription/i.test(message));
}
