import { TEXTS } from '../constants/texts';
import type { RateType } from '../vocabulary';

// The aliases below read TEXTS in pure calls, so a bundler drops them (and TEXTS) when unused.

/** SPEC §4: the one field a fixed rate shows (`TEXTS.fixedPrice`). */
export const FIXED_PRICE_LABEL = /* @__PURE__ */ (() => TEXTS.fixedPrice)();

/** SPEC §5: the refusal to create without an active subscription (`TEXTS.subscriptionRequired`). */
export const SUBSCRIPTION_REQUIRED_MESSAGE = /* @__PURE__ */ (() => TEXTS.subscriptionRequired)();

/** SPEC §8: the job request save error without a server message (`TEXTS.jobRequestSaveError`). */
export const JOB_REQUEST_SAVE_ERROR = /* @__PURE__ */ (() => TEXTS.jobRequestSaveError)();

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
