import * as z from 'zod/mini';

/**
 * The answer of a call that only acknowledges (not shown: logout, forgot/reset/change password,
 * mark read, remove): `{ ok: true }`.
 */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.output<typeof okResponseSchema>;
