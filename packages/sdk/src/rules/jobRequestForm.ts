import type { JobRequestForm, RateType } from '../schemas/jobRequest';

/** SPEC §4: "Choosing rateType fixed … shows one field "Fixed Price (USD)"". */
export const FIXED_PRICE_LABEL = 'Fixed Price (USD)';

/** SPEC §5: "Creating without an active employer subscription is blocked ("Subscription required")". */
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Subscription required';

/** SPEC §8: job request save error — "toast "Error" with the message or "Failed to save job request"". */
export const JOB_REQUEST_SAVE_ERROR = 'Failed to save job request';

/** A job request form as it may come in: skill ids possibly still strings. */
export type JobRequestFormValues = Omit<JobRequestForm, 'skills'> & {
  skills?: readonly (string | number)[];
};

/**
 * The form ready to send. SPEC §4: "on submit with fixed, maxRate is dropped" (the single price
 * lives in minRate); SPEC §5: "skills default to an empty list; string ids are converted to
 * numbers".
 *
 * Choice: skill ids that are not positive integers once converted (e.g. `"abc"`) are dropped
 * rather than sent as `NaN`, matching the schema's id rule.
 */
export function normaliseJobRequest(form: JobRequestFormValues): JobRequestForm {
  const { maxRate, skills = [], ...rest } = form;
  const ids = skills.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return rest.rateType === 'fixed' ? { ...rest, skills: ids } : { ...rest, maxRate, skills: ids };
}

/**
 * The form values after choosing a rate type. SPEC §4: "Choosing rateType fixed clears minRate and
 * maxRate and shows one field "Fixed Price (USD)"".
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
 * covers "Subscription required" and an `HttpError`'s "403: …" text).
 */
export function isSubscriptionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 403 || (typeof message === 'string' && /subscription/i.test(message));
}
