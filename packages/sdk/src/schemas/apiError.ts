import * as z from 'zod/mini';

/**
 * The body of every error answer (not shown in SPEC; the client's HttpError carries it). A 400
 * adds `fieldErrors`, keyed by the top-level field name, as `formatZodError` builds them; other
 * statuses send only `message` (e.g. 403 `TEXTS.subscriptionRequired`).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.output<typeof apiErrorSchema>;
